import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMargin, applyMarginToEvent, impliedProbabilities, overround } from './margin';
import { MAX_ODDS, MIN_ODDS } from './odds';

// Random fair markets: 2 to 12 outcomes, none rarer than 1%, normalised to sum to 1.
const fairMarket = fc
  .array(fc.double({ min: 0.05, max: 1, noNaN: true }), { minLength: 2, maxLength: 12 })
  .map((weights) => {
    const sum = weights.reduce((a, b) => a + b, 0);
    return weights.map((w) => w / sum);
  });

describe('applyMargin (power method)', () => {
  it('keeps the overround within [m, m + n/1000] when no price is clamped to the minimum', () => {
    fc.assert(
      fc.property(fairMarket, fc.integer({ min: 0, max: 3000 }), (probabilities, marginBp) => {
        const odds = applyMargin(probabilities, marginBp);
        fc.pre(!odds.includes(MIN_ODDS));
        const book = overround(odds);
        const margin = marginBp / 10_000;
        expect(book).toBeGreaterThanOrEqual(margin - 1e-9);
        expect(book).toBeLessThanOrEqual(margin + probabilities.length / 1000 + 1e-9);
      }),
    );
  });

  it('keeps the order of outcomes: more likely never means longer odds', () => {
    fc.assert(
      fc.property(fairMarket, fc.integer({ min: 0, max: 3000 }), (probabilities, marginBp) => {
        const odds = applyMargin(probabilities, marginBp);
        probabilities.forEach((p, i) => {
          probabilities.forEach((q, j) => {
            if (p > q) expect(odds[i]).toBeLessThanOrEqual(odds[j]!);
          });
        });
      }),
    );
  });

  it('gives a 50/50 market equal prices and loads relatively more margin on the longshot', () => {
    expect(applyMargin([0.5, 0.5], 500)).toEqual([1904, 1904]);
    const [favourite, longshot] = impliedProbabilities(applyMargin([0.8, 0.2], 500));
    expect(longshot! / 0.2).toBeGreaterThan(favourite! / 0.8);
  });

  it('returns fair (floored) odds with no margin', () => {
    expect(applyMargin([0.5, 0.25, 0.25], 0)).toEqual([2000, 4000, 4000]);
  });

  it('prices impossible outcomes at the longest odds and a certain one at the shortest', () => {
    expect(applyMargin([1, 0], 500)).toEqual([MIN_ODDS, MAX_ODDS]);
    expect(applyMargin([0.6, 0.4, 0], 500)[2]).toBe(MAX_ODDS);
  });

  it('prices a single event as one side of {event, not event}', () => {
    expect(applyMarginToEvent(0.5, 500)).toBe(1904);
    expect(applyMarginToEvent(0.3, 500)).toBe(applyMargin([0.3, 0.7], 500)[0]);
  });

  it('refuses probabilities that do not sum to 1 and margins out of range', () => {
    expect(() => applyMargin([0.5, 0.4], 500)).toThrow(RangeError);
    expect(() => applyMargin([0.5, 0.5], -1)).toThrow(RangeError);
    expect(() => applyMargin([0.5, 0.5], 3001)).toThrow(RangeError);
    expect(() => applyMargin([0.5, 0.5], 2.5)).toThrow(RangeError);
    expect(() => applyMargin([], 500)).toThrow(RangeError);
  });
});
