import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketballCurrentQuarter, basketballModel, basketballQuarter } from './basketball';
import {
  basketballMainSpreadLine,
  basketballMainTotalLine,
  basketballMoneyline,
  basketballQuarterMoneyline,
  basketballQuarterSpread,
  basketballQuarterTotal,
  basketballSpread,
  basketballTotal,
  priceBasketballMarket,
} from './basketball-markets';
import { pmfMass, pmfMean } from './distributions';
import { type MarketPrice, outcomeProbability } from './price';

const rating = fc.double({ min: -15, max: 15, noNaN: true });
const gameState = fc.record({
  params: fc.record({ homeRating: rating, awayRating: rating }),
  minutesLeft: fc.double({ min: 0, max: 48, noNaN: true }),
  score: fc.record({ home: fc.integer({ min: 0, max: 130 }), away: fc.integer({ min: 0, max: 130 }) }),
});
const halfPoint = (min: number, max: number) => fc.integer({ min, max }).map((n) => n + 0.5);

const total = (market: MarketPrice) => market.outcomes.reduce((sum, o) => sum + o.probability, 0);

describe('basketball model', () => {
  it('has no tied final and sums to 1', () => {
    fc.assert(
      fc.property(gameState, ({ params, minutesLeft, score }) => {
        const model = basketballModel(params, { minutesLeft, score });
        expect(pmfMass(model.finalMargin, (v) => v === 0)).toBe(0);
        expect(pmfMass(model.finalMargin, () => true)).toBeCloseTo(1, 12);
        expect(pmfMass(model.finalTotal, () => true)).toBeCloseTo(1, 12);
      }),
    );
  });

  it('centres pre-match on the rating gap plus home advantage and the expected total', () => {
    const model = basketballModel({ homeRating: 4, awayRating: 1 });
    expect(pmfMean(model.regulationMargin)).toBeCloseTo(5.5, 6);
    expect(pmfMean(model.regulationTotal)).toBeCloseTo(220, 6);
    expect(model.tieProbability).toBeGreaterThan(0.02);
    expect(model.tieProbability).toBeLessThan(0.04);
  });

  it('adds the expected remaining points to the score and shrinks the sd with sqrt(time left)', () => {
    const model = basketballModel(
      { homeRating: 0, awayRating: 0, homeAdvantage: 0 },
      { minutesLeft: 12, score: { home: 80, away: 70 } },
    );
    expect(pmfMean(model.regulationMargin)).toBeCloseTo(10, 6);
    expect(pmfMean(model.regulationTotal)).toBeCloseTo(150 + 55, 6);
    const sd = Math.sqrt(
      model.regulationMargin.p.reduce((s, p, i) => s + p * (model.regulationMargin.offset + i - 10) ** 2, 0),
    );
    expect(sd).toBeCloseTo(12 * Math.sqrt(0.25), 1);
  });

  it('prices a game tied at the buzzer as an overtime', () => {
    const model = basketballModel(
      { homeRating: 5, awayRating: 0 },
      { minutesLeft: 0, score: { home: 100, away: 100 } },
    );
    expect(model.tieProbability).toBe(1);
    const home = outcomeProbability(basketballMoneyline(model), 'home');
    expect(home).toBeGreaterThan(0.5);
    expect(home).toBeLessThan(0.8);
    const over = basketballModel({ homeRating: 5, awayRating: 0 }, { minutesLeft: 0, score: { home: 101, away: 100 } });
    expect(outcomeProbability(basketballMoneyline(over), 'home')).toBe(1);
  });

  it('refuses states outside the game', () => {
    expect(() => basketballModel({ homeRating: 0, awayRating: 0 }, { minutesLeft: 49 })).toThrow(RangeError);
    expect(() => basketballModel({ homeRating: 0, awayRating: 0, marginSd: 0 })).toThrow(RangeError);
  });
});

