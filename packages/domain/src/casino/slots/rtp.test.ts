import { describe, expect, it } from 'vitest';
import { type Fraction, fraction, fractionToNumber } from '../fraction';
import { createXoshiro128 } from '../prng';
import { spinMoments } from './moments';
import { PAYLINES_25 } from './paylines';
import { exactRtp } from './rtp';
import { simulateRtp } from './simulate';
import { enumerateMoments, TOY_LINES, TOY_SYMBOLS, TOY_WAYS } from './toys.fixture';
import type { SlotDefinition } from './types';

const MIDDLE_LINE = [PAYLINES_25[0]!];
const strips = (strip: string[]): string[][] => [strip, strip, strip, strip, strip];
const noScatter = TOY_SYMBOLS.filter((symbol) => symbol.role !== 'scatter');
const expectFraction = (actual: Fraction, num: bigint, den: bigint) => expect(actual).toEqual(fraction(num, den));

describe('exactRtp on hand-enumerated toys', () => {
  it('one line, reels A B C: E = 10*2/81 + 20*2/243 + 50/243 = 50/81', () => {
    // Each reel shows A, B or C on the middle row with chance 1/3: exactly k As from reel 1 has
    // chance (1/3)^k * 2/3 (k < 5), (1/3)^5 for k = 5.
    const def: SlotDefinition = {
      id: 'toy-abc',
      name: '玩具',
      symbols: noScatter.filter((symbol) => symbol.role === 'regular'),
      reels: strips(['A', 'B', 'C']),
      evaluation: { kind: 'lines', lines: MIDDLE_LINE },
      betUnits: 1,
      pays: { A: [10, 20, 50], B: [0, 0, 0], C: [0, 0, 0] },
    };
    const result = exactRtp(def);
    expectFraction(result.rtp, 50n, 81n);
    // E[X^2] = (100*6 + 400*2 + 2500)/243 = 1300/81; variance = 1300/81 - (50/81)^2.
    expectFraction(result.variance, 1300n * 81n - 2500n, 6561n);
    expectFraction(result.freeSpinsRtp, 0n, 1n);
  });

  it('one line, reels A W B, wild pays only for five: E = 80/9', () => {
    // A run of {A, W} of exactly n from reel 1 that holds an A: ((2/3)^n - (1/3)^n) / 3 for n < 5,
    // (2/3)^5 - (1/3)^5 for n = 5; five wilds (1/243) pay the wild's 100.
    // 10*7/81 + 20*5/81 + 50*31/243 + 100/243 = 2160/243 = 80/9.
    const def: SlotDefinition = {
      id: 'toy-awb',
      name: '玩具',
      symbols: noScatter.filter((symbol) => symbol.id !== 'C'),
      reels: strips(['A', 'W', 'B']),
      evaluation: { kind: 'lines', lines: MIDDLE_LINE },
      betUnits: 1,
      pays: { W: [0, 0, 100], A: [10, 20, 50], B: [0, 0, 0] },
    };
    expectFraction(exactRtp(def).rtp, 80n, 9n);
  });

  describe('scatter only: each reel shows the scatter with chance 1/2', () => {
    // Scatters in view ~ Binomial(5, 1/2): P(3) = 10/32, P(4) = 5/32, P(5) = 1/32.
    // Pays 1, 2, 3 x bet: E[X] = 23/32, E[X^2] = 39/32; each trigger awards 1 free spin at x2.
    const scatterOnly = (retrigger: boolean): SlotDefinition => ({
      id: 'toy-scatter',
      name: '玩具',
      symbols: TOY_SYMBOLS.filter((symbol) => symbol.role !== 'wild'),
      reels: strips(['S', 'A', 'B', 'C', 'A', 'B']),
      evaluation: { kind: 'lines', lines: MIDDLE_LINE },
      betUnits: 1,
      pays: { A: [0, 0, 0], B: [0, 0, 0], C: [0, 0, 0] },
      scatter: { pays: [1, 2, 3], freeSpins: [1, 1, 1], freeSpinMultiplier: 2, retrigger },
    });

    it('without retrigger: RTP = 23/32 * (1 + 2 * 1/2) = 23/16, variance 117/32', () => {
      const result = exactRtp(scatterOnly(false));
      expectFraction(result.triggerChance, 1n, 2n);
      expectFraction(result.baseRtp, 23n, 32n);
      expectFraction(result.rtp, 23n, 16n);
      // R = X + A * 2X' with X' an independent spin: E[R^2] = 39/32 + 4 * 23/32 * 23/32 + 2 * 39/32.
      expectFraction(result.variance, 1465n - 529n, 256n);
    });

    it('with retrigger: E[G] = 2 * (23/32) / (1 - 1/2), RTP = 23/32 + 1/2 * 23/8 = 69/32', () => {
      const result = exactRtp(scatterOnly(true));
      expectFraction(result.rtp, 69n, 32n);
      expectFraction(result.freeSpinsPerRound, 1n, 1n); // 1/2 / (1 - 1/2)
    });
  });
});

describe('spinMoments against brute force over every spin', () => {
  // The DP never enumerates spins; these toys are small enough to do it through evaluateSpin,
  // and every sum must agree to the last unit.
  it.each([
    ['lines, wild with pays, scatter', TOY_LINES],
    ['ways, wild off reel 1, scatter', TOY_WAYS],
    ['lines, wild without pays', { ...TOY_LINES, pays: { A: [5, 20, 100], B: [3, 10, 50], C: [2, 5, 25] } }],
    ['lines, all 25 lines', { ...TOY_LINES, evaluation: { kind: 'lines', lines: PAYLINES_25 }, betUnits: 25 }],
  ] as const)('%s', (_, def) => {
    expect(spinMoments(def as SlotDefinition)).toEqual(enumerateMoments(def as SlotDefinition));
  });
});

describe('free-spin series against simulation (toy with light tails)', () => {
  it.each([TOY_LINES, TOY_WAYS])('$id: mean and variance of a round', (def) => {
    const exact = exactRtp(def);
    const rounds = 200_000;
    const simulated = simulateRtp(def, rounds, createXoshiro128(2024));
    const variance = fractionToNumber(exact.variance);
    expect(Math.abs(simulated.rtp - fractionToNumber(exact.rtp))).toBeLessThan(5 * Math.sqrt(variance / rounds));
    // The sample variance of 200,000 rounds of these toys is within a few percent of the truth.
    expect(simulated.variance / variance).toBeGreaterThan(0.9);
    expect(simulated.variance / variance).toBeLessThan(1.1);
  });
});

describe('exactRtp refusals', () => {
  it('refuses retriggers that award one free spin per spin or more on average', () => {
    const endless: SlotDefinition = {
      ...TOY_LINES,
      scatter: { pays: [0, 0, 0], freeSpins: [1000, 1000, 1000], freeSpinMultiplier: 1, retrigger: true },
    };
    expect(() => exactRtp(endless)).toThrow(RangeError);
  });
});
