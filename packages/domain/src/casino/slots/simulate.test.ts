import { describe, expect, it } from 'vitest';
import { fractionToNumber } from '../fraction';
import { createXoshiro128 } from '../prng';
import { MAIN_SLOTS } from './games';
import { exactRtp } from './rtp';
import { simulateRtp } from './simulate';

// Simulation against the exact maths. A round's return has exact variance v (exactRtp), so the
// mean of N independent rounds has standard error sqrt(v / N). The test allows K = 5 standard
// errors. With the maths right, a seed fails with chance about 6e-7 by the normal approximation
// (a million rounds is deep in CLT territory even for these tails), and at most 1/K^2 = 4% by
// Chebyshev, which assumes nothing. With the maths wrong by d, every seed fails once d > 2K
// standard errors (then |simulated - exact| > d - K*SE > K*SE) unless the sample itself is off by
// more than K standard errors, which is the same tiny chance. At N = 1e6 this catches a gap of
// about 2.9% (caishen), 3.7% (long-feng) and 4.2% (panda) of RTP; smaller gaps are what the exact
// brute-force tests in rtp.test.ts are for, since those compare every sum to the last unit.
const K = 5;
const ROUNDS = 1_000_000;

describe('simulateRtp agrees with exactRtp', () => {
  it.each(MAIN_SLOTS.map((def, i) => [def.name, def, 20_240_001 + i] as const))(
    '%s over 1,000,000 rounds',
    (_, def, seed) => {
      const exact = exactRtp(def);
      const standardError = Math.sqrt(fractionToNumber(exact.variance) / ROUNDS);
      const simulated = simulateRtp(def, ROUNDS, createXoshiro128(seed));
      expect(Math.abs(simulated.rtp - fractionToNumber(exact.rtp))).toBeLessThanOrEqual(K * standardError);
      // The tolerance is only as good as the exact variance, so check that too, loosely: a sample
      // variance of heavy-tailed wins moves with a few big wins (these seeds land within 2%).
      const ratio = simulated.variance / fractionToNumber(exact.variance);
      expect(ratio).toBeGreaterThan(0.8);
      expect(ratio).toBeLessThan(1.25);
    },
    30_000,
  );
});
