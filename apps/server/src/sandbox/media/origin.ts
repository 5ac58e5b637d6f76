import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { VISITOR_COOKIE, verifyMedia, viewerOfSession, viewerOfVisitor } from '../../modules/live';
import { tokenOf } from '../../platform/auth';
import { encodeTag, type MediaLoop, QUALITY_NAMES } from './loop';
import { isServable, livePlaylist, masterPlaylist } from './playlist';
import { DEFAULT_LOOP } from './render-rooms';

export const ORIGIN_PATH = '/stream';
/** Tags are sent this far ahead of real time, so a player's buffer never runs dry between ticks. */
const FLV_LEAD_MS = 600;
const FLV_TICK_MS = 100;

const grantParams = z.object({
  stream: z.string(),
  exp: z.string(),
  viewer: z.string(),
  sig: z.string(),
});
const qualityParams = grantParams.extend({ quality: z.enum(QUALITY_NAMES) });
const segmentParams = qualityParams.extend({ seq: z.string().regex(/^\d{1,12}$/) });

const cookieOf = (request: FastifyRequest, name: string): string | null => {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
};

/**
 * The demo media origin: every LIVE match and anchor room plays the committed test-card loop as a
 * live sliding-window HLS stream, and anchor rooms that ask for it as live HTTP-FLV too. Like a CDN
 * with token authentication it serves only signed, unexpired paths, to the session or visitor they
 * were signed for.
 */
export const registerMediaOrigin = (
  app: FastifyInstance,
  deps: {
    loop: MediaLoop;
    /**
     * The demo rooms' own videos by stream key, and `default` for every other stream; without them
     * (no ffmpeg at build time) every stream plays `loop`, the committed test card.
     */
    rooms?: ReadonlyMap<string, MediaLoop>;
    signingKey: string;
    now: () => number;
  },
): void => {
  const loopOf = (request: FastifyRequest): MediaLoop =>
    deps.rooms?.get((request.params as { stream?: string }).stream ?? '') ?? deps.rooms?.get(DEFAULT_LOOP) ?? deps.loop;
  /** A quality the loop lacks (a room's 480p video asked for 360p) is served from its best one. */
  const segmentsOf = (loop: MediaLoop, quality: string): readonly Buffer[] =>
    loop.segments.get(quality) ?? loop.segments.get(loop.qualities[0]!.name) ?? [];
  const prefix = `${ORIGIN_PATH}/live/:stream/:exp/:viewer/:sig`;

  const authorize = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const parsed = grantParams.safeParse(request.params);
    if (!parsed.success) {
      void reply.status(404).send();
      return false;
    }
    const token = tokenOf(request);
    const visitor = cookieOf(request, VISITOR_COOKIE);
    const requester = [...(token ? [viewerOfSession(token)] : []), ...(visitor ? [viewerOfVisitor(visitor)] : [])];
    const verdict = verifyMedia(
      deps.signingKey,
      {
        stream: parsed.data.stream,
        expiresAt: parsed.data.exp,
        viewer: parsed.data.viewer,
        signature: parsed.data.sig,
      },
      Math.floor(deps.now() / 1000),
      requester,
    );
    if (!verdict.ok) {
      void reply
        .status(verdict.reason === 'malformed' ? 404 : 403)
        .header('x-refused', verdict.reason)
        .send();
      return false;
    }
    return true;
  };

  // Like a CDN, the origin is guarded by its signatures, not by the per-address API budget (which
  // counts /api/ calls only: platform/security.ts).
  const route = { schema: { hide: true } } as const;
  const playlistHeaders = { 'content-type': 'application/vnd.apple.mpegurl', 'cache-control': 'no-cache' };

  app.get(`${prefix}/index.m3u8`, route, async (request, reply) => {
    if (!authorize(request, reply)) return reply;
    return reply.headers(playlistHeaders).send(masterPlaylist(loopOf(request).qualities));
  });

  app.get(`${prefix}/:quality/index.m3u8`, route, async (request, reply) => {
    if (!qualityParams.safeParse(request.params).success) return reply.status(404).send();
    if (!authorize(request, reply)) return reply;
    const loop = loopOf(request);
    const length = segmentsOf(loop, (request.params as { quality: string }).quality).length;
    return reply.headers(playlistHeaders).send(livePlaylist(deps.now(), loop.segmentSeconds, length));
  });

  app.get(`${prefix}/:quality/seg-:seq.ts`, route, async (request, reply) => {
    const parsed = segmentParams.safeParse(request.params);
    if (!parsed.success) return reply.status(404).send();
    if (!authorize(request, reply)) return reply;
    const seq = Number(parsed.data.seq);
    const loop = loopOf(request);
    if (!isServable(seq, deps.now(), loop.segmentSeconds)) return reply.status(404).send();
    const files = segmentsOf(loop, parsed.data.quality);
    return reply
      .headers({ 'content-type': 'video/mp2t', 'cache-control': 'public, max-age=60' })
      .send(files[seq % files.length]);
  });

  app.get(`${prefix}/stream.flv`, route, async (request, reply) => {
    if (!authorize(request, reply)) return reply;
    const out = new PassThrough();
    const { flv } = loopOf(request);
    out.write(flv.header);
    for (const tag of flv.setup) out.write(encodeTag({ ...tag, timestamp: 0 }));
    const started = deps.now();
    let index = 0;
    let loops = 0;
    // Timestamps run on across loops, as a live encoder's would; only the tags repeat.
    const pump = () => {
      const horizon = deps.now() - started + FLV_LEAD_MS;
      while (true) {
        const tag = flv.media[index]!;
        const timestamp = loops * flv.durationMs + tag.timestamp;
        if (timestamp > horizon) break;
        out.write(encodeTag({ ...tag, timestamp }));
        index += 1;
        if (index === flv.media.length) {
          index = 0;
          loops += 1;
        }
      }
    };
    pump();
    const timer = setInterval(pump, FLV_TICK_MS);
    const stop = () => {
      clearInterval(timer);
      out.end();
    };
    request.raw.on('close', stop);
    return reply.headers({ 'content-type': 'video/x-flv', 'cache-control': 'no-cache' }).send(out);
  });
};
