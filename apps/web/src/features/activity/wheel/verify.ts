import { isSeed, seedCommitment } from '@courtside/domain/casino';
import { drawTableProblem, fairDrawIndex, verifyDraw } from '@courtside/domain/promotions';

// The contract's client seed: 1..64 printable ASCII other than ':' (the HMAC message's separator).
const CLIENT_SEED = /^[\x21-\x39\x3b-\x7e]{1,64}$/;

/** The verify page's inputs as typed (and as a draw's 验证 link fills them in). */
export interface WheelVerifyInputs {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  /** Every segment's weight in the wheel's order, comma separated. */
  weights: string;
  /** The claimed segment, counted from 1 as the member reads it. */
  index: string;
}

export type WheelCheck =
  /** The draw cannot be recomputed: a client seed with a colon, a nonce or table that is not numbers. */
  | { kind: 'incomplete' }
  | {
      kind: 'checked';
      hashMatches: boolean;
      /** The segment the seeds land on (0-based), whatever the hash says; null for a server seed that is not 64 hex digits. */
      recomputed: number | null;
      indexMatches: boolean;
      /** The domain's own verdict: both of the above. */
      verified: boolean;
    };

const parseWeights = (text: string): number[] | null => {
  const parts = text.split(/[,，\s]+/).filter((p) => p !== '');
  if (parts.length === 0 || !parts.every((p) => /^\d{1,7}$/.test(p))) return null;
  return parts.map(Number);
};

/**
 * Recomputes a draw in the browser with the published algorithm (packages/domain): whether the
 * revealed server seed is the one committed to, and which segment the seeds, nonce and weights land on.
 * Nothing here trusts the server's word beyond the figures typed in.
 */
export function checkWheelDraw(inputs: WheelVerifyInputs): WheelCheck {
  const serverSeed = inputs.serverSeed.trim();
  const serverSeedHash = inputs.serverSeedHash.trim().toLowerCase();
  const clientSeed = inputs.clientSeed.trim();
  const weights = parseWeights(inputs.weights);
  const nonce = /^\d{1,15}$/.test(inputs.nonce.trim()) ? Number(inputs.nonce.trim()) : null;
  const claimed = /^\d{1,2}$/.test(inputs.index.trim()) ? Number(inputs.index.trim()) - 1 : null;
  if (!weights || nonce === null || claimed === null || !CLIENT_SEED.test(clientSeed)) return { kind: 'incomplete' };
  if (drawTableProblem(weights) !== null) return { kind: 'incomplete' };
  // A tampered seed that is no longer 64 hex digits cannot match any commitment: a failure, not a typo to fix.
  if (!isSeed(serverSeed))
    return { kind: 'checked', hashMatches: false, recomputed: null, indexMatches: false, verified: false };
  const recomputed = fairDrawIndex({ serverSeed, clientSeed, nonce }, weights);
  const hashMatches = seedCommitment(serverSeed) === serverSeedHash;
  const indexMatches = recomputed === claimed;
  const verified = verifyDraw({ serverSeed, serverSeedHash, clientSeed, nonce, weights, index: claimed });
  return { kind: 'checked', hashMatches, recomputed, indexMatches, verified };
}

/** The query string of a draw's 验证 link: everything the verify page needs to recompute it. */
export function verifySearch(draw: {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  weights: readonly number[];
  index: number;
  label: string;
}): string {
  return new URLSearchParams({
    serverSeed: draw.serverSeed,
    hash: draw.serverSeedHash,
    clientSeed: draw.clientSeed,
    nonce: String(draw.nonce),
    weights: draw.weights.join(','),
    index: String(draw.index + 1),
    label: draw.label,
  }).toString();
}
