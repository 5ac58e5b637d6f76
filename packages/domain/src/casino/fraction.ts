// Exact rationals for game maths. RTPs and house edges are quotients of very large integer counts
// (products of reel lengths, falling factorials of a shoe), so they are kept as bigint fractions
// and only turned into a float at the edge, for display or for a tolerance check.

/** A rational number num/den in lowest terms with den > 0. */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** Builds num/den in lowest terms; throws a RangeError on a zero denominator. */
export function fraction(num: bigint | number, den: bigint | number = 1n): Fraction {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('fraction with a zero denominator');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d);
  return g > 1n ? { num: n / g, den: d / g } : { num: n, den: d };
}

/** a + b. */
export function addFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

/** a - b. */
export function subtractFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den - b.num * a.den, a.den * b.den);
}

/** a * b. */
export function multiplyFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.num, a.den * b.den);
}

/** a / b; throws a RangeError when b is zero. */
export function divideFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den, a.den * b.num);
}

/** True when a and b are the same number. */
export function fractionsEqual(a: Fraction, b: Fraction): boolean {
  return a.num === b.num && a.den === b.den;
}

// 10^18 keeps all 53 bits of a double through the integer division below.
const FLOAT_SCALE = 10n ** 18n;

/** The nearest double (to ~1e-15 relative), for display and tolerance checks only. */
export function fractionToNumber(f: Fraction): number {
  const whole = f.num / f.den;
  const rest = f.num - whole * f.den;
  return Number(whole) + Number((rest * FLOAT_SCALE) / f.den) / 1e18;
}

/**
 * Formats f as a percentage with `digits` decimals, rounded half up (0.96123 -> '96.12' for 2 digits),
 * computed exactly so a stated RTP never depends on float rounding.
 */
export function formatFractionPercent(f: Fraction, digits: number): string {
  const scale = 10n ** BigInt(digits);
  const negative = f.num < 0n;
  const magnitude = negative ? -f.num : f.num;
  const scaled = (magnitude * 100n * scale * 2n + f.den) / (2n * f.den);
  const integer = scaled / scale;
  const decimals = digits > 0 ? `.${(scaled % scale).toString().padStart(digits, '0')}` : '';
  return `${negative && scaled !== 0n ? '-' : ''}${integer}${decimals}`;
}
