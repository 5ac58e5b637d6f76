// The football model read backwards from prices. A feed publishes prices, not the model behind them;
// a same-match bet builder needs the model's joint distribution of the final score. Fitting the goal
// rates still to come so that the model's 1X2 (and, where a half-point total line is offered, its
// over/under) probabilities equal the fair prices recovers that distribution from what the book sees.

import { type GoalRates, type ScoreMatrix, scoreMass, scoreMatrix } from './football';
import type { Score } from './score';
import { solveIncreasing } from './solve';

/** Fair (margin-free) probabilities of a 1X2 market, summing to one. */
export interface ResultProbabilities {
  readonly home: number;
  readonly draw: number;
  readonly away: number;
}

/** A half-point total line, in quarters (2.5 goals is 10), and the fair chance of more goals. */
export interface TotalProbability {
  readonly lineQuarters: number;
  readonly over: number;
}

const TOTAL_MIN = 0.01;
const TOTAL_MAX = 8;
const SHARE_MIN = 0.02;
const SHARE_MAX = 0.98;
const BISECTIONS = 40;
/** Fitted to this many halvings of each parameter's range. */
const solve = (f: (x: number) => number, target: number, lo: number, hi: number) =>
  solveIncreasing(f, target, lo, hi, BISECTIONS);
const ROUNDS = 6;

/** The fair probabilities of a market's prices with the margin taken out evenly. */
export function fairFromOdds(odds: readonly number[]): number[] {
  const inverse = odds.map((o) => {
    if (!Number.isFinite(o) || o <= 1000) throw new RangeError(`not decimal odds x 1000: ${o}`);
    return 1000 / o;
  });
  const sum = inverse.reduce((a, b) => a + b, 0);
  return inverse.map((q) => q / sum);
}

/**
 * The goal rates still to come, from the score now, that reproduce the fair 1X2 and (if given) total
 * probabilities. The split between the sides moves the home-minus-away balance; the total rate moves
 * the total line's over chance, or without one the draw's, so each is solved by bisection in turn.
 */
export function impliedRemainingRates(score: Score, result: ResultProbabilities, total?: TotalProbability): GoalRates {
  for (const p of [result.home, result.draw, result.away, total?.over ?? 0.5]) {
    if (!Number.isFinite(p) || p < 0 || p > 1) throw new RangeError(`probabilities must be in [0, 1]: ${p}`);
  }
  if (total && (!Number.isInteger(total.lineQuarters) || Math.abs(total.lineQuarters % 4) !== 2)) {
    throw new RangeError(`only a half-point total line fixes the rate: ${total.lineQuarters}`);
  }
  const at = (sum: number, share: number): GoalRates => ({ home: sum * share, away: sum * (1 - share) });
  const matrixOf = (rates: GoalRates) => scoreMatrix(rates, score);
  const balance = (m: ScoreMatrix) => scoreMass(m, (h, a) => h > a) - scoreMass(m, (h, a) => h < a);
  const targetBalance = result.home - result.away;
  let sum = 2.6;
  let share = 0.5;
  for (let round = 0; round < ROUNDS; round++) {
    share = solve((s) => balance(matrixOf(at(sum, s))), targetBalance, SHARE_MIN, SHARE_MAX);
    sum = total
      ? solve(
          (t) => scoreMass(matrixOf(at(t, share)), (h, a) => 4 * (h + a) > total.lineQuarters),
          total.over,
          TOTAL_MIN,
          TOTAL_MAX,
        )
      : // More goals to come make a draw less likely: solve on the draw's complement.
        solve((t) => 1 - scoreMass(matrixOf(at(t, share)), (h, a) => h === a), 1 - result.draw, TOTAL_MIN, TOTAL_MAX);
  }
  return at(sum, share);
}

/** The final-score matrix implied by the fair prices, from the score now. */
export function impliedScoreMatrix(score: Score, result: ResultProbabilities, total?: TotalProbability): ScoreMatrix {
  return scoreMatrix(impliedRemainingRates(score, result, total), score);
}
