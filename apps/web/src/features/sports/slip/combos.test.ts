import { describe, expect, it } from 'vitest';
import {
  canParlay,
  parlayBets,
  parlayTypes,
  singleBets,
  slipBets,
  slipTab,
  stakeOf,
  totals,
  typedStakeKeys,
} from './combos';
import type { Pick } from './store';

const pick = (marketId: number, matchId: number, odds: number): Pick => ({
  marketId,
  matchId,
  outcome: 'home',
  odds,
  acceptedOdds: odds,
  marketVersion: 1,
  open: true,
  live: false,
  matchLabel: 'A vs B',
  marketName: '全场独赢',
  outcomeName: 'A',
});

describe('the slip arithmetic', () => {
  it('reads typed stakes, ignoring what is not an amount', () => {
    expect(stakeOf('100')).toBe(10_000n);
    expect(stakeOf(' 12.5 ')).toBe(1_250n);
    expect(stakeOf('abc')).toBe(0n);
    expect(stakeOf('1.234')).toBe(0n);
    expect(stakeOf(undefined)).toBe(0n);
  });

  it('prices each single with a stake and leaves the others out', () => {
    const picks = [pick(1, 10, 2100), pick(2, 11, 1950)];
    const bets = singleBets(picks, { '1': '100', '2': '' });
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({ kind: 'single', totalStake: 10_000n, potential: 21_000n });
  });

  it('offers the quick stakes to each single the member stakes, not to one a free bet stakes, and to each 串关 type', () => {
    const picks = [pick(1, 10, 2100), pick(2, 11, 1950)];
    const token = { id: 7, amount: '10.00' };
    expect(typedStakeKeys(picks, 'single')).toEqual(['1', '2']);
    expect(typedStakeKeys(picks, 'single', { '1': token })).toEqual(['2']);
    expect(typedStakeKeys(picks, 'single', { '1': token, '2': { id: 8, amount: '5.00' } })).toEqual([]);
    // A free bet stakes singles only; in the 串关 tab the types take typed stakes as before.
    expect(typedStakeKeys(picks, 'parlay', { '1': token })).toEqual(parlayTypes(picks).map((t) => t.name));
  });

  it('stakes a single with a free bet at its amount, from no wallet money, for the winnings alone', () => {
    const picks = [pick(1, 10, 2100), pick(2, 11, 1950)];
    const bets = singleBets(picks, { '1': '999', '2': '20' }, { '1': { id: 7, amount: '10.00' } });
    expect(bets.map((b) => [b.key, b.unitStake, b.walletStake, b.potential, b.freeBetId])).toEqual([
      // 10.00 at 2.10 returns 21.00, of which the house keeps its 10.00 stake.
      ['1', 1_000n, 0n, 1_100n, 7],
      ['2', 2_000n, 2_000n, 3_900n, undefined],
    ]);
    expect(totals(bets)).toEqual({ count: 2, stake: 2_000n, potential: 5_000n });
  });

  it('offers n串1 and the system types for three matches, and prices 3串4 as three doubles and a treble', () => {
    const picks = [pick(1, 10, 2000), pick(2, 11, 2000), pick(3, 12, 2000)];
    expect(parlayTypes(picks).map((t) => t.name)).toEqual(['3串1', '3串3', '3串4']);
    const bets = parlayBets(picks, { '3串1': '10', '3串4': '10' });
    expect(bets.map((b) => [b.kind, b.combinations, b.totalStake, b.potential])).toEqual([
      ['parlay', 1, 1_000n, 8_000n],
      // Three doubles at 4.00 and one treble at 8.00, 10.00 each: 3 x 40 + 80 = 200.
      ['system', 4, 4_000n, 20_000n],
    ]);
    expect(totals(bets)).toEqual({ count: 2, stake: 5_000n, potential: 28_000n });
  });

  it('never combines two selections of one match', () => {
    const picks = [pick(1, 10, 2000), pick(2, 10, 1800)];
    expect(canParlay(picks)).toBe(false);
    expect(parlayTypes(picks)).toEqual([]);
    expect(canParlay([pick(1, 10, 2000)])).toBe(false);
  });

  it('places from the 串关 tab only while the selections combine, and from 单关 otherwise', () => {
    const stakes = { '1': '100', '2': '50', '2串1': '10' };
    const apart = [pick(1, 10, 2000), pick(2, 11, 1500)];
    expect(slipTab(apart, 'parlay')).toBe('parlay');
    expect(slipBets(apart, 'parlay', stakes).map((b) => [b.key, b.potential])).toEqual([['2串1', 3_000n]]);
    const together = [pick(1, 10, 2000), pick(2, 10, 1500)];
    expect(slipTab(together, 'parlay')).toBe('single');
    expect(slipBets(together, 'parlay', stakes).map((b) => b.key)).toEqual(['1', '2']);
  });
});
