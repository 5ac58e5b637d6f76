// Test-only fast-check generators shared by the betting tests.
import fc from 'fast-check';
import { LEG_RESULTS, type LegResult, type SettledLeg } from '../leg';
import { PARLAY_LEGS_MAX } from '../parlay';
import type { OutcomeProbabilities } from '../probability';
import { ODDS_MAX, ODDS_MIN } from '../units';

/** Odds mostly in the range real markets use, sometimes at the extremes. */
export const oddsArb: fc.Arbitrary<number> = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: ODDS_MIN, max: 20_000 }) },
  { weight: 1, arbitrary: fc.constantFrom(ODDS_MIN, ODDS_MIN + 1, ODDS_MAX) },
);

/** A stake from 0 to 10 billion (minor units), with small values that expose rounding. */
export const stakeArb: fc.Arbitrary<bigint> = fc.oneof(
  fc.bigInt({ min: 0n, max: 1_000n }),
  fc.bigInt({ min: 0n, max: 1_000_000_000_000n }),
);

export const resultArb: fc.Arbitrary<LegResult> = fc.constantFrom(...LEG_RESULTS);

export const legArb: fc.Arbitrary<SettledLeg> = fc.record({ odds: oddsArb, result: resultArb });

/** 1..max settled legs (default the parlay maximum). */
export function legsArb(maxLength = PARLAY_LEGS_MAX): fc.Arbitrary<SettledLeg[]> {
  return fc.array(legArb, { minLength: 1, maxLength });
}

/** Five ppm probabilities summing to exactly 1,000,000: the gaps between four sorted cut points. */
export const probabilitiesArb: fc.Arbitrary<OutcomeProbabilities> = fc
  .array(fc.oneof(fc.constantFrom(0, 1_000_000), fc.integer({ min: 0, max: 1_000_000 })), {
    minLength: 4,
    maxLength: 4,
  })
  .map((cuts) => {
    const [a = 0, b = 0, c = 0, d = 0] = [...cuts].sort((x, y) => x - y);
    return { win: a, halfWin: b - a, push: c - b, halfLose: d - c, lose: 1_000_000 - d };
  });
