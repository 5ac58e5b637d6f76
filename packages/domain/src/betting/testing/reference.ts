// Test-only reference implementations, written a different way from the code under test: instead of
// multiplying leg factors, they split every half result into two half-stake "worlds" of whole results
// (win / lose / push), price each world, and add the worlds up. Nothing here is exported from index.ts.
import type { LegResult, SettledLeg } from '../leg';

/** A plain fraction, independent of ratio.ts. */
export interface Fraction {
  num: bigint;
  den: bigint;
}

type WholeResult = 'win' | 'lose' | 'push';

// A half result is half the stake on the whole result and half pushed.
function worldsOf(result: LegResult): WholeResult[] {
  switch (result) {
    case 'win':
      return ['win'];
    case 'lose':
      return ['lose'];
    case 'push':
    case 'void':
      return ['push'];
    case 'half-win':
      return ['win', 'push'];
    case 'half-lose':
      return ['lose', 'push'];
  }
}

/** Every world of whole results for the legs, with its weight as a power of 1/2. */
export function worlds(results: readonly LegResult[]): { results: WholeResult[]; halves: number }[] {
  let out: { results: WholeResult[]; halves: number }[] = [{ results: [], halves: 0 }];
  for (const result of results) {
    const options = worldsOf(result);
    out = out.flatMap((world) =>
      options.map((option) => ({
        results: [...world.results, option],
        halves: world.halves + (options.length === 2 ? 1 : 0),
      })),
    );
  }
  return out;
}

/** The exact return of `stake` on a parlay, as a sum over worlds. */
export function referenceParlayExact(stake: bigint, legs: readonly SettledLeg[]): Fraction {
  const all = worlds(legs.map((leg) => leg.result));
  const maxHalves = all.reduce((max, world) => Math.max(max, world.halves), 0);
  const den = 2n ** BigInt(maxHalves) * 1000n ** BigInt(legs.length);
  let num = 0n;
  for (const world of all) {
    let value = stake;
    world.results.forEach((result, index) => {
      const odds = BigInt(legs[index]!.odds);
      value *= result === 'win' ? odds : result === 'push' ? 1000n : 0n;
    });
    num += value * 2n ** BigInt(maxHalves - world.halves);
  }
  return { num, den };
}

/** The reference return, rounded down once. */
export function referenceParlay(stake: bigint, legs: readonly SettledLeg[]): bigint {
  const exact = referenceParlayExact(stake, legs);
  return exact.num / exact.den;
}

/** A system bet as every subset (bitmask) of the legs whose size is allowed, each rounded on its own. */
export function referenceSystem(stake: bigint, legs: readonly SettledLeg[], sizes: readonly number[]): bigint {
  let sum = 0n;
  for (let mask = 1; mask < 1 << legs.length; mask += 1) {
    const picked = legs.filter((_, index) => (mask >> index) & 1);
    if (sizes.includes(picked.length)) sum += referenceParlay(stake, picked);
  }
  return sum;
}

/** The number of subsets of n legs with an allowed size, counted by bitmask. */
export function referenceCount(n: number, sizes: readonly number[]): number {
  let count = 0;
  for (let mask = 1; mask < 1 << n; mask += 1) {
    let bits = 0;
    for (let rest = mask; rest > 0; rest >>= 1) bits += rest & 1;
    if (sizes.includes(bits)) count += 1;
  }
  return count;
}

/** Reference valid turnover: the stake less the weight of the worlds where every leg pushed, rounded down. */
export function referenceTurnover(stake: bigint, results: readonly LegResult[]): bigint {
  const all = worlds(results);
  const maxHalves = all.reduce((max, world) => Math.max(max, world.halves), 0);
  const den = 2n ** BigInt(maxHalves);
  let pushedNum = 0n;
  for (const world of all) {
    if (world.results.every((result) => result === 'push')) pushedNum += 2n ** BigInt(maxHalves - world.halves);
  }
  return (stake * (den - pushedNum)) / den;
}

/** An open leg for the reference cash-out: its odds and ppm probabilities of each class. */
export interface ReferenceOpenLeg {
  odds: number;
  probabilities: { win: number; halfWin: number; push: number; halfLose: number; lose: number };
}

const CLASSES: readonly [keyof ReferenceOpenLeg['probabilities'], LegResult][] = [
  ['win', 'win'],
  ['halfWin', 'half-win'],
  ['push', 'push'],
  ['halfLose', 'half-lose'],
  ['lose', 'lose'],
];

/**
 * Reference cash-out offer: enumerate every way the open legs can settle, price each finished parlay
 * with referenceParlayExact, weight it by its probability, then take the margin off and round down.
 */
export function referenceCashOut(
  stake: bigint,
  settled: readonly SettledLeg[],
  open: readonly ReferenceOpenLeg[],
  marginBp: number,
): bigint {
  let outcomes: { legs: SettledLeg[]; weight: bigint }[] = [{ legs: [...settled], weight: 1n }];
  for (const leg of open) {
    outcomes = outcomes.flatMap((outcome) =>
      CLASSES.map(([key, result]) => ({
        legs: [...outcome.legs, { odds: leg.odds, result }],
        weight: outcome.weight * BigInt(leg.probabilities[key]),
      })),
    );
  }
  const weightDen = 1_000_000n ** BigInt(open.length);
  // Bring every world's exact value to one denominator before adding.
  const values = outcomes.map((outcome) => ({
    exact: referenceParlayExact(stake, outcome.legs),
    weight: outcome.weight,
  }));
  const commonDen = values.reduce((den, value) => (den % value.exact.den === 0n ? den : den * value.exact.den), 1n);
  const num = values.reduce((sum, value) => sum + value.weight * value.exact.num * (commonDen / value.exact.den), 0n);
  return (num * BigInt(10_000 - marginBp)) / (commonDen * weightDen * 10_000n);
}
