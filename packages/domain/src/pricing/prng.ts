// Seeded randomness for the feed simulator and the outright Monte Carlo. Demo runs must repeat from a
// seed (DESIGN §12), so nothing here reads Math.random or the clock. xoshiro128** is small, fast in
// 32-bit integer arithmetic and passes the usual statistical batteries, which is all a simulation
// needs. It is NOT a source of anything a member could profit from predicting.

/** The four 32-bit words of a generator's state. Save it to resume a stream exactly where it stopped. */
export type PrngState = readonly [number, number, number, number];

/** A seeded pseudo-random generator (xoshiro128**). */
export interface Prng {
  /** The next uniform integer in [0, 2^32). */
  nextUint32(): number;
  /** The next uniform float in [0, 1), built from 53 random bits. */
  nextFloat(): number;
  /** The next uniform integer in [0, bound), unbiased (rejection sampling); bound is an integer in [1, 2^32]. */
  nextInt(bound: number): number;
  /** A copy of the current state; `prngFromState(prng.state())` continues the same stream. */
  state(): PrngState;
}

const TWO_POW_32 = 2 ** 32;
const TWO_POW_53 = 2 ** 53;

// splitmix32 spreads a small integer seed over 128 bits, so seeds 1, 2, 3 start unrelated streams.
function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/** A generator seeded from an integer (only its low 32 bits are used); the same seed gives the same stream. */
export function createPrng(seed: number): Prng {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be a safe integer, got ${seed}`);
  const mix = splitmix32(seed);
  return prngFromState([mix(), mix(), mix(), mix()]);
}

/** A generator that continues from a saved state. The all-zero state (a fixed point) is refused. */
export function prngFromState(state: PrngState): Prng {
  let [a, b, c, d] = state.map((word) => {
    if (!Number.isInteger(word) || word < 0 || word >= TWO_POW_32) {
      throw new RangeError(`state words must be 32-bit unsigned integers, got ${word}`);
    }
    return word;
  }) as [number, number, number, number];
  if ((a | b | c | d) === 0) throw new RangeError('the all-zero state never leaves zero');

  function nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result;
  }

  return {
    nextUint32,
    nextFloat(): number {
      // 27 + 26 bits: every double in [0, 1) on the 2^-53 grid is equally likely.
      const high = nextUint32() >>> 5;
      const low = nextUint32() >>> 6;
      return (high * 2 ** 26 + low) / TWO_POW_53;
    },
    nextInt(bound: number): number {
      if (!Number.isInteger(bound) || bound < 1 || bound > TWO_POW_32) {
        throw new RangeError(`bound must be an integer in [1, 2^32], got ${bound}`);
      }
      // Plain `x % bound` would favour small results whenever bound does not divide 2^32.
      const limit = TWO_POW_32 - (TWO_POW_32 % bound);
      for (;;) {
        const x = nextUint32();
        if (x < limit) return x % bound;
      }
    },
    state(): PrngState {
      return [a >>> 0, b >>> 0, c >>> 0, d >>> 0];
    },
  };
}
