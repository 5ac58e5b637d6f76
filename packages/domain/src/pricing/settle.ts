// Settlement rules: the result of every outcome of every market once the deciding stats are known, as
// the feed's bet-settlement message carries them (DESIGN §12). Results and void factors follow the
// convention documented on SettlementResult (results.ts). Handicaps and totals count the full match,
// goals before a bet included (see football-markets.ts); basketball full-game markets include overtime.

import type { BestOf } from './esports';
import type { MarketKey, SpecifierValues } from './markets';
import { CORRECT_SCORE_MAX, MARKET_CATALOGUE, outcomeKeys, readSpecifier } from './markets';
import type { SettlementResult, VoidFactor } from './results';
import { asianResult, voidFactor } from './results';
import type { Score, Side } from './score';
import { checkScore } from './score';

/** What decides football markets. */
export interface FootballStats {
  readonly sport: 'football';
  readonly fullTime: Score;
  readonly halfTime: Score;
  /** Which side scored each goal, in order (own goals count for the side credited); needed for next goal. */
  readonly goals?: readonly Side[];
}

/** What decides basketball markets: the four quarters' scores, then one score per overtime. */
export interface BasketballStats {
  readonly sport: 'basketball';
  readonly periods: readonly Score[];
}

/** What decides esports markets: the winner of each map played, in order. */
export interface EsportsStats {
  readonly sport: 'esports';
  readonly bestOf: BestOf;
  readonly maps: readonly Side[];
}

/** What decides an outright: its winner among the entrants (the market's outcome keys). */
export interface OutrightStats {
  readonly sport: 'outright';
  readonly entrants: readonly string[];
  readonly winner: string;
}

/** The deciding stats of any market. */
export type MatchStats = FootballStats | BasketballStats | EsportsStats | OutrightStats;

/** How one outcome settles: its result and the share of the stake handed back (see SettlementResult). */
export interface OutcomeSettlement {
  readonly outcome: string;
  readonly result: SettlementResult;
  readonly voidFactor: VoidFactor;
}

const OVERTIMES_MAX = 10;
const GOALS_MAX = 99;

/**
 * Settles every outcome of a market from the final stats. Throws a RangeError when the stats do not
 * belong to the market's sport, are inconsistent, or lack what the market needs (a goal list for next
 * goal): the feed must not settle from them.
 */
export function settleMarket(key: MarketKey, specifier: string, stats: MatchStats): OutcomeSettlement[] {
  const values = readSpecifier(key, specifier);
  const sport = MARKET_CATALOGUE[key].sport;
  if ((sport === 'any' ? 'outright' : sport) !== stats.sport) {
    throw new RangeError(`${key} cannot be settled from ${stats.sport} stats`);
  }
  const results = resultsFor(key, values, stats);
  return Object.entries(results).map(([outcome, result]) => ({ outcome, result, voidFactor: voidFactor(result) }));
}

/** Settles one outcome; throws if the market has no such outcome. */
export function settleOutcome(
  key: MarketKey,
  specifier: string,
  outcome: string,
  stats: MatchStats,
): OutcomeSettlement {
  const found = settleMarket(key, specifier, stats).find((s) => s.outcome === outcome);
  if (found === undefined) throw new RangeError(`${key} has no outcome ${outcome}`);
  return found;
}

/**
 * The result of an outcome of a market decided by the full-time score alone (fb.1x2, fb.ah, fb.ou,
 * fb.cs, fb.btts). Shared with the bet builder so both read a score the same way.
 */
export function footballScoreResult(
  key: MarketKey,
  values: SpecifierValues,
  outcome: string,
  score: Score,
): SettlementResult {
  const result = footballResults(key, values, { sport: 'football', fullTime: score, halfTime: { home: 0, away: 0 } })[
    outcome
  ];
  if (result === undefined) throw new RangeError(`${key} has no outcome ${outcome}`);
  return result;
}

/** A side's result on a handicap line (quarters) given the home margin. */
export function sideLineResult(side: Side, homeMargin: number, homeLineQuarters: number): SettlementResult {
  return side === 'home' ? asianResult(homeMargin, homeLineQuarters) : asianResult(-homeMargin, -homeLineQuarters);
}

/** An over's or under's result on a total line (quarters) given the total. */
export function totalLineResult(outcome: 'over' | 'under', total: number, lineQuarters: number): SettlementResult {
  return outcome === 'over' ? asianResult(total, -lineQuarters) : asianResult(-total, lineQuarters);
}

type Results = Record<string, SettlementResult>;

function resultsFor(key: MarketKey, values: SpecifierValues, stats: MatchStats): Results {
  switch (stats.sport) {
    case 'football':
      checkFootball(stats);
      return footballResults(key, values, stats);
    case 'basketball':
      return basketballResults(key, values, stats);
    case 'esports':
      return esportsResults(key, values, stats);
    case 'outright':
      return outrightResults(stats);
  }
}

