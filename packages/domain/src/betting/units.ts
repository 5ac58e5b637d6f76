// Units of the betting arithmetic. Money is a bigint of minor units (cents) so it is exact at any size.
// Odds are plain integers (decimal odds x 1000: 1.950 -> 1950) because a price never needs more than
// three decimals and a number keeps the JSON and the database column simple.

/** Odds are decimal odds x this scale: 1.950 is 1950. */
export const ODDS_SCALE = 1000;

/** The lowest odds accepted: 1.000 (the stake back on a win). Lower would pay less than the stake. */
export const ODDS_MIN = 1000;

/** The highest odds accepted: 10000.000. A bound, so a typo cannot create an unbounded payout. */
export const ODDS_MAX = 10_000_000;

/** Throws a RangeError unless `odds` is an integer in [ODDS_MIN, ODDS_MAX]. */
export function assertOdds(odds: number): void {
  if (!Number.isSafeInteger(odds) || odds < ODDS_MIN || odds > ODDS_MAX) {
    throw new RangeError(`Odds must be an integer from ${ODDS_MIN} to ${ODDS_MAX} (decimal x 1000): ${odds}`);
  }
}

/** Throws a RangeError unless `amount` (minor units) is zero or more. */
export function assertMoney(amount: bigint, what = 'Amount'): void {
  if (amount < 0n) throw new RangeError(`${what} must not be negative: ${amount}`);
}
