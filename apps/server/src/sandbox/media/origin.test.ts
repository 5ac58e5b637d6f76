import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { anchorRoutes, type VideoResponse } from '@courtside/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedPrefix, verifyMedia } from '../../modules/live/signing';
import { call, createTestApp, post, type TestApp } from '../../test/harness';
import { registerMember, tokenHeader } from '../../test/members';
import { rowsOf } from '../../test/payments';
import { livePlaylist, liveSequence, STREAM_EPOCH_MS } from './playlist';

describe('playback URL signing', () => {
  const key = 'k'.repeat(32);
  const grant = { stream: 'match-7', expiresAt: 2_000_000_000, viewer: 'm0123456789abcdef' };
  const parts = (prefix: string) => {
    const [, , stream, expiresAt, viewer, signature] = prefix.split('/');
    return { stream: stream!, expiresAt: expiresAt!, viewer: viewer!, signature: signature! };
  };

  it('verifies a URL for its own viewer before it expires', () => {
    expect(verifyMedia(key, parts(signedPrefix(key, grant)), 1_900_000_000, [grant.viewer]).ok).toBe(true);
  });

  it('refuses a tampered path, an expired URL and another viewer', () => {
    const good = parts(signedPrefix(key, grant));
    expect(verifyMedia(key, { ...good, stream: 'match-8' }, 1_900_000_000, [grant.viewer])).toMatchObject({
      ok: false,
      reason: 'forged',
    });
    expect(verifyMedia(key, { ...good, expiresAt: '2000000001' }, 1_900_000_000, [grant.viewer])).toMatchObject({
      reason: 'forged',
    });
    expect(verifyMedia(key, good, 2_000_000_000, [grant.viewer])).toMatchObject({ reason: 'expired' });
    expect(verifyMedia(key, good, 1_900_000_000, ['mffffffffffffffff'])).toMatchObject({ reason: 'foreign' });
    expect(verifyMedia('x'.repeat(32), good, 1_900_000_000, [grant.viewer])).toMatchObject({ reason: 'forged' });
  });
});

describe('the live playlist', () => {
  const at = (seconds: number) => STREAM_EPOCH_MS + seconds * 1000;

  it('advances its media sequence in real time and lists a window of complete segments', () => {
    const first = livePlaylist(at(100), 2, 4);
    const later = livePlaylist(at(104), 2, 4);
    const sequenceOf = (text: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)![1]);
    expect(sequenceOf(later) - sequenceOf(first)).toBe(2);
    const segments = first.split('\n').filter((l) => l.startsWith('seg-'));
    expect(segments).toEqual(['seg-46.ts', 'seg-47.ts', 'seg-48.ts', 'seg-49.ts']);
    expect(liveSequence(at(100), 2)).toBe(50);
  });

  it('marks where the loop starts again as a discontinuity and counts the wraps', () => {
    const text = livePlaylist(at(2 * 50), 2, 4);
    const lines = text.split('\n');
    expect(lines[lines.indexOf('seg-48.ts') - 2]).toBe('#EXT-X-DISCONTINUITY');
    expect(text).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:11');
  });
});

