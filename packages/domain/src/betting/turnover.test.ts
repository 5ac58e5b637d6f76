import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LegResult } from './leg';
import { PARLAY_LEGS_MAX } from './parlay';
import { type SystemType, systemType, systemTypes } from './system';
import { resultArb, stakeArb } from './testing/arbitraries';
import { referenceTurnover } from './testing/reference';
import { systemTurnover, validTurnover } from './turnover';

describe('validTurnover of a single', () => {
  it.each([
    { result: 'win', valid: 10_000n },
    { result: 'lose', valid: 10_000n },
    { result: 'half-win', valid: 5_000n },
    { result: 'half-lose', valid: 5_000n },
    { result: 'push', valid: 0n },
    { result: 'void', valid: 0n },
  ] as const)('100.00 settled $result counts $valid', ({ result, valid }) => {
    expect(validTurnover(10_000n, [result])).toBe(valid);
  });

  it('rounds a half of an odd stake down', () => {
    expect(validTurnover(10_001n, ['half-win'])).toBe(5_000n);
  });
});

describe('validTurnover of a parlay', () => {
  it.each([
    { results: ['void', 'push', 'void'], valid: 0n },
    { results: ['win', 'void', 'void'], valid: 10_000n },
    { results: ['lose', 'push'], valid: 10_000n },
    { results: ['half-win', 'win'], valid: 10_000n },
    // Only the half-win decided anything: half the stake.
    { results: ['half-win', 'void'], valid: 5_000n },
    // Two half results: a quarter of the stake pushed on both, three quarters decided.
    { results: ['half-win', 'half-lose'], valid: 7_500n },
  ] as const)('100.00 on $results counts $valid', ({ results, valid }) => {
    expect(validTurnover(10_000n, results)).toBe(valid);
  });

  it('needs 1 to PARLAY_LEGS_MAX results and a non-negative stake', () => {
    expect(() => validTurnover(100n, [])).toThrow(RangeError);
    expect(() => validTurnover(-1n, ['win'])).toThrow(RangeError);
  });

  it('equals the world-by-world reference and stays within 0..stake', () => {
    fc.assert(
      fc.property(stakeArb, fc.array(resultArb, { minLength: 1, maxLength: PARLAY_LEGS_MAX }), (stake, results) => {
        const valid = validTurnover(stake, results);
        expect(valid).toBe(referenceTurnover(stake, results));
        expect(valid >= 0n && valid <= stake).toBe(true);
      }),
    );
  });

  it('does not depend on leg order', () => {
    fc.assert(
      fc.property(stakeArb, fc.array(resultArb, { minLength: 1, maxLength: PARLAY_LEGS_MAX }), (stake, results) => {
        expect(validTurnover(stake, [...results].reverse())).toBe(validTurnover(stake, results));
      }),
    );
  });
});

describe('systemTurnover', () => {
  it('counts each sub-bet on its own', () => {
    // 3串4 at 10.00 a combination with one void leg: every sub-bet still has a decided leg, so all 40.00 counts.
    expect(systemTurnover(1_000n, ['win', 'lose', 'void'], systemType('3串4'))).toBe(4_000n);
    // Two void legs: their double counts nothing, the other two doubles and the treble count.
    expect(systemTurnover(1_000n, ['win', 'void', 'void'], systemType('3串4'))).toBe(3_000n);
  });

  it('is never more than the total stake', () => {
    const types = [...Array(9).keys()].flatMap((legs) => systemTypes(legs));
    fc.assert(
      fc.property(
        stakeArb,
        fc
          .constantFrom(...types)
          .chain((type) =>
            fc.tuple(fc.constant(type), fc.array(resultArb, { minLength: type.legs, maxLength: type.legs })),
          ),
        (stake, [type, results]: [SystemType, LegResult[]]) => {
          const valid = systemTurnover(stake, results, type);
          expect(valid >= 0n && valid <= stake * BigInt(type.combinations)).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });
});
