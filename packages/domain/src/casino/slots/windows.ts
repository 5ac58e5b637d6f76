import type { CompiledSlot } from './compile';
import { SLOT_ROWS } from './types';

// The exact maths never looks at a whole grid: reels stop independently and uniformly, so every
// statistic is a sum over each reel's 3-row windows. These helpers group a reel's stops by the
// part of the window a calculation reads, with how many stops show it, so a strip of 40 symbols
// with 12 kinds collapses to a handful of weighted cases.

// Local copies: module bindings can compile to getters under some loaders, too slow for hot loops.
const ROWS = SLOT_ROWS;

/** Distinct values of a key over a reel's stops, with how many stops give each. */
export interface Grouped {
  readonly keys: Int32Array;
  readonly counts: Float64Array;
}

/** Groups the stops of `reel` by key(window), where window(row) is the symbol on that row. */
export function groupWindows(
  slot: CompiledSlot,
  reel: number,
  key: (window: (row: number) => number, scatters: number) => number,
): Grouped {
  const strip = slot.strips[reel]!;
  const tally = new Map<number, number>();
  for (let stop = 0; stop < strip.length; stop++) {
    const window = (row: number): number => strip[(stop + row) % strip.length]!;
    let scatters = 0;
    for (let row = 0; row < ROWS; row++) if (window(row) === slot.scatter) scatters++;
    const k = key(window, scatters);
    tally.set(k, (tally.get(k) ?? 0) + 1);
  }
  return { keys: Int32Array.from(tally.keys()), counts: Float64Array.from(tally.values()) };
}

/** Stops of each reel after `reel`, multiplied: how many ways the rest of the spin can go. */
export function stopsAfter(slot: CompiledSlot): number[] {
  return slot.strips.map((_, reel) => slot.strips.slice(reel + 1).reduce((product, s) => product * s.length, 1));
}

/**
 * Counts of spins by number of scatters in view (0..5): a convolution over reels, since each reel
 * shows 0 or 1 scatter independently.
 */
export function scatterCountDistribution(slot: CompiledSlot): bigint[] {
  let dist = [1n];
  slot.strips.forEach((_, reel) => {
    const grouped = groupWindows(slot, reel, (_window, scatters) => scatters);
    const next = new Array<bigint>(dist.length + 1).fill(0n);
    dist.forEach((ways, have) => {
      grouped.keys.forEach((scatters, i) => {
        next[have + scatters]! += ways * BigInt(grouped.counts[i]!);
      });
    });
    dist = next;
  });
  return dist;
}

/** Moments of the line or ways part of a spin win over all spins (sums, not yet divided). */
export interface PaidMoments {
  /** Sum over spins of P, the line/ways win in bet units. */
  readonly sum: bigint;
  /** Sum of P^2. */
  readonly sumSquared: bigint;
  /** Sum of P times the scatter pay (bet units) of the same spin. */
  readonly sumTimesScatter: bigint;
  /** Sum of P times the free spins awarded by the same spin. */
  readonly sumTimesAward: bigint;
}

/** A dense vector of non-negative weights that remembers which entries are in use. */
export class SparseWeights {
  readonly values: Float64Array;
  readonly active: Int32Array;
  size = 0;

  constructor(length: number) {
    this.values = new Float64Array(length);
    this.active = new Int32Array(length);
  }

  add(index: number, weight: number): void {
    if (this.values[index] === 0) this.active[this.size++] = index;
    this.values[index]! += weight;
  }

  clear(): void {
    for (let i = 0; i < this.size; i++) this.values[this.active[i]!] = 0;
    this.size = 0;
  }
}
