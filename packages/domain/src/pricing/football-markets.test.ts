import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { footballModel, type ScoreMatrix, scoreMass, scoreMatrix } from './football';
import {
  football1x2,
  footballAsianHandicap,
  footballBothTeamsScore,
  footballCorrectScore,
  footballHalfTime1x2,
  footballHalfTimeOverUnder,
  footballMainAsianLine,
  footballMainTotalLine,
  footballNextGoal,
  footballOverUnder,
  priceFootballMarket,
} from './football-markets';
import { type MarketPrice, marketOdds, outcomeProbability } from './price';
import { expectedReturn } from './results';

const rate = fc.double({ min: 0.1, max: 3.5, noNaN: true });
const goals = fc.integer({ min: 0, max: 4 });
// A match at any moment: rates, minute, score.
const matchState = fc.record({
  rates: fc.record({ home: rate, away: rate }),
  elapsedMinutes: fc.double({ min: 0, max: 90, noNaN: true }),
  score: fc.record({ home: goals, away: goals }),
});
const quarterLine = (min: number, max: number) => fc.integer({ min: min * 4, max: max * 4 }).map((q) => q / 4);

const probabilities = (market: MarketPrice) => market.outcomes.map((o) => o.probability);
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const side = (market: MarketPrice, outcome: string) => market.outcomes.find((o) => o.outcome === outcome)!;

describe('every football market', () => {
  it('has fair probabilities that sum to 1', () => {
    fc.assert(
      fc.property(matchState, quarterLine(-3.5, 3.5), quarterLine(0.5, 8.5), (state, hcp, total) => {
        const model = footballModel(state);
        const markets = [
          football1x2(model.fullTime),
          footballAsianHandicap(model.fullTime, hcp),
          footballOverUnder(model.fullTime, total),
          footballCorrectScore(model.fullTime),
          footballBothTeamsScore(model.fullTime),
          footballNextGoal(model),
          footballNextGoal(model, state.score.home + state.score.away + 2),
        ];
        if (model.firstHalf !== null) markets.push(footballHalfTime1x2(model), footballHalfTimeOverUnder(model, total));
        for (const market of markets) {
          expect(Math.abs(sum(probabilities(market)) - 1)).toBeLessThan(1e-9);
          for (const outcome of market.outcomes) expect(sum(Object.values(outcome.results))).toBeCloseTo(1, 9);
        }
      }),
    );
  });

  it('keeps the margined overround within the stated bound', () => {
    fc.assert(
      fc.property(
        fc.record({ home: rate, away: rate }),
        quarterLine(-1.5, 1.5),
        fc.integer({ min: 0, max: 1500 }),
        (rates, hcp, marginBp) => {
          const odds = marketOdds(footballAsianHandicap(scoreMatrix(rates), hcp), marginBp).map((o) => o.odds);
          fc.pre(!odds.includes(1010));
          const book = sum(odds.map((o) => 1000 / o)) - 1;
          expect(book).toBeGreaterThanOrEqual(marginBp / 10_000 - 1e-9);
          expect(book).toBeLessThanOrEqual(marginBp / 10_000 + 0.002 + 1e-9);
        },
      ),
    );
  });
});

