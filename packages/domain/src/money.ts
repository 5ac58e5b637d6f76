import { formatNumber } from './format';

// The one money grammar, shared by isMoney and toMinorUnits: a non-negative amount with at most two
// decimals. A single leading zero only ('0.5', not '00.5' or '.5'), no trailing dot, no sign,
// no exponent, no whitespace: a form should send exactly what the member sees.
export const MONEY_PATTERN = /^(0|[1-9]\d*)(\.\d{1,2})?$/;

/** Parses a money amount ('12.34') into minor units (1234n); throws a RangeError when it is not one. */
export function toMinorUnits(text: string): bigint {
  if (!MONEY_PATTERN.test(text)) {
    throw new RangeError(`Not a money amount with at most 2 decimals: ${JSON.stringify(text)}`);
  }
  const [integer = '0', fraction = ''] = text.split('.');
  return BigInt(integer + fraction.padEnd(2, '0'));
}

/** Renders minor units as an amount with exactly two decimals (1234n -> '12.34', -5n -> '-0.05'). */
export function fromMinorUnits(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const magnitude = minor < 0n ? -minor : minor;
  const cents = (magnitude % 100n).toString().padStart(2, '0');
  return `${sign}${magnitude / 100n}.${cents}`;
}

/** The ledger's currencies: money (RMB, USDT) in minor units, gold coins (COIN) in whole coins. */
export type LedgerCurrency = 'RMB' | 'USDT' | 'COIN';

/**
 * A ledger amount as the wire carries it: money with exactly two decimals (1234n RMB -> '12.34'),
 * gold coins whole, as counted (86n COIN -> '86', never '0.86').
 */
export function ledgerAmountText(amount: bigint, currency: LedgerCurrency): string {
  return currency === 'COIN' ? amount.toString() : fromMinorUnits(amount);
}

/**
 * Formats money with two decimals and comma thousands. A bigint is minor units (123456n ->
 * '1,234.56'); a string or number is major units ('1234.5' -> '1,234.50').
 */
export function formatMoney(value: string | bigint | number | null | undefined): string {
  // Same missing/non-numeric rules as formatNumber ('--' and '0.00'); use formatFinance for a
  // balance that must never show '--'.
  return formatNumber(typeof value === 'bigint' ? fromMinorUnits(value) : value, 2);
}

// A rate is RMB per 1 USDT with up to four decimals ("7.2", "7.1834"), kept as ten-thousandths.
const RATE_PATTERN = /^(0|[1-9]\d{0,5})(\.\d{1,4})?$/;
const RATE_SCALE = 10_000n;

/** Reads a USDT rate ('7.20' -> 72000n ten-thousandths of RMB per USDT); null unless it is above zero. */
export function parseUsdtRate(text: string | null | undefined): bigint | null {
  if (!text || !RATE_PATTERN.test(text)) return null;
  const [integer = '0', fraction = ''] = text.split('.');
  const scaled = BigInt(integer + fraction.padEnd(4, '0'));
  return scaled > 0n ? scaled : null;
}

/** Renders a rate from ten-thousandths with two to four decimals (72000n -> '7.20', 71834n -> '7.1834'). */
export function formatUsdtRate(scaled: bigint): string {
  const fraction = (scaled % RATE_SCALE)
    .toString()
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${scaled / RATE_SCALE}.${fraction}`;
}

/**
 * Converts between the RMB and USDT wallets at `rate` (ten-thousandths of RMB per USDT), in minor
 * units both ways, rounding down to the cent: the member never receives more than the amount is
 * worth, and the fraction stays with the house. 0n means the amount is too small to convert.
 */
export function convertAtUsdtRate(from: 'RMB' | 'USDT', amountMinor: bigint, rate: bigint): bigint {
  if (amountMinor < 0n || rate <= 0n) throw new RangeError('amount must be >= 0 and rate > 0');
  // bigint division truncates, which is a floor for the non-negative values allowed here.
  return from === 'RMB' ? (amountMinor * RATE_SCALE) / rate : (amountMinor * rate) / RATE_SCALE;
}
