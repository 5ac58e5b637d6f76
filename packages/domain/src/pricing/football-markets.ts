// Football markets, all read off the model's score matrices (DESIGN §12). Handicaps and totals count
// the FULL match, goals before the bet included (the odds-feed convention, so a market settles once for
// everyone); in play the lines move with the score instead.

import { poissonAtLeast } from './distributions';
import type { FootballModel, ScoreMatrix } from './football';
import { goalDifference, scoreMass, totalGoals } from './football';
import type { MarketKey } from './markets';
import { CORRECT_SCORE_MAX, marketSpecifier, readSpecifier } from './markets';
import type { MarketPrice } from './price';
import { asianMarket, lineRange, mainLine, winLoseMarket } from './price';
import { lineToQuarters } from './specifier';

/** The largest |handicap| priced (in play a lead can push the main line past the pre-match +-3.5). */
export const FOOTBALL_HANDICAP_MAX = 10;

/** The largest total line priced. */
export const FOOTBALL_TOTAL_MAX = 20;

/** Full-time 1X2 (全场独赢). */
export function football1x2(matrix: ScoreMatrix): MarketPrice {
  return resultMarket('fb.1x2', matrix);
}

/**
 * Full-time Asian handicap (全场让球) on the home side's line in quarter steps (-0.25 is split into half
 * stakes on 0 and -0.5). Each side's results give its win / half-win / push / half-lose / lose
 * probabilities and its EV-zero price.
 */
export function footballAsianHandicap(matrix: ScoreMatrix, line: number): MarketPrice {
  const quarters = lineToQuarters(line, FOOTBALL_HANDICAP_MAX);
  return asianMarket('fb.ah', marketSpecifier('fb.ah', { hcp: quarters }), goalDifference(matrix), quarters, [
    'home',
    'away',
  ]);
}

/** Full-time over/under (全场大小) on any quarter line from 0.5. */
export function footballOverUnder(matrix: ScoreMatrix, line: number): MarketPrice {
  return totalMarket('fb.ou', matrix, line);
}

/** Correct score (波胆): '0-0'..'4-4', and 'other' for any score with a side above 4. */
export function footballCorrectScore(matrix: ScoreMatrix): MarketPrice {
  const max = CORRECT_SCORE_MAX;
  const entries: [string, number][] = [];
  for (let home = 0; home <= max; home++) {
    for (let away = 0; away <= max; away++) {
      entries.push([`${home}-${away}`, scoreMass(matrix, (h, a) => h === home && a === away)]);
    }
  }
  entries.push(['other', scoreMass(matrix, (h, a) => h > max || a > max)]);
  return winLoseMarket('fb.cs', '', entries);
}

/** Both teams to score (双方进球). */
export function footballBothTeamsScore(matrix: ScoreMatrix): MarketPrice {
  const yes = scoreMass(matrix, (h, a) => h > 0 && a > 0);
  return winLoseMarket('fb.btts', '', [
    ['yes', yes],
    ['no', 1 - yes],
  ]);
}

/** Half-time 1X2 (半场独赢); throws once the first half is over (the market is then settled). */
export function footballHalfTime1x2(model: FootballModel): MarketPrice {
  return resultMarket('fb.ht1x2', firstHalf(model));
}

/** Half-time over/under (半场大小); throws once the first half is over. */
export function footballHalfTimeOverUnder(model: FootballModel, line: number): MarketPrice {
  return totalMarket('fb.htou', firstHalf(model), line);
}

/**
 * Which side scores goal number `goalNumber` (default: the next one), or 'none' if it never comes.
 * In this model each future goal is the home side's with the same chance, remaining.home / total,
 * because both sides' rates follow the same time profile; the goal comes if at least
 * goalNumber - goalsSoFar more goals are scored.
 */
export function footballNextGoal(model: FootballModel, goalNumber?: number): MarketPrice {
  const scored = model.score.home + model.score.away;
  const number = goalNumber ?? scored + 1;
  if (!Number.isInteger(number) || number <= scored || number > scored + 50) {
    throw new RangeError(`goal ${number} is not still to come (goals so far: ${scored})`);
  }
  const rate = model.remaining.home + model.remaining.away;
  const comes = rate === 0 ? 0 : poissonAtLeast(rate, number - scored);
  const homeShare = rate === 0 ? 0 : model.remaining.home / rate;
  return winLoseMarket('fb.nextgoal', marketSpecifier('fb.nextgoal', { goalnr: number }), [
    ['home', comes * homeShare],
    ['none', 1 - comes],
    ['away', comes * (1 - homeShare)],
  ]);
}

/** The main Asian handicap line: the quarter line whose two sides are closest to even. */
export function footballMainAsianLine(matrix: ScoreMatrix): number {
  const margins = goalDifference(matrix);
  const limit = FOOTBALL_HANDICAP_MAX * 4;
  const best = mainLine(lineRange(-limit, limit, 1), (quarters) =>
    asianMarket('fb.ah', '', margins, quarters, ['home', 'away']),
  );
  return best / 4;
}

/** The main total line: the quarter line from 0.5 up whose over and under are closest to even. */
export function footballMainTotalLine(matrix: ScoreMatrix): number {
  const totals = totalGoals(matrix);
  const best = mainLine(lineRange(2, FOOTBALL_TOTAL_MAX * 4, 1), (quarters) =>
    asianMarket('fb.ou', '', totals, -quarters, ['over', 'under']),
  );
  return best / 4;
}

/** Prices any football market by key and specifier (the feed's entry point). */
export function priceFootballMarket(model: FootballModel, key: MarketKey, specifier: string): MarketPrice {
  const values = readSpecifier(key, specifier);
  switch (key) {
    case 'fb.1x2':
      return football1x2(model.fullTime);
    case 'fb.ah':
      return footballAsianHandicap(model.fullTime, values.hcp! / 4);
    case 'fb.ou':
      return footballOverUnder(model.fullTime, values.total! / 4);
    case 'fb.cs':
      return footballCorrectScore(model.fullTime);
    case 'fb.btts':
      return footballBothTeamsScore(model.fullTime);
    case 'fb.ht1x2':
      return footballHalfTime1x2(model);
    case 'fb.htou':
      return footballHalfTimeOverUnder(model, values.total! / 4);
    case 'fb.nextgoal':
      return footballNextGoal(model, values.goalnr);
    default:
      throw new RangeError(`${key} is not a football market`);
  }
}

function resultMarket(key: MarketKey, matrix: ScoreMatrix): MarketPrice {
  const home = scoreMass(matrix, (h, a) => h > a);
  const away = scoreMass(matrix, (h, a) => h < a);
  return winLoseMarket(key, '', [
    ['home', home],
    ['draw', 1 - home - away],
    ['away', away],
  ]);
}

function totalMarket(key: 'fb.ou' | 'fb.htou', matrix: ScoreMatrix, line: number): MarketPrice {
  const quarters = lineToQuarters(line, FOOTBALL_TOTAL_MAX);
  if (quarters < 2) throw new RangeError(`a total line starts at 0.5, got ${line}`);
  // The over is the side whose "margin" is the total, on minus the line.
  return asianMarket(key, marketSpecifier(key, { total: quarters }), totalGoals(matrix), -quarters, ['over', 'under']);
}

function firstHalf(model: FootballModel): ScoreMatrix {
  if (model.firstHalf === null) throw new RangeError('the first half is over; half-time markets are settled');
  return model.firstHalf;
}
