import type { CompiledSlot } from './compile';
import { SLOT_REELS, SLOT_ROWS } from './types';
import { type Grouped, groupWindows, type PaidMoments, SparseWeights, stopsAfter } from './windows';

// Exact moments of the total line win. One line reads one row per reel and reels are independent,
// so a line's pay follows a small state machine driven reel by reel; summing over each reel's
// grouped windows gives the exact distribution of its pay. The square of the total needs every
// pair of lines jointly (they share reels), so the same machine runs on pairs of lines: the state
// is the pair of line states, each reel reads the two rows the lines use. This is exact (integer
// counts of spins, no sampling) and costs lines^2 small DPs instead of enumerating every spin.

// Local copies: module bindings can compile to getters under some loaders, too slow for hot loops.
const REELS = SLOT_REELS;
const ROWS = SLOT_ROWS;

// Line states, as the evaluator reads a line left to right:
//   0                    only wilds so far (their number is the reels read);
//   1 + w * S + s        w leading wilds, then symbol s, every symbol so far s or wild;
//   terminalBase + p     the line is settled and pays payValues[p] units.
interface LineMachine {
  readonly terminalBase: number;
  readonly stateCount: number;
  /** next[reel][state * S + symbol] for the running states. */
  readonly next: readonly Int32Array[];
  /** final[state]: the terminal state once all five reels are read. */
  readonly final: Int32Array;
  readonly payValues: readonly number[];
}

function buildMachine(slot: CompiledSlot): LineMachine {
  const { symbolCount: S, wild, scatter, pays } = slot;
  const terminalBase = 1 + REELS * S;
  const payValues: number[] = [];
  const payIndex = new Map<number, number>();
  const terminal = (units: number): number => {
    let p = payIndex.get(units);
    if (p === undefined) {
      p = payValues.push(units) - 1;
      payIndex.set(units, p);
    }
    return terminalBase + p;
  };
  const wildPay = (count: number): number => (wild >= 0 ? pays[wild * 6 + count]! : 0);
  const running = (wilds: number, symbol: number): number => 1 + wilds * S + symbol;
  // The evaluator pays max(run pay, leading-wild pay); the machine settles to the same number.
  const settle = (wilds: number, symbol: number, run: number): number =>
    terminal(Math.max(wildPay(wilds), pays[symbol * 6 + run]!));
  terminal(0);

  const next = Array.from({ length: REELS }, (_, reel) => {
    const table = new Int32Array(terminalBase * S).fill(-1);
    for (let x = 0; x < S; x++) {
      table[x] = x === wild ? 0 : x === scatter ? terminal(wildPay(reel)) : running(reel, x);
    }
    for (let wilds = 0; wilds < reel; wilds++) {
      for (const symbol of slot.regulars) {
        const state = running(wilds, symbol);
        for (let x = 0; x < S; x++) {
          table[state * S + x] = x === symbol || x === wild ? state : settle(wilds, symbol, reel);
        }
      }
    }
    return table;
  });
  const final = new Int32Array(terminalBase);
  final[0] = terminal(wildPay(REELS));
  for (let wilds = 0; wilds < REELS; wilds++) {
    for (const symbol of slot.regulars) final[running(wilds, symbol)] = settle(wilds, symbol, REELS);
  }
  return { terminalBase, stateCount: terminalBase + payValues.length, next, final, payValues };
}

function lineRow(slot: CompiledSlot, line: number, reel: number): number {
  return slot.lines[line * REELS + reel]!;
}

/**
 * One line's pay jointly with the scatter count: counts[p * 6 + c] spins settle the line at
 * payValues[p] with c scatters in view. Lines that settle at 0 are dropped: every moment needed
 * here is a multiple of the line pay.
 */
function lineWithScatters(slot: CompiledSlot, machine: LineMachine, line: number): Float64Array {
  const { terminalBase, stateCount, next, final, payValues } = machine;
  const S = slot.symbolCount;
  const C = REELS + 1;
  let current = new SparseWeights(stateCount * C);
  let following = new SparseWeights(stateCount * C);
  current.add(0, 1);
  for (let reel = 0; reel < REELS; reel++) {
    const row = lineRow(slot, line, reel);
    const groups = groupWindows(slot, reel, (window, scatters) => window(row) * 2 + scatters);
    const table = next[reel]!;
    for (let i = 0; i < current.size; i++) {
      const index = current.active[i]!;
      const weight = current.values[index]!;
      const state = Math.floor(index / C);
      const scatters = index % C;
      for (let g = 0; g < groups.keys.length; g++) {
        const key = groups.keys[g]!;
        const to = state >= terminalBase ? state : table[state * S + (key >> 1)]!;
        if (to === terminalBase) continue; // settled at 0
        following.add(to * C + scatters + (key & 1), weight * groups.counts[g]!);
      }
    }
    [current, following] = [following, current];
    following.clear();
  }
  const counts = new Float64Array(payValues.length * C);
  for (let i = 0; i < current.size; i++) {
    const index = current.active[i]!;
    const state = Math.floor(index / C);
    const settled = state >= terminalBase ? state : final[state]!;
    counts[(settled - terminalBase) * C + (index % C)]! += current.values[index]!;
  }
  return counts;
}

/** A reel's stops grouped by the symbols on one row, and on every pair of rows. */
interface ReelGroups {
  /** byRow[row]: keys are the symbol on that row. */
  readonly byRow: readonly Grouped[];
  /** byRows[rowA * 3 + rowB]: keys are symbolA * S + symbolB. */
  readonly byRows: readonly Grouped[];
}