describe('Asian handicap', () => {
  const anyMatrix = fc.record({ home: rate, away: rate }).map((rates) => scoreMatrix(rates));

  it('at 0 is the home win given no draw', () => {
    fc.assert(
      fc.property(anyMatrix, (m) => {
        const x12 = football1x2(m);
        const expected = outcomeProbability(x12, 'home') / (1 - outcomeProbability(x12, 'draw'));
        expect(outcomeProbability(footballAsianHandicap(m, 0), 'home')).toBeCloseTo(expected, 12);
        expect(side(footballAsianHandicap(m, 0), 'home').results.push).toBeCloseTo(outcomeProbability(x12, 'draw'), 12);
      }),
    );
  });

  it('at -0.5 is the home win and at +0.5 home-or-draw', () => {
    const m = scoreMatrix({ home: 1.5, away: 1.2 });
    const x12 = football1x2(m);
    expect(outcomeProbability(footballAsianHandicap(m, -0.5), 'home')).toBeCloseTo(outcomeProbability(x12, 'home'), 12);
    expect(outcomeProbability(footballAsianHandicap(m, 0.5), 'away')).toBeCloseTo(outcomeProbability(x12, 'away'), 12);
  });

  it('on a quarter line has the EV of the two half-stakes on its neighbours, for both sides', () => {
    fc.assert(
      fc.property(
        anyMatrix,
        quarterLine(-3, 3).filter((l) => (l * 4) % 2 !== 0),
        fc.double({ min: 1.01, max: 20, noNaN: true }),
        (m, line, odds) => {
          for (const name of ['home', 'away']) {
            const ev = (l: number) => expectedReturn(side(footballAsianHandicap(m, l), name).results, odds);
            expect(ev(line)).toBeCloseTo((ev(line - 0.25) + ev(line + 0.25)) / 2, 12);
          }
        },
      ),
    );
  });

  it('breaks -0.25 and -0.75 into the hand-worked results', () => {
    const m = scoreMatrix({ home: 1.5, away: 1.2 });
    const x12 = football1x2(m);
    const quarter = side(footballAsianHandicap(m, -0.25), 'home').results;
    expect(quarter.win).toBeCloseTo(outcomeProbability(x12, 'home'), 12);
    expect(quarter['half-lose']).toBeCloseTo(outcomeProbability(x12, 'draw'), 12);
    const threeQuarter = side(footballAsianHandicap(m, -0.75), 'home').results;
    expect(threeQuarter['half-win']).toBeCloseTo(
      scoreMass(m, (h, a) => h - a === 1),
      12,
    );
    expect(threeQuarter.win).toBeCloseTo(
      scoreMass(m, (h, a) => h - a >= 2),
      12,
    );
  });

  it('gives the away side (+h) the mirror of the home side (-h), complementary in price', () => {
    fc.assert(
      fc.property(anyMatrix, quarterLine(-3.5, 3.5), (m, line) => {
        const market = footballAsianHandicap(m, line);
        const home = side(market, 'home');
        const away = side(market, 'away');
        expect(away.results.win).toBe(home.results.lose);
        expect(away.results['half-win']).toBe(home.results['half-lose']);
        expect(away.results.push).toBe(home.results.push);
        expect(home.probability + away.probability).toBeCloseTo(1, 12);
        // Fair prices: a stake on either side at its fair price returns the stake on average.
        expect(expectedReturn(home.results, home.fairPrice)).toBeCloseTo(1, 9);
        expect(expectedReturn(away.results, away.fairPrice)).toBeCloseTo(1, 9);
      }),
    );
  });

  it('swapping the teams swaps the sides and negates the line', () => {
    const m = scoreMatrix({ home: 1.7, away: 0.8 });
    const swapped: ScoreMatrix = {
      ...m,
      cells: m.cells.map((_, k) => m.cells[(k % m.size) * m.size + Math.floor(k / m.size)]!),
    };
    expect(outcomeProbability(footballAsianHandicap(m, -0.75), 'home')).toBeCloseTo(
      outcomeProbability(footballAsianHandicap(swapped, 0.75), 'away'),
      12,
    );
  });

  it('makes the home side less likely to cover as its handicap grows', () => {
    const m = scoreMatrix({ home: 1.9, away: 1.0 });
    let previous = 1;
    for (let line = 3.5; line >= -3.5; line -= 0.25) {
      const p = outcomeProbability(footballAsianHandicap(m, line), 'home');
      expect(p).toBeLessThanOrEqual(previous + 1e-12);
      previous = p;
    }
  });
});

describe('over/under', () => {
  it('is non-increasing in the line for the over', () => {
    fc.assert(
      fc.property(matchState, (state) => {
        const m = footballModel(state).fullTime;
        let previous = 1;
        for (let line = 0.5; line <= 8.5; line += 0.25) {
          const p = outcomeProbability(footballOverUnder(m, line), 'over');
          expect(p).toBeLessThanOrEqual(previous + 1e-12);
          previous = p;
        }
      }),
    );
  });

  it('over 2.5 is P(3 or more goals) and a whole line pushes on the number', () => {
    const m = scoreMatrix({ home: 1.4, away: 1.1 });
    expect(outcomeProbability(footballOverUnder(m, 2.5), 'over')).toBeCloseTo(
      scoreMass(m, (h, a) => h + a >= 3),
      12,
    );
    expect(side(footballOverUnder(m, 2), 'under').results.push).toBeCloseTo(
      scoreMass(m, (h, a) => h + a === 2),
      12,
    );
    expect(() => footballOverUnder(m, 0)).toThrow(RangeError);
    expect(() => footballOverUnder(m, 2.1)).toThrow(RangeError);
  });
});

