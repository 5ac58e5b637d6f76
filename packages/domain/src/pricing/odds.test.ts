import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDecimalOdds,
  formatHongKongOdds,
  isOdds,
  MAX_ODDS,
  MIN_ODDS,
  oddsToProbability,
  probabilityToOdds,
  sameShownOdds,
} from './odds';

describe('probabilityToOdds', () => {
  it.each([
    [0.5, 2000],
    [1 / 1.95, 1950],
    [0.25, 4000],
    [1 / 3, 3000],
    [0.9, 1111],
    [1, MIN_ODDS],
    [0, MAX_ODDS],
    [1e-7, MAX_ODDS],
  ])('prices %f at %i (floored, clamped)', (p, odds) => {
    expect(probabilityToOdds(p)).toBe(odds);
  });

  it('never implies less than the probability unless clamped at the shortest price', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 0.99, noNaN: true }), (p) => {
        expect(oddsToProbability(probabilityToOdds(p))).toBeGreaterThanOrEqual(p - 1e-12);
      }),
    );
  });

  it('refuses probabilities outside [0, 1]', () => {
    for (const p of [-0.1, 1.1, Number.NaN]) expect(() => probabilityToOdds(p)).toThrow(RangeError);
  });
});

describe('display formats', () => {
  it.each([
    [1950, '1.95', '0.95'],
    [1955, '1.95', '0.95'],
    [1959, '1.95', '0.95'],
    [2000, '2.00', '1.00'],
    [1010, '1.01', '0.01'],
    [3000, '3.00', '2.00'],
    [12_345, '12.34', '11.34'],
    [MAX_ODDS, '1000.00', '999.00'],
  ])('shows %i as decimal %s and Hong Kong %s (truncated)', (odds, decimal, hongKong) => {
    expect(formatDecimalOdds(odds)).toBe(decimal);
    expect(formatHongKongOdds(odds)).toBe(hongKong);
  });

  it('never shows more than is paid, and Hong Kong is decimal minus one', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_ODDS, max: MAX_ODDS }), (odds) => {
        const shown = Number(formatDecimalOdds(odds));
        expect(shown).toBeLessThanOrEqual(odds / 1000);
        expect(shown).toBeGreaterThan(odds / 1000 - 0.01);
        expect(Number(formatHongKongOdds(odds))).toBeCloseTo(shown - 1, 9);
      }),
    );
  });

  it('calls two prices the same exactly when both formats show them the same', () => {
    expect(sameShownOdds(1955, 1951)).toBe(true);
    expect(sameShownOdds(1950, 1949)).toBe(false);
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_ODDS, max: MAX_ODDS }),
        fc.integer({ min: MIN_ODDS, max: MAX_ODDS }),
        (a, b) => {
          const same = formatDecimalOdds(a) === formatDecimalOdds(b);
          expect(sameShownOdds(a, b)).toBe(same);
          expect(formatHongKongOdds(a) === formatHongKongOdds(b)).toBe(same);
        },
      ),
    );
  });

  it('refuses values that are not odds integers', () => {
    for (const odds of [1000, 1009, 1950.5, MAX_ODDS + 1]) {
      expect(isOdds(odds)).toBe(false);
      expect(() => formatDecimalOdds(odds)).toThrow(RangeError);
    }
  });
});
