// Decimal arithmetic on digit strings, so that money and display numbers never pass through
// binary floating point. Internal to the package: the public helpers live in money.ts and format.ts.

/** A decimal number split into its sign and digit strings. */
export interface DecimalParts {
  negative: boolean;
  /** Integer digits without leading zeros ('0' for zero). */
  integer: string;
  /** Fraction digits, possibly empty. */
  fraction: string;
}

const ZERO: DecimalParts = { negative: false, integer: '0', fraction: '' };

// Plain decimal notation only: '12', '-12.5', '+.5', '5.'. Exponents and hex are not numbers here.
const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** Parses plain decimal notation (surrounding whitespace allowed); null when it is not one. */
export function parseDecimal(text: string): DecimalParts | null {
  const match = DECIMAL_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, sign = '', integer = '', fraction = ''] = match;
  if (integer === '' && fraction === '') return null;
  return {
    negative: sign === '-',
    integer: integer.replace(/^0+(?=\d)/, '') || '0',
    fraction,
  };
}

// A number's shortest round-trip text ('1.005', not '1.00499...'), which is what the person who
// typed or stored it meant. Exponent forms are expanded: huge values are exact integers already.
function numberToText(value: number): string {
  const text = String(value);
  if (!text.includes('e')) return text;
  return Math.abs(value) >= 1 ? BigInt(value).toString() : value.toFixed(20);
}

/** Reads a string, finite number or bigint as decimal parts; null for anything else. */
export function toDecimalParts(value: unknown): DecimalParts | null {
  if (typeof value === 'string') return parseDecimal(value);
  if (typeof value === 'number') return Number.isFinite(value) ? parseDecimal(numberToText(value)) : null;
  if (typeof value === 'bigint') {
    return { negative: value < 0n, integer: (value < 0n ? -value : value).toString(), fraction: '' };
  }
  return null;
}

/** Rounds to `decimals` fraction digits, half away from zero; never yields a negative zero. */
export function roundDecimal(parts: DecimalParts, decimals: number): DecimalParts {
  const padded = parts.fraction.padEnd(decimals + 1, '0');
  const truncated = BigInt(parts.integer + padded.slice(0, decimals));
  const units = padded.charAt(decimals) >= '5' ? truncated + 1n : truncated;
  const digits = units.toString().padStart(decimals + 1, '0');
  const split = digits.length - decimals;
  return {
    negative: parts.negative && units !== 0n,
    integer: digits.slice(0, split),
    fraction: digits.slice(split),
  };
}

/** Inserts a comma between every group of three integer digits. */
export function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Renders parts with comma thousands, e.g. '-1,234.50'. */
export function renderGrouped(parts: DecimalParts): string {
  const sign = parts.negative ? '-' : '';
  const fraction = parts.fraction === '' ? '' : `.${parts.fraction}`;
  return `${sign}${groupThousands(parts.integer)}${fraction}`;
}

/** Formats any value with fixed decimals and comma thousands; non-numeric values count as zero. */
export function formatFixed(value: unknown, decimals: number): string {
  return renderGrouped(roundDecimal(toDecimalParts(value) ?? ZERO, decimals));
}
