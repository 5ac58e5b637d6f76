// Esports model: each map is won by the home side with one probability from the ratings (logistic,
// Elo scale), maps independent of each other (no momentum; a documented simplification). A best-of-N
// series is played until one side has (N + 1) / 2 maps, so its final map score follows from the maps
// already won. Markets: match winner, map handicap, total maps, and the winner of a given map.

import type { Pmf } from './distributions';
import type { MarketKey } from './markets';
import { marketSpecifier, readSpecifier } from './markets';
import type { MarketPrice } from './price';
import { asianMarket, marketFromResults, winLoseMarket } from './price';
import { emptyDistribution } from './results';
import type { Score } from './score';
import { checkScore, NIL_NIL } from './score';
import { lineToQuarters } from './specifier';

/** Series lengths offered. */
export type BestOf = 1 | 3 | 5 | 7;

/** Elo-style scale: a 400-point rating gap makes the stronger side 10 times as likely to win a map. */
export const ESPORTS_RATING_SCALE = 400;

/** A series, priced from now on. */
export interface EsportsSeries {
  /** P(home wins any one map still to play). */
  readonly mapProbability: number;
  readonly bestOf: BestOf;
  /** Maps already won by each side. */
  readonly mapsWon: Score;
  /** Each possible final map score with its probability. */
  readonly finals: readonly { readonly score: Score; readonly probability: number }[];
}

/** P(home wins a map) = 1 / (1 + 10^((away - home) / scale)). */
export function mapWinProbability(homeRating: number, awayRating: number, scale = ESPORTS_RATING_SCALE): number {
  if (!Number.isFinite(homeRating) || !Number.isFinite(awayRating) || !(scale > 0)) {
    throw new RangeError('ratings must be finite and the scale positive');
  }
  return 1 / (1 + 10 ** ((awayRating - homeRating) / scale));
}

/** The series distribution from a per-map probability and the maps already won (default 0-0). */
export function esportsSeries(mapProbability: number, bestOf: BestOf, mapsWon: Score = NIL_NIL): EsportsSeries {
  if (!(mapProbability >= 0 && mapProbability <= 1)) {
    throw new RangeError(`mapProbability must be in [0, 1], got ${mapProbability}`);
  }
  if (![1, 3, 5, 7].includes(bestOf)) throw new RangeError(`bestOf must be 1, 3, 5 or 7, got ${bestOf}`);
  checkScore(mapsWon, 'mapsWon');
  const needed = (bestOf + 1) / 2;
  if (mapsWon.home > needed || mapsWon.away > needed || (mapsWon.home === needed && mapsWon.away === needed)) {
    throw new RangeError(`maps won ${mapsWon.home}-${mapsWon.away} cannot happen in a best of ${bestOf}`);
  }
  return { mapProbability, bestOf, mapsWon, finals: seriesFinals(mapProbability, needed, mapsWon) };
}

// Each way the series can end from here. It ends needed-j (j < needed) when the home side wins the
// deciding map: before it, the home side takes needed - home - 1 of the maps left and the away side
// j - away, in any order; likewise for the away side.
function seriesFinals(p: number, needed: number, won: Score): { score: Score; probability: number }[] {
  if (won.home === needed || won.away === needed) return [{ score: won, probability: 1 }];
  const q = 1 - p;
  const finals: { score: Score; probability: number }[] = [];
  const homeNeeds = needed - won.home;
  const awayNeeds = needed - won.away;
  for (let j = won.away; j < needed; j++) {
    const awayTaken = j - won.away;
    const ways = binomial(homeNeeds - 1 + awayTaken, awayTaken);
    finals.push({ score: { home: needed, away: j }, probability: ways * p ** homeNeeds * q ** awayTaken });
  }
  for (let i = won.home; i < needed; i++) {
    const homeTaken = i - won.home;
    const ways = binomial(awayNeeds - 1 + homeTaken, homeTaken);
    finals.push({ score: { home: i, away: needed }, probability: ways * q ** awayNeeds * p ** homeTaken });
  }
  return finals;
}

