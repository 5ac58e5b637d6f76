import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedLegFactor, type OutcomeProbabilities, probabilitiesFromFractions } from './probability';
import { oddsArb, probabilitiesArb } from './testing/arbitraries';

const CERTAIN_WIN: OutcomeProbabilities = { win: 1_000_000, halfWin: 0, push: 0, halfLose: 0, lose: 0 };

describe('expectedLegFactor', () => {
  it('is the odds for a certain win and 0 for a certain loss', () => {
    expect(expectedLegFactor(1900, CERTAIN_WIN)).toEqual({ num: 19n, den: 10n });
    expect(expectedLegFactor(1900, { win: 0, halfWin: 0, push: 0, halfLose: 0, lose: 1_000_000 })).toEqual({
      num: 0n,
      den: 1n,
    });
  });

  it('weights each class by its probability', () => {
    // 0.4 x 2.0 + 0.2 x 1.5 + 0.1 x 1 + 0.1 x 0.5 + 0.2 x 0 = 1.25
    const p = { win: 400_000, halfWin: 200_000, push: 100_000, halfLose: 100_000, lose: 200_000 };
    expect(expectedLegFactor(2000, p)).toEqual({ num: 5n, den: 4n });
  });

  it.each([
    { win: 500_000, halfWin: 0, push: 0, halfLose: 0, lose: 499_999 },
    { win: 1_000_001, halfWin: 0, push: 0, halfLose: 0, lose: -1 },
    { win: 0.5, halfWin: 0, push: 0, halfLose: 0, lose: 999_999.5 },
  ])('refuses probabilities that are not whole ppm summing to one: %j', (p) => {
    expect(() => expectedLegFactor(1900, p)).toThrow(RangeError);
  });

  it('lies between 0 and the odds', () => {
    fc.assert(
      fc.property(oddsArb, probabilitiesArb, (odds, p) => {
        const factor = expectedLegFactor(odds, p);
        expect(factor.num * 1000n <= BigInt(odds) * factor.den).toBe(true);
      }),
    );
  });
});

describe('probabilitiesFromFractions', () => {
  it('converts to ppm and gives the rounding remainder to lose', () => {
    const third = 1 / 3;
    expect(probabilitiesFromFractions({ win: third, halfWin: 0, push: third, halfLose: 0, lose: third })).toEqual({
      win: 333_333,
      halfWin: 0,
      push: 333_333,
      halfLose: 0,
      lose: 333_334,
    });
  });

  it('refuses fractions that do not sum to one', () => {
    expect(() => probabilitiesFromFractions({ win: 0.5, halfWin: 0, push: 0, halfLose: 0, lose: 0.4 })).toThrow(
      RangeError,
    );
    expect(() => probabilitiesFromFractions({ win: 1.5, halfWin: 0, push: 0, halfLose: 0, lose: -0.5 })).toThrow(
      RangeError,
    );
  });

  it('always sums to exactly one million and never raises a better class', () => {
    fc.assert(
      fc.property(probabilitiesArb, (p) => {
        const fractions = {
          win: p.win / 1e6,
          halfWin: p.halfWin / 1e6,
          push: p.push / 1e6,
          halfLose: p.halfLose / 1e6,
          lose: p.lose / 1e6,
        };
        const ppm = probabilitiesFromFractions(fractions);
        expect(ppm.win + ppm.halfWin + ppm.push + ppm.halfLose + ppm.lose).toBe(1_000_000);
        expect(ppm.win).toBeLessThanOrEqual(p.win);
        expect(ppm.halfWin).toBeLessThanOrEqual(p.halfWin);
      }),
    );
  });
});
