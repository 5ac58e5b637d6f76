import { describe, expect, it } from 'vitest';
import { budgetCovers, wheelChances } from './wheel';

const rule = { turnoverPerChance: 100_000n, signInChances: 1, dailyMax: 10 };

describe('wheelChances', () => {
  it('counts one chance per whole step of turnover and adds the sign-in', () => {
    expect(wheelChances(rule, { turnover: 349_999n, signedIn: true, used: 1 })).toEqual({
      fromTurnover: 3,
      fromSignIn: 1,
      earned: 4,
      used: 1,
      left: 3,
    });
  });

  it('caps the day at its maximum and never answers fewer than zero left', () => {
    expect(wheelChances(rule, { turnover: 5_000_000n, signedIn: false, used: 0 }).earned).toBe(10);
    // A rollback took turnover back after spins were made: nothing left, not a negative.
    expect(wheelChances(rule, { turnover: 0n, signedIn: false, used: 2 }).left).toBe(0);
  });

  it('gives nothing from turnover when the rule has no step', () => {
    expect(
      wheelChances({ ...rule, turnoverPerChance: 0n }, { turnover: 10n ** 9n, signedIn: false, used: 0 }).earned,
    ).toBe(0);
  });
});

describe('budgetCovers', () => {
  it('stops the wheel once its biggest prize no longer fits', () => {
    expect(budgetCovers(null, [10n])).toBe(true);
    expect(budgetCovers(5_000n, [0n, 1_000n, 5_000n])).toBe(true);
    expect(budgetCovers(4_999n, [0n, 1_000n, 5_000n])).toBe(false);
  });
});
