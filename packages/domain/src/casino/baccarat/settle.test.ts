import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addFractions, type Fraction, fraction, multiplyFractions, subtractFractions } from '../fraction';
import type { BaccaratResult } from './hand';
import { baccaratHouseEdges, baccaratOdds } from './odds';
import { type BaccaratBetKind, type BaccaratBets, bankerWinMinor, settleBaccarat } from './settle';

const hand = (outcome: BaccaratResult['outcome'], playerPair = false, bankerPair = false): BaccaratResult => ({
  outcome,
  playerPair,
  bankerPair,
});

describe('settleBaccarat examples', () => {
  it('pays player 1:1', () => {
    expect(settleBaccarat(hand('player'), { player: 100n })).toMatchObject({
      returnMinor: 200n,
      commissionMinor: 0n,
      validTurnoverMinor: 100n,
    });
  });

  it('pays banker 0.95:1, the 5% commission kept', () => {
    expect(settleBaccarat(hand('banker'), { banker: 100n })).toMatchObject({ returnMinor: 195n, commissionMinor: 5n });
  });

  it('rounds the banker win down to the cent', () => {
    // 0.95 x 15 = 14.25 -> 14; a 1-cent banker bet wins nothing.
    expect(settleBaccarat(hand('banker'), { banker: 15n })).toMatchObject({ returnMinor: 29n, commissionMinor: 1n });
    expect(settleBaccarat(hand('banker'), { banker: 1n })).toMatchObject({ returnMinor: 1n, commissionMinor: 1n });
  });

  it('pays a tie 8:1 and pushes player and banker bets, which then count no turnover', () => {
    const settled = settleBaccarat(hand('tie'), { player: 100n, banker: 50n, tie: 10n });
    expect(settled.bets.map(({ kind, result, returnMinor }) => [kind, result, returnMinor])).toEqual([
      ['player', 'push', 100n],
      ['banker', 'push', 50n],
      ['tie', 'win', 90n],
    ]);
    expect(settled.returnMinor).toBe(240n);
    expect(settled.validTurnoverMinor).toBe(10n);
  });

  it('counts only the unhedged part of player and banker bets as turnover', () => {
    expect(settleBaccarat(hand('banker'), { player: 100n, banker: 100n })).toMatchObject({
      returnMinor: 195n,
      validTurnoverMinor: 0n,
    });
    expect(settleBaccarat(hand('player'), { player: 300n, banker: 100n })).toMatchObject({
      returnMinor: 600n,
      validTurnoverMinor: 200n,
    });
  });

  it('pays pairs 11:1 whatever the outcome', () => {
    const settled = settleBaccarat(hand('banker', true, false), { playerPair: 10n, bankerPair: 10n });
    expect(settled.returnMinor).toBe(120n);
    expect(settled.validTurnoverMinor).toBe(20n);
  });

  it('refuses negative stakes and an empty bet', () => {
    expect(() => settleBaccarat(hand('player'), { player: -1n })).toThrow(RangeError);
    expect(() => settleBaccarat(hand('player'), {})).toThrow(RangeError);
    expect(() => settleBaccarat(hand('player'), { tie: 0n })).toThrow(RangeError);
  });
});

const KINDS: BaccaratBetKind[] = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'];
const MAX_MULTIPLE: Record<BaccaratBetKind, bigint> = {
  player: 2n,
  banker: 2n,
  tie: 9n,
  playerPair: 12n,
  bankerPair: 12n,
};
const stake = fc.bigInt({ min: 0n, max: 10n ** 12n });
const bets = fc
  .record({ player: stake, banker: stake, tie: stake, playerPair: stake, bankerPair: stake }, { requiredKeys: [] })
  .filter((b) => Object.values(b).some((value) => value > 0n));
const results = fc.record({
  outcome: fc.constantFrom('player' as const, 'banker' as const, 'tie' as const),
  playerPair: fc.boolean(),
  bankerPair: fc.boolean(),
});

describe('settleBaccarat properties', () => {
  it('never creates money: each bet returns at most its stake times its top multiple', () => {
    fc.assert(
      fc.property(results, bets, (result, placed: BaccaratBets) => {
        const settled = settleBaccarat(result, placed);
        let ceiling = 0n;
        for (const bet of settled.bets) {
          expect(bet.returnMinor).toBeGreaterThanOrEqual(0n);
          expect(bet.returnMinor).toBeLessThanOrEqual(bet.stakeMinor * MAX_MULTIPLE[bet.kind]);
          ceiling += bet.stakeMinor * MAX_MULTIPLE[bet.kind];
        }
        expect(settled.returnMinor).toBeLessThanOrEqual(ceiling);
        expect(settled.stakeMinor).toBe(KINDS.reduce((sum, kind) => sum + (placed[kind] ?? 0n), 0n));
        expect(settled.validTurnoverMinor).toBeLessThanOrEqual(settled.stakeMinor);
        expect(settled.validTurnoverMinor).toBeGreaterThanOrEqual(0n);
      }),
    );
  });

  it('floors the banker commission: win + commission = stake, win <= 0.95 stake < win + 1', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), (banker) => {
        const [bet] = settleBaccarat(hand('banker'), { banker }).bets;
        const win = bet!.returnMinor - banker;
        expect(win).toBe(bankerWinMinor(banker));
        expect(win + bet!.commissionMinor).toBe(banker);
        expect(win * 100n).toBeLessThanOrEqual(banker * 95n);
        expect((win + 1n) * 100n).toBeGreaterThan(banker * 95n);
      }),
    );
  });
});

describe('settlement and the exact odds agree', () => {
  // At a stake of 20 minor units the 0.95 banker pay is exact, so the expected return of each bet
  // computed through settleBaccarat must be exactly (1 - house edge) x stake.
  const odds = baccaratOdds(8);
  const edges = baccaratHouseEdges(8);
  const chance = (outcome: BaccaratResult['outcome'], pair: boolean | null): Fraction => {
    const base = odds[outcome];
    if (pair === null) return base;
    // The pair bets are settled on their own; their chance does not depend on the outcome.
    return multiplyFractions(base, pair ? odds.pair : subtractFractions(fraction(1n), odds.pair));
  };
  it.each(KINDS)('%s', (kind) => {
    const pairBet = kind === 'playerPair' || kind === 'bankerPair';
    let expected = fraction(0n);
    for (const outcome of ['player', 'banker', 'tie'] as const) {
      for (const pair of pairBet ? [true, false] : [null]) {
        const settled = settleBaccarat(hand(outcome, pair === true, pair === true), { [kind]: 20n });
        expected = addFractions(expected, multiplyFractions(chance(outcome, pair), fraction(settled.returnMinor)));
      }
    }
    expect(expected).toEqual(multiplyFractions(fraction(20n), subtractFractions(fraction(1n), edges[kind])));
  });
});
