import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dailySummary, type SettledBetRecord } from './daily';

// 2024-03-01 00:00 in Asia/Shanghai is 2024-02-29 16:00 UTC.
const MIDNIGHT_SHANGHAI = Date.UTC(2024, 1, 29, 16, 0, 0);

function bet(stake: bigint, returned: bigint, settledAtMs: number, validTurnover = stake): SettledBetRecord {
  return { stake, returned, validTurnover, settledAtMs };
}

describe('dailySummary', () => {
  it('splits at midnight Asia/Shanghai, not UTC, and lists days oldest first', () => {
    const bets = [
      bet(10_000n, 19_000n, MIDNIGHT_SHANGHAI),
      bet(5_000n, 0n, MIDNIGHT_SHANGHAI - 1),
      bet(2_000n, 2_000n, MIDNIGHT_SHANGHAI + 3_600_000, 0n),
    ];
    expect(dailySummary(bets)).toEqual([
      { date: '2024-02-29', bets: 1, stake: 5_000n, returned: 0n, winLoss: -5_000n, validTurnover: 5_000n },
      { date: '2024-03-01', bets: 2, stake: 12_000n, returned: 21_000n, winLoss: 9_000n, validTurnover: 10_000n },
    ]);
  });

  it('is empty for no bets', () => {
    expect(dailySummary([])).toEqual([]);
  });

  it('adds up to the totals of all bets, whatever their order', () => {
    const recordArb = fc.record({
      stake: fc.bigInt({ min: 0n, max: 10n ** 9n }),
      returned: fc.bigInt({ min: 0n, max: 10n ** 10n }),
      validTurnover: fc.bigInt({ min: 0n, max: 10n ** 9n }),
      settledAtMs: fc.integer({ min: MIDNIGHT_SHANGHAI - 5 * 86_400_000, max: MIDNIGHT_SHANGHAI + 5 * 86_400_000 }),
    });
    fc.assert(
      fc.property(fc.array(recordArb, { maxLength: 50 }), (bets) => {
        const days = dailySummary(bets);
        const sum = (pick: (value: SettledBetRecord) => bigint) => bets.reduce((acc, value) => acc + pick(value), 0n);
        expect(days.reduce((acc, day) => acc + day.stake, 0n)).toBe(sum((value) => value.stake));
        expect(days.reduce((acc, day) => acc + day.returned, 0n)).toBe(sum((value) => value.returned));
        expect(days.reduce((acc, day) => acc + day.winLoss, 0n)).toBe(
          sum((value) => value.returned) - sum((value) => value.stake),
        );
        expect(days.reduce((acc, day) => acc + day.bets, 0)).toBe(bets.length);
        expect(days.map((day) => day.date)).toEqual([...new Set(days.map((day) => day.date))].sort());
        expect(dailySummary([...bets].reverse())).toEqual(days);
      }),
    );
  });
});
