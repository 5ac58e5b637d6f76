import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed playback URLs (DESIGN.md section 14). The signature covers the stream, the expiry and who may
 * play it (a member's session or a visitor's id), and it sits in the path, so every relative URL a
 * player derives from a playlist (variants, segments) carries it too. A CDN or the demo origin checks
 * it with the shared key; nothing else is needed to verify.
 */
export interface MediaGrant {
  stream: string;
  /** Unix seconds. */
  expiresAt: number;
  /** Who may play: `m` + a digest of the member's session token, or `v` + the visitor's id. */
  viewer: string;
}

const STREAM = /^[a-z0-9-]{1,64}$/;
const VIEWER = /^[mv][0-9a-f]{16,32}$/;
const SIGNATURE = /^[0-9a-f]{32}$/;

export const viewerOfSession = (token: string): string =>
  `m${createHash('sha256').update(token).digest('hex').slice(0, 16)}`;
export const viewerOfVisitor = (visitorId: string): string => `v${visitorId}`;

const signatureOf = (key: string, grant: MediaGrant): string =>
  createHmac('sha256', key).update(`${grant.stream}|${grant.expiresAt}|${grant.viewer}`).digest('hex').slice(0, 32);

/** The signed path prefix of a stream: `/live/<stream>/<exp>/<viewer>/<sig>/`. */
export const signedPrefix = (key: string, grant: MediaGrant): string =>
  `/live/${grant.stream}/${grant.expiresAt}/${grant.viewer}/${signatureOf(key, grant)}/`;

export type MediaVerdict =
  | { ok: true; grant: MediaGrant }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' | 'foreign' };

/**
 * Checks a request's path prefix parts against the key, the clock and the requester: a tampered
 * path is forged, a late one expired, and a URL of another session or visitor is foreign.
 */
export const verifyMedia = (
  key: string,
  parts: { stream: string; expiresAt: string; viewer: string; signature: string },
  nowSeconds: number,
  requesterViewers: readonly string[],
): MediaVerdict => {
  if (
    !STREAM.test(parts.stream) ||
    !/^\d{1,12}$/.test(parts.expiresAt) ||
    !VIEWER.test(parts.viewer) ||
    !SIGNATURE.test(parts.signature)
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const grant = { stream: parts.stream, expiresAt: Number(parts.expiresAt), viewer: parts.viewer };
  const expected = Buffer.from(signatureOf(key, grant));
  if (!timingSafeEqual(expected, Buffer.from(parts.signature))) return { ok: false, reason: 'forged' };
  if (grant.expiresAt <= nowSeconds) return { ok: false, reason: 'expired' };
  if (!requesterViewers.includes(grant.viewer)) return { ok: false, reason: 'foreign' };
  return { ok: true, grant };
};
