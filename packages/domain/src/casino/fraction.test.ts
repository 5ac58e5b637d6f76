import { describe, expect, it } from 'vitest';
import {
  addFractions,
  divideFractions,
  formatFractionPercent,
  fraction,
  fractionsEqual,
  fractionToNumber,
  multiplyFractions,
  subtractFractions,
} from './fraction';

describe('fraction', () => {
  it('keeps lowest terms with a positive denominator', () => {
    expect(fraction(6n, -4n)).toEqual({ num: -3n, den: 2n });
    expect(fraction(0n, 5n)).toEqual({ num: 0n, den: 1n });
    expect(() => fraction(1n, 0n)).toThrow(RangeError);
  });

  it('does exact arithmetic', () => {
    const third = fraction(1n, 3n);
    const sixth = fraction(1n, 6n);
    expect(addFractions(third, sixth)).toEqual(fraction(1n, 2n));
    expect(subtractFractions(sixth, third)).toEqual(fraction(-1n, 6n));
    expect(multiplyFractions(third, sixth)).toEqual(fraction(1n, 18n));
    expect(divideFractions(third, sixth)).toEqual(fraction(2n));
    expect(fractionsEqual(fraction(2n, 4n), fraction(1n, 2n))).toBe(true);
    expect(() => divideFractions(third, fraction(0n))).toThrow(RangeError);
  });

  it('converts huge quotients to doubles accurately', () => {
    const big = fraction(10n ** 40n + 1n, 3n * 10n ** 40n);
    expect(fractionToNumber(big)).toBeCloseTo(1 / 3, 15);
    expect(fractionToNumber(fraction(-7n, 2n))).toBe(-3.5);
  });

  it.each([
    [1n, 3n, 2, '33.33'],
    [2n, 3n, 2, '66.67'],
    [1n, 800n, 2, '0.13'], // 0.125% rounds half up
    [1n, 1600n, 2, '0.06'],
    [96_229_557n, 100_000_000n, 4, '96.2296'],
    [-1n, 3n, 1, '-33.3'],
    [1n, 1n, 0, '100'],
  ])('formats %d/%d as %s%%', (num, den, digits, text) => {
    expect(formatFractionPercent(fraction(num, den), digits)).toBe(text);
  });
});
