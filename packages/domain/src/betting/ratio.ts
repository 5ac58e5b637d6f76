// Exact non-negative fractions over bigint. Every betting amount is first computed as one of these and
// rounded to the cent only at the very end, so no intermediate rounding can move money either way.

/** A non-negative exact fraction `num / den`, always with `den > 0n` and in lowest terms. */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** Builds `num / den` in lowest terms; throws a RangeError unless `num >= 0n` and `den > 0n`. */
export function ratio(num: bigint, den: bigint): Ratio {
  if (num < 0n || den <= 0n) throw new RangeError(`Not a non-negative fraction: ${num}/${den}`);
  // Kept reduced so that a long product (a 10-leg parlay, a cash-out over ppm probabilities) stays small.
  const divisor = gcd(num, den);
  return divisor > 1n ? { num: num / divisor, den: den / divisor } : { num, den };
}

/** The fraction 1. */
export const ONE: Ratio = { num: 1n, den: 1n };

/** The exact product of two fractions. */
export function multiply(a: Ratio, b: Ratio): Ratio {
  return ratio(a.num * b.num, a.den * b.den);
}

/** `amount x r` rounded DOWN to a whole minor unit; the part below a cent stays with the house. */
export function floorTimes(amount: bigint, r: Ratio): bigint {
  if (amount < 0n) throw new RangeError(`Not a non-negative amount: ${amount}`);
  // bigint division truncates toward zero, which is floor for the non-negative values allowed here.
  return (amount * r.num) / r.den;
}