/** Match winner (获胜者). */
export function esportsMatchWinner(series: EsportsSeries): MarketPrice {
  const home = series.finals.reduce((sum, f) => (f.score.home > f.score.away ? sum + f.probability : sum), 0);
  return winLoseMarket('es.ml', '', [
    ['home', home],
    ['away', 1 - home],
  ]);
}

/** Map handicap (地图让分) on the home side's line (-1.5 = home wins by 2 maps or more). */
export function esportsMapHandicap(series: EsportsSeries, line: number): MarketPrice {
  const quarters = halfPointQuarters(line, series.bestOf);
  return asianMarket(
    'es.maphcp',
    marketSpecifier('es.maphcp', { hcp: quarters }),
    mapPmf(series, (s) => s.home - s.away),
    quarters,
    ['home', 'away'],
  );
}

/** Total maps played (总地图数), e.g. 2.5 in a best of 3. */
export function esportsTotalMaps(series: EsportsSeries, line: number): MarketPrice {
  const quarters = halfPointQuarters(line, series.bestOf);
  if (quarters <= 0) throw new RangeError(`a total line must be positive, got ${line}`);
  return asianMarket(
    'es.totalmaps',
    marketSpecifier('es.totalmaps', { total: quarters }),
    mapPmf(series, (s) => s.home + s.away),
    -quarters,
    ['over', 'under'],
  );
}

/**
 * Winner of map `map` (第N局获胜者), a map not yet played. Bets are void if the series ends before
 * that map; priced with the void in the results, the fair probability is the per-map probability.
 */
export function esportsMapWinner(series: EsportsSeries, map: number): MarketPrice {
  const played = series.mapsWon.home + series.mapsWon.away;
  if (!Number.isInteger(map) || map <= played || map > series.bestOf) {
    throw new RangeError(`map ${map} is not still to be played (${played} played, best of ${series.bestOf})`);
  }
  const reached = series.finals.reduce((sum, f) => (f.score.home + f.score.away >= map ? sum + f.probability : sum), 0);
  const home = {
    ...emptyDistribution(),
    win: reached * series.mapProbability,
    lose: reached * (1 - series.mapProbability),
    void: 1 - reached,
  };
  const away = { ...home, win: home.lose, lose: home.win };
  return marketFromResults('es.mapwinner', marketSpecifier('es.mapwinner', { map }), [
    { outcome: 'home', results: home },
    { outcome: 'away', results: away },
  ]);
}

/** Prices any esports market by key and specifier (the feed's entry point). */
export function priceEsportsMarket(series: EsportsSeries, key: MarketKey, specifier: string): MarketPrice {
  const values = readSpecifier(key, specifier);
  switch (key) {
    case 'es.ml':
      return esportsMatchWinner(series);
    case 'es.maphcp':
      return esportsMapHandicap(series, values.hcp! / 4);
    case 'es.totalmaps':
      return esportsTotalMaps(series, values.total! / 4);
    case 'es.mapwinner':
      return esportsMapWinner(series, values.map!);
    default:
      throw new RangeError(`${key} is not an esports market`);
  }
}

function mapPmf(series: EsportsSeries, value: (score: Score) => number): Pmf {
  const values = series.finals.map((f) => value(f.score));
  const offset = Math.min(...values);
  const p = new Array<number>(Math.max(...values) - offset + 1).fill(0);
  series.finals.forEach((f, i) => {
    p[values[i]! - offset]! += f.probability;
  });
  return { offset, p };
}

// Map lines move in half maps; quarter lines make no sense for a handful of maps.
function halfPointQuarters(line: number, limit: number): number {
  const quarters = lineToQuarters(line, limit);
  if (quarters % 2 !== 0) throw new RangeError(`map lines are multiples of 0.5, got ${line}`);
  return quarters;
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}
