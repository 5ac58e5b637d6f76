import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binomial, combinations } from './combinations';

describe('binomial', () => {
  it.each([
    [4, 2, 6],
    [5, 3, 10],
    [8, 4, 70],
    [10, 5, 252],
    [3, 0, 1],
    [3, 4, 0],
  ])('C(%i, %i) = %i', (n, k, expected) => {
    expect(binomial(n, k)).toBe(expected);
  });
});

describe('combinations', () => {
  it('lists the doubles of three legs in order', () => {
    expect(combinations(3, 2)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
  });

  it('lists C(n, k) distinct ascending subsets of size k', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (n, k) => {
        const subsets = combinations(n, k);
        expect(subsets).toHaveLength(binomial(n, k));
        expect(new Set(subsets.map((subset) => subset.join())).size).toBe(subsets.length);
        for (const subset of subsets) {
          expect(subset).toHaveLength(k);
          subset.forEach((index, position) => {
            expect(index).toBeGreaterThanOrEqual(0);
            expect(index).toBeLessThan(n);
            if (position > 0) expect(index).toBeGreaterThan(subset[position - 1]!);
          });
        }
      }),
    );
  });
});
