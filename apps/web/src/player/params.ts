/**
 * The query of `/play.html` (spec section 2: "receives rewritten query parameters for the video URL";
 * the spec does not say how, so this is our decision, documented in the README):
 *
 * - `src`: the signed stream URL the video call answered. The signature sits in its path
 *   (`…/live/<stream>/<exp>/<viewer>/<sig>/…`), so every URL a player derives from it is signed too.
 * - `format`: `hls` or `flv` (picks hls.js or mpegts.js); guessed from `src` when absent.
 * - `kind`: `LIVE` or `ANCHOR`, with `match` or `room`: what to ask the video call for when the
 *   signature nears `exp` (unix seconds) or a reconnect finds it expired.
 * - `channel`: the video channel of the call (default OBTY).
 * - `title`, `poster`: the stream's name (overlaid) and the picture shown before it plays.
 * - `match`: also the match whose clock is overlaid.
 */
export type StreamFormat = 'hls' | 'flv';
export type StreamKind = 'LIVE' | 'ANCHOR';

export interface PlayParams {
  src: string;
  format: StreamFormat;
  kind: StreamKind;
  /** Unix seconds; 0 when unknown (never renewed ahead of time). */
  expiresAt: number;
  matchId: number | null;
  roomId: number | null;
  channel: string;
  title: string;
  poster: string;
}

export type ParseResult = { ok: true; params: PlayParams } | { ok: false; reason: 'missing' | 'invalid' };

const positiveId = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : null;
};

// Only http(s) or a path of this site: a `javascript:` or `data:` source must never reach a player.
const allowedSource = (src: string) => /^(https?:)?\/\//i.test(src) || (src.startsWith('/') && !src.startsWith('//'));

/** Reads and checks the query of /play.html. */
export function parsePlayParams(search: string): ParseResult {
  const query = new URLSearchParams(search);
  const src = query.get('src') ?? '';
  if (!src) return { ok: false, reason: 'missing' };
  if (!allowedSource(src)) return { ok: false, reason: 'invalid' };
  const declared = query.get('format');
  const format: StreamFormat | null =
    declared === 'hls' || declared === 'flv'
      ? declared
      : /\.flv(\?|$)/i.test(src)
        ? 'flv'
        : /\.m3u8(\?|$)/i.test(src)
          ? 'hls'
          : null;
  if (!format) return { ok: false, reason: 'invalid' };
  const poster = query.get('poster') ?? '';
  return {
    ok: true,
    params: {
      src,
      format,
      kind: query.get('kind') === 'ANCHOR' ? 'ANCHOR' : 'LIVE',
      expiresAt: Number(query.get('exp')) > 0 ? Math.floor(Number(query.get('exp'))) : 0,
      matchId: positiveId(query.get('match')),
      roomId: positiveId(query.get('room')),
      channel: /^[A-Z]{2,8}$/.test(query.get('channel') ?? '') ? (query.get('channel') as string) : 'OBTY',
      title: (query.get('title') ?? '').slice(0, 80),
      poster: allowedSource(poster) ? poster : '',
    },
  };
}

/** The /play.html address for a stream: what the rooms put in their player frame. */
export function playUrl(params: Omit<PlayParams, 'expiresAt'> & { expiresAt: number | string }): string {
  const expiresAt =
    typeof params.expiresAt === 'number' ? params.expiresAt : Math.floor(Date.parse(params.expiresAt) / 1000);
  const query = new URLSearchParams({ src: params.src, format: params.format, kind: params.kind });
  if (expiresAt > 0) query.set('exp', String(expiresAt));
  if (params.matchId) query.set('match', String(params.matchId));
  if (params.roomId) query.set('room', String(params.roomId));
  if (params.channel !== 'OBTY') query.set('channel', params.channel);
  if (params.title) query.set('title', params.title);
  if (params.poster) query.set('poster', params.poster);
  return `/play.html?${query.toString()}`;
}

const SIGNED_PREFIX = /^(.*?\/live\/[a-z0-9-]+\/\d+\/[mv][0-9a-f]+\/[0-9a-f]+\/)/;

/** The signed part of a stream URL (up to and including the signature), or null when unsigned. */
export function signedPrefixOf(url: string): string | null {
  return SIGNED_PREFIX.exec(url)?.[1] ?? null;
}

/**
 * A URL under an old signature moved under the newest one: the player keeps requesting the URLs it
 * derived from the first playlist, and each request goes out with the signature that is valid now.
 */
export function resigned(url: string, newestPrefix: string | null): string {
  const prefix = signedPrefixOf(url);
  return prefix && newestPrefix && prefix !== newestPrefix ? newestPrefix + url.slice(prefix.length) : url;
}

/** A minute before the signature runs out, at least five seconds from now; null when there is no expiry. */
export function renewDelayMs(expiresAt: number, nowMs: number): number | null {
  if (expiresAt <= 0) return null;
  return Math.max(5_000, expiresAt * 1000 - 60_000 - nowMs);
}
