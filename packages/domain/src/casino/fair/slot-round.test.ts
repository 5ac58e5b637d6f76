import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAISHEN_DAO } from '../slots/games';
import { seedCommitment } from './hmac-stream';
import { type FairSlotRound, fairSlotStops, verifySlotRound } from './slot-round';

// node:crypto is fine in a test (it never reaches the browser) and is an independent check of the
// @noble/hashes code the package ships.
const SERVER_SEED = '3f1c9a7e5b2d4f6081a3c5e7092b4d6f8a1c3e5f7092b4d6e8f0a2c4e6081a3c';
const OTHER_SEED = `${'0'.repeat(63)}1`;
const LENGTHS = CAISHEN_DAO.reels.map((strip) => strip.length);

describe('fairSlotStops', () => {
  it('reads the HMAC as big-endian words, one stop per reel (known answer)', () => {
    const stops = fairSlotStops({ serverSeed: SERVER_SEED, clientSeed: 'member-42', nonce: 7 }, LENGTHS);
    expect(stops).toEqual([9, 27, 18, 37, 10]);
    const digest = createHmac('sha256', Buffer.from(SERVER_SEED, 'hex')).update('member-42:7').digest();
    expect(stops).toEqual(LENGTHS.map((length, reel) => digest.readUInt32BE(reel * 4) % length));
  });

  it('publishes SHA-256 of the seed bytes as the commitment', () => {
    const expected = createHash('sha256').update(Buffer.from(SERVER_SEED, 'hex')).digest('hex');
    expect(seedCommitment(SERVER_SEED)).toBe(expected);
    expect(expected).toBe('b738013949fd794c58d29cdf4515cd2e824906e54d095c0ebee2481eab2edf64');
  });

  it('gives every stop in range and spreads them evenly over many nonces', () => {
    const counts = new Array(7).fill(0);
    for (let nonce = 0; nonce < 7000; nonce++) {
      const [stop] = fairSlotStops({ serverSeed: SERVER_SEED, clientSeed: 'c', nonce }, [7]);
      counts[stop!]++;
    }
    // Chi-square with 6 degrees of freedom: 22.46 is the 0.1% critical value.
    const chiSquare = counts.reduce((sum, count) => sum + (count - 1000) ** 2 / 1000, 0);
    expect(chiSquare).toBeLessThan(22.46);
  });

  it('refuses inputs that could be read two ways or are not seeds', () => {
    expect(() => fairSlotStops({ serverSeed: SERVER_SEED, clientSeed: 'a:1', nonce: 2 }, LENGTHS)).toThrow(RangeError);
    expect(() => fairSlotStops({ serverSeed: SERVER_SEED, clientSeed: '', nonce: 2 }, LENGTHS)).toThrow(RangeError);
    expect(() => fairSlotStops({ serverSeed: 'ABC', clientSeed: 'a', nonce: 2 }, LENGTHS)).toThrow(RangeError);
    expect(() => fairSlotStops({ serverSeed: SERVER_SEED, clientSeed: 'a', nonce: -1 }, LENGTHS)).toThrow(RangeError);
  });
});

describe('verifySlotRound', () => {
  const round: FairSlotRound = {
    serverSeed: SERVER_SEED,
    serverSeedHash: seedCommitment(SERVER_SEED),
    clientSeed: 'member-42',
    nonce: 7,
    stops: [9, 27, 18, 37, 10],
    reelLengths: LENGTHS,
  };

  it('verifies an honest round', () => {
    expect(verifySlotRound(round)).toBe(true);
  });

  it.each([
    ['another server seed', { serverSeed: OTHER_SEED }],
    ['another server seed with its own hash', { serverSeed: OTHER_SEED, serverSeedHash: seedCommitment(OTHER_SEED) }],
    ['a wrong hash', { serverSeedHash: seedCommitment(OTHER_SEED) }],
    ['another client seed', { clientSeed: 'member-43' }],
    ['another nonce', { nonce: 8 }],
    ['a changed stop', { stops: [9, 27, 18, 37, 11] }],
    ['a missing stop', { stops: [9, 27, 18, 37] }],
    ['other reels', { reelLengths: [38, 38, 38, 38, 38] }],
    ['a malformed seed', { serverSeed: 'not hex' }],
  ])('fails with %s', (_, change) => {
    expect(verifySlotRound({ ...round, ...change })).toBe(false);
  });

  it('fails whenever any single stop is changed (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 4 }), fc.integer({ min: 1, max: 37 }), (reel, shift) => {
        const stops = round.stops.map((stop, i) => (i === reel ? (stop + shift) % LENGTHS[i]! : stop));
        expect(verifySlotRound({ ...round, stops })).toBe(false);
      }),
    );
  });
});
