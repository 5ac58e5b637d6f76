import { uniformInt } from '../prng';
import { hmacWordStream, isSeed, seedCommitment } from './hmac-stream';

/** The public inputs of one provably fair slot spin. */
export interface FairSlotInput {
  /** The server seed, revealed after the seed pair is rotated. */
  readonly serverSeed: string;
  /** Chosen by the member: 1..64 printable ASCII characters other than ':'. */
  readonly clientSeed: string;
  /** Counts the spins played on this seed pair from 0; every spin, free spins included, uses one. */
  readonly nonce: number;
}

// ':' separates the fields of the HMAC message, so a client seed must not hold one; otherwise
// ('a:1', nonce 2) and ('a', nonce 1, block 2) would hash the same text.
const CLIENT_SEED_PATTERN = /^[\x21-\x39\x3b-\x7e]{1,64}$/;

function checkInput(input: FairSlotInput, reelLengths: readonly number[]): void {
  if (!isSeed(input.serverSeed)) throw new RangeError('server seed must be 64 lower-case hex digits');
  if (!CLIENT_SEED_PATTERN.test(input.clientSeed)) throw new RangeError('client seed: 1..64 printable ASCII, no ":"');
  if (!Number.isSafeInteger(input.nonce) || input.nonce < 0) throw new RangeError('nonce must be an integer >= 0');
  if (!reelLengths.every((length) => Number.isInteger(length) && length >= 1 && length <= 2 ** 16)) {
    throw new RangeError('reel lengths must be 1..65536');
  }
}

/**
 * The reel stops of a spin: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`) read as 32-bit
 * big-endian words, one uniform stop per reel in reel order. A word w is used for a reel of length
 * L only when w < 2^32 - (2^32 mod L), else the next word is taken (rejection sampling), so every
 * stop is exactly equally likely; for L <= 256 a word is rejected with chance below 6e-8. When a
 * digest's eight words run out (practically never) the stream continues with
 * HMAC(serverSeed, `${clientSeed}:${nonce}:${block}`) for block 1, 2, ...
 */
export function fairSlotStops(input: FairSlotInput, reelLengths: readonly number[]): number[] {
  checkInput(input, reelLengths);
  const base = `${input.clientSeed}:${input.nonce}`;
  const stream = hmacWordStream(input.serverSeed, (block) => (block === 0 ? base : `${base}:${block}`));
  return reelLengths.map((length) => uniformInt(stream, length));
}

/** A spin as the member sees it after the server seed is revealed. */
export interface FairSlotRound extends FairSlotInput {
  /** The commitment published before the spin: SHA-256 of the server seed, hex. */
  readonly serverSeedHash: string;
  /** The stops the game showed. */
  readonly stops: readonly number[];
  /** The game's reel lengths, from its published definition. */
  readonly reelLengths: readonly number[];
}

/**
 * True only when the server seed matches its published hash AND the stops are the ones the seeds
 * and nonce produce. Malformed input is simply not verified (false), never an exception.
 */
export function verifySlotRound(round: FairSlotRound): boolean {
  try {
    if (seedCommitment(round.serverSeed) !== round.serverSeedHash) return false;
    const expected = fairSlotStops(round, round.reelLengths);
    return expected.length === round.stops.length && expected.every((stop, reel) => stop === round.stops[reel]);
  } catch {
    return false;
  }
}
