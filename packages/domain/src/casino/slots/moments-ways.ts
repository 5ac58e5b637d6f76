import type { CompiledSlot } from './compile';
import { SLOT_REELS, SLOT_ROWS } from './types';
import { groupWindows, type PaidMoments, stopsAfter } from './windows';

// Exact moments of the total ways win. A symbol's ways win is pay(run) times the product of its
// per-reel counts over the run, and reels are independent, so sums over all spins factor reel by
// reel. The state per symbol is "still running" or "stopped after k reels"; the weight carried is
// the number of spins times the product of counts so far (bigint: products of counts over five
// reels times spin counts can pass 2^53). Pairs of symbols run jointly for the square.

// Local copies: module bindings can compile to getters under some loaders, too slow for hot loops.
const REELS = SLOT_REELS;
const ROWS = SLOT_ROWS;

const RUNNING = 0;
// Stopped after k reels is state 1 + k; runs shorter than 3 pay nothing and are dropped.
const stopped = (run: number): number => 1 + run;
const STATES = 2 + REELS;

/** How many cells of a window show `symbol` or the wild. */
function matches(slot: CompiledSlot, window: (row: number) => number, symbol: number): number {
  let count = 0;
  for (let row = 0; row < ROWS; row++) {
    const here = window(row);
    if (here === symbol || here === slot.wild) count++;
  }
  return count;
}

/** The state after reading a reel that shows `count` matches, or -1 when the run pays nothing. */
function step(state: number, reel: number, count: number): number {
  if (state !== RUNNING) return state;
  if (count > 0) return RUNNING;
  return reel >= 3 ? stopped(reel) : -1;
}

function runOf(state: number): number {
  return state === RUNNING ? REELS : state - 1;
}

/**
 * sum over spins of W_s * W_t (W = that symbol's ways win), exact. With s === t it is the sum of
 * W_s squared: the same machine, with each running reel contributing its count squared.
 */
function pairSum(slot: CompiledSlot, s: number, t: number, after: number[]): bigint {
  const weights = new Map<number, bigint>([[RUNNING * STATES + RUNNING, 1n]]);
  let total = 0n;
  const pay = (symbol: number, state: number): bigint => BigInt(slot.pays[symbol * 6 + runOf(state)]!);
  let current = weights;
  for (let reel = 0; reel < REELS; reel++) {
    const groups = groupWindows(slot, reel, (window) => matches(slot, window, s) * 4 + matches(slot, window, t));
    const following = new Map<number, bigint>();
    for (const [index, weight] of current) {
      const stateS = Math.floor(index / STATES);
      const stateT = index % STATES;
      groups.keys.forEach((key, g) => {
        const countS = key >> 2;
        const countT = key & 3;
        const toS = step(stateS, reel, countS);
        const toT = step(stateT, reel, countT);
        if (toS < 0 || toT < 0) return;
        const factor = (toS === RUNNING ? countS : 1) * (toT === RUNNING ? countT : 1);
        const carried = weight * BigInt(groups.counts[g]! * factor);
        if (toS !== RUNNING && toT !== RUNNING) {
          total += carried * BigInt(after[reel]!) * pay(s, toS) * pay(t, toT);
        } else {
          const to = toS * STATES + toT;
          following.set(to, (following.get(to) ?? 0n) + carried);
        }
      });
    }
    current = following;
  }
  for (const [index, weight] of current) {
    total += weight * pay(s, Math.floor(index / STATES)) * pay(t, index % STATES);
  }
  return total;
}

/** One symbol's ways win jointly with the scatter count: sums of W_s by scatters in view. */
function withScatters(slot: CompiledSlot, s: number): bigint[] {
  const C = REELS + 1;
  let current = new Map<number, bigint>([[RUNNING * C, 1n]]);
  for (let reel = 0; reel < REELS; reel++) {
    const groups = groupWindows(slot, reel, (window, scatters) => matches(slot, window, s) * 2 + scatters);
    const following = new Map<number, bigint>();
    for (const [index, weight] of current) {
      const state = Math.floor(index / C);
      const scatters = index % C;
      groups.keys.forEach((key, g) => {
        const count = key >> 1;
        const to = step(state, reel, count);
        if (to < 0) return;
        const carried = weight * BigInt(groups.counts[g]! * (to === RUNNING ? count : 1));
        const at = to * C + scatters + (key & 1);
        following.set(at, (following.get(at) ?? 0n) + carried);
      });
    }
    current = following;
  }
  const byScatters = new Array<bigint>(C).fill(0n);
  for (const [index, weight] of current) {
    byScatters[index % C]! += weight * BigInt(slot.pays[s * 6 + runOf(Math.floor(index / C))]!);
  }
  return byScatters;
}

/** Exact moments of the summed ways wins of a ways game (see PaidMoments). */
export function waysMoments(slot: CompiledSlot): PaidMoments {
  const after = stopsAfter(slot);
  let sum = 0n;
  let sumSquared = 0n;
  let sumTimesScatter = 0n;
  let sumTimesAward = 0n;
  slot.regulars.forEach((s, i) => {
    withScatters(slot, s).forEach((paid, scatters) => {
      sum += paid;
      sumTimesScatter += paid * BigInt(slot.scatterUnits[scatters]!);
      sumTimesAward += paid * BigInt(slot.awards[scatters]!);
    });
    sumSquared += pairSum(slot, s, s, after);
    for (const t of slot.regulars.slice(i + 1)) sumSquared += 2n * pairSum(slot, s, t, after);
  });
  return { sum, sumSquared, sumTimesScatter, sumTimesAward };
}
