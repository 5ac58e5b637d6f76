import { compileSlot } from './compile';
import { lineMoments } from './moments-lines';
import { waysMoments } from './moments-ways';
import type { SlotDefinition } from './types';
import { scatterCountDistribution } from './windows';

/**
 * Exact sums over every equally likely stop combination of one spin, in bet units: X is the
 * spin's win (line or ways wins plus scatter pay, no multiplier), A the free spins it awards.
 * Dividing a sum by `combinations` gives the expectation.
 */
export interface SpinMoments {
  readonly combinations: bigint;
  readonly sumWin: bigint;
  readonly sumWinSquared: bigint;
  readonly sumAward: bigint;
  readonly sumAwardSquared: bigint;
  readonly sumWinTimesAward: bigint;
  /** Spins that award at least one free spin. */
  readonly triggeringSpins: bigint;
}

/**
 * The exact per-spin moments of a definition, without enumerating spins: line games by a
 * state-machine DP over reels per line and per pair of lines, ways games per symbol and per pair
 * of symbols, the scatter by its count distribution. Cost is independent of the product of reel
 * lengths, so real 30-60 symbol strips measure in milliseconds.
 */
export function spinMoments(def: SlotDefinition): SpinMoments {
  const slot = compileSlot(def);
  const paid = slot.ways ? waysMoments(slot) : lineMoments(slot);
  const scatters = scatterCountDistribution(slot);
  let sumScatter = 0n;
  let sumScatterSquared = 0n;
  let sumAward = 0n;
  let sumAwardSquared = 0n;
  let sumScatterTimesAward = 0n;
  let triggeringSpins = 0n;
  scatters.forEach((spins, count) => {
    const pay = BigInt(slot.scatterUnits[count]!);
    const award = BigInt(slot.awards[count]!);
    sumScatter += spins * pay;
    sumScatterSquared += spins * pay * pay;
    sumAward += spins * award;
    sumAwardSquared += spins * award * award;
    sumScatterTimesAward += spins * pay * award;
    if (award > 0n) triggeringSpins += spins;
  });
  return {
    combinations: BigInt(slot.combinations),
    sumWin: paid.sum + sumScatter,
    // (P + S)^2 = P^2 + 2PS + S^2 with P the line/ways win and S the scatter pay of the same spin.
    sumWinSquared: paid.sumSquared + 2n * paid.sumTimesScatter + sumScatterSquared,
    sumAward,
    sumAwardSquared,
    sumWinTimesAward: paid.sumTimesAward + sumScatterTimesAward,
    triggeringSpins,
  };
}
