import { hmacWordStream, isSeed, seedCommitment } from '../casino/fair/hmac-stream';
import { uniformInt } from '../casino/prng';

/**
 * The draws of issue 31 (lottery, spin wheel, golden eggs): a prize table of segments with whole
 * weights, disclosed to the member as weight / total, drawn provably fairly the way casino rounds are
 * (a server seed committed before, revealed after; the member's client seed and a nonce).
 */

/** A wheel needs at least two outcomes to be a draw; more than 24 no longer fits on a wheel. */
export const DRAW_SEGMENTS_MIN = 2;
export const DRAW_SEGMENTS_MAX = 24;
/** Weights stay far below 2^32 so the sum is a valid bound for one uniform draw. */
export const DRAW_WEIGHT_MAX = 1_000_000;

/** What a table's problem is, for the operator's error; null when the table can be drawn. */
export type DrawTableProblem = 'segmentCount' | 'weight' | 'noChance';

/**
 * A prize table is drawable when it has 2..24 segments, each weight a whole number in
 * 0..1,000,000, and at least one weight above zero. A zero weight is a segment shown on the wheel
 * that can never be drawn; the page says 0.00 % for it, which is the honest disclosure.
 */
export function drawTableProblem(weights: readonly number[]): DrawTableProblem | null {
  if (weights.length < DRAW_SEGMENTS_MIN || weights.length > DRAW_SEGMENTS_MAX) return 'segmentCount';
  if (!weights.every((w) => Number.isInteger(w) && w >= 0 && w <= DRAW_WEIGHT_MAX)) return 'weight';
  if (weights.every((w) => w === 0)) return 'noChance';
  return null;
}

/**
 * Each segment's chance as the page shows it, in hundredths of a percent (1234 = 12.34 %), rounded
 * half up. The figures may add up to 99.99 % or 100.01 %; each one is the nearest to its own exact
 * chance, which is what a member reading one segment needs.
 */
export function disclosedChances(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => Math.floor((w * 10_000 * 2 + total) / (2 * total)));
}

/** The same chances as the page writes them: percents with two places ("12.50"). */
export function disclosedPercents(weights: readonly number[]): string[] {
  return disclosedChances(weights).map((c) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`);
}

/** The public inputs of one draw. */
export interface FairDrawInput {
  /** Revealed once the member rotates the seed pair. */
  readonly serverSeed: string;
  /** Chosen by the member: 1..64 printable ASCII characters other than ':'. */
  readonly clientSeed: string;
  /** Counts the draws made on this seed pair from 0. */
  readonly nonce: number;
}

// ':' separates the HMAC message's fields (the same rule as the slot rounds).
const CLIENT_SEED_PATTERN = /^[\x21-\x39\x3b-\x7e]{1,64}$/;

/**
 * The segment a draw lands on: a uniform integer below the total weight, read from
 * HMAC-SHA256(serverSeed, `draw:${clientSeed}:${nonce}`) by rejection sampling, then the segment
 * whose running total of weights first passes it. The `draw:` prefix keeps a draw's words apart from
 * a slot spin's on the same seed pair.
 */
export function fairDrawIndex(input: FairDrawInput, weights: readonly number[]): number {
  if (!isSeed(input.serverSeed)) throw new RangeError('server seed must be 64 lower-case hex digits');
  if (!CLIENT_SEED_PATTERN.test(input.clientSeed)) throw new RangeError('client seed: 1..64 printable ASCII, no ":"');
  if (!Number.isSafeInteger(input.nonce) || input.nonce < 0) throw new RangeError('nonce must be an integer >= 0');
  if (drawTableProblem(weights) !== null) throw new RangeError('not a drawable prize table');
  const base = `draw:${input.clientSeed}:${input.nonce}`;
  const stream = hmacWordStream(input.serverSeed, (block) => (block === 0 ? base : `${base}:${block}`));
  const total = weights.reduce((sum, w) => sum + w, 0);
  let ticket = uniformInt(stream, total);
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i] ?? 0;
    if (ticket < w) return i;
    ticket -= w;
  }
  // Unreachable: the ticket is below the total, so some segment holds it.
  throw new RangeError('ticket beyond the table');
}

/** A draw as the member sees it after the server seed is revealed. */
export interface FairDrawClaim extends FairDrawInput {
  /** The commitment shown before the draw: SHA-256 of the server seed, hex. */
  readonly serverSeedHash: string;
  /** The table's weights as disclosed when the draw was made. */
  readonly weights: readonly number[];
  /** The segment the draw said it landed on. */
  readonly index: number;
}

/**
 * True only when the seed matches its commitment and the seeds, nonce and table land on the claimed
 * segment. Malformed input (a tampered seed, a broken table) is simply not verified, never thrown.
 */
export function verifyDraw(claim: FairDrawClaim): boolean {
  try {
    if (seedCommitment(claim.serverSeed) !== claim.serverSeedHash) return false;
    return fairDrawIndex(claim, claim.weights) === claim.index;
  } catch {
    return false;
  }
}
