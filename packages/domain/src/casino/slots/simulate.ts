import { type Uint32Source, uniformInt } from '../prng';
import { type CompiledSlot, compileSlot } from './compile';
import { countScatters, createScratch, evaluateGrid } from './evaluate-core';
import { SLOT_REELS, SLOT_ROWS, type SlotDefinition } from './types';

// Local copies: module bindings can compile to getters under some loaders, too slow for hot loops.
const REELS = SLOT_REELS;
const ROWS = SLOT_ROWS;

/** Result of simulating paid rounds. */
export interface SlotSimulation {
  readonly rounds: number;
  /** Total won over all rounds (free spins included), in bet units. */
  readonly winUnits: number;
  /** winUnits / (rounds * betUnits). */
  readonly rtp: number;
  /** Sample variance of a round's return / total bet. */
  readonly variance: number;
}

/**
 * A bound on free spins in one round, as a crash guard only: a retriggering game's expected free
 * spins per round are a few dozen at most, and passing 10,000 means broken maths, not bad luck.
 */
export const FREE_SPINS_PER_ROUND_MAX = 10_000;

/**
 * A player of paid rounds with stops drawn uniformly from `source`: each call returns the win of
 * one round in bet units, the paid spin and every free spin it leads to. Runs the same evaluator
 * as evaluateSpin, without allocating per spin.
 */
export function createRoundPlayer(slot: CompiledSlot, source: Uint32Source): () => number {
  const scratch = createScratch(slot);
  const { grid } = scratch;
  const strips = slot.strips;
  const spin = (): number => {
    for (let reel = 0; reel < REELS; reel++) {
      const strip = strips[reel]!;
      const stop = uniformInt(source, strip.length);
      for (let row = 0; row < ROWS; row++) grid[reel * ROWS + row] = strip[(stop + row) % strip.length]!;
    }
    return evaluateGrid(slot, scratch, null);
  };
  return () => {
    let win = spin();
    let pending = slot.awards[countScatters(slot, scratch.grid)]!;
    let played = 0;
    while (pending > 0) {
      pending--;
      played++;
      if (played > FREE_SPINS_PER_ROUND_MAX) throw new Error(`slot ${slot.def.id}: free spins never end`);
      win += spin() * slot.multiplier;
      if (slot.retrigger) pending += slot.awards[countScatters(slot, scratch.grid)]!;
    }
    return win;
  };
}

/**
 * Plays `rounds` paid rounds with reel stops from a seeded source and reports the return. Used to
 * check exactRtp against the real evaluator; see the simulation test for the tolerance rule.
 */
export function simulateRtp(def: SlotDefinition, rounds: number, source: Uint32Source): SlotSimulation {
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 100_000_000) throw new RangeError('rounds: 1..1e8');
  const slot = compileSlot(def);
  const play = createRoundPlayer(slot, source);
  let winUnits = 0;
  let sumSquares = 0;
  for (let round = 0; round < rounds; round++) {
    const win = play();
    winUnits += win;
    sumSquares += win * win;
  }
  const units = slot.betUnits;
  const mean = winUnits / rounds / units;
  const meanSquare = sumSquares / rounds / (units * units);
  return { rounds, winUnits, rtp: mean, variance: ((meanSquare - mean * mean) * rounds) / Math.max(1, rounds - 1) };
}
