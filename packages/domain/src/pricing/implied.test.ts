import { describe, expect, it } from 'vitest';
import { scoreMass, scoreMatrix } from './football';
import { fairFromOdds, impliedRemainingRates } from './implied';

const probabilitiesOf = (rates: { home: number; away: number }, score = { home: 0, away: 0 }, lineQuarters = 10) => {
  const m = scoreMatrix(rates, score);
  return {
    result: {
      home: scoreMass(m, (h, a) => h > a),
      draw: scoreMass(m, (h, a) => h === a),
      away: scoreMass(m, (h, a) => h < a),
    },
    over: scoreMass(m, (h, a) => 4 * (h + a) > lineQuarters),
  };
};

describe('the football model read back from prices', () => {
  it.each([
    [
      { home: 1.6, away: 1.1 },
      { home: 0, away: 0 },
    ],
    [
      { home: 0.7, away: 2.2 },
      { home: 0, away: 0 },
    ],
    [
      { home: 0.5, away: 0.35 },
      { home: 1, away: 0 },
    ],
  ])('recovers the rates %j from the 1X2 and the total at %j', (rates, score) => {
    const line = 4 * (score.home + score.away) + 10;
    const { result, over } = probabilitiesOf(rates, score, line);
    const fitted = impliedRemainingRates(score, result, { lineQuarters: line, over });
    expect(fitted.home).toBeCloseTo(rates.home, 2);
    expect(fitted.away).toBeCloseTo(rates.away, 2);
  });

  it('recovers them from the 1X2 alone, through the draw', () => {
    const rates = { home: 1.4, away: 1.2 };
    const fitted = impliedRemainingRates({ home: 0, away: 0 }, probabilitiesOf(rates).result);
    expect(fitted.home).toBeCloseTo(rates.home, 1);
    expect(fitted.away).toBeCloseTo(rates.away, 1);
  });

  it('takes the margin out of prices evenly and refuses what is not a line or a price', () => {
    const fair = fairFromOdds([1900, 3500, 4200]);
    expect(fair.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(fair[0]! / fair[1]!).toBeCloseTo(3500 / 1900, 12);
    expect(() => fairFromOdds([1000, 2000])).toThrow(RangeError);
    expect(() =>
      impliedRemainingRates({ home: 0, away: 0 }, { home: 0.4, draw: 0.3, away: 0.3 }, { lineQuarters: 9, over: 0.5 }),
    ).toThrow(RangeError);
  });
});