describe('basketball markets', () => {
  it('have fair probabilities that sum to 1', () => {
    fc.assert(
      fc.property(gameState, halfPoint(-20, 20), halfPoint(150, 280), (state, spread, line) => {
        const model = basketballModel(state.params, { minutesLeft: state.minutesLeft, score: state.score });
        for (const market of [
          basketballMoneyline(model),
          basketballSpread(model, spread),
          basketballTotal(model, line),
        ]) {
          expect(Math.abs(total(market) - 1)).toBeLessThan(1e-9);
        }
      }),
    );
  });

  it('a side that scores becomes no less likely to win', () => {
    fc.assert(
      fc.property(gameState, fc.integer({ min: 1, max: 3 }), (state, points) => {
        const before = basketballModel(state.params, { minutesLeft: state.minutesLeft, score: state.score });
        const after = basketballModel(state.params, {
          minutesLeft: state.minutesLeft,
          score: { ...state.score, home: state.score.home + points },
        });
        expect(outcomeProbability(basketballMoneyline(after), 'home')).toBeGreaterThanOrEqual(
          outcomeProbability(basketballMoneyline(before), 'home') - 1e-12,
        );
      }),
    );
  });

  // Not so for spreads, and rightly: at the buzzer, down 1 covers +1.5 for certain, while a tying basket
  // sends the game to overtime, which can be lost by more.
  it('lets a tying basket at the buzzer hurt the +1.5 side, as overtime really does', () => {
    const params = { homeRating: 0, awayRating: 0 };
    const downOne = basketballModel(params, { minutesLeft: 0, score: { home: 99, away: 100 } });
    const tied = basketballModel(params, { minutesLeft: 0, score: { home: 100, away: 100 } });
    expect(outcomeProbability(basketballSpread(downOne, 1.5), 'home')).toBe(1);
    expect(outcomeProbability(basketballSpread(tied, 1.5), 'home')).toBeLessThan(1);
    expect(outcomeProbability(basketballMoneyline(tied), 'home')).toBeGreaterThan(
      outcomeProbability(basketballMoneyline(downOne), 'home'),
    );
  });

  it('half-point lines never push; whole lines push on the number', () => {
    const model = basketballModel({ homeRating: 2, awayRating: 0 });
    const half = basketballSpread(model, -3.5);
    expect(half.outcomes[0]!.results.push).toBe(0);
    const whole = basketballTotal(model, 220);
    expect(whole.outcomes[0]!.results.push).toBeGreaterThan(0);
    expect(() => basketballSpread(model, -3.25)).toThrow(RangeError);
  });

  it('moneyline is even for equal teams with no home advantage', () => {
    const model = basketballModel({ homeRating: 1, awayRating: 1, homeAdvantage: 0 });
    expect(outcomeProbability(basketballMoneyline(model), 'home')).toBeCloseTo(0.5, 12);
  });

  it('main lines are the half-point lines closest to even', () => {
    const model = basketballModel({ homeRating: 6, awayRating: 0 });
    const spread = basketballMainSpreadLine(model.finalMargin);
    const line = basketballMainTotalLine(model.finalTotal);
    expect(spread).toBe(-8.5);
    expect(line).toBe(220.5);
    const distance = (m: MarketPrice) => Math.abs(m.outcomes[0]!.probability - 0.5);
    expect(distance(basketballSpread(model, spread))).toBeLessThanOrEqual(
      distance(basketballSpread(model, spread + 1)),
    );
    expect(distance(basketballSpread(model, spread))).toBeLessThanOrEqual(
      distance(basketballSpread(model, spread - 1)),
    );
    expect(distance(basketballTotal(model, line))).toBeLessThanOrEqual(distance(basketballTotal(model, line + 1)));
    expect(distance(basketballTotal(model, line))).toBeLessThanOrEqual(distance(basketballTotal(model, line - 1)));
  });
});

describe('quarter markets', () => {
  it('price a quarter from a quarter of the game, a tied quarter pushing the two-way moneyline', () => {
    const model = basketballModel({ homeRating: 4, awayRating: 0 });
    const q1 = basketballQuarter(model, 1);
    expect(pmfMean(q1.margin)).toBeCloseTo(6.5 / 4, 6);
    expect(pmfMean(q1.total)).toBeCloseTo(55, 6);
    const ml = basketballQuarterMoneyline(q1);
    expect(ml.outcomes[0]!.results.push).toBeCloseTo(
      pmfMass(q1.margin, (v) => v === 0),
      12,
    );
    for (const market of [ml, basketballQuarterSpread(q1, -1.5), basketballQuarterTotal(q1, 54.5)]) {
      expect(Math.abs(total(market) - 1)).toBeLessThan(1e-9);
    }
    expect(basketballQuarterSpread(q1, -1.5).specifier).toBe('quarter=1|hcp=-1.5');
  });

  it('update the quarter being played and refuse finished ones', () => {
    const model = basketballModel(
      { homeRating: 0, awayRating: 0, homeAdvantage: 0 },
      { minutesLeft: 18, score: { home: 70, away: 60 }, quarterScore: { home: 12, away: 4 } },
    );
    expect(basketballCurrentQuarter(model)).toBe(3);
    const q3 = basketballQuarter(model, 3);
    expect(pmfMean(q3.margin)).toBeCloseTo(8, 6);
    expect(outcomeProbability(basketballQuarterMoneyline(q3), 'home')).toBeGreaterThan(0.9);
    expect(() => basketballQuarter(model, 2)).toThrow(RangeError);
    expect(pmfMean(basketballQuarter(model, 4).margin)).toBeCloseTo(0, 6);
  });

  it('dispatch by key and specifier', () => {
    const model = basketballModel({ homeRating: 2, awayRating: 0 });
    expect(priceBasketballMarket(model, 'bk.q.total', 'quarter=2|total=54.5')).toEqual(
      basketballQuarterTotal(basketballQuarter(model, 2), 54.5),
    );
    expect(priceBasketballMarket(model, 'bk.spread', 'hcp=-4.5')).toEqual(basketballSpread(model, -4.5));
    expect(() => priceBasketballMarket(model, 'bk.q.ml', 'quarter=5')).toThrow(RangeError);
    expect(() => priceBasketballMarket(model, 'fb.1x2', '')).toThrow(RangeError);
  });
});
