import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketballModel } from './basketball';
import {
  basketballMainSpreadLine,
  basketballMainTotalLine,
  basketballSpread,
  basketballTotal,
} from './basketball-markets';
import { type BuilderSelection, priceBasketballBuilder } from './builder';
import { impliedBasketballModel } from './implied-basketball';
import { outcomeProbability } from './price';

const leg = (key: BuilderSelection['key'], specifier: string, outcome: string): BuilderSelection => ({
  matchId: 'm1',
  key,
  specifier,
  outcome,
});

const gameState = fc.record({
  homeRating: fc.double({ min: -12, max: 12, noNaN: true }),
  expectedTotal: fc.double({ min: 170, max: 250, noNaN: true }),
  minutesLeft: fc.integer({ min: 6, max: 48 }),
  score: fc.record({ home: fc.integer({ min: 0, max: 90 }), away: fc.integer({ min: 0, max: 90 }) }),
});

/** What the book sees of a game: the fair chances on its main spread and main total lines. */
const pricesOf = (model: ReturnType<typeof basketballModel>) => {
  const spread = basketballMainSpreadLine(model.finalMargin);
  const line = basketballMainTotalLine(model.finalTotal);
  return {
    margin: { hcpQuarters: spread * 4, home: outcomeProbability(basketballSpread(model, spread), 'home') },
    total: { lineQuarters: line * 4, over: outcomeProbability(basketballTotal(model, line), 'over') },
  };
};

describe('the basketball model implied by prices', () => {
  it('gives back the prices it was read from, and the joint margin-total price of the model behind them', () => {
    fc.assert(
      fc.property(gameState, ({ homeRating, expectedTotal, minutesLeft, score }) => {
        const state = { minutesLeft, score: minutesLeft === 48 ? { home: 0, away: 0 } : score };
        const truth = basketballModel({ homeRating, awayRating: 0, expectedTotal }, state);
        const { margin, total } = pricesOf(truth);
        const implied = impliedBasketballModel(state, margin, total);
        const again = pricesOf(implied);
        expect(again.margin.hcpQuarters).toBe(margin.hcpQuarters);
        expect(again.margin.home).toBeCloseTo(margin.home, 6);
        expect(again.total.lineQuarters).toBe(total.lineQuarters);
        expect(again.total.over).toBeCloseTo(total.over, 6);
        // Same prices, same model: a builder on it prices as on the model behind the prices.
        const selections = [
          leg('bk.spread', `hcp=${margin.hcpQuarters / 4}`, 'home'),
          leg('bk.total', `total=${total.lineQuarters / 4}`, 'under'),
        ];
        const fromTruth = priceBasketballBuilder('m1', truth, selections, 0);
        const fromPrices = priceBasketballBuilder('m1', implied, selections, 0);
        if (!fromTruth.ok || !fromPrices.ok) throw new Error('a half-point spread and total always price');
        expect(fromPrices.probability).toBeCloseTo(fromTruth.probability, 5);
      }),
      { numRuns: 12 },
    );
    // Each run fits a model by bisection (about 20 ms); a busy machine must not fail it on time.
  }, 60_000);

  it('reads the margin from the moneyline as well as from a half-point spread', () => {
    const implied = impliedBasketballModel({}, { hcpQuarters: 0, home: 0.7 }, { lineQuarters: 882, over: 0.5 });
    const home = implied.finalMargin.p.reduce((sum, p, i) => (implied.finalMargin.offset + i > 0 ? sum + p : sum), 0);
    expect(home).toBeCloseTo(0.7, 6);
    expect(outcomeProbability(basketballTotal(implied, 220.5), 'over')).toBeCloseTo(0.5, 6);
  });

  it('refuses lines that can push and chances that are not chances', () => {
    const total = { lineQuarters: 882, over: 0.5 };
    expect(() => impliedBasketballModel({}, { hcpQuarters: -12, home: 0.5 }, total)).toThrow(RangeError);
    expect(() => impliedBasketballModel({}, { hcpQuarters: -14, home: 0.5 }, { lineQuarters: 880, over: 0.5 })).toThrow(
      RangeError,
    );
    expect(() => impliedBasketballModel({}, { hcpQuarters: 0, home: 1 }, total)).toThrow(RangeError);
    expect(() => impliedBasketballModel({}, { hcpQuarters: 0, home: Number.NaN }, total)).toThrow(RangeError);
  });
});
