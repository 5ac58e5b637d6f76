import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floorTimes, multiply, ONE, ratio } from './ratio';

describe('ratio', () => {
  it('keeps fractions in lowest terms', () => {
    expect(ratio(3800n, 2000n)).toEqual({ num: 19n, den: 10n });
    expect(ratio(0n, 2000n)).toEqual({ num: 0n, den: 1n });
  });

  it('refuses negative numerators and non-positive denominators', () => {
    expect(() => ratio(-1n, 2n)).toThrow(RangeError);
    expect(() => ratio(1n, 0n)).toThrow(RangeError);
  });

  it('multiplies exactly', () => {
    expect(multiply(ratio(19n, 10n), ratio(1n, 2n))).toEqual({ num: 19n, den: 20n });
    expect(multiply(ONE, ratio(7n, 3n))).toEqual({ num: 7n, den: 3n });
  });
});

describe('floorTimes', () => {
  it('rounds down to the whole minor unit', () => {
    expect(floorTimes(10_001n, ratio(1n, 2n))).toBe(5_000n);
    expect(floorTimes(3n, ratio(2n, 3n))).toBe(2n);
  });

  it('refuses a negative amount', () => {
    expect(() => floorTimes(-1n, ONE)).toThrow(RangeError);
  });

  it('is never above the exact value and short by less than one unit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (amount, num, den) => {
          const floored = floorTimes(amount, ratio(num, den));
          // floored <= amount * num / den < floored + 1, compared without division.
          expect(floored * den <= amount * num).toBe(true);
          expect((floored + 1n) * den > amount * num).toBe(true);
        },
      ),
    );
  });
});
