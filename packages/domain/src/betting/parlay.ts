import { legFactor, type SettledLeg } from './leg';
import { floorTimes, multiply, ONE, type Ratio } from './ratio';
import { assertMoney } from './units';

/** The most legs one parlay (串关) may hold; a bound on the work and on the payout it can reach. */
export const PARLAY_LEGS_MAX = 10;

/** Throws a RangeError unless there are 1..PARLAY_LEGS_MAX legs. */
export function assertLegCount(count: number): void {
  if (!Number.isInteger(count) || count < 1 || count > PARLAY_LEGS_MAX) {
    throw new RangeError(`A bet needs 1 to ${PARLAY_LEGS_MAX} legs: ${count}`);
  }
}

/**
 * The exact return factor of a parlay: the product of its leg factors. Void and push legs are factor 1
 * (the parlay continues without them), so a parlay whose every leg is void returns the stake.
 */
export function parlayFactor(legs: readonly SettledLeg[]): Ratio {
  assertLegCount(legs.length);
  return legs.reduce<Ratio>((product, leg) => multiply(product, legFactor(leg.odds, leg.result)), ONE);
}

/** The exact, unrounded return of `stake` (minor units) on a parlay; for tests and further arithmetic. */
export function parlayReturnExact(stake: bigint, legs: readonly SettledLeg[]): Ratio {
  assertMoney(stake, 'Stake');
  return multiply({ num: stake, den: 1n }, parlayFactor(legs));
}

/**
 * The return (stake included) of `stake` minor units on a parlay: stake x the product of the leg
 * factors, computed exactly and rounded DOWN to the cent once, at the end. Short of the exact value
 * by less than one cent; never above it.
 */
export function parlayReturn(stake: bigint, legs: readonly SettledLeg[]): bigint {
  assertMoney(stake, 'Stake');
  return floorTimes(stake, parlayFactor(legs));
}

/** The return of a single bet: a parlay of one leg (e.g. 100.00 on a half-win at 1.90 returns 145.00). */
export function singleReturn(stake: bigint, leg: SettledLeg): bigint {
  return parlayReturn(stake, [leg]);
}
