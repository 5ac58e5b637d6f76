/**
 * The savings wallet's ("余额宝") interest arithmetic. Amounts are minor units (bigint); the annual
 * rate is held in basis points (hundredths of a percent), so "3.65" percent is 365 and no float
 * ever touches money.
 */

/** Days in the interest year: the rate is quoted per 365 days, leap years included. */
const INTEREST_DAYS_PER_YEAR = 365n;

const RATE_PATTERN = /^(0|[1-9]\d{0,2})(\.\d{1,2})?$/;
/** The highest rate accepted from configuration, 100 %; anything above is a typo, not a product. */
const MAX_RATE_BP = 10_000;

/**
 * Reads an annual rate given in percent with at most two decimals ("3.65", "2", "0.5") as basis
 * points. Anything else (empty, negative, more decimals, above 100 %) is null, so a malformed site
 * parameter never turns into a made-up rate.
 */
export function parseAnnualRateBp(text: string | null | undefined): number | null {
  const value = (text ?? '').trim();
  if (!RATE_PATTERN.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bp <= MAX_RATE_BP ? bp : null;
}

/** Basis points back to the percent text the member sees: 365 -> "3.65". */
export function formatAnnualRate(bp: number): string {
  return (bp / 100).toFixed(2);
}

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
