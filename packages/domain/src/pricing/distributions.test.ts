import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cappedPoisson,
  discreteNormal,
  erfc,
  mixPmfs,
  normalCdf,
  type Pmf,
  pmfMass,
  pmfMean,
  poissonAtLeast,
} from './distributions';

const total = (pmf: Pmf) => pmf.p.reduce((a, b) => a + b, 0);

describe('erfc and normalCdf', () => {
  it.each([
    [0, 1],
    [0.5, 0.4795001221869535],
    [1, 0.15729920705028513],
    [2, 0.004677734981047266],
    [2.5, 0.000406952017444959],
    [3, 2.209049699858544e-5],
    [5, 1.5374597944280349e-12],
    [-1, 1.8427007929497148],
  ])('erfc(%f) = %f', (x, expected) => {
    expect(Math.abs(erfc(x) - expected) / expected).toBeLessThan(1e-12);
  });

  it('gives the familiar normal quantiles and a point mass for sd 0', () => {
    expect(normalCdf(1.96, 0, 1)).toBeCloseTo(0.9750021048517795, 14);
    expect(normalCdf(0, 0, 1)).toBe(0.5);
    expect(normalCdf(2, 2, 0)).toBe(1);
    expect(normalCdf(1.999, 2, 0)).toBe(0);
  });

  it('is non-decreasing', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -8, max: 8, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (x, step) => {
          expect(normalCdf(x + step, 0, 1)).toBeGreaterThanOrEqual(normalCdf(x, 0, 1));
        },
      ),
    );
  });
});

describe('discreteNormal', () => {
  // The mean survives rounding to the integers only once sd is about 1 or more (the error falls like
  // exp(-2 pi^2 sd^2)); the models' sds are far larger.
  it('sums to 1 and keeps the mean', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -300, max: 300, noNaN: true }),
        fc.double({ min: 1, max: 40, noNaN: true }),
        (mean, sd) => {
          const pmf = discreteNormal(mean, sd);
          expect(Math.abs(total(pmf) - 1)).toBeLessThan(1e-12);
          expect(pmfMean(pmf)).toBeCloseTo(mean, 6);
        },
      ),
    );
  });

  it('is a point mass for sd 0', () => {
    expect(discreteNormal(12, 0)).toEqual({ offset: 12, p: [1] });
  });
});

describe('Poisson', () => {
  it('caps the tail into the last value so the pmf sums to 1', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10, noNaN: true }), fc.integer({ min: 1, max: 20 }), (rate, cap) => {
        const pmf = cappedPoisson(rate, cap);
        expect(pmf.p).toHaveLength(cap + 1);
        expect(Math.abs(total(pmf) - 1)).toBeLessThan(1e-12);
        expect(pmf.p[cap]).toBeCloseTo(poissonAtLeast(rate, cap), 12);
      }),
    );
  });

  it('has the textbook masses', () => {
    const pmf = cappedPoisson(1.5, 10);
    expect(pmf.p[0]).toBeCloseTo(Math.exp(-1.5), 15);
    expect(pmf.p[2]).toBeCloseTo((Math.exp(-1.5) * 1.5 ** 2) / 2, 15);
    expect(poissonAtLeast(1.5, 1)).toBeCloseTo(1 - Math.exp(-1.5), 15);
    expect(poissonAtLeast(1.5, 0)).toBe(1);
  });
});

describe('pmf helpers', () => {
  it('mixes two pmfs into one that sums to 1', () => {
    const mixed = mixPmfs({ offset: -1, p: [0.5, 0.5] }, { offset: 3, p: [1] }, 0.25);
    expect(mixed).toEqual({ offset: -1, p: [0.125, 0.125, 0, 0, 0.75] });
    expect(pmfMass(mixed, (v) => v > 0)).toBe(0.75);
  });
});
