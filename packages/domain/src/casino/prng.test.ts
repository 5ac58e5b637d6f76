import { describe, expect, it } from 'vitest';
import { createXoshiro128, type Uint32Source, uniformInt } from './prng';

const fixed = (...values: number[]): Uint32Source => ({ nextUint32: () => values.shift()! });

describe('createXoshiro128', () => {
  it('is deterministic per seed and differs across seeds', () => {
    const draw = (seed: number) => {
      const source = createXoshiro128(seed);
      return Array.from({ length: 5 }, () => source.nextUint32());
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
    for (const value of draw(3)) expect(value >>> 0).toBe(value);
  });
});

describe('uniformInt', () => {
  it('rejects the top words that would bias the result', () => {
    // For bound 3 the usable words stop below 2^32 - 1 (the largest multiple of 3).
    expect(uniformInt(fixed(2 ** 32 - 1, 5), 3)).toBe(2);
    expect(uniformInt(fixed(2 ** 32 - 2), 3)).toBe((2 ** 32 - 2) % 3);
  });

  it('refuses a bound that is not a positive integer up to 2^32', () => {
    expect(() => uniformInt(fixed(0), 0)).toThrow(RangeError);
    expect(() => uniformInt(fixed(0), 1.5)).toThrow(RangeError);
    expect(() => uniformInt(fixed(0), 2 ** 32 + 1)).toThrow(RangeError);
  });

  it('is uniform (chi-square over 100,000 draws)', () => {
    const source = createXoshiro128(99);
    const counts = new Array(10).fill(0);
    for (let i = 0; i < 100_000; i++) counts[uniformInt(source, 10)]++;
    // 27.88 is the 0.1% critical value with 9 degrees of freedom.
    expect(counts.reduce((sum, count) => sum + (count - 10_000) ** 2 / 10_000, 0)).toBeLessThan(27.88);
  });
});
