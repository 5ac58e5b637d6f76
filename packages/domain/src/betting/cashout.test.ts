import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CashOutLeg, cashOutOffer, partialCashOut } from './cashout';
import type { SettledLeg } from './leg';
import { parlayReturn } from './parlay';
import { potentialReturn } from './payout';
import type { OutcomeProbabilities } from './probability';
import { legArb, oddsArb, probabilitiesArb, stakeArb } from './testing/arbitraries';
import { type ReferenceOpenLeg, referenceCashOut } from './testing/reference';

const COIN_FLIP: OutcomeProbabilities = { win: 500_000, halfWin: 0, push: 0, halfLose: 0, lose: 500_000 };

const openLegArb = fc.record({ odds: oddsArb, probabilities: probabilitiesArb });
const marginArb = fc.oneof(fc.constantFrom(0, 10_000), fc.integer({ min: 0, max: 2_000 }));

// Up to three settled and three open legs, at least one leg in all.
const betArb = fc
  .tuple(fc.array(legArb, { maxLength: 3 }), fc.array(openLegArb, { maxLength: 3 }))
  .filter(([settled, open]) => settled.length + open.length > 0);

function toCashOutLegs(settled: readonly SettledLeg[], open: readonly ReferenceOpenLeg[]): CashOutLeg[] {
  return [
    ...settled.map((leg): CashOutLeg => ({ state: 'settled', ...leg })),
    ...open.map((leg): CashOutLeg => ({ state: 'open', ...leg })),
  ];
}

describe('cashOutOffer', () => {
  it('values a won 2.00 leg and an even-money open 1.90 leg at 190.00, less 5 %: 180.50', () => {
    const legs: CashOutLeg[] = [
      { state: 'settled', odds: 2000, result: 'win' },
      { state: 'open', odds: 1900, probabilities: COIN_FLIP },
    ];
    expect(cashOutOffer(10_000n, legs, 500)).toBe(18_050n);
  });

  it('offers the settled return less the margin once every leg is settled', () => {
    fc.assert(
      fc.property(stakeArb, fc.array(legArb, { minLength: 1, maxLength: 4 }), (stake, legs) => {
        expect(cashOutOffer(stake, toCashOutLegs(legs, []), 0)).toBe(parlayReturn(stake, legs));
      }),
    );
  });

  it('refuses a margin outside 0..10,000 basis points', () => {
    const legs: CashOutLeg[] = [{ state: 'open', odds: 1900, probabilities: COIN_FLIP }];
    expect(() => cashOutOffer(100n, legs, -1)).toThrow(RangeError);
    expect(() => cashOutOffer(100n, legs, 10_001)).toThrow(RangeError);
    expect(() => cashOutOffer(100n, legs, 2.5)).toThrow(RangeError);
  });

  it('equals the reference that enumerates every way the open legs can settle', () => {
    fc.assert(
      fc.property(stakeArb, betArb, marginArb, (stake, [settled, open], marginBp) => {
        expect(cashOutOffer(stake, toCashOutLegs(settled, open), marginBp)).toBe(
          referenceCashOut(stake, settled, open, marginBp),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('lies between 0 and the potential return', () => {
    fc.assert(
      fc.property(stakeArb, betArb, marginArb, (stake, [settled, open], marginBp) => {
        const offer = cashOutOffer(stake, toCashOutLegs(settled, open), marginBp);
        const potential = potentialReturn(
          stake,
          [...settled, ...open].map((leg) => leg.odds),
        );
        expect(offer >= 0n).toBe(true);
        expect(offer <= potential).toBe(true);
      }),
    );
  });

  it('is 0 when any settled leg lost', () => {
    fc.assert(
      fc.property(stakeArb, betArb, oddsArb, marginArb, (stake, [settled, open], odds, marginBp) => {
        const legs = toCashOutLegs([...settled, { odds, result: 'lose' }], open);
        expect(cashOutOffer(stake, legs, marginBp)).toBe(0n);
      }),
    );
  });

  it('never falls when an open leg becomes more likely to win', () => {
    const classes = ['halfWin', 'push', 'halfLose', 'lose'] as const;
    fc.assert(
      fc.property(
        stakeArb,
        betArb.filter(([, open]) => open.length > 0),
        marginArb,
        fc.nat(),
        fc.constantFrom(...classes),
        fc.integer({ min: 0, max: 1_000_000 }),
        (stake, [settled, open], marginBp, pick, from, amount) => {
          const index = pick % open.length;
          const leg = open[index]!;
          // Move up to `amount` ppm from another class to win, keeping the sum at one.
          const moved = Math.min(amount, leg.probabilities[from]);
          const raised = {
            ...leg,
            probabilities: {
              ...leg.probabilities,
              win: leg.probabilities.win + moved,
              [from]: leg.probabilities[from] - moved,
            },
          };
          const better = open.map((other, position) => (position === index ? raised : other));
          const before = cashOutOffer(stake, toCashOutLegs(settled, open), marginBp);
          const after = cashOutOffer(stake, toCashOutLegs(settled, better), marginBp);
          expect(after >= before).toBe(true);
        },
      ),
    );
  });

  it('never falls when the margin is lowered', () => {
    fc.assert(
      fc.property(stakeArb, betArb, marginArb, marginArb, (stake, [settled, open], a, b) => {
        const legs = toCashOutLegs(settled, open);
        const [low, high] = a < b ? [a, b] : [b, a];
        expect(cashOutOffer(stake, legs, low) >= cashOutOffer(stake, legs, high)).toBe(true);
      }),
    );
  });
});

describe('partialCashOut', () => {
  it('cashes out 40.00 of 100.00 and leaves a 60.00 bet on the same legs', () => {
    const legs: CashOutLeg[] = [{ state: 'open', odds: 1900, probabilities: COIN_FLIP }];
    // 40.00 x 0.95 x 0.95 (fair 0.95 per unit, 5 % margin) = 36.10
    expect(partialCashOut(10_000n, 4_000n, legs, 500)).toEqual({ cashOutAmount: 3_610n, remainingStake: 6_000n });
  });

  it('refuses to cash out nothing or more than the stake', () => {
    const legs: CashOutLeg[] = [{ state: 'open', odds: 1900, probabilities: COIN_FLIP }];
    expect(() => partialCashOut(100n, 0n, legs, 0)).toThrow(RangeError);
    expect(() => partialCashOut(100n, 101n, legs, 0)).toThrow(RangeError);
  });

  it('splits value without creating it: cashed + remaining offer is the full offer less at most one cent', () => {
    fc.assert(
      fc.property(
        stakeArb.filter((stake) => stake > 0n),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        betArb,
        marginArb,
        (stake, rawCashed, [settled, open], marginBp) => {
          const cashed = ((rawCashed - 1n) % stake) + 1n;
          const legs = toCashOutLegs(settled, open);
          const split = partialCashOut(stake, cashed, legs, marginBp);
          const full = cashOutOffer(stake, legs, marginBp);
          const parts = split.cashOutAmount + cashOutOffer(split.remainingStake, legs, marginBp);
          expect(split.remainingStake).toBe(stake - cashed);
          expect(parts <= full).toBe(true);
          expect(full - parts <= 1n).toBe(true);
        },
      ),
    );
  });
});
