import {
  type BasketballModel,
  type BestOf,
  basketballCurrentQuarter,
  basketballMainSpreadLine,
  basketballMainTotalLine,
  basketballModel,
  basketballQuarter,
  esportsSeries,
  type FootballModel,
  footballMainAsianLine,
  footballMainTotalLine,
  footballModel,
  footballRates,
  MAX_ODDS,
  type MarketKey,
  type MarketPrice,
  mapWinProbability,
  marketOdds,
  marketSpecifier,
  priceBasketballMarket,
  priceEsportsMarket,
  priceFootballMarket,
  type SpecifierValues,
} from '@courtside/domain/pricing';
import type { MarketData } from '../../modules/feed';
import { SIM_FOOTBALL_RATES, type SimLeague, type SimTeam } from './catalogue';
import type { SimState } from './state';

/** One market line the simulator offers: its key and canonical specifier. */
export interface Line {
  type: MarketKey;
  specifier: string;
  main: boolean;
}

/**
 * The bookmaker's margin, applied by the one named method of the domain (`applyMargin` through
 * `marketOdds`): 5% on two- and three-way markets, more where the outcomes are many.
 */
const MARGIN_BP: Partial<Record<MarketKey, number>> = { 'fb.cs': 1500, 'fb.nextgoal': 700, 'es.mapwinner': 600 };
const DEFAULT_MARGIN_BP = 500;
/** A market whose favourite is this likely is closed to bets: its result is as good as known. */
const DECIDED = 0.97;

const line = (type: MarketKey, values: SpecifierValues, main: boolean): Line => ({
  type,
  specifier: marketSpecifier(type, values),
  main,
});

/** A main line (in goals or points) and its neighbours, as quarter-unit specifier values. */
const around = (type: MarketKey, name: 'hcp' | 'total', main: number, step: number, floor = -Infinity): Line[] =>
  [main - step, main, main + step]
    .filter((value) => value >= floor)
    .map((value) => line(type, { [name]: Math.round(value * 4) }, value === main));

export type Model =
  | { sport: 'football'; model: FootballModel }
  | { sport: 'basketball'; model: BasketballModel }
  | { sport: 'esports'; series: ReturnType<typeof esportsSeries> };

const QUARTER_MINUTES = 12;

/** The pricing model for a match at a state (pre-match before kickoff, in play after). */
export function modelAt(league: SimLeague, home: SimTeam, away: SimTeam, state: SimState): Model {
  if (league.sport === 'football') {
    return {
      sport: 'football',
      model: footballModel({
        rates: footballRates(home.rating, away.rating, SIM_FOOTBALL_RATES),
        elapsedMinutes: Math.min(state.minutesPlayed, 90),
        score: state.score,
        redCards: { home: Math.min(state.redCards.home, 4), away: Math.min(state.redCards.away, 4) },
      }),
    };
  }
  if (league.sport === 'basketball') {
    const quartersDone = Math.min(4, state.periodScores.length - (state.phase === 'playing' ? 1 : 0));
    const running = state.phase === 'playing' && state.period && state.period.period.startsWith('Q');
    const clockLeft = running && state.feed.clock ? Math.ceil(state.feed.clock.seconds / 60) : 0;
    const minutesLeft = Math.max(0, (4 - quartersDone) * QUARTER_MINUTES - (running ? QUARTER_MINUTES - clockLeft : 0));
    const current = running ? (state.periodScores.at(-1) ?? { home: 0, away: 0 }) : { home: 0, away: 0 };
    const inOvertime = state.periodScores.length > 4;
    return {
      sport: 'basketball',
      model: basketballModel(
        { homeRating: home.power, awayRating: away.power },
        // In overtime the model prices a fresh overtime from the tied regulation score.
        inOvertime
          ? { minutesLeft: 0, score: regulationScore(state) }
          : { minutesLeft: Math.min(48, minutesLeft), score: state.score, quarterScore: current },
      ),
    };
  }
  const mapsWon = {
    home: state.maps.filter((side) => side === 'home').length,
    away: state.maps.filter((side) => side === 'away').length,
  };
  return {
    sport: 'esports',
    series: esportsSeries(mapWinProbability(home.power, away.power), league.bestOf as BestOf, mapsWon),
  };
}

const regulationScore = (state: SimState) =>
  state.periodScores
    .slice(0, 4)
    .reduce((sum, s) => ({ home: sum.home + s.home, away: sum.away + s.away }), { home: 0, away: 0 });

