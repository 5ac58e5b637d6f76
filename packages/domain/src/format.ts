import { formatFixed } from './decimal';

const MAX_DECIMALS = 4;

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(`decimals must be an integer from 0 to ${MAX_DECIMALS}, got ${decimals}`);
  }
}

/**
 * Fixed 0-4 decimals with comma thousands ('1,234.57'); null or undefined gives '--', a non-numeric
 * value gives zero in the same format ('0.00').
 */
export function formatNumber(value: unknown, decimals = 2): string {
  assertDecimals(decimals);
  if (value === null || value === undefined) return '--';
  // Halves round away from zero on the decimal digits, so '1.005' -> '1.01' (toFixed gives '1.00').
  // Only plain decimal notation is numeric: '1e3' and '0x10' are treated as non-numeric.
  return formatFixed(value, decimals);
}

/** Like formatNumber, but for personal finance a missing value (null or undefined) shows as zero. */
export function formatFinance(value: unknown, decimals = 2): string {
  assertDecimals(decimals);
  return formatFixed(value ?? 0, decimals);
}

const TEN_THOUSAND = 10_000;

// n / 10000 rounded half up to `decimals` places, in integer arithmetic.
function tenThousands(count: number, decimals: number): string {
  const step = TEN_THOUSAND / 10 ** decimals;
  const scaled = Math.floor((count + step / 2) / step);
  const text = String(scaled).padStart(decimals + 1, '0');
  const split = text.length - decimals;
  return decimals === 0 ? text : `${text.slice(0, split)}.${text.slice(split)}`;
}

/**
 * A count for display: under 10000 plain digits, then ten-thousands with the unit 万:
 * 2 decimals below 100000 ('1.23万'), 1 decimal below 1000000 ('12.3万'), whole above ('123万').
 */
export function formatCount(value: number | string | null | undefined): string {
  // Counts are non-negative integers: fractions are dropped, and missing, negative or non-numeric
  // values show as '0'. Each band rounds half up, so 99999 shows as '10.00万' (the spec rounds).
  const parsed = typeof value === 'string' && /^\s*\d+(\.\d*)?\s*$/.test(value) ? Number(value) : value;
  const count = typeof parsed === 'number' && Number.isFinite(parsed) && parsed > 0 ? Math.floor(parsed) : 0;
  if (count < 10_000) return String(count);
  if (count < 100_000) return `${tenThousands(count, 2)}万`;
  if (count < 1_000_000) return `${tenThousands(count, 1)}万`;
  return `${tenThousands(count, 0)}万`;
}

/** Groups a card number or address in fours with single spaces ('6222 0202 0011 22'). */
export function groupInFours(value: string | null | undefined): string {
  // Existing whitespace is removed first, so already-grouped or pasted input regroups cleanly.
  const compact = (value ?? '').replace(/\s+/g, '');
  return compact.replace(/(.{4})(?=.)/gsu, '$1 ');
}
