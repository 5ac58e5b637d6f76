// A small seeded generator for simulations and tests. It is NOT the source of real game outcomes:
// those come from the provably fair HMAC draws in ../fair. xoshiro128** is fast in 32-bit JS
// integer arithmetic and passes the usual statistical batteries, which is all a simulation needs.

/** A source of uniform 32-bit unsigned integers. */
export interface Uint32Source {
  nextUint32(): number;
}

// splitmix32 spreads a small integer seed over the 128-bit xoshiro state, so seeds 1, 2, 3 give
// unrelated streams and the all-zero state (which xoshiro never leaves) cannot occur in practice.
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

/** A xoshiro128** generator seeded from a 32-bit integer; deterministic for a given seed. */
export function createXoshiro128(seed: number): Uint32Source {
  const mix = splitmix32(seed);
  let a = mix();
  let b = mix();
  let c = mix();
  let d = mix();
  if ((a | b | c | d) === 0) a = 1;
  return {
    nextUint32(): number {
      const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
      const t = b << 9;
      c ^= a;
      d ^= b;
      b ^= c;
      a ^= d;
      c ^= t;
      d = rotl(d, 11);
      return result;
    },
  };
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

const TWO_POW_32 = 2 ** 32;

/**
 * A uniform integer in [0, bound) from 32-bit draws, by rejection: draws at or above the largest
 * multiple of `bound` below 2^32 are thrown away, so every result is exactly equally likely (plain
 * `x % bound` would favour small results whenever bound does not divide 2^32).
 */
export function uniformInt(source: Uint32Source, bound: number): number {
  if (!Number.isInteger(bound) || bound < 1 || bound > TWO_POW_32) {
    throw new RangeError(`bound must be an integer in [1, 2^32], got ${bound}`);
  }
  const limit = TWO_POW_32 - (TWO_POW_32 % bound);
  for (;;) {
    const x = source.nextUint32();
    if (x < limit) return x % bound;
  }
}
