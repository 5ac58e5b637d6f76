import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPrng, prngFromState } from './prng';

describe('xoshiro128**', () => {
  it('matches the reference outputs from state [1, 2, 3, 4]', () => {
    const prng = prngFromState([1, 2, 3, 4]);
    expect([prng.nextUint32(), prng.nextUint32(), prng.nextUint32()]).toEqual([11520, 0, 5927040]);
  });

  it('repeats a stream from the same seed and differs between seeds', () => {
    const draw = (seed: number) => {
      const prng = createPrng(seed);
      return Array.from({ length: 8 }, () => prng.nextUint32());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('continues exactly from a saved state', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(50), (seed, skip) => {
        const prng = createPrng(seed);
        for (let i = 0; i < skip; i++) prng.nextUint32();
        const resumed = prngFromState(prng.state());
        const ahead = Array.from({ length: 5 }, () => prng.nextFloat());
        expect(Array.from({ length: 5 }, () => resumed.nextFloat())).toEqual(ahead);
      }),
    );
  });

  it('draws floats in [0, 1) and integers in [0, bound)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 2 ** 32 }), (seed, bound) => {
        const prng = createPrng(seed);
        const x = prng.nextFloat();
        const n = prng.nextInt(bound);
        expect(x >= 0 && x < 1).toBe(true);
        expect(Number.isInteger(n) && n >= 0 && n < bound).toBe(true);
      }),
    );
  });

  it('is roughly uniform', () => {
    const prng = createPrng(7);
    const counts = [0, 0, 0, 0];
    let sum = 0;
    for (let i = 0; i < 40_000; i++) {
      sum += prng.nextFloat();
      counts[prng.nextInt(4)]! += 1;
    }
    expect(sum / 40_000).toBeCloseTo(0.5, 2);
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(400);
  });

  it('refuses bad seeds, bounds and the all-zero state', () => {
    expect(() => createPrng(1.5)).toThrow(RangeError);
    expect(() => createPrng(0).nextInt(0)).toThrow(RangeError);
    expect(() => prngFromState([0, 0, 0, 0])).toThrow(RangeError);
    expect(() => prngFromState([1, 2, 3, 2 ** 32])).toThrow(RangeError);
  });
});