function footballResults(key: MarketKey, values: SpecifierValues, stats: FootballStats): Results {
  const ft = stats.fullTime;
  const ht = stats.halfTime;
  switch (key) {
    case 'fb.1x2':
      return threeWay(ft);
    case 'fb.ht1x2':
      return threeWay(ht);
    case 'fb.ah':
      return handicap(ft.home - ft.away, values.hcp!);
    case 'fb.ou':
      return totals(ft.home + ft.away, values.total!);
    case 'fb.htou':
      return totals(ht.home + ht.away, values.total!);
    case 'fb.cs': {
      const scoreKey = ft.home > CORRECT_SCORE_MAX || ft.away > CORRECT_SCORE_MAX ? 'other' : `${ft.home}-${ft.away}`;
      return Object.fromEntries(outcomeKeys('fb.cs').map((o) => [o, o === scoreKey ? 'win' : 'lose']));
    }
    case 'fb.btts': {
      const both = ft.home > 0 && ft.away > 0;
      return { yes: both ? 'win' : 'lose', no: both ? 'lose' : 'win' };
    }
    case 'fb.nextgoal': {
      if (stats.goals === undefined) throw new RangeError('next-goal markets need the goal sequence');
      const scorer = stats.goals[values.goalnr! - 1] ?? 'none';
      return {
        home: scorer === 'home' ? 'win' : 'lose',
        none: scorer === 'none' ? 'win' : 'lose',
        away: scorer === 'away' ? 'win' : 'lose',
      };
    }
    default:
      throw new RangeError(`${key} is not a football market`);
  }
}

function basketballResults(key: MarketKey, values: SpecifierValues, stats: BasketballStats): Results {
  const { periods } = stats;
  if (periods.length < 4 || periods.length > 4 + OVERTIMES_MAX) {
    throw new RangeError(`basketball stats need 4 quarters and at most ${OVERTIMES_MAX} overtimes`);
  }
  for (const period of periods) checkScore(period, 'period');
  const final = periods.reduce((sum, p) => ({ home: sum.home + p.home, away: sum.away + p.away }), {
    home: 0,
    away: 0,
  });
  const quarter = values.quarter === undefined ? final : periods[values.quarter - 1];
  if (quarter === undefined || (values.quarter ?? 1) > 4) throw new RangeError(`no quarter ${values.quarter}`);
  switch (key) {
    // A full game that ended level (no overtime played, as in some friendlies) refunds the moneyline:
    // its price assumed overtime, so a refund is the fair reading.
    case 'bk.ml':
    case 'bk.q.ml':
      return handicap(quarter.home - quarter.away, 0);
    case 'bk.spread':
    case 'bk.q.spread':
      return handicap(quarter.home - quarter.away, values.hcp!);
    case 'bk.total':
    case 'bk.q.total':
      return totals(quarter.home + quarter.away, values.total!);
    default:
      throw new RangeError(`${key} is not a basketball market`);
  }
}

function esportsResults(key: MarketKey, values: SpecifierValues, stats: EsportsStats): Results {
  const won = checkSeries(stats);
  switch (key) {
    case 'es.ml':
      return { home: won.home > won.away ? 'win' : 'lose', away: won.away > won.home ? 'win' : 'lose' };
    case 'es.maphcp':
      return handicap(won.home - won.away, values.hcp!);
    case 'es.totalmaps':
      return totals(won.home + won.away, values.total!);
    case 'es.mapwinner': {
      const map = values.map!;
      if (map > stats.bestOf) throw new RangeError(`a best of ${stats.bestOf} has no map ${map}`);
      const winner = stats.maps[map - 1];
      // A map the series never reached is void: the stake goes back.
      if (winner === undefined) return { home: 'void', away: 'void' };
      return { home: winner === 'home' ? 'win' : 'lose', away: winner === 'away' ? 'win' : 'lose' };
    }
    default:
      throw new RangeError(`${key} is not an esports market`);
  }
}

function outrightResults(stats: OutrightStats): Results {
  if (new Set(stats.entrants).size !== stats.entrants.length || !stats.entrants.includes(stats.winner)) {
    throw new RangeError('outright entrants must be unique and include the winner');
  }
  return Object.fromEntries(stats.entrants.map((entrant) => [entrant, entrant === stats.winner ? 'win' : 'lose']));
}

function threeWay(score: Score): Results {
  const sign = Math.sign(score.home - score.away);
  return { home: sign > 0 ? 'win' : 'lose', draw: sign === 0 ? 'win' : 'lose', away: sign < 0 ? 'win' : 'lose' };
}

function handicap(homeMargin: number, homeLineQuarters: number): Results {
  return {
    home: sideLineResult('home', homeMargin, homeLineQuarters),
    away: sideLineResult('away', homeMargin, homeLineQuarters),
  };
}

function totals(total: number, lineQuarters: number): Results {
  return { over: totalLineResult('over', total, lineQuarters), under: totalLineResult('under', total, lineQuarters) };
}

function checkFootball(stats: FootballStats): void {
  checkScore(stats.fullTime, 'fullTime');
  checkScore(stats.halfTime, 'halfTime');
  const { fullTime: ft, halfTime: ht, goals } = stats;
  if (ht.home > ft.home || ht.away > ft.away || ft.home + ft.away > GOALS_MAX) {
    throw new RangeError(`half-time ${ht.home}-${ht.away} does not fit full-time ${ft.home}-${ft.away}`);
  }
  if (goals !== undefined) {
    const home = goals.filter((side) => side === 'home').length;
    if (home !== ft.home || goals.length - home !== ft.away) {
      throw new RangeError('the goal sequence does not add up to the full-time score');
    }
  }
}

// The maps must make a finished series: the winner reaches (bestOf + 1) / 2 on the last map, not before.
function checkSeries(stats: EsportsStats): Score {
  if (![1, 3, 5, 7].includes(stats.bestOf)) throw new RangeError(`bestOf must be 1, 3, 5 or 7, got ${stats.bestOf}`);
  const needed = (stats.bestOf + 1) / 2;
  let home = 0;
  let away = 0;
  stats.maps.forEach((side, i) => {
    if (home === needed || away === needed) throw new RangeError(`map ${i + 1} was played after the series ended`);
    if (side === 'home') home++;
    else away++;
  });
  if (home !== needed && away !== needed) throw new RangeError('the series is not finished');
  return { home, away };
}
