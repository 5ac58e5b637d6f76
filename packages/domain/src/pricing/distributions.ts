// The few probability distributions the models need, written out so the domain package needs no
// maths library. Discrete distributions are kept as a probability mass function over a run of
// consecutive integers, with any tail beyond the run lumped into its end values, so every pmf sums to
// 1 up to floating-point rounding and market probabilities built from it do too.

/** A probability mass function over the integers offset, offset + 1, ..., offset + p.length - 1. */
export interface Pmf {
  readonly offset: number;
  readonly p: readonly number[];
}

const SQRT_PI = Math.sqrt(Math.PI);
const SERIES_LIMIT = 2.5;
const MAX_TERMS = 200;

// erf by its all-positive series, erf(x) = 2/sqrt(pi) e^{-x^2} sum 2^n x^{2n+1} / (1*3*...*(2n+1)): no
// cancellation, so full double precision for |x| < 2.5.
function erfSeries(x: number): number {
  let term = x;
  let sum = x;
  const twoXSquared = 2 * x * x;
  for (let n = 1; n < MAX_TERMS; n++) {
    term *= twoXSquared / (2 * n + 1);
    sum += term;
    if (Math.abs(term) < 1e-17 * Math.abs(sum)) break;
  }
  return (2 / SQRT_PI) * Math.exp(-x * x) * sum;
}

// erfc by its continued fraction (modified Lentz), accurate to double precision for x >= 2.5 where
// 1 - erf(x) would lose every digit.
function erfcFraction(x: number): number {
  const tiny = 1e-300;
  let f = x;
  let c = f;
  let d = 0;
  for (let n = 1; n < MAX_TERMS; n++) {
    const a = n / 2;
    d = x + a * d;
    d = Math.abs(d) < tiny ? 1 / tiny : 1 / d;
    c = x + a / c;
    if (Math.abs(c) < tiny) c = tiny;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x * x) / (SQRT_PI * f);
}

/** The complementary error function erfc(x) = 1 - erf(x), to about double precision. */
export function erfc(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (x >= SERIES_LIMIT) return x > 27 ? 0 : erfcFraction(x);
  if (x <= -SERIES_LIMIT) return x < -27 ? 2 : 2 - erfcFraction(-x);
  return 1 - erfSeries(x);
}

/** P(X <= x) for X normal with the given mean and standard deviation; sd 0 is a point mass at the mean. */
export function normalCdf(x: number, mean: number, sd: number): number {
  if (sd === 0) return x >= mean ? 1 : 0;
  return 0.5 * erfc((mean - x) / (sd * Math.SQRT2));
}

/**
 * A normal distribution put on the integers with the continuity correction, P(X = k) =
 * P(k - 0.5 < Y <= k + 0.5), over mean +- 10 sd, the two tails lumped into the end values.
 * sd 0 gives a point mass at the mean rounded to an integer.
 */
export function discreteNormal(mean: number, sd: number): Pmf {
  if (!Number.isFinite(mean) || !Number.isFinite(sd) || sd < 0) {
    throw new RangeError(`normal needs a finite mean and sd >= 0, got ${mean}, ${sd}`);
  }
  const low = Math.floor(mean - 10 * sd);
  const high = Math.ceil(mean + 10 * sd);
  if (sd === 0 || low === high) return { offset: Math.round(mean), p: [1] };
  const p: number[] = [];
  let below = 0;
  for (let k = low; k < high; k++) {
    // Differences of one running cdf, so the masses telescope to the last cdf value and the lumped
    // upper tail closes the sum at 1.
    const cdf = normalCdf(k + 0.5, mean, sd);
    p.push(cdf - below);
    below = cdf;
  }
  p.push(1 - below);
  return { offset: low, p };
}

/**
 * Poisson(rate) over 0..cap, the mass of cap and above lumped into cap (so the last value reads
 * "cap or more"). The lumped mass is 1 minus the rest, so the pmf sums to 1.
 */
export function cappedPoisson(rate: number, cap: number): Pmf {
  if (!Number.isFinite(rate) || rate < 0) throw new RangeError(`rate must be finite and >= 0, got ${rate}`);
  if (!Number.isInteger(cap) || cap < 0) throw new RangeError(`cap must be an integer >= 0, got ${cap}`);
  const p: number[] = [];
  let term = Math.exp(-rate);
  let below = 0;
  for (let k = 0; k < cap; k++) {
    p.push(term);
    below += term;
    term *= rate / (k + 1);
  }
  p.push(Math.max(0, 1 - below));
  return { offset: 0, p };
}

/** P(X >= k) for X ~ Poisson(rate), k a non-negative integer. */
export function poissonAtLeast(rate: number, k: number): number {
  if (k <= 0) return 1;
  let term = Math.exp(-rate);
  let below = 0;
  for (let j = 0; j < k; j++) {
    below += term;
    term *= rate / (j + 1);
  }
  return Math.max(0, 1 - below);
}

/** The mixture w * a + (1 - w) * b of two pmfs, w in [0, 1]. */
export function mixPmfs(a: Pmf, b: Pmf, weightOfA: number): Pmf {
  const offset = Math.min(a.offset, b.offset);
  const end = Math.max(a.offset + a.p.length, b.offset + b.p.length);
  const p = new Array<number>(end - offset).fill(0);
  a.p.forEach((mass, i) => {
    p[a.offset + i - offset]! += weightOfA * mass;
  });
  b.p.forEach((mass, i) => {
    p[b.offset + i - offset]! += (1 - weightOfA) * mass;
  });
  return { offset, p };
}

/** The mean of a pmf. */
export function pmfMean(pmf: Pmf): number {
  return pmf.p.reduce((sum, mass, i) => sum + mass * (pmf.offset + i), 0);
}

/** The total mass of a pmf where the value satisfies a test. */
export function pmfMass(pmf: Pmf, test: (value: number) => boolean): number {
  let sum = 0;
  pmf.p.forEach((mass, i) => {
    if (test(pmf.offset + i)) sum += mass;
  });
  return sum;
}
