import { compileSlot } from './compile';
import { createScratch, evaluateGrid, fillGrid, type RawWin } from './evaluate-core';
import { type ReelStops, SLOT_REELS, SLOT_ROWS, type SlotDefinition } from './types';

/** A cell of the grid, for animating a win. */
export interface SlotPosition {
  readonly reel: number;
  readonly row: number;
}

/** A line or ways win. Amounts include the free-spin multiplier when the spin is a free spin. */
export interface SlotWin {
  readonly kind: 'line' | 'ways';
  /** 0-based line index for a line win; null for a ways win. */
  readonly line: number | null;
  readonly symbol: string;
  /** Symbols in the run (line) or reels in the run (ways). */
  readonly count: number;
  /** Number of ways; 1 for a line win. */
  readonly ways: number;
  /** Paytable pay times ways, in bet units, before the multiplier. */
  readonly payUnits: number;
  readonly amountMinor: bigint;
  readonly positions: readonly SlotPosition[];
}

/** The scatter part of a spin. */
export interface SlotScatterWin {
  readonly symbol: string;
  readonly count: number;
  readonly amountMinor: bigint;
  readonly freeSpins: number;
  readonly positions: readonly SlotPosition[];
}

/** Everything a client needs to show one spin. */
export interface SlotSpinResult {
  /** grid[reel][row], symbol ids, row 0 at the top. */
  readonly grid: readonly (readonly string[])[];
  readonly wins: readonly SlotWin[];
  /** Null when fewer than three scatters landed. */
  readonly scatter: SlotScatterWin | null;
  readonly freeSpinsAwarded: number;
  /** 1 on a base spin; the game's free-spin multiplier on a free spin. */
  readonly multiplier: number;
  /** Total win in bet units including the multiplier. */
  readonly totalWinUnits: number;
  readonly totalWinMinor: bigint;
}

/** Options for evaluateSpin. */
export interface SpinOptions {
  /** A free spin applies the multiplier and awards more free spins only if the game retriggers. */
  readonly freeSpin?: boolean;
}

/**
 * Evaluates the spin that stops each reel at `stops` for a total bet of `betMinor` minor units.
 * The bet must be a positive multiple of def.betUnits, so every amount is an exact integer
 * (pay units times bet/betUnits times multiplier) and nothing is ever rounded. Throws a RangeError
 * on a bad stop or bet.
 */
export function evaluateSpin(
  def: SlotDefinition,
  stops: ReelStops,
  betMinor: bigint,
  options: SpinOptions = {},
): SlotSpinResult {
  const slot = compileSlot(def);
  const units = BigInt(slot.betUnits);
  if (betMinor <= 0n || betMinor % units !== 0n) {
    throw new RangeError(`bet must be a positive multiple of ${slot.betUnits} minor units`);
  }
  const unitMinor = betMinor / units;
  const scratch = createScratch(slot);
  const raw: RawWin[] = [];
  const free = options.freeSpin === true;
  const multiplier = free ? slot.multiplier : 1;
  const scratchGrid = scratch.grid;
  fillGrid(slot, stops, scratchGrid);
  const totalUnits = evaluateGrid(slot, scratch, raw) * multiplier;
  const grid = Array.from({ length: SLOT_REELS }, (_, reel) =>
    Array.from({ length: SLOT_ROWS }, (_, row) => slot.symbolIds[scratchGrid[reel * SLOT_ROWS + row]!]!),
  );
  const wins = raw.map((win): SlotWin => {
    const positions =
      win.line >= 0
        ? Array.from({ length: win.count }, (_, reel) => ({ reel, row: slot.lines[win.line * SLOT_REELS + reel]! }))
        : cellsWhere(scratchGrid, win.count, (symbol) => symbol === win.symbol || symbol === slot.wild);
    return {
      kind: win.line >= 0 ? 'line' : 'ways',
      line: win.line >= 0 ? win.line : null,
      symbol: slot.symbolIds[win.symbol]!,
      count: win.count,
      ways: win.ways,
      payUnits: win.units,
      amountMinor: BigInt(win.units * multiplier) * unitMinor,
      positions,
    };
  });
  const scatterPositions = cellsWhere(scratchGrid, SLOT_REELS, (symbol) => symbol === slot.scatter);
  const count = scatterPositions.length;
  const freeSpinsAwarded = !free || slot.retrigger ? slot.awards[count]! : 0;
  const scatterUnits = slot.scatterUnits[count]!;
  const scatter =
    slot.scatter >= 0 && count >= 3
      ? {
          symbol: slot.symbolIds[slot.scatter]!,
          count,
          amountMinor: BigInt(scatterUnits * multiplier) * unitMinor,
          freeSpins: freeSpinsAwarded,
          positions: scatterPositions,
        }
      : null;
  return {
    grid,
    wins,
    scatter,
    freeSpinsAwarded,
    multiplier,
    totalWinUnits: totalUnits,
    totalWinMinor: BigInt(totalUnits) * unitMinor,
  };
}

function cellsWhere(grid: Int32Array, reels: number, match: (symbol: number) => boolean): SlotPosition[] {
  const cells: SlotPosition[] = [];
  for (let reel = 0; reel < reels; reel++) {
    for (let row = 0; row < SLOT_ROWS; row++) if (match(grid[reel * SLOT_ROWS + row]!)) cells.push({ reel, row });
  }
  return cells;
}