describe('in play', () => {
  it('a side that scores becomes no less likely to win, cover or score next', () => {
    fc.assert(
      fc.property(matchState, quarterLine(-2, 2), (state, line) => {
        const before = footballModel(state);
        const after = footballModel({ ...state, score: { ...state.score, home: state.score.home + 1 } });
        expect(outcomeProbability(football1x2(after.fullTime), 'home')).toBeGreaterThanOrEqual(
          outcomeProbability(football1x2(before.fullTime), 'home') - 1e-12,
        );
        expect(outcomeProbability(football1x2(after.fullTime), 'away')).toBeLessThanOrEqual(
          outcomeProbability(football1x2(before.fullTime), 'away') + 1e-12,
        );
        expect(outcomeProbability(footballAsianHandicap(after.fullTime, line), 'home')).toBeGreaterThanOrEqual(
          outcomeProbability(footballAsianHandicap(before.fullTime, line), 'home') - 1e-12,
        );
      }),
    );
  });

  it('becomes more certain as time runs out', () => {
    const rates = { home: 1.5, away: 1.2 };
    const early = footballModel({ rates, elapsedMinutes: 20, score: { home: 1, away: 0 } });
    const late = footballModel({ rates, elapsedMinutes: 85, score: { home: 1, away: 0 } });
    expect(outcomeProbability(football1x2(late.fullTime), 'home')).toBeGreaterThan(
      outcomeProbability(football1x2(early.fullTime), 'home'),
    );
  });

  it('prices the next goal from the remaining rates', () => {
    const model = footballModel({ rates: { home: 1.5, away: 1.0 }, elapsedMinutes: 45, score: { home: 1, away: 1 } });
    const next = footballNextGoal(model);
    expect(next.specifier).toBe('goalnr=3');
    const left = model.remaining.home + model.remaining.away;
    expect(outcomeProbability(next, 'none')).toBeCloseTo(Math.exp(-left), 12);
    expect(outcomeProbability(next, 'home') / outcomeProbability(next, 'away')).toBeCloseTo(1.5, 9);
    expect(() => footballNextGoal(model, 2)).toThrow(RangeError);
    const card = footballModel({
      rates: { home: 1.5, away: 1.0 },
      elapsedMinutes: 45,
      score: { home: 1, away: 1 },
      redCards: { home: 1, away: 0 },
    });
    expect(outcomeProbability(footballNextGoal(card), 'home')).toBeLessThan(outcomeProbability(next, 'home'));
  });

  it('settles the half-time markets once the first half is over', () => {
    const model = footballModel({ rates: { home: 1.5, away: 1.0 }, elapsedMinutes: 50 });
    expect(() => footballHalfTime1x2(model)).toThrow(RangeError);
    expect(() => priceFootballMarket(model, 'fb.htou', 'total=0.5')).toThrow(RangeError);
  });

  it('prices half-time markets from the first-half rates and the score so far', () => {
    const model = footballModel({ rates: { home: 1.5, away: 1.0 }, elapsedMinutes: 30, score: { home: 1, away: 0 } });
    const x12 = footballHalfTime1x2(model);
    expect(outcomeProbability(x12, 'home')).toBeGreaterThan(0.6);
    expect(outcomeProbability(footballHalfTimeOverUnder(model, 0.5), 'over')).toBe(1);
  });
});

describe('correct score and both teams to score', () => {
  it('names 0-0..4-4 and other, and agrees with the matrix', () => {
    const m = scoreMatrix({ home: 1.4, away: 1.1 });
    const cs = footballCorrectScore(m);
    expect(cs.outcomes).toHaveLength(26);
    expect(outcomeProbability(cs, '2-1')).toBeCloseTo(
      scoreMass(m, (h, a) => h === 2 && a === 1),
      15,
    );
    expect(outcomeProbability(cs, 'other')).toBeCloseTo(
      scoreMass(m, (h, a) => h > 4 || a > 4),
      15,
    );
    expect(outcomeProbability(footballBothTeamsScore(m), 'yes')).toBeCloseTo(
      (1 - Math.exp(-1.4)) * (1 - Math.exp(-1.1)),
      12,
    );
  });
});

describe('main lines', () => {
  it('choose the line closest to even among all candidates', () => {
    fc.assert(
      fc.property(matchState, (state) => {
        const m = footballModel(state).fullTime;
        const main = footballMainAsianLine(m);
        const distance = (line: number) => Math.abs(outcomeProbability(footballAsianHandicap(m, line), 'home') - 0.5);
        for (let line = -3.5; line <= 3.5; line += 0.25)
          expect(distance(main)).toBeLessThanOrEqual(distance(line) + 1e-12);
        const total = footballMainTotalLine(m);
        const totalDistance = (line: number) => Math.abs(outcomeProbability(footballOverUnder(m, line), 'over') - 0.5);
        for (let line = 0.5; line <= 8.5; line += 0.25)
          expect(totalDistance(total)).toBeLessThanOrEqual(totalDistance(line) + 1e-12);
      }),
      { numRuns: 40 },
    );
  });

  it('pick level for equal teams with no home advantage', () => {
    expect(footballMainAsianLine(scoreMatrix({ home: 1.3, away: 1.3 }))).toBe(0);
    expect(footballMainAsianLine(scoreMatrix({ home: 2.2, away: 0.8 }))).toBeLessThan(-0.5);
  });
});

describe('priceFootballMarket', () => {
  it('dispatches by key and specifier', () => {
    const model = footballModel({ rates: { home: 1.5, away: 1.0 } });
    expect(priceFootballMarket(model, 'fb.ah', 'hcp=-0.25')).toEqual(footballAsianHandicap(model.fullTime, -0.25));
    expect(priceFootballMarket(model, 'fb.ou', 'total=2.75')).toEqual(footballOverUnder(model.fullTime, 2.75));
    expect(priceFootballMarket(model, 'fb.nextgoal', 'goalnr=1')).toEqual(footballNextGoal(model));
    expect(priceFootballMarket(model, 'fb.ht1x2', '').key).toBe('fb.ht1x2');
    expect(() => priceFootballMarket(model, 'bk.ml', '')).toThrow(RangeError);
    expect(() => priceFootballMarket(model, 'fb.ah', 'hcp=11')).toThrow(RangeError);
  });
});
