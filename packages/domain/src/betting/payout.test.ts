import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parlayReturn } from './parlay';
import { capPayout, potentialReturn, systemPotentialReturn } from './payout';
import { systemType } from './system';
import { legsArb, stakeArb } from './testing/arbitraries';

describe('potentialReturn', () => {
  it('is stake x the product of the odds, rounded down', () => {
    expect(potentialReturn(10_000n, [1950])).toBe(19_500n);
    expect(potentialReturn(10_000n, [2000, 1900])).toBe(38_000n);
    // 0.07 x 1.333 = 0.09331 -> 0.09
    expect(potentialReturn(7n, [1333])).toBe(9n);
  });

  it('of a system bet wins every sub-bet', () => {
    // 3串4 at 2.00 each, 1.00 per combination: three doubles at 4.00 and a treble at 8.00.
    expect(systemPotentialReturn(100n, [2000, 2000, 2000], systemType('3串4'))).toBe(2_000n);
  });

  it('is at least what any settlement of the same legs pays', () => {
    fc.assert(
      fc.property(stakeArb, legsArb(), (stake, legs) => {
        const potential = potentialReturn(
          stake,
          legs.map((leg) => leg.odds),
        );
        expect(parlayReturn(stake, legs) <= potential).toBe(true);
      }),
    );
  });
});

describe('capPayout', () => {
  it.each([
    { amount: 500_000n, limit: 1_000_000n, payout: 500_000n, capped: false },
    { amount: 1_000_000n, limit: 1_000_000n, payout: 1_000_000n, capped: false },
    { amount: 1_000_001n, limit: 1_000_000n, payout: 1_000_000n, capped: true },
    { amount: 0n, limit: 0n, payout: 0n, capped: false },
  ])('caps $amount at $limit', ({ amount, limit, payout, capped }) => {
    expect(capPayout(amount, limit)).toEqual({ payout, capped });
  });

  it('refuses negative amounts and limits', () => {
    expect(() => capPayout(-1n, 0n)).toThrow(RangeError);
    expect(() => capPayout(0n, -1n)).toThrow(RangeError);
  });
});
