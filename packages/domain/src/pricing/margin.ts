// The operator margin, applied by ONE method everywhere (DESIGN §12): the power method.
//
// Each fair probability p_i becomes an implied probability q_i = p_i^k, with the single exponent
// k in (0, 1] solved so that sum(q_i) = 1 + margin. Why this one:
// - It is always valid: p^k stays in [p, 1], so no implied probability passes 1 (odds below 1.00, as
//   the multiplicative method gives heavy favourites), and no longshot's price goes negative
//   as "margin proportional to odds" does once fair odds exceed n / margin (outrights, correct score).
// - It keeps the ranking of outcomes and is symmetric: a 50/50 two-way market gets equal prices.
// - It puts relatively more margin on longshots (p^k / p grows as p falls), which matches the
//   favourite-longshot bias seen in real markets and protects the book where its risk is.
// - It works unchanged from two-way lines to 40-team outrights, and one bisection solves it.
// Shin's method has a better story (insider trading) but for two-way markets it reduces to nearly the
// additive method and it needs a nested solve; the power method is the simpler defensible choice.
//
// Stated bound: with n outcomes and margin m, sum(1000 / odds_i) lies in [1 + m, 1 + m + n / 1000]
// (flooring each price to 0.001 adds at most 1000 / odds^2 <= 0.001 per outcome, and the MAX_ODDS
// clamp only ever raises an implied probability by less than 0.001), except that an outcome clamped
// up to MIN_ODDS (implied above 1 / 1.01) lowers the sum: such a market is nearly decided and the
// feed should suspend it rather than trade it.

import { MAX_ODDS, MIN_ODDS, ODDS_SCALE, probabilityToOdds } from './odds';

/** The largest margin accepted, in basis points (30%). */
export const MARGIN_BP_MAX = 3000;

/** The most outcomes one market may have (a 40-team outright fits; a bound on everything). */
export const OUTCOMES_MAX = 256;

const SUM_TOLERANCE = 1e-6;
const BISECTION_STEPS = 80;

/**
 * Applies the margin (basis points, 500 = 5%) to fair probabilities that sum to 1, by the power
 * method, and returns odds integers in the same order. Outcomes with probability 0 get MAX_ODDS.
 * Overround bound: see the file comment (within [m, m + n/1000] unless an outcome hits MIN_ODDS).
 */
export function applyMargin(probabilities: readonly number[], marginBp: number): number[] {
  checkProbabilities(probabilities);
  if (!Number.isInteger(marginBp) || marginBp < 0 || marginBp > MARGIN_BP_MAX) {
    throw new RangeError(`marginBp must be an integer in [0, ${MARGIN_BP_MAX}], got ${marginBp}`);
  }
  const k = marginExponent(probabilities, 1 + marginBp / 10_000);
  return probabilities.map((p) => (p === 0 ? MAX_ODDS : probabilityToOdds(p ** k)));
}

/**
 * The price of one event with the margin, as the first side of the two-way market {event, not event}.
 * Used where no natural complementary outcomes exist (bet-builder combinations), so the same method
 * sets every price.
 */
export function applyMarginToEvent(probability: number, marginBp: number): number {
  if (!Number.isFinite(probability) || probability < 0 || probability > 1) {
    throw new RangeError(`probability must be in [0, 1], got ${probability}`);
  }
  return applyMargin([probability, 1 - probability], marginBp)[0]!;
}

/** The probabilities a set of odds integers imply (1000 / odds each). */
export function impliedProbabilities(odds: readonly number[]): number[] {
  return odds.map((o) => {
    if (!Number.isInteger(o) || o < MIN_ODDS || o > MAX_ODDS) throw new RangeError(`not an odds integer: ${o}`);
    return ODDS_SCALE / o;
  });
}

/** The overround of a market's odds: sum of implied probabilities minus 1 (0.05 = a 5% book). */
export function overround(odds: readonly number[]): number {
  return impliedProbabilities(odds).reduce((sum, q) => sum + q, 0) - 1;
}

// Solves sum(p_i^k) = target for k by bisection. The sum falls from (number of positive p) at k -> 0
// to 1 at k = 1, so a root exists whenever target is below the count of positive outcomes. With one
// positive outcome nothing can carry margin and k = 1 leaves the certain outcome at MIN_ODDS.
function marginExponent(probabilities: readonly number[], target: number): number {
  const positive = probabilities.filter((p) => p > 0);
  if (target === 1 || positive.length < 2) return 1;
  const sumAt = (k: number) => positive.reduce((sum, p) => sum + p ** k, 0);
  let low = 0;
  let high = 1;
  for (let step = 0; step < BISECTION_STEPS; step++) {
    const mid = (low + high) / 2;
    // The sum falls as k rises; keeping `low` on the side where the sum is at or above target means the
    // returned exponent never leaves the book short of its margin.
    if (sumAt(mid) >= target) low = mid;
    else high = mid;
  }
  return low;
}

function checkProbabilities(probabilities: readonly number[]): void {
  if (probabilities.length < 1 || probabilities.length > OUTCOMES_MAX) {
    throw new RangeError(`a market has 1 to ${OUTCOMES_MAX} outcomes, got ${probabilities.length}`);
  }
  let sum = 0;
  for (const p of probabilities) {
    if (!Number.isFinite(p) || p < 0 || p > 1) throw new RangeError(`probability must be in [0, 1], got ${p}`);
    sum += p;
  }
  if (Math.abs(sum - 1) > SUM_TOLERANCE) throw new RangeError(`probabilities must sum to 1, got ${sum}`);
}
