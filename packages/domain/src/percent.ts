// Rates configured in percent (savings interest, withdrawal fees) are held in basis points, hundredths
// of a percent, so "3.65" is 365 and no float ever touches money.

const PERCENT_PATTERN = /^(0|[1-9]\d{0,2})(\.\d{1,2})?$/;
/** The highest rate accepted from configuration, 100 %; anything above is a typo, not a product. */
const MAX_BP = 10_000;

/**
 * Reads a rate given in percent with at most two decimals ("3.65", "2", "0.5") as basis points.
 * Anything else (empty, negative, more decimals, above 100 %) is null, so a malformed site
 * parameter never turns into a made-up rate.
 */
export function parsePercentBp(text: string | null | undefined): number | null {
  const value = (text ?? '').trim();
  if (!PERCENT_PATTERN.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bp <= MAX_BP ? bp : null;
}

/** Basis points back to the percent text a member sees: 365 -> "3.65". */
export function formatPercentBp(bp: number): string {
  return (bp / 100).toFixed(2);
}

/** A percentage of an amount in minor units, rounded down: the house never takes a fraction of a cent more. */
export function percentOfMinor(amountMinor: bigint, bp: number): bigint {
  return (amountMinor * BigInt(bp)) / 10_000n;
}
