import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SettledLeg } from './leg';
import { PARLAY_LEGS_MAX, parlayReturn, parlayReturnExact, singleReturn } from './parlay';
import { legArb, legsArb, oddsArb, stakeArb } from './testing/arbitraries';
import { referenceParlay, referenceParlayExact } from './testing/reference';

describe('singleReturn', () => {
  it.each([
    // 100.00 on an Asian-handicap half-win at 1.90: 50.00 x 1.90 + 50.00 back = 145.00.
    { leg: { odds: 1900, result: 'half-win' }, stake: 10_000n, returned: 14_500n },
    { leg: { odds: 1900, result: 'win' }, stake: 10_000n, returned: 19_000n },
    { leg: { odds: 1900, result: 'half-lose' }, stake: 10_000n, returned: 5_000n },
    { leg: { odds: 1900, result: 'push' }, stake: 10_000n, returned: 10_000n },
    { leg: { odds: 1900, result: 'void' }, stake: 10_000n, returned: 10_000n },
    { leg: { odds: 1900, result: 'lose' }, stake: 10_000n, returned: 0n },
    // 0.01 at 1.95 is 0.0195: the house pays 0.01, not 0.02.
    { leg: { odds: 1950, result: 'win' }, stake: 1n, returned: 1n },
    // 0.03 half-lose is 0.015: rounded down to 0.01.
    { leg: { odds: 1950, result: 'half-lose' }, stake: 3n, returned: 1n },
  ] as const)('$stake on $leg.result at $leg.odds returns $returned', ({ leg, stake, returned }) => {
    expect(singleReturn(stake, leg)).toBe(returned);
  });

  it('refuses a negative stake', () => {
    expect(() => singleReturn(-1n, { odds: 1900, result: 'win' })).toThrow(RangeError);
  });
});

describe('parlayReturn', () => {
  it('multiplies 2.00 x 1.90 x half-lose: 100.00 returns 100.00 x 2 x 1.9 x 0.5 = 190.00', () => {
    const legs: SettledLeg[] = [
      { odds: 2000, result: 'win' },
      { odds: 1900, result: 'win' },
      { odds: 1850, result: 'half-lose' },
    ];
    expect(parlayReturn(10_000n, legs)).toBe(19_000n);
  });

  it('rounds once at the end, not per leg', () => {
    // 0.01 x 1.5 x 1.5 = 0.0225 -> 0.02; rounding after each leg would give 0.01 -> 0.01.
    const legs: SettledLeg[] = [
      { odds: 1500, result: 'win' },
      { odds: 1500, result: 'win' },
    ];
    expect(parlayReturn(1n, legs)).toBe(2n);
  });

  it('pays nothing when any leg lost, whatever the others did', () => {
    const legs: SettledLeg[] = [
      { odds: 5000, result: 'win' },
      { odds: 1900, result: 'lose' },
      { odds: 1900, result: 'void' },
    ];
    expect(parlayReturn(10_000n, legs)).toBe(0n);
  });

  it('needs 1 to PARLAY_LEGS_MAX legs', () => {
    expect(() => parlayReturn(100n, [])).toThrow(RangeError);
    const tooMany = Array.from({ length: PARLAY_LEGS_MAX + 1 }, (): SettledLeg => ({ odds: 1500, result: 'win' }));
    expect(() => parlayReturn(100n, tooMany)).toThrow(RangeError);
  });

  it('equals the world-by-world reference', () => {
    fc.assert(
      fc.property(stakeArb, legsArb(), (stake, legs) => {
        expect(parlayReturn(stake, legs)).toBe(referenceParlay(stake, legs));
      }),
    );
  });

  it('is exact before rounding: the same fraction as the reference', () => {
    fc.assert(
      fc.property(stakeArb, legsArb(6), (stake, legs) => {
        const exact = parlayReturnExact(stake, legs);
        const reference = referenceParlayExact(stake, legs);
        expect(exact.num * reference.den).toBe(reference.num * exact.den);
      }),
    );
  });

  it('never pays above the exact value and is short by less than one cent', () => {
    fc.assert(
      fc.property(stakeArb, legsArb(), (stake, legs) => {
        const paid = parlayReturn(stake, legs);
        const exact = parlayReturnExact(stake, legs);
        expect(paid * exact.den <= exact.num).toBe(true);
        expect((paid + 1n) * exact.den > exact.num).toBe(true);
      }),
    );
  });

  it('of one leg is the single', () => {
    fc.assert(
      fc.property(stakeArb, legArb, (stake, leg) => {
        expect(parlayReturn(stake, [leg])).toBe(singleReturn(stake, leg));
      }),
    );
  });

  it('does not depend on leg order', () => {
    fc.assert(
      fc.property(
        stakeArb,
        legsArb().chain((legs) => fc.tuple(fc.constant(legs), fc.shuffledSubarray(legs, { minLength: legs.length }))),
        (stake, [legs, shuffled]) => {
          expect(parlayReturn(stake, shuffled)).toBe(parlayReturn(stake, legs));
        },
      ),
    );
  });

  it('returns the stake when every leg is void', () => {
    fc.assert(
      fc.property(stakeArb, fc.array(oddsArb, { minLength: 1, maxLength: PARLAY_LEGS_MAX }), (stake, odds) => {
        expect(
          parlayReturn(
            stake,
            odds.map((price) => ({ odds: price, result: 'void' })),
          ),
        ).toBe(stake);
      }),
    );
  });

  it('never exceeds stake x the product of the odds', () => {
    fc.assert(
      fc.property(stakeArb, legsArb(), (stake, legs) => {
        const product = legs.reduce((acc, leg) => acc * BigInt(leg.odds), 1n);
        const ceiling = (stake * product) / 1000n ** BigInt(legs.length);
        expect(parlayReturn(stake, legs) <= ceiling).toBe(true);
      }),
    );
  });

  it('ignores void legs: a void leg can be removed without changing the return', () => {
    fc.assert(
      fc.property(stakeArb, legsArb(PARLAY_LEGS_MAX - 1), oddsArb, (stake, legs, odds) => {
        expect(parlayReturn(stake, [...legs, { odds, result: 'void' }])).toBe(parlayReturn(stake, legs));
      }),
    );
  });
});
