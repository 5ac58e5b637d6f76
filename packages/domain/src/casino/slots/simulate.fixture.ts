import { expect } from 'vitest';
import { fractionToNumber } from '../fraction';
import { createXoshiro128 } from '../prng';
import { MAIN_SLOTS } from './games';
import { exactRtp } from './rtp';
import { simulateRtp } from './simulate';
import type { SlotDefinition, SlotPays } from './types';
import { slotCatalogue } from './variants';
import { SLOT_VARIANT_SPECS, type SlotVariantSpec } from './variants-data';

// Simulation against the exact maths, shared by the per-engine test files (split so vitest runs
// them in parallel workers). A round's return has exact variance v (exactRtp), so the mean of N
// independent rounds has standard error SE = sqrt(v / N). The check allows K = 5 standard errors.
// With the maths right, one game fails with chance about 6e-7 by the normal approximation (a
// million rounds is deep in CLT territory even for these tails), 40 games about 2e-5; Chebyshev,
// which assumes nothing, still bounds it by 1/K^2 = 4% per game. With the maths wrong by d > 2K*SE,
// every seed fails (|simulated - exact| >= d - |sample error| > K*SE) unless the sample is itself
// off by more than K*SE: the same tiny chance. So a seed cannot be picked to let a wrong table
// pass; the seed is derived from the game id, not chosen. At N = 1e6, 2K*SE is about 2.9%
// (caishen engine), 3.7% (long-feng) and 4.2% (panda) of RTP; smaller gaps are caught by the exact
// brute-force tests in rtp.test.ts, which compare every sum to the last unit.
export const K = 5;
export const ROUNDS = 1_000_000;

/** A 32-bit seed from the game id (FNV-1a), so nobody picks it per game. */
export function seedOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** The catalogue games that run on one engine (the main game first). */
export function gamesOfEngine(engine: SlotVariantSpec['engine']): readonly SlotDefinition[] {
  const ids = new Set([engine, ...SLOT_VARIANT_SPECS.filter((s) => s.engine === engine).map((s) => s.id)]);
  return slotCatalogue().filter((def) => ids.has(def.id));
}

export const ENGINES = MAIN_SLOTS.map((def) => def.id as SlotVariantSpec['engine']);

/** The verdict of one game's simulation, with the numbers a failure message needs. */
export function simulationGap(def: SlotDefinition, exactRtpValue: number, rounds = ROUNDS) {
  const exact = exactRtp(def);
  const standardError = Math.sqrt(fractionToNumber(exact.variance) / rounds);
  const simulated = simulateRtp(def, rounds, createXoshiro128(seedOf(def.id)));
  return {
    gap: Math.abs(simulated.rtp - exactRtpValue),
    tolerance: K * standardError,
    varianceRatio: simulated.variance / fractionToNumber(exact.variance),
  };
}

export function expectSimulationAgrees(def: SlotDefinition): void {
  const result = simulationGap(def, fractionToNumber(exactRtp(def).rtp));
  expect(result.gap).toBeLessThanOrEqual(result.tolerance);
  // The tolerance is only as loose as the exact variance is large, so an overstated variance is the
  // one that could let a wrong paytable through: the sample variance must not fall far below it.
  // Sample variances of heavy-tailed wins sit below the true one more often than above, so only a
  // factor of two is asserted, and an understated variance (a tighter tolerance) only in a wide band.
  expect(result.varianceRatio).toBeGreaterThan(0.5);
  expect(result.varianceRatio).toBeLessThan(2);
}

/**
 * The check's power on one real game: its reels played with every pay raised by a tenth (a wrong
 * paytable, its RTP up by about 10%) are measured against the game's exact RTP, and must fail.
 */
export function expectWrongPaytableRejected(def: SlotDefinition): void {
  const raise = (pays: SlotPays): SlotPays => [
    Math.round(pays[0] * 1.1),
    Math.round(pays[1] * 1.1),
    Math.round(pays[2] * 1.1),
  ];
  const wrong: SlotDefinition = {
    ...def,
    pays: Object.fromEntries(Object.entries(def.pays).map(([symbol, pays]) => [symbol, raise(pays)])),
  };
  const stated = fractionToNumber(exactRtp(def).rtp);
  expect(fractionToNumber(exactRtp(wrong).rtp) - stated).toBeGreaterThan(0.05);
  const result = simulationGap(wrong, stated);
  expect(result.gap).toBeGreaterThan(result.tolerance);
}