/** The lines on offer for a model: main lines with a neighbour each side, and the period markets still open. */
export function linesFor(league: SimLeague, model: Model, state: SimState): Line[] {
  if (model.sport === 'football') {
    const lines: Line[] = [
      line('fb.1x2', {}, true),
      ...around('fb.ah', 'hcp', footballMainAsianLine(model.model.fullTime), 0.5),
      ...around(
        'fb.ou',
        'total',
        footballMainTotalLine(model.model.fullTime),
        0.5,
        state.score.home + state.score.away + 0.5,
      ),
      line('fb.cs', {}, false),
      line('fb.btts', {}, false),
      line('fb.nextgoal', { goalnr: state.goals.length + 1 }, false),
    ];
    if (model.model.firstHalf) {
      const htGoals = state.score.home + state.score.away;
      lines.push(
        line('fb.ht1x2', {}, false),
        line('fb.htou', { total: Math.round((htGoals + 0.5 + (state.minutesPlayed < 30 ? 0.5 : 0)) * 4) }, false),
      );
    }
    return lines;
  }
  if (model.sport === 'basketball') {
    const lines: Line[] = [
      line('bk.ml', {}, true),
      ...around('bk.spread', 'hcp', basketballMainSpreadLine(model.model.finalMargin), 2),
      ...around('bk.total', 'total', basketballMainTotalLine(model.model.finalTotal), 3),
    ];
    const quarter = basketballCurrentQuarter(model.model);
    if (quarter <= 4 && model.model.minutesLeft > 0) {
      const q = basketballQuarter(model.model, quarter);
      lines.push(
        line('bk.q.ml', { quarter }, false),
        line('bk.q.total', { quarter, total: Math.round(basketballMainTotalLine(q.total) * 4) }, false),
      );
    }
    return lines;
  }
  const { series } = model;
  const played = series.mapsWon.home + series.mapsWon.away;
  const toWin = Math.ceil(league.bestOf / 2);
  const lines: Line[] = [
    line('es.ml', {}, true),
    line('es.maphcp', { hcp: -6 }, true),
    line('es.totalmaps', { total: Math.round((toWin + 0.5) * 4) }, true),
  ];
  if (played < league.bestOf) lines.push(line('es.mapwinner', { map: played + 1 }, false));
  return lines;
}

/**
 * The chance the home side wins a game before it starts, from the sport's match model (the moneyline's
 * home probability): what a season of a sport whose games always have a winner is simulated from.
 */
export function homeWinChance(league: SimLeague, home: SimTeam, away: SimTeam, beforeKickoff: SimState): number {
  const model = modelAt(league, home, away, beforeKickoff);
  const key: MarketKey = model.sport === 'basketball' ? 'bk.ml' : 'es.ml';
  return price(model, key, '').outcomes.find((o) => o.outcome === 'home')?.probability ?? 0.5;
}

const price = (model: Model, key: MarketKey, specifier: string): MarketPrice =>
  model.sport === 'football'
    ? priceFootballMarket(model.model, key, specifier)
    : model.sport === 'basketball'
      ? priceBasketballMarket(model.model, key, specifier)
      : priceEsportsMarket(model.series, key, specifier);

/**
 * The markets as the feed is told them: odds with margin, a line whose result is as good as known
 * suspended. Markets stay open through breaks (half time, between quarters and maps), as books do.
 */
export function marketsFor(model: Model, lines: Line[]): MarketData[] {
  const markets: MarketData[] = [];
  for (const { type, specifier, main } of lines) {
    let priced: MarketPrice;
    try {
      priced = price(model, type, specifier);
    } catch {
      // A line the model cannot price at this state (a finished period) is simply not offered.
      continue;
    }
    const decided = priced.outcomes.some((outcome) => outcome.probability >= DECIDED);
    // A correct score the match can no longer end in is taken off the board, as books do.
    const outcomes = marketOdds(priced, MARGIN_BP[type] ?? DEFAULT_MARGIN_BP)
      .filter(({ odds }, index) => type !== 'fb.cs' || (odds < MAX_ODDS && priced.outcomes[index]!.probability > 0))
      .map(({ outcome, odds }) => ({ key: outcome, odds }));
    if (outcomes.length < 2) continue;
    markets.push({
      type,
      specifier,
      status: decided ? 'suspended' : 'active',
      main,
      outcomes,
    });
  }
  return markets;
}
