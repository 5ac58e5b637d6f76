import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileSlot } from './compile';
import { evaluateSpin } from './evaluate';
import { createScratch, evaluateGrid, fillGrid } from './evaluate-core';
import { MAIN_SLOTS } from './games';
import { PAYLINES_25 } from './paylines';
import { gridDefinition, TOY_LINES, TOY_WAYS } from './toys.fixture';
import type { SlotDefinition } from './types';

// Five lines (middle, top, bottom, V, inverted V), one unit per line: a bet of 500 is 100 a unit.
const LINES: SlotDefinition = {
  ...TOY_LINES,
  evaluation: { kind: 'lines', lines: PAYLINES_25.slice(0, 5) },
  betUnits: 5,
  scatter: { pays: [2, 10, 50], freeSpins: [5, 10, 20], freeSpinMultiplier: 2, retrigger: false },
};

// Columns are reels top to bottom. The top and bottom rows alternate C/B so that no other line
// wins, and only the middle row matters in most cases below.
const middle = (row: string): string[][] =>
  row.split(' ').map((symbol, reel) => (reel % 2 === 0 ? ['C', symbol, 'B'] : ['B', symbol, 'C']));
const spin = (def: SlotDefinition, columns: string[][], options = {}) =>
  evaluateSpin(gridDefinition(def, columns), [0, 0, 0, 0, 0], 500n, options);

describe('line wins', () => {
  it('pays three of a kind from reel 1 along the line, with positions', () => {
    const result = spin(LINES, middle('A A A B C'));
    expect(result.wins).toEqual([
      {
        kind: 'line',
        line: 0,
        symbol: 'A',
        count: 3,
        ways: 1,
        payUnits: 5,
        amountMinor: 500n,
        positions: [
          { reel: 0, row: 1 },
          { reel: 1, row: 1 },
          { reel: 2, row: 1 },
        ],
      },
    ]);
    expect(result.totalWinMinor).toBe(500n);
  });

  it('lets wilds stand in anywhere in the run', () => {
    const [win] = spin(LINES, middle('W A W A B')).wins;
    expect(win).toMatchObject({ symbol: 'A', count: 4, payUnits: 20 });
  });

  it('pays the leading wilds on their own when that beats the substituted run', () => {
    // Wild x3 = 20 beats B x4 = 10.
    const [win] = spin(LINES, middle('W W W B C')).wins;
    expect(win).toMatchObject({ symbol: 'W', count: 3, payUnits: 20 });
  });

  it('reports the symbol run when it ties with the wilds alone', () => {
    // Wild x3 = 20 and A x4 = 20: the longer run is shown.
    const [win] = spin(LINES, middle('W W W A C')).wins;
    expect(win).toMatchObject({ symbol: 'A', count: 4, payUnits: 20 });
  });

  it('pays five wilds as the wild five of a kind', () => {
    const [win] = spin(LINES, middle('W W W W W')).wins;
    expect(win).toMatchObject({ symbol: 'W', count: 5, payUnits: 500 });
  });

  it('stops a run at a scatter: wilds do not substitute for it', () => {
    expect(spin(LINES, middle('A A S A A')).wins).toEqual([]);
    expect(spin(LINES, middle('W W S A A')).wins).toEqual([]);
  });

  it('pays nothing when the run does not start on reel 1', () => {
    expect(spin(LINES, middle('B A A A A')).wins).toEqual([]);
  });

  it('pays every line that wins, each once', () => {
    const columns = ['A', 'A', 'A', 'B', 'C'].map((symbol) => [symbol, symbol, symbol]);
    // Top, middle, bottom, V and inverted V all read A A A B C.
    const result = spin(LINES, columns);
    expect(result.wins.map((win) => win.line)).toEqual([0, 1, 2, 3, 4]);
    expect(result.totalWinMinor).toBe(2500n);
  });
});

describe('ways wins', () => {
  const WAYS: SlotDefinition = { ...TOY_WAYS, scatter: { ...TOY_WAYS.scatter!, freeSpinMultiplier: 3 } };
  const columns = [
    ['A', 'B', 'C'],
    ['A', 'A', 'W'],
    ['B', 'A', 'C'],
    ['C', 'C', 'C'],
    ['A', 'B', 'C'],
  ];

  it('multiplies per-reel counts over adjacent reels from reel 1', () => {
    const result = evaluateSpin(gridDefinition(WAYS, columns), [0, 0, 0, 0, 0], 1000n);
    const summary = result.wins.map(({ symbol, count, ways, payUnits }) => ({ symbol, count, ways, payUnits }));
    expect(summary).toEqual([
      { symbol: 'A', count: 3, ways: 3, payUnits: 15 }, // 1 x (A, A, W) x 1, pays 5
      { symbol: 'B', count: 3, ways: 1, payUnits: 3 }, // 1 x W x 1
      { symbol: 'C', count: 5, ways: 3, payUnits: 75 }, // 1 x W x 1 x 3 x 1, pays 25
    ]);
    // A unit is 1000 / 10 = 100.
    expect(result.totalWinMinor).toBe((15n + 3n + 75n) * 100n);
    expect(result.wins[2]!.positions).toEqual([
      { reel: 0, row: 2 },
      { reel: 1, row: 2 },
      { reel: 2, row: 2 },
      { reel: 3, row: 0 },
      { reel: 3, row: 1 },
      { reel: 3, row: 2 },
      { reel: 4, row: 2 },
    ]);
  });
});

