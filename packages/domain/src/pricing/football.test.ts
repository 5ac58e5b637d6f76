import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  footballModel,
  footballRates,
  goalDifference,
  remainingGoalShare,
  type ScoreMatrix,
  scoreMass,
  scoreMatrix,
  totalGoals,
} from './football';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const matrixTotal = (m: ScoreMatrix) => sum(m.cells);

describe('footballRates', () => {
  it('gives the home side its advantage between equal teams', () => {
    const even = { attack: 0, defence: 0 };
    const rates = footballRates(even, even);
    expect(rates.home).toBeCloseTo(1.35 * Math.exp(0.25), 12);
    expect(rates.away).toBeCloseTo(1.35, 12);
    expect(footballRates(even, even, { homeAdvantage: 0 })).toEqual({ home: 1.35, away: 1.35 });
  });

  it('scores more with a better attack and concedes less with a better (lower) defence', () => {
    const base = footballRates({ attack: 0, defence: 0 }, { attack: 0, defence: 0 });
    const strong = footballRates({ attack: 0.3, defence: -0.3 }, { attack: 0, defence: 0 });
    expect(strong.home).toBeGreaterThan(base.home);
    expect(strong.away).toBeLessThan(base.away);
  });

  it('refuses absurd ratings', () => {
    expect(() => footballRates({ attack: 9, defence: 0 }, { attack: 0, defence: 0 })).toThrow(RangeError);
  });
});

describe('scoreMatrix', () => {
  it('sums to 1 with the tail lumped into the cap', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 6, noNaN: true }),
        fc.double({ min: 0, max: 6, noNaN: true }),
        fc.integer({ min: 1, max: 20 }),
        (home, away, maxGoals) => {
          expect(Math.abs(matrixTotal(scoreMatrix({ home, away }, { home: 1, away: 2 }, maxGoals)) - 1)).toBeLessThan(
            1e-12,
          );
        },
      ),
    );
  });

  it('is the product of two Poisson pmfs below the cap, shifted by the current score', () => {
    const m = scoreMatrix({ home: 1.4, away: 0.9 }, { home: 2, away: 1 });
    const poisson = (rate: number, k: number) => (Math.exp(-rate) * rate ** k) / [1, 1, 2, 6][k]!;
    expect(scoreMass(m, (h, a) => h === 3 && a === 1)).toBeCloseTo(poisson(1.4, 1) * poisson(0.9, 0), 15);
    expect(scoreMass(m, (h, a) => h < 2 || a < 1)).toBe(0);
    expect(goalDifference(m).offset).toBe(1 - 10);
    expect(totalGoals(m).offset).toBe(3);
  });
});

describe('footballModel', () => {
  const rates = { home: 1.6, away: 1.1 };

  it('plays out the goal share: 45% in the first half, none after full time', () => {
    expect(remainingGoalShare(0, 90, 0.45)).toBe(1);
    expect(remainingGoalShare(45, 90, 0.45)).toBeCloseTo(0.55, 15);
    expect(remainingGoalShare(22.5, 90, 0.45)).toBeCloseTo(0.775, 15);
    expect(remainingGoalShare(90, 90, 0.45)).toBe(0);
    expect(remainingGoalShare(96, 96, 0.45)).toBe(0);
  });

  it('prices pre-match from the full rates and the first half from its share', () => {
    const model = footballModel({ rates });
    expect(model.remaining).toEqual(rates);
    expect(model.firstHalf).not.toBeNull();
    const firstHalfGoals = sum(totalGoals(model.firstHalf!).p.map((p, i) => p * i));
    expect(firstHalfGoals).toBeCloseTo(0.45 * 2.7, 6);
  });

  it('scales the remaining rates by the time left and adds the current score', () => {
    const model = footballModel({ rates, elapsedMinutes: 60, score: { home: 1, away: 0 } });
    const left = 0.55 * (30 / 45);
    expect(model.remaining.home).toBeCloseTo(1.6 * left, 12);
    expect(model.fullTime.base).toEqual({ home: 1, away: 0 });
    expect(model.firstHalf).toBeNull();
  });

  it('knows the result at full time', () => {
    const model = footballModel({ rates, elapsedMinutes: 90, score: { home: 2, away: 2 } });
    expect(scoreMass(model.fullTime, (h, a) => h === 2 && a === 2)).toBe(1);
  });

  it('counts stoppage time as playing time', () => {
    const model = footballModel({ rates, elapsedMinutes: 90, stoppageMinutes: 6 });
    expect(model.remaining.home).toBeGreaterThan(0);
    expect(() => footballModel({ rates, elapsedMinutes: 97, stoppageMinutes: 6 })).toThrow(RangeError);
  });

  it('lowers a side with a red card and raises its opponent', () => {
    const plain = footballModel({ rates, elapsedMinutes: 30 });
    const card = footballModel({ rates, elapsedMinutes: 30, redCards: { home: 1, away: 0 } });
    expect(card.remaining.home).toBeLessThan(plain.remaining.home);
    expect(card.remaining.away).toBeGreaterThan(plain.remaining.away);
    expect(() => footballModel({ rates, redCards: { home: 5, away: 0 } })).toThrow(RangeError);
  });
});
