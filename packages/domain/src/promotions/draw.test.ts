import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedCommitment } from '../casino/fair/hmac-stream';
import { disclosedChances, disclosedPercents, drawTableProblem, fairDrawIndex, verifyDraw } from './draw';

const SERVER_SEED = '5f2c9a0e7b1d4c3a8e6f0b2d4a1c3e5f7a9b0c2d4e6f8a1b3c5d7e9f0a2b4c6d';
const WHEEL = [1, 4, 10, 35, 50, 100, 300, 500];

describe('draw tables', () => {
  it('refuses too few or too many segments, a weight that is not whole or out of range, and a table nothing can win', () => {
    expect(drawTableProblem([1])).toBe('segmentCount');
    expect(drawTableProblem(Array.from({ length: 25 }, () => 1))).toBe('segmentCount');
    expect(drawTableProblem([1, 1.5])).toBe('weight');
    expect(drawTableProblem([1, -1])).toBe('weight');
    expect(drawTableProblem([1, 1_000_001])).toBe('weight');
    expect(drawTableProblem([0, 0, 0])).toBe('noChance');
    expect(drawTableProblem([0, 1])).toBeNull();
    expect(drawTableProblem(WHEEL)).toBeNull();
  });

  it('discloses each chance to a hundredth of a percent, rounded half up', () => {
    expect(disclosedChances([1, 1])).toEqual([5000, 5000]);
    expect(disclosedChances([1, 2])).toEqual([3333, 6667]);
    expect(disclosedChances([0, 3])).toEqual([0, 10_000]);
    // One chance in 80,000 is 0.00125 %: shown as 0.00 %; one in 8,000 is 0.0125 %: 0.01 %.
    expect(disclosedChances([1, 79_999])).toEqual([0, 10_000]);
    expect(disclosedChances([1, 7_999])).toEqual([1, 9_999]);
    expect(disclosedChances(WHEEL)).toEqual([10, 40, 100, 350, 500, 1000, 3000, 5000]);
  });

  it('keeps every disclosed chance within half a hundredth of a percent of the exact one', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 2, maxLength: 24 }), (weights) => {
        fc.pre(weights.some((w) => w > 0));
        const total = weights.reduce((s, w) => s + w, 0);
        disclosedChances(weights).forEach((shown, i) => {
          expect(Math.abs(shown - ((weights[i] ?? 0) * 10_000) / total)).toBeLessThanOrEqual(0.5);
        });
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('a provably fair draw', () => {
  it('lands where the seeds say, the same every time, and never on a zero weight', () => {
    const input = { serverSeed: SERVER_SEED, clientSeed: 'member-seed', nonce: 0 };
    const first = fairDrawIndex(input, WHEEL);
    expect(fairDrawIndex(input, WHEEL)).toBe(first);
    for (let nonce = 0; nonce < 2_000; nonce++) {
      expect(fairDrawIndex({ ...input, nonce }, [0, 5, 0, 5])).toSatisfy((i: number) => i === 1 || i === 3);
    }
  });

  it('over 100,000 draws, lands on each segment as often as disclosed, within five standard errors', () => {
    const n = 100_000;
    const counts = WHEEL.map(() => 0);
    for (let nonce = 0; nonce < n; nonce++) {
      const i = fairDrawIndex({ serverSeed: SERVER_SEED, clientSeed: 'frequency', nonce }, WHEEL);
      counts[i] = (counts[i] ?? 0) + 1;
    }
    const total = WHEEL.reduce((s, w) => s + w, 0);
    WHEEL.forEach((w, i) => {
      const p = w / total;
      const standardError = Math.sqrt(n * p * (1 - p));
      expect(Math.abs((counts[i] ?? 0) - n * p)).toBeLessThanOrEqual(5 * standardError);
    });
  }, 60_000);

  it('verifies a draw, and refuses a tampered seed, nonce, table or outcome', () => {
    const claim = {
      serverSeed: SERVER_SEED,
      serverSeedHash: seedCommitment(SERVER_SEED),
      clientSeed: 'verify-me',
      nonce: 7,
      weights: WHEEL,
      index: fairDrawIndex({ serverSeed: SERVER_SEED, clientSeed: 'verify-me', nonce: 7 }, WHEEL),
    };
    expect(verifyDraw(claim)).toBe(true);
    const tamperedSeed = `${SERVER_SEED.slice(0, -1)}${SERVER_SEED.endsWith('d') ? 'e' : 'd'}`;
    expect(verifyDraw({ ...claim, serverSeed: tamperedSeed })).toBe(false);
    expect(verifyDraw({ ...claim, serverSeed: 'not-a-seed' })).toBe(false);
    expect(verifyDraw({ ...claim, index: (claim.index + 1) % WHEEL.length })).toBe(false);
    expect(verifyDraw({ ...claim, weights: [1] })).toBe(false);
    expect(verifyDraw({ ...claim, clientSeed: 'a:b' })).toBe(false);
    // Some other nonce lands elsewhere; its claim with this outcome does not verify.
    const elsewhere = [8, 9, 10, 11, 12].find(
      (nonce) => fairDrawIndex({ serverSeed: SERVER_SEED, clientSeed: 'verify-me', nonce }, WHEEL) !== claim.index,
    );
    expect(elsewhere).toBeDefined();
    expect(verifyDraw({ ...claim, nonce: elsewhere ?? 0 })).toBe(false);
  });
});

describe('disclosedPercents', () => {
  it('writes each chance with two places, as the page shows it', () => {
    expect(disclosedPercents([300, 250, 120, 200, 80, 20, 25, 5])).toEqual([
      '30.00',
      '25.00',
      '12.00',
      '20.00',
      '8.00',
      '2.00',
      '2.50',
      '0.50',
    ]);
    expect(disclosedPercents([1, 2])).toEqual(['33.33', '66.67']);
    expect(disclosedPercents([0, 7])).toEqual(['0.00', '100.00']);
  });
});
