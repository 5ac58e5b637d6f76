import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asianResult,
  expectedReturn,
  fairProbability,
  mirrorResult,
  returnShares,
  type SettlementResult,
  voidFactor,
  winLose,
} from './results';

describe('asianResult', () => {
  // [line, margin of the side, result]: hand-worked.
  it.each<[number, number, SettlementResult]>([
    [-0.75, 1, 'half-win'],
    [-0.75, 2, 'win'],
    [-0.75, 0, 'lose'],
    [-0.25, 0, 'half-lose'],
    [-0.25, 1, 'win'],
    [0.25, 0, 'half-win'],
    [0.25, -1, 'lose'],
    [0.75, -1, 'half-lose'],
    [0, 0, 'push'],
    [0, 1, 'win'],
    [-1, 1, 'push'],
    [-1, 2, 'win'],
    [-1.25, 1, 'half-lose'],
    [-1.5, 1, 'lose'],
    [-1.5, 2, 'win'],
    [0.5, 0, 'win'],
    [-2.5, 3, 'win'],
  ])('line %f with margin %i is %s', (line, margin, result) => {
    expect(asianResult(margin, line * 4)).toBe(result);
  });

  it('over and under read a total the same way (over 2.25 on 2 goals half-loses)', () => {
    expect(asianResult(2, -9)).toBe('half-lose');
    expect(asianResult(-2, 9)).toBe('half-win');
    expect(asianResult(3, -11)).toBe('half-win');
    expect(asianResult(3, -12)).toBe('push');
  });

  it('gives the other side the mirror result', () => {
    fc.assert(
      fc.property(fc.integer({ min: -12, max: 12 }), fc.integer({ min: -40, max: 40 }), (margin, line) => {
        expect(asianResult(-margin, -line)).toBe(mirrorResult(asianResult(margin, line)));
      }),
    );
  });

  it('splits a quarter-line stake into two half-stakes on its neighbouring lines', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -12, max: 12 }),
        fc.integer({ min: -20, max: 19 }).map((n) => 2 * n + 1),
        fc.double({ min: 1.01, max: 50, noNaN: true }),
        (margin, quarterLine, odds) => {
          const payout = (result: SettlementResult) => {
            const shares = returnShares(result);
            return shares.oddsShare * odds + shares.stakeShare;
          };
          const split =
            (payout(asianResult(margin, quarterLine - 1)) + payout(asianResult(margin, quarterLine + 1))) / 2;
          expect(payout(asianResult(margin, quarterLine))).toBeCloseTo(split, 12);
        },
      ),
    );
  });

  it('refuses fractional margins and lines', () => {
    expect(() => asianResult(1.5, 0)).toThrow(RangeError);
    expect(() => asianResult(1, 0.5)).toThrow(RangeError);
  });
});

describe('returns and void factors', () => {
  it.each<[SettlementResult, number, number, number]>([
    ['win', 0, 1, 0],
    ['half-win', 0.5, 0.5, 0.5],
    ['push', 1, 0, 1],
    ['void', 1, 0, 1],
    ['half-lose', 0.5, 0, 0.5],
    ['lose', 0, 0, 0],
  ])('%s: void factor %f, return = %f x odds + %f x stake', (result, factor, oddsShare, stakeShare) => {
    expect(voidFactor(result)).toBe(factor);
    expect(returnShares(result)).toEqual({ oddsShare, stakeShare });
  });

  it('prices so that the expected return at the fair price is exactly the stake', () => {
    const quarterLine = { win: 0.4, 'half-win': 0, push: 0, void: 0, 'half-lose': 0.3, lose: 0.3 };
    const p = fairProbability(quarterLine)!;
    expect(p).toBeCloseTo(0.4 / 0.85, 15);
    expect(expectedReturn(quarterLine, 1 / p)).toBeCloseTo(1, 15);
    expect(fairProbability(winLose(0.3))).toBe(0.3);
    expect(fairProbability({ ...winLose(0), push: 1, lose: 0 })).toBeNull();
  });
});
