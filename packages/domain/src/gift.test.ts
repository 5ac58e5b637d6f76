import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coinCostMinor, maskNick, rankPeriodStart, splitGiftValue } from './gift';

describe('splitGiftValue', () => {
  it('gives the anchor its share rounded down and the house the rest', () => {
    expect(splitGiftValue(100n, 5_000)).toEqual({ anchor: 50n, house: 50n });
    expect(splitGiftValue(3n, 5_000)).toEqual({ anchor: 1n, house: 2n });
    expect(splitGiftValue(10n, 10_000)).toEqual({ anchor: 10n, house: 0n });
    expect(splitGiftValue(10n, 0)).toEqual({ anchor: 0n, house: 10n });
  });

  it('never makes or loses a coin', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.integer({ min: 0, max: 10_000 }), (total, bp) => {
        const { anchor, house } = splitGiftValue(total, bp);
        return anchor + house === total && anchor >= 0n && house >= 0n;
      }),
    );
  });

  it('refuses a share outside 0-100 %', () => {
    expect(() => splitGiftValue(10n, 10_001)).toThrow(RangeError);
    expect(() => splitGiftValue(0n, 100)).toThrow(RangeError);
  });
});

describe('coinCostMinor', () => {
  it('multiplies exactly', () => {
    expect(coinCostMinor(1_000n, 10n)).toBe(10_000n);
    expect(() => coinCostMinor(1n, 0n)).toThrow(RangeError);
  });
});

describe('rankPeriodStart', () => {
  // 2026-11-26 (a Thursday) 10:00 Asia/Shanghai.
  const now = Date.parse('2026-11-26T02:00:00Z');
  it('starts the day at Shanghai midnight and the week on Monday', () => {
    expect(new Date(rankPeriodStart('day', now)!).toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(new Date(rankPeriodStart('week', now)!).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(rankPeriodStart('all', now)).toBeNull();
  });
  it('keeps a Monday in its own week and a Sunday in the week before', () => {
    const monday = Date.parse('2026-11-23T00:30:00Z');
    expect(new Date(rankPeriodStart('week', monday)!).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    const sunday = Date.parse('2026-11-22T15:59:00Z');
    expect(new Date(rankPeriodStart('week', sunday)!).toISOString()).toBe('2026-11-15T16:00:00.000Z');
  });
});

describe('maskNick', () => {
  it('keeps the ends and stars the middle', () => {
    expect(maskNick('演示会员')).toBe('演**员');
    expect(maskNick('ab')).toBe('a**');
    expect(maskNick('abcdefghij')).toBe('a****j');
  });
});
