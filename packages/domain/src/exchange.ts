// USDT conversions. A rate is site-currency units per USDT ("7.20"; "1" on a USDT site), kept as a
// bigint scaled by 10^4 so arithmetic stays exact; every conversion rounds down, so a member is
// never credited a fraction of a cent that was not paid for.

const RATE_SCALE = 10_000n;
const RATE_PATTERN = /^(0|[1-9]\d{0,5})(\.\d{1,4})?$/;

/** Whether the text is a positive rate with at most four decimals. */
export function isRate(text: string): boolean {
  return RATE_PATTERN.test(text) && Number(text) > 0;
}

/** Parses a rate ("7.2" -> 72000n); throws a RangeError when it is not one. */
export function parseRate(text: string): bigint {
  if (!isRate(text)) throw new RangeError(`Not a rate: ${JSON.stringify(text)}`);
  const [integer = '0', fraction = ''] = text.split('.');
  return BigInt(integer + fraction.padEnd(4, '0'));
}

/** Site-currency minor units into USDT minor units at the rate, rounded down. */
export function siteToUsdtMinor(siteMinor: bigint, rate: bigint): bigint {
  return (siteMinor * RATE_SCALE) / rate;
}

/** USDT minor units into site-currency minor units at the rate, rounded down. */
export function usdtToSiteMinor(usdtMinor: bigint, rate: bigint): bigint {
  return (usdtMinor * rate) / RATE_SCALE;
}