describe('the demo media origin', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('pglite');
  });
  afterAll(() => app.close());

  const roomOne = async () =>
    Number(
      (
        await rowsOf<{ id: number }>(app, sql`select id from anchor_room where theme_id = 'T10001' and site_id = 5000`)
      )[0]!.id,
    );

  const videoOf = async (headers: Record<string, string>, roomId: number) => {
    const reply = await app.fastify.inject({
      method: 'POST',
      url: anchorRoutes.video.path,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ type: 'ANCHOR', anchorRoomId: roomId }),
    });
    return { body: reply.json() as { code: number; data: VideoResponse }, cookie: reply.headers['set-cookie'] };
  };

  it('serves a signed live playlist and each segment it lists, and the FLV room, to the member it signed for', async () => {
    const roomId = await roomOne();
    await app.services.live.switchRoom(5000, roomId, { status: 'On1' });
    const member = await registerMember(app, 'viewer01');
    const headers = tokenHeader(member.token);
    const { body } = await videoOf(headers, roomId);
    expect(body.code).toBe(0);
    const hls = body.data.sources.find((s) => s.format === 'hls')!;
    expect(body.data.sources.map((s) => s.format)).toEqual(['flv', 'hls']);
    const master = await app.fastify.inject({ method: 'GET', url: hls.url, headers });
    expect(master.statusCode).toBe(200);
    // The test card's qualities, or the room's own 480p video when the build rendered it (ffmpeg).
    expect(master.body).toMatch(/(360p|480p)\/index\.m3u8/);
    const variant = hls.qualities[0]!.url;
    const playlist = await app.fastify.inject({ method: 'GET', url: variant, headers });
    expect(playlist.body).toContain('#EXT-X-MEDIA-SEQUENCE');
    const segments = playlist.body.split('\n').filter((l) => l.startsWith('seg-'));
    expect(segments).toHaveLength(4);
    for (const segment of segments) {
      const res = await app.fastify.inject({ method: 'GET', url: variant.replace('index.m3u8', segment), headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('video/mp2t');
      // An MPEG-TS packet starts with the sync byte 0x47.
      expect(res.rawPayload[0]).toBe(0x47);
    }

    const other = await registerMember(app, 'viewer02');
    const foreign = await app.fastify.inject({ method: 'GET', url: hls.url, headers: tokenHeader(other.token) });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['x-refused']).toBe('foreign');
    const unsigned = await app.fastify.inject({
      method: 'GET',
      url: hls.url.replace(/\/[0-9a-f]{32}\//, `/${'0'.repeat(32)}/`),
      headers,
    });
    expect(unsigned.statusCode).toBe(403);
  });

  it('streams the FLV room live: the header, the decoder setup, then media tags with rising timestamps', async () => {
    const roomId = await roomOne();
    await app.services.live.switchRoom(5000, roomId, { status: 'On1' });
    const member = await registerMember(app, 'flvviewer');
    const { body } = await videoOf(tokenHeader(member.token), roomId);
    const flv = body.data.sources.find((s) => s.format === 'flv')!;
    await app.fastify.listen({ host: '127.0.0.1', port: 0 });
    const address = app.fastify.server.address() as AddressInfo;
    const bytes = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const req = get(
        { host: '127.0.0.1', port: address.port, path: flv.url, headers: tokenHeader(member.token) },
        (res) => {
          res.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            if (Buffer.concat(chunks).length > 40_000) {
              req.destroy();
              resolve(Buffer.concat(chunks));
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', (error) => (chunks.length > 0 ? resolve(Buffer.concat(chunks)) : reject(error)));
    });
    expect(bytes.toString('latin1', 0, 3)).toBe('FLV');
    const stamps: number[] = [];
    let at = bytes.readUInt32BE(5) + 4;
    while (at + 11 <= bytes.length) {
      const size = bytes.readUIntBE(at + 1, 3);
      if (at + 11 + size + 4 > bytes.length) break;
      if (bytes.readUInt8(at) === 9) stamps.push(bytes.readUIntBE(at + 4, 3) | (bytes.readUInt8(at + 7) << 24));
      at += 11 + size + 4;
    }
    expect(stamps.length).toBeGreaterThan(5);
    for (let i = 1; i < stamps.length; i++) expect(stamps[i]!).toBeGreaterThanOrEqual(stamps[i - 1]!);
  });

  it('binds a visitor by a cookie it sets, and refuses the visitor a member’s URL', async () => {
    const roomId = await roomOne();
    const first = await videoOf({}, roomId);
    expect(first.body.code).toBe(0);
    const cookie = String(first.cookie).split(';')[0]!;
    expect(cookie).toMatch(/^cs-vid=[0-9a-f]{16}$/);
    const hls = first.body.data.sources.find((s) => s.format === 'hls')!;
    expect((await app.fastify.inject({ method: 'GET', url: hls.url, headers: { cookie } })).statusCode).toBe(200);
    expect((await app.fastify.inject({ method: 'GET', url: hls.url })).statusCode).toBe(403);
  });

  it('tells the spec’s toasts for a room not started or interrupted', async () => {
    const roomId = await roomOne();
    await app.services.live.switchRoom(5000, roomId, { status: 'On0' });
    expect((await videoOf({}, roomId)).body.code).toBe(10660);
    await app.services.live.switchRoom(5000, roomId, { status: 'On2' });
    expect((await videoOf({}, roomId)).body.code).toBe(10661);
  });

  it('lists rooms for the live page and the anchor tab, and lets a member follow an anchor once', async () => {
    const roomId = await roomOne();
    await app.services.live.switchRoom(5000, roomId, { status: 'On1' });
    const page = await call(app, anchorRoutes.liveList, {});
    expect(page.rooms.map((r) => r.roomId)).toContain(roomId);
    const room = page.rooms.find((r) => r.roomId === roomId)!;
    expect(room).toMatchObject({ status: 'On1', anchor: { nick: '球评老王' }, formats: ['hls', 'flv'] });
    const member = await registerMember(app, 'follower01');
    // The demo's simulated followers come on top of the real ones: one follow adds one, once.
    const before = room.anchor.followers;
    for (let i = 0; i < 2; i++) {
      const followed = await call(
        app,
        anchorRoutes.follow,
        { anchorId: room.anchor.id, follow: true },
        tokenHeader(member.token),
      );
      expect(followed).toEqual({ following: true, followers: before + 1 });
    }
    const mine = await call(app, anchorRoutes.room, { roomId }, tokenHeader(member.token));
    expect(mine.anchor.following).toBe(true);
    expect((await post(app, anchorRoutes.follow.path, { anchorId: room.anchor.id, follow: true })).status).toBe(401);
    expect((await post(app, anchorRoutes.video.path, { type: 'ANCHOR' })).status).toBe(400);
  });

  it('lists the anchors a member follows, to that member only, until unfollowed', async () => {
    const roomId = await roomOne();
    const room = await call(app, anchorRoutes.room, { roomId });
    const fan = await registerMember(app, 'fanlist01');
    const stranger = await registerMember(app, 'fanlist02');
    const followedBy = async (token: string) =>
      (await call(app, anchorRoutes.followed, {}, tokenHeader(token))).rooms.map((r) => r.roomId);
    expect(await followedBy(fan.token)).toEqual([]);
    await call(app, anchorRoutes.follow, { anchorId: room.anchor.id, follow: true }, tokenHeader(fan.token));
    const [mine] = (await call(app, anchorRoutes.followed, {}, tokenHeader(fan.token))).rooms;
    expect(mine).toMatchObject({ roomId, anchor: { id: room.anchor.id, following: true } });
    expect(await followedBy(stranger.token)).toEqual([]);
    expect((await post(app, anchorRoutes.followed.path, {})).status).toBe(401);
    await call(app, anchorRoutes.follow, { anchorId: room.anchor.id, follow: false }, tokenHeader(fan.token));
    expect(await followedBy(fan.token)).toEqual([]);
  });
});

describe('the origin and the per-address rate limit', () => {
  it('serves a playing stream without spending the budget the next video call needs', async () => {
    const app = await createTestApp('pglite', { env: { RATE_LIMIT_PER_MINUTE: '4' } });
    try {
      const [room] = await rowsOf<{ id: number }>(app, sql`select id from anchor_room where site_id = 5000 limit 1`);
      const roomId = Number(room!.id);
      await app.services.live.switchRoom(5000, roomId, { status: 'On1' });
      const video = async (cookie?: string) => {
        const reply = await app.fastify.inject({
          method: 'POST',
          url: anchorRoutes.video.path,
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          payload: JSON.stringify({ type: 'ANCHOR', anchorRoomId: roomId }),
        });
        return { body: reply.json() as { code: number; data: VideoResponse }, cookie: reply.headers['set-cookie'] };
      };
      const first = await video();
      const cookie = String(first.cookie).split(';')[0]!;
      const variant = first.body.data.sources.find((s) => s.format === 'hls')!.qualities[0]!.url;
      // A player's first minute: far more playlist reads than the whole budget of four.
      for (let i = 0; i < 12; i++) {
        expect((await app.fastify.inject({ method: 'GET', url: variant, headers: { cookie } })).statusCode).toBe(200);
      }
      expect((await video(cookie)).body.code).toBe(0);
    } finally {
      await app.close();
    }
  });
});
