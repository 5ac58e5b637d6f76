import { describe, expect, it } from 'vitest';
import * as betting from './index';

describe('betting public entry', () => {
  it('settles, prices and summarises through one import', () => {
    expect(betting.singleReturn(10_000n, { odds: 1900, result: 'half-win' })).toBe(14_500n);
    expect(betting.systemType('4串11').combinations).toBe(11);
    expect(betting.capPayout(betting.potentialReturn(10_000n, [50_000]), 100_000n)).toEqual({
      payout: 100_000n,
      capped: true,
    });
    expect(betting.validTurnover(10_000n, ['half-lose'])).toBe(5_000n);
  });
});
