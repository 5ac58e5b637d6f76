/**
 * The savings wallet's ("余额宝") interest arithmetic. Amounts are minor units (bigint); the annual
 * rate is held in basis points (hundredths of a percent), so "3.65" percent is 365 and no float
 * ever touches money.
 */

/** Days in the interest year: the rate is quoted per 365 days, leap years included. */
const INTEREST_DAYS_PER_YEAR = 365n;

/**
 * The lowest balance held during a day: the opening balance, then the balance after each movement
 * of the day in order (signed: credits positive, debits negative). Money that arrived mid-day was
 * not held for the whole day, and money that left mid-day lowers what was.
 */
export function minimumHeld(openingMinor: bigint, movementsMinor: readonly bigint[]): bigint {
  let running = openingMinor;
  let lowest = openingMinor;
  for (const movement of movementsMinor) {
    running += movement;
    if (running < lowest) lowest = running;
  }
  return lowest;
}

/**
 * One day's interest: floor(principal × rate / 100 / 365) in minor units. Rounding down means the
 * house never pays a fraction of a cent it does not owe; a non-positive principal or rate earns 0.
 */
export function dailyInterestMinor(principalMinor: bigint, annualRateBp: number): bigint {
  if (principalMinor <= 0n || annualRateBp <= 0) return 0n;
  return (principalMinor * BigInt(annualRateBp)) / (10_000n * INTEREST_DAYS_PER_YEAR);
}
