import { describe, expect, it } from 'vitest';
import { type LEG_RESULTS, legFactor } from './leg';

describe('legFactor', () => {
  it.each([
    { result: 'win', factor: { num: 19n, den: 10n } },
    // (1 + 1.90) / 2 = 1.45
    { result: 'half-win', factor: { num: 29n, den: 20n } },
    { result: 'half-lose', factor: { num: 1n, den: 2n } },
    { result: 'push', factor: { num: 1n, den: 1n } },
    { result: 'void', factor: { num: 1n, den: 1n } },
    { result: 'lose', factor: { num: 0n, den: 1n } },
  ] as const)('$result at 1.900 is $factor.num/$factor.den', ({ result, factor }) => {
    expect(legFactor(1900, result)).toEqual(factor);
  });

  it('orders the results from best to worst for any odds', () => {
    for (const odds of [1000, 1001, 1900, 2500, 10_000_000]) {
      const value = (result: (typeof LEG_RESULTS)[number]) => {
        const factor = legFactor(odds, result);
        return Number(factor.num) / Number(factor.den);
      };
      expect(value('win')).toBeGreaterThanOrEqual(value('half-win'));
      expect(value('half-win')).toBeGreaterThanOrEqual(value('push'));
      expect(value('push')).toBeGreaterThan(value('half-lose'));
      expect(value('half-lose')).toBeGreaterThan(value('lose'));
    }
  });

  it.each([999, 0, -1900, 1900.5, Number.NaN, 10_000_001])('refuses odds %s', (odds) => {
    expect(() => legFactor(odds, 'win')).toThrow(RangeError);
  });
});
