import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRate, parseRate, siteToUsdtMinor, usdtToSiteMinor } from './exchange';

describe('isRate / parseRate', () => {
  it.each([
    ['7.2', 72_000n],
    ['7.20', 72_000n],
    ['7.1234', 71_234n],
    ['1', 10_000n],
    ['0.5', 5_000n],
  ])('parses %s', (text, scaled) => {
    expect(isRate(text)).toBe(true);
    expect(parseRate(text)).toBe(scaled);
  });

  it.each(['0', '0.0', '-1', '7.12345', '', ' 7.2', '07.2', '1e3', '7.'])('refuses %j', (text) => {
    expect(isRate(text)).toBe(false);
    expect(() => parseRate(text)).toThrow(RangeError);
  });
});

describe('conversions', () => {
  it('rounds down both ways', () => {
    const rate = parseRate('7.20');
    expect(siteToUsdtMinor(100_000n, rate)).toBe(13_888n); // 1,000.00 RMB -> 138.88 USDT
    expect(usdtToSiteMinor(13_888n, rate)).toBe(99_993n); // 138.88 USDT -> 999.93 RMB
    expect(usdtToSiteMinor(100n, rate)).toBe(720n);
  });

  it('is the identity at rate 1', () => {
    expect(siteToUsdtMinor(12_345n, parseRate('1'))).toBe(12_345n);
    expect(usdtToSiteMinor(12_345n, parseRate('1'))).toBe(12_345n);
  });

  it('never gives back more than went in on a round trip', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 1, max: 99_999_999 }), (minor, r) => {
        const rate = BigInt(r);
        expect(usdtToSiteMinor(siteToUsdtMinor(minor, rate), rate)).toBeLessThanOrEqual(minor);
      }),
    );
  });
});
