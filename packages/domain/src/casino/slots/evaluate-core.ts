import type { CompiledSlot } from './compile';
import { SLOT_REELS, SLOT_ROWS } from './types';

// The one place the rules of a spin are read. evaluateSpin (for players) and simulateRtp (for
// checking the maths) both run this code; the first passes a list to record each win, the second
// passes null so a million spins allocate nothing.

// Local copies: module bindings can compile to getters under some loaders, too slow for hot loops.
const REELS = SLOT_REELS;
const ROWS = SLOT_ROWS;

/** A win as the core finds it, in bet units before any free-spin multiplier. */
export interface RawWin {
  /** Line index, or -1 for a ways win. */
  readonly line: number;
  /** Paying symbol index (the wild for a line of wilds alone). */
  readonly symbol: number;
  /** Symbols in the run (lines) or reels in the run (ways). */
  readonly count: number;
  /** Number of ways (1 for a line win). */
  readonly ways: number;
  readonly units: number;
}

/** Writes the visible symbols into grid[reel * 3 + row]; throws a RangeError on a bad stop. */
export function fillGrid(slot: CompiledSlot, stops: ArrayLike<number>, grid: Int32Array): void {
  if (stops.length !== REELS) throw new RangeError(`needs ${REELS} stops`);
  for (let reel = 0; reel < REELS; reel++) {
    const strip = slot.strips[reel]!;
    const stop = stops[reel]!;
    if (!Number.isInteger(stop) || stop < 0 || stop >= strip.length) {
      throw new RangeError(`stop ${stop} is off reel ${reel + 1}`);
    }
    for (let row = 0; row < ROWS; row++) grid[reel * ROWS + row] = strip[(stop + row) % strip.length]!;
  }
}

/** Scatters anywhere in view (at most one per reel, which compileSlot guarantees). */
export function countScatters(slot: CompiledSlot, grid: Int32Array): number {
  let count = 0;
  for (let cell = 0; cell < REELS * ROWS; cell++) if (grid[cell] === slot.scatter) count++;
  return count;
}

/**
 * Line wins, left to right from reel 1. A line reads leading wilds, then the first other symbol s;
 * the run is every following s or wild. The line pays the better of s's pay for the whole run and
 * the wild's own pay for the leading wilds alone (so W W W A K pays max(wild x3, A x4)); a line of
 * five wilds pays the wild's 5-of-a-kind. A scatter ends a run: wilds do not stand in for it. On
 * a tie the symbol run is reported, since it covers more reels.
 */
function lineWins(slot: CompiledSlot, grid: Int32Array, out: RawWin[] | null): number {
  const { lines, pays, wild, scatter } = slot;
  let total = 0;
  for (let line = 0; line < slot.lineCount; line++) {
    const base = line * REELS;
    let wilds = 0;
    while (wilds < REELS && grid[wilds * ROWS + lines[base + wilds]!] === wild) wilds++;
    const wildUnits = wild >= 0 ? pays[wild * 6 + wilds]! : 0;
    let symbol = -1;
    let run = wilds;
    let symbolUnits = 0;
    if (wilds < REELS) {
      symbol = grid[wilds * ROWS + lines[base + wilds]!]!;
      if (symbol !== scatter) {
        run = wilds + 1;
        while (run < REELS) {
          const next = grid[run * ROWS + lines[base + run]!];
          if (next !== symbol && next !== wild) break;
          run++;
        }
        symbolUnits = pays[symbol * 6 + run]!;
      }
    }
    if (symbolUnits > 0 && symbolUnits >= wildUnits) {
      total += symbolUnits;
      out?.push({ line, symbol, count: run, ways: 1, units: symbolUnits });
    } else if (wildUnits > 0) {
      total += wildUnits;
      out?.push({ line, symbol: wild, count: wilds, ways: 1, units: wildUnits });
    }
  }
  return total;
}

/**
 * Ways wins (243 ways on 5x3): for each regular symbol, the run is the number of adjacent reels
 * from reel 1 showing it or a wild, and it pays its run pay times the product of those per-reel
 * counts. The wild pays nothing alone in a ways game and is never on reel 1 (see compileSlot).
 */
function waysWins(slot: CompiledSlot, grid: Int32Array, counts: Int32Array, out: RawWin[] | null): number {
  const { pays, wild, symbolCount } = slot;
  counts.fill(0);
  for (let reel = 0; reel < REELS; reel++) {
    for (let row = 0; row < ROWS; row++) counts[reel * symbolCount + grid[reel * ROWS + row]!]!++;
  }
  let total = 0;
  for (const symbol of slot.regulars) {
    let ways = 1;
    let run = 0;
    while (run < REELS) {
      const here = counts[run * symbolCount + symbol]! + (wild >= 0 ? counts[run * symbolCount + wild]! : 0);
      if (here === 0) break;
      ways *= here;
      run++;
    }
    const units = pays[symbol * 6 + run]! * ways;
    if (units > 0) {
      total += units;
      out?.push({ line: -1, symbol, count: run, ways, units });
    }
  }
  return total;
}

/** Scratch space for one evaluation at a time, reused so hot loops do not allocate. */
export interface SpinScratch {
  readonly grid: Int32Array;
  readonly counts: Int32Array;
}

/** Scratch sized for a slot. */
export function createScratch(slot: CompiledSlot): SpinScratch {
  return {
    grid: new Int32Array(REELS * ROWS),
    counts: new Int32Array(REELS * slot.symbolCount),
  };
}

/**
 * The win of the grid in scratch.grid, in bet units, before any free-spin multiplier: line or way
 * wins plus the scatter pay. Records each line/way win in `out` when given.
 */
export function evaluateGrid(slot: CompiledSlot, scratch: SpinScratch, out: RawWin[] | null): number {
  const paid = slot.ways ? waysWins(slot, scratch.grid, scratch.counts, out) : lineWins(slot, scratch.grid, out);
  return paid + slot.scatterUnits[countScatters(slot, scratch.grid)]!;
}
