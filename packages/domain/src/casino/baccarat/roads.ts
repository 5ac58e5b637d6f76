import type { BaccaratOutcome, BaccaratResult } from './hand';

/** Rows on a road sheet. */
export const ROAD_ROWS = 6;

/** A 珠盘路 (bead plate) cell: one per hand, ties included. */
export interface BeadCell extends BaccaratResult {
  readonly column: number;
  readonly row: number;
}

/**
 * 珠盘路: every hand in order, filling each column top to bottom (6 rows) and then the next
 * column. The client shows the last columns that fit.
 */
export function beadPlate(hands: readonly BaccaratResult[], rows = ROAD_ROWS): BeadCell[] {
  return hands.map(({ outcome, playerPair, bankerPair }, i) => ({
    column: Math.floor(i / rows),
    row: i % rows,
    outcome,
    playerPair,
    bankerPair,
  }));
}

/** A 大路 (big road) cell: a player or banker win; ties are counted on the cell before them. */
export interface BigRoadCell {
  readonly column: number;
  readonly row: number;
  readonly outcome: Exclude<BaccaratOutcome, 'tie'>;
  /** Ties dealt right after this hand, drawn as a green slash with the count. */
  readonly ties: number;
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
  /** Which run of equal outcomes (a logical column) the cell belongs to, from 0. */
  readonly streak: number;
}

/** The big road. */
export interface BigRoad {
  readonly cells: readonly BigRoadCell[];
  /** Ties before the first player or banker win: no cell to mark yet, shown on the first cell. */
  readonly leadingTies: number;
  /** Columns used, dragon tails included. */
  readonly width: number;
}

/**
 * 大路: a new column for each change between player and banker, one cell down per repeat. Ties
 * add to the tie count of the previous cell. When a run reaches the bottom row, or the cell below
 * is taken by an earlier tail, it turns right along its row (the 长龙 dragon tail), as printed
 * road sheets do; the next run starts at the top of the column after the previous run's first
 * column (moving further right if a tail holds that top cell).
 */
export function bigRoad(hands: readonly BaccaratResult[], rows = ROAD_ROWS): BigRoad {
  type Mutable = { -readonly [K in keyof BigRoadCell]: BigRoadCell[K] };
  const cells: Mutable[] = [];
  const taken = new Set<string>();
  const at = (column: number, row: number) => `${column}:${row}`;
  let leadingTies = 0;
  let streak = -1;
  let streakStart = -1;
  let turned = false;
  for (const { outcome, playerPair, bankerPair } of hands) {
    const last = cells[cells.length - 1];
    if (outcome === 'tie') {
      if (last) last.ties++;
      else leadingTies++;
      continue;
    }
    let column: number;
    let row: number;
    if (!last || last.outcome !== outcome) {
      streak++;
      column = streakStart + 1;
      while (taken.has(at(column, 0))) column++;
      streakStart = column;
      row = 0;
      turned = false;
    } else if (!turned && last.row + 1 < rows && !taken.has(at(last.column, last.row + 1))) {
      column = last.column;
      row = last.row + 1;
    } else {
      turned = true;
      column = last.column + 1;
      row = last.row;
      while (taken.has(at(column, row))) column++;
    }
    taken.add(at(column, row));
    cells.push({ column, row, outcome, ties: 0, playerPair, bankerPair, streak });
  }
  const width = cells.reduce((max, cell) => Math.max(max, cell.column + 1), 0);
  return { cells, leadingTies, width };
}
