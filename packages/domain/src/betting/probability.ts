import { type LegResult, legFactor } from './leg';
import { multiply, type Ratio, ratio } from './ratio';

/**
 * Probabilities are integers in parts per million, so sums, comparisons and the cash-out value are
 * exact: floating-point probabilities that "sum to 1" rarely do.
 */
export const PROBABILITY_SCALE = 1_000_000;

/**
 * The current fair probabilities (parts per million, summing to exactly PROBABILITY_SCALE) of the
 * ways an open leg can still settle. A void is priced as a push: both return the stake.
 */
export interface OutcomeProbabilities {
  readonly win: number;
  readonly halfWin: number;
  readonly push: number;
  readonly halfLose: number;
  readonly lose: number;
}

const CLASS_RESULTS: readonly (readonly [keyof OutcomeProbabilities, LegResult])[] = [
  ['win', 'win'],
  ['halfWin', 'half-win'],
  ['push', 'push'],
  ['halfLose', 'half-lose'],
  ['lose', 'lose'],
];

/** Throws a RangeError unless every probability is a whole number of ppm and they sum to 1. */
export function assertProbabilities(p: OutcomeProbabilities): void {
  let sum = 0;
  for (const [key] of CLASS_RESULTS) {
    const value = p[key];
    if (!Number.isSafeInteger(value) || value < 0 || value > PROBABILITY_SCALE) {
      throw new RangeError(`Probability ${key} must be an integer ppm in 0..${PROBABILITY_SCALE}: ${value}`);
    }
    sum += value;
  }
  if (sum !== PROBABILITY_SCALE) throw new RangeError(`Probabilities must sum to ${PROBABILITY_SCALE} ppm: ${sum}`);
}

/**
 * Converts fractions (as a pricing model gives them, summing to 1 within 1e-9) into ppm. Each class
 * except `lose` is rounded down and `lose` takes the remainder, so the conversion can only lower a
 * cash-out value (by under 4 ppm of a leg), never raise it.
 */
export function probabilitiesFromFractions(fractions: OutcomeProbabilities): OutcomeProbabilities {
  const values = CLASS_RESULTS.map(([key]) => fractions[key]);
  if (values.some((value) => !Number.isFinite(value) || value < 0 || value > 1)) {
    throw new RangeError('Each probability must be a number from 0 to 1');
  }
  const total = values.reduce((sum, value) => sum + value, 0);
  if (Math.abs(total - 1) > 1e-9) throw new RangeError(`Probabilities must sum to 1: ${total}`);
  const ppm = (value: number): number => Math.floor(value * PROBABILITY_SCALE);
  const win = ppm(fractions.win);
  const halfWin = ppm(fractions.halfWin);
  const push = ppm(fractions.push);
  const halfLose = ppm(fractions.halfLose);
  // Math.max guards the case where float error made the floored parts exceed the scale by a hair.
  const lose = Math.max(0, PROBABILITY_SCALE - win - halfWin - push - halfLose);
  const result = { win, halfWin, push, halfLose, lose };
  assertProbabilities(result);
  return result;
}

/**
 * The expected return factor of an open leg: the sum over outcome classes of probability x that
 * class's fixed factor (win x odds + halfWin x (1 + odds)/2 + push x 1 + halfLose x 1/2), exactly.
 */
export function expectedLegFactor(odds: number, p: OutcomeProbabilities): Ratio {
  assertProbabilities(p);
  // Every fixed factor is a whole number of 2000ths; bring each to that denominator and add numerators.
  const common = 2000n;
  const numerator = CLASS_RESULTS.reduce((sum, [key, result]) => {
    const factor = legFactor(odds, result);
    return sum + BigInt(p[key]) * ((factor.num * common) / factor.den);
  }, 0n);
  return multiply(ratio(numerator, common), ratio(1n, BigInt(PROBABILITY_SCALE)));
}
