import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { voteShares } from './vote';

describe('冠军投票 shares', () => {
  it('rounds to whole percents that add up to 100', () => {
    expect(voteShares([1, 1, 1])).toEqual([34, 33, 33]);
    expect(voteShares([2, 1])).toEqual([67, 33]);
    expect(voteShares([1, 0, 0, 0])).toEqual([100, 0, 0, 0]);
    expect(voteShares([1, 1, 1, 1, 1, 1, 1])).toEqual([15, 15, 14, 14, 14, 14, 14]);
    // 12.5 % four times and 50 %: the earlier teams take the odd points.
    expect(voteShares([1, 1, 1, 1, 4])).toEqual([13, 13, 12, 12, 50]);
  });

  it('shows nothing when nobody voted, and refuses a count that is not one', () => {
    expect(voteShares([0, 0, 0])).toEqual([0, 0, 0]);
    expect(voteShares([])).toEqual([]);
    expect(() => voteShares([1, -1])).toThrow(RangeError);
    expect(() => voteShares([1.5])).toThrow(RangeError);
  });

  it('always sums to 100 and keeps every share within a point of the exact one', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1_000_000 }), { minLength: 1, maxLength: 40 }), (counts) => {
        const total = counts.reduce((s, n) => s + n, 0);
        fc.pre(total > 0);
        const shares = voteShares(counts);
        expect(shares.reduce((s, p) => s + p, 0)).toBe(100);
        shares.forEach((p, i) => {
          expect(Math.abs(p - (counts[i]! * 100) / total)).toBeLessThan(1);
        });
      }),
    );
  });
});