describe('scatters and free spins', () => {
  const threeScatters = [
    ['S', 'A', 'B'],
    ['C', 'B', 'A'],
    ['A', 'S', 'C'],
    ['B', 'C', 'A'],
    ['C', 'A', 'S'],
  ];

  it('pays scatters anywhere as a multiple of the total bet and awards free spins', () => {
    const result = spin(LINES, threeScatters);
    expect(result.scatter).toEqual({
      symbol: 'S',
      count: 3,
      amountMinor: 1000n, // 2 x the 500 bet
      freeSpins: 5,
      positions: [
        { reel: 0, row: 0 },
        { reel: 2, row: 1 },
        { reel: 4, row: 2 },
      ],
    });
    expect(result.freeSpinsAwarded).toBe(5);
  });

  it('multiplies a free spin win and awards no more spins without retrigger', () => {
    const result = spin(LINES, threeScatters, { freeSpin: true });
    expect(result.multiplier).toBe(2);
    expect(result.scatter?.amountMinor).toBe(2000n);
    expect(result.freeSpinsAwarded).toBe(0);
  });

  it('awards more free spins during free spins when the game retriggers', () => {
    const retrigger = { ...LINES, scatter: { ...LINES.scatter!, retrigger: true } };
    expect(spin(retrigger, threeScatters, { freeSpin: true }).freeSpinsAwarded).toBe(5);
  });

  it('shows no scatter win for two scatters', () => {
    const two = threeScatters.map((column, reel) => (reel === 4 ? ['C', 'A', 'B'] : column));
    expect(spin(LINES, two).scatter).toBeNull();
  });
});

describe('evaluateSpin input', () => {
  it('needs a bet that splits into whole units', () => {
    expect(() => evaluateSpin(LINES, [0, 0, 0, 0, 0], 501n)).toThrow(RangeError);
    expect(() => evaluateSpin(LINES, [0, 0, 0, 0, 0], 0n)).toThrow(RangeError);
  });

  it('refuses stops off the reel', () => {
    expect(() => evaluateSpin(LINES, [0, 0, 0, 0, 7], 500n)).toThrow(RangeError);
    expect(() => evaluateSpin(LINES, [0, 0, 0, 0], 500n)).toThrow(RangeError);
    expect(() => evaluateSpin(LINES, [0, 0, 0, 0, 0.5], 500n)).toThrow(RangeError);
  });

  it('returns the grid reel by reel, top row first', () => {
    expect(spin(LINES, middle('A B C A B')).grid[1]).toEqual(['B', 'B', 'C']);
  });
});

describe('evaluateSpin on the main games (property)', () => {
  const games = fc.constantFrom(...MAIN_SLOTS);
  const spinOf = games.chain((def) =>
    fc.tuple(
      fc.constant(def),
      fc.tuple(...def.reels.map((strip) => fc.nat({ max: strip.length - 1 }))),
      fc.bigInt({ min: 1n, max: 10_000n }),
      fc.boolean(),
    ),
  );

  it('adds up: the total is the sum of the wins, and matches the fast evaluator', () => {
    fc.assert(
      fc.property(spinOf, ([def, stops, bets, freeSpin]) => {
        const betMinor = bets * BigInt(def.betUnits);
        const result = evaluateSpin(def, stops, betMinor, { freeSpin });
        const parts = result.wins.reduce((sum, win) => sum + win.amountMinor, result.scatter?.amountMinor ?? 0n);
        expect(result.totalWinMinor).toBe(parts);
        const slot = compileSlot(def);
        const scratch = createScratch(slot);
        fillGrid(slot, stops, scratch.grid);
        expect(result.totalWinUnits).toBe(evaluateGrid(slot, scratch, null) * result.multiplier);
        expect(result.totalWinMinor).toBe(BigInt(result.totalWinUnits) * bets);
        for (const win of result.wins) {
          expect(win.amountMinor).toBeGreaterThan(0n);
          for (const { reel, row } of win.positions) {
            const shown = result.grid[reel]![row]!;
            expect(shown === win.symbol || shown === 'W').toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
