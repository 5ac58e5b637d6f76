import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';
import type { Uint32Source } from '../prng';

// The provably fair primitives. @noble/hashes rather than node:crypto because packages/domain is
// also bundled into the browser, where members verify their own rounds with this same code.

const SEED_PATTERN = /^[0-9a-f]{64}$/;

/** True for a seed as the server issues it: 32 random bytes as 64 lower-case hex digits. */
export function isSeed(seed: string): boolean {
  return SEED_PATTERN.test(seed);
}

function seedBytes(seed: string): Uint8Array {
  if (!isSeed(seed)) throw new RangeError('a seed is 64 lower-case hex digits');
  return hexToBytes(seed);
}

/** The commitment published before play: SHA-256 of the seed's 32 bytes, as hex. */
export function seedCommitment(seed: string): string {
  return bytesToHex(sha256(seedBytes(seed)));
}

/** SHA-256 of UTF-8 text, as hex. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/**
 * Uniform 32-bit words from HMAC-SHA256(seed, message(block)) for block = 0, 1, 2, ...: each
 * 32-byte digest gives eight big-endian words, and the next block is computed only when they run
 * out. Feed it to uniformInt, which rejects the few words that would bias a range.
 */
export function hmacWordStream(seed: string, message: (block: number) => string): Uint32Source {
  const key = seedBytes(seed);
  let block = 0;
  let words: DataView | null = null;
  let used = 8;
  return {
    nextUint32(): number {
      if (used === 8) {
        const digest = hmac(sha256, key, utf8ToBytes(message(block++)));
        words = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
        used = 0;
      }
      return words!.getUint32(4 * used++, false);
    },
  };
}