function reelGroups(slot: CompiledSlot): ReelGroups[] {
  const S = slot.symbolCount;
  return slot.strips.map((_, reel) => ({
    byRow: Array.from({ length: ROWS }, (_, row) => groupWindows(slot, reel, (window) => window(row))),
    byRows: Array.from({ length: ROWS * ROWS }, (_, rows) =>
      groupWindows(slot, reel, (window) => window(Math.floor(rows / ROWS)) * S + window(rows % ROWS)),
    ),
  }));
}

/** Buffers reused across the pair DPs of one calculation. */
interface PairBuffers {
  current: SparseWeights;
  following: SparseWeights;
  readonly counts: Float64Array;
}

/**
 * Two lines jointly: counts[p * P + q] spins settle the first at payValues[p] and the second at
 * payValues[q], for p, q > 0 (a zero pay makes the product zero, so those paths are dropped early).
 * Once both are settled the remaining reels are summed in one step.
 */
function linePair(
  slot: CompiledSlot,
  machine: LineMachine,
  groups: readonly ReelGroups[],
  a: number,
  b: number,
  after: readonly number[],
  buffers: PairBuffers,
): Float64Array {
  const { terminalBase, stateCount, next, final, payValues } = machine;
  const S = slot.symbolCount;
  const P = payValues.length;
  const { counts } = buffers;
  counts.fill(0);
  let { current, following } = buffers;
  current.clear();
  following.clear();
  current.add(0, 1);
  for (let reel = 0; reel < REELS; reel++) {
    const rowA = lineRow(slot, a, reel);
    const rowB = lineRow(slot, b, reel);
    const reelGroup = groups[reel]!;
    const both = reelGroup.byRows[rowA * ROWS + rowB]!;
    const onlyA = reelGroup.byRow[rowA]!;
    const onlyB = reelGroup.byRow[rowB]!;
    const table = next[reel]!;
    const rest = after[reel]!;
    for (let i = 0; i < current.size; i++) {
      const index = current.active[i]!;
      const weight = current.values[index]!;
      const stateB = index % stateCount;
      const stateA = (index - stateB) / stateCount;
      const settledA = stateA >= terminalBase;
      const settledB = stateB >= terminalBase;
      // A settled line ignores its row, so only the other line's row needs grouping.
      const grouped = settledA ? onlyB : settledB ? onlyA : both;
      const { keys, counts: stops } = grouped;
      for (let g = 0; g < keys.length; g++) {
        const key = keys[g]!;
        let toA = stateA;
        let toB = stateB;
        if (settledA) toB = table[stateB * S + key]!;
        else if (settledB) toA = table[stateA * S + key]!;
        else {
          const symbolB = key % S;
          toA = table[stateA * S + (key - symbolB) / S]!;
          toB = table[stateB * S + symbolB]!;
        }
        if (toA === terminalBase || toB === terminalBase) continue;
        const ways = weight * stops[g]!;
        if (toA >= terminalBase && toB >= terminalBase) {
          counts[(toA - terminalBase) * P + (toB - terminalBase)]! += ways * rest;
        } else {
          following.add(toA * stateCount + toB, ways);
        }
      }
    }
    [current, following] = [following, current];
    following.clear();
  }
  for (let i = 0; i < current.size; i++) {
    const index = current.active[i]!;
    const stateB = index % stateCount;
    const stateA = (index - stateB) / stateCount;
    const toA = stateA >= terminalBase ? stateA : final[stateA]!;
    const toB = stateB >= terminalBase ? stateB : final[stateB]!;
    counts[(toA - terminalBase) * P + (toB - terminalBase)]! += current.values[index]!;
  }
  return counts;
}

/** Exact moments of the summed line wins of a line game (see PaidMoments). */
export function lineMoments(slot: CompiledSlot): PaidMoments {
  const machine = buildMachine(slot);
  const pays = machine.payValues.map(BigInt);
  const P = pays.length;
  const C = REELS + 1;
  const after = stopsAfter(slot);
  const groups = reelGroups(slot);
  const states = machine.stateCount * machine.stateCount;
  const buffers: PairBuffers = {
    current: new SparseWeights(states),
    following: new SparseWeights(states),
    counts: new Float64Array(P * P),
  };
  let sum = 0n;
  let sumSquared = 0n;
  let sumTimesScatter = 0n;
  let sumTimesAward = 0n;
  for (let line = 0; line < slot.lineCount; line++) {
    const counts = lineWithScatters(slot, machine, line);
    for (let p = 1; p < P; p++) {
      for (let c = 0; c < C; c++) {
        const spins = BigInt(counts[p * C + c]!);
        if (spins === 0n) continue;
        const paid = spins * pays[p]!;
        sum += paid;
        sumSquared += paid * pays[p]!;
        sumTimesScatter += paid * BigInt(slot.scatterUnits[c]!);
        sumTimesAward += paid * BigInt(slot.awards[c]!);
      }
    }
    for (let other = line + 1; other < slot.lineCount; other++) {
      const joint = linePair(slot, machine, groups, line, other, after, buffers);
      for (let p = 1; p < P; p++) {
        for (let q = 1; q < P; q++) {
          const spins = joint[p * P + q]!;
          if (spins !== 0) sumSquared += 2n * BigInt(spins) * pays[p]! * pays[q]!;
        }
      }
    }
  }
  return { sum, sumSquared, sumTimesScatter, sumTimesAward };
}
