import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hedgedTurnover, MARKET_STAKES_MAX, type MarketStake } from './hedge';

const stakeOn =
  (outcome: string) =>
  (stake: bigint): MarketStake => ({ outcome, stake });

describe('hedgedTurnover', () => {
  it.each([
    { bets: [], valid: 0n },
    { bets: [{ outcome: 'home', stake: 10_000n }], valid: 10_000n },
    // Two bets on the same side are not a hedge.
    { bets: [stakeOn('over')(10_000n), stakeOn('over')(5_000n)], valid: 15_000n },
    // 100 over and 60 under: 60 a side is hedged, 40 counts (160 - 2 x 60).
    { bets: [stakeOn('over')(10_000n), stakeOn('under')(6_000n)], valid: 4_000n },
    { bets: [stakeOn('over')(10_000n), stakeOn('under')(10_000n)], valid: 0n },
    // 1X2: 100 home against 30 draw and 20 away leaves 50 unmatched.
    { bets: [stakeOn('home')(10_000n), stakeOn('draw')(3_000n), stakeOn('away')(2_000n)], valid: 5_000n },
    // Every outcome covered: all matchable, nothing counts.
    { bets: [stakeOn('home')(10_000n), stakeOn('draw')(6_000n), stakeOn('away')(5_000n)], valid: 0n },
  ])('$bets counts $valid', ({ bets, valid }) => {
    expect(hedgedTurnover(bets)).toBe(valid);
  });

  it('refuses a negative stake and too many bets', () => {
    expect(() => hedgedTurnover([stakeOn('home')(-1n)])).toThrow(RangeError);
    expect(() => hedgedTurnover(Array.from({ length: MARKET_STAKES_MAX + 1 }, () => stakeOn('home')(1n)))).toThrow(
      RangeError,
    );
  });

  const betsArb = fc.array(
    fc.record({ outcome: fc.constantFrom('home', 'draw', 'away'), stake: fc.bigInt({ min: 0n, max: 10n ** 9n }) }),
    { maxLength: 20 },
  );

  it('is total - 2 x min for two outcomes', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.bigInt({ min: 0n, max: 10n ** 12n }), (a, b) => {
        const min = a < b ? a : b;
        expect(hedgedTurnover([stakeOn('over')(a), stakeOn('under')(b)])).toBe(a + b - 2n * min);
      }),
    );
  });

  it('lies within 0..total stake, ignores order, and is the total when only one outcome is backed', () => {
    fc.assert(
      fc.property(betsArb, (bets) => {
        const total = bets.reduce((sum, bet) => sum + bet.stake, 0n);
        const valid = hedgedTurnover(bets);
        expect(valid >= 0n && valid <= total).toBe(true);
        expect(hedgedTurnover([...bets].reverse())).toBe(valid);
        expect(hedgedTurnover(bets.map((bet) => ({ ...bet, outcome: 'home' })))).toBe(total);
      }),
    );
  });

  it('never rises when a matched pair (equal stakes on two different outcomes) is added', () => {
    fc.assert(
      fc.property(
        betsArb,
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.shuffledSubarray(['home', 'draw', 'away'], { minLength: 2, maxLength: 2 }),
        (bets, extra, [first = 'home', second = 'draw']) => {
          const hedged = [...bets, stakeOn(first)(extra), stakeOn(second)(extra)];
          expect(hedgedTurnover(hedged) <= hedgedTurnover(bets)).toBe(true);
        },
      ),
    );
  });
});
