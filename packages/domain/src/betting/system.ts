import { binomial, combinations } from './combinations';
import type { SettledLeg } from './leg';
import { assertLegCount, PARLAY_LEGS_MAX, parlayReturn } from './parlay';
import { assertMoney } from './units';

/**
 * A system bet type in the Chinese naming 'n串m': n selections, m sub-bets (combinations). Each
 * sub-bet is a parlay of `size` legs for every size in `sizes`; 4串11 is six doubles, four trebles
 * and one fourfold (sizes [2, 3, 4], 6 + 4 + 1 = 11).
 */
export interface SystemType {
  /** The name members see, e.g. '4串11'. */
  readonly name: string;
  /** n: how many selections the bet holds. */
  readonly legs: number;
  /** The parlay sizes it contains, ascending. */
  readonly sizes: readonly number[];
  /** m: the number of sub-bets, the sum of C(n, size) over `sizes`. */
  readonly combinations: number;
}

// The standard list (as China Sports Lottery football uses it) for 3..8 selections. Only the sizes are
// written down; the m in each name is computed, so a name can never disagree with its contents. The
// list is not every subset of sizes on purpose: 6串15 would be ambiguous (fifteen doubles or fifteen
// fourfolds), and the standard resolves it by offering only the doubles.
const STANDARD_SIZES: Readonly<Record<number, readonly (readonly number[])[]>> = {
  3: [[2], [2, 3]],
  4: [[3], [3, 4], [2], [2, 3, 4]],
  5: [[4], [4, 5], [2], [3, 4, 5], [2, 3], [2, 3, 4, 5]],
  6: [[5], [5, 6], [2], [3], [4, 5, 6], [2, 3], [3, 4, 5, 6], [2, 3, 4], [2, 3, 4, 5, 6]],
  7: [[6], [6, 7], [5], [4], [2, 3, 4, 5, 6, 7]],
  8: [[7], [7, 8], [6], [5], [4], [2, 3, 4, 5, 6, 7, 8]],
};

function makeType(legs: number, sizes: readonly number[]): SystemType {
  const count = sizes.reduce((sum, size) => sum + binomial(legs, size), 0);
  return { name: `${legs}串${count}`, legs, sizes: [...sizes], combinations: count };
}

/**
 * The system types offered for `legs` selections, by ascending number of sub-bets: 'n串1' (one n-fold)
 * for 2..PARLAY_LEGS_MAX, plus the standard combination types for 3..8 selections. Empty outside 2..max.
 */
export function systemTypes(legs: number): SystemType[] {
  if (!Number.isInteger(legs) || legs < 2 || legs > PARLAY_LEGS_MAX) return [];
  const types = [[legs], ...(STANDARD_SIZES[legs] ?? [])].map((sizes) => makeType(legs, sizes));
  return types.sort((a, b) => a.combinations - b.combinations);
}

const NAME_PATTERN = /^(\d{1,2})串(\d{1,4})$/;

/** Looks up a system type by its name ('4串11'); throws a RangeError when it is not offered. */
export function systemType(name: string): SystemType {
  const match = NAME_PATTERN.exec(name);
  const found = match ? systemTypes(Number(match[1])).find((type) => type.name === name) : undefined;
  if (!found) throw new RangeError(`Not an offered system type: ${JSON.stringify(name)}`);
  return found;
}

/**
 * The sub-bets of a type as lists of leg indices (0-based, ascending), doubles first. Settlement can
 * record each sub-bet as its own line with these.
 */
export function systemSubBets(type: SystemType): number[][] {
  return type.sizes.flatMap((size) => combinations(type.legs, size));
}

/** The total stake of a system bet: the stake per combination x the number of combinations. */
export function systemStake(stakePerCombination: bigint, type: SystemType): bigint {
  assertMoney(stakePerCombination, 'Stake per combination');
  return stakePerCombination * BigInt(type.combinations);
}

/**
 * The legs of each sub-bet of a type, in `systemSubBets` order; throws a RangeError unless `legs`
 * holds exactly the type's number of selections.
 */
export function systemSubLegs<T>(legs: readonly T[], type: SystemType): T[][] {
  assertLegCount(legs.length);
  if (legs.length !== type.legs) {
    throw new RangeError(`${type.name} needs ${type.legs} legs, got ${legs.length}`);
  }
  return systemSubBets(type).map((indices) => indices.map((index) => legs[index]!));
}

/**
 * The return of a system bet: the sum of the returns of its sub-bet parlays, each staked
 * `stakePerCombination`. Each sub-bet is a bet of its own and is rounded down to the cent on its own,
 * so the total is short of the exact value by less than one cent per sub-bet, never above it.
 */
export function systemReturn(stakePerCombination: bigint, legs: readonly SettledLeg[], type: SystemType): bigint {
  assertMoney(stakePerCombination, 'Stake per combination');
  return systemSubLegs(legs, type).reduce((sum, subLegs) => sum + parlayReturn(stakePerCombination, subLegs), 0n);
}
