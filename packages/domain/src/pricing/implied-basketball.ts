// The basketball model read backwards from prices, as implied.ts does for football. The book sees a
// match's prices, not the ratings behind them; a same-match bet builder needs the model's joint
// distribution of the final margin and total. Fitting the rating difference so that the model's
// chance of the home side covering the main line equals its fair price, and the expected total so
// that the model's over chance on the main total line equals its fair price, recovers that model.

import { type BasketballModel, type BasketballState, basketballModel } from './basketball';
import { pmfMass } from './distributions';
import { solveIncreasing } from './solve';

/** The main margin line, in quarters (home -3.5 is -14; the moneyline is 0), and the fair chance the home side covers. */
export interface MarginProbability {
  readonly hcpQuarters: number;
  readonly home: number;
}

/** A half-point total line in quarters (220.5 is 882) and the fair chance of more points. */
export interface PointsProbability {
  readonly lineQuarters: number;
  readonly over: number;
}

const RATING_REACH = 50;
const TOTAL_MIN = 1;
const TOTAL_MAX = 400;
const BISECTIONS = 32;
/** Fitted to this many halvings of each parameter's range. */
const solve = (f: (x: number) => number, target: number, lo: number, hi: number) =>
  solveIncreasing(f, target, lo, hi, BISECTIONS);
const ROUNDS = 3;

/**
 * The basketball model at `state` whose main margin line and main total line have the given fair
 * probabilities. Only lines that cannot push fix the model: the moneyline (a final margin is never
 * 0) or a half-point spread, and a half-point total. The defaults of the model (margin and total
 * spreads, 48 minutes) stand for what a price cannot tell.
 */
export function impliedBasketballModel(
  state: BasketballState,
  margin: MarginProbability,
  total: PointsProbability,
  regulationMinutes = 48,
): BasketballModel {
  for (const p of [margin.home, total.over]) {
    if (!Number.isFinite(p) || p <= 0 || p >= 1) throw new RangeError(`probabilities must be in (0, 1): ${p}`);
  }
  if (!Number.isInteger(margin.hcpQuarters) || (margin.hcpQuarters !== 0 && Math.abs(margin.hcpQuarters % 4) !== 2)) {
    throw new RangeError(`only the moneyline or a half-point spread fixes the margin: ${margin.hcpQuarters}`);
  }
  if (!Number.isInteger(total.lineQuarters) || total.lineQuarters <= 0 || Math.abs(total.lineQuarters % 4) !== 2) {
    throw new RangeError(`only a half-point total line fixes the points: ${total.lineQuarters}`);
  }
  const hcp = margin.hcpQuarters / 4;
  const line = total.lineQuarters / 4;
  const modelOf = (rating: number, expectedTotal: number) =>
    basketballModel({ homeRating: rating, awayRating: 0, homeAdvantage: 0, expectedTotal, regulationMinutes }, state);
  const covers = (m: BasketballModel) => pmfMass(m.finalMargin, (v) => v + hcp > 0);
  const over = (m: BasketballModel) => pmfMass(m.finalTotal, (v) => v > line);
  let rating = 0;
  let expected = Math.min(TOTAL_MAX, Math.max(TOTAL_MIN, line));
  // The margin hardly moves the total (only through overtime), so a few alternating rounds settle both.
  for (let round = 0; round < ROUNDS; round++) {
    rating = solve((r) => covers(modelOf(r, expected)), margin.home, -RATING_REACH, RATING_REACH);
    expected = solve((t) => over(modelOf(rating, t)), total.over, TOTAL_MIN, TOTAL_MAX);
  }
  return modelOf(rating, expected);
}
