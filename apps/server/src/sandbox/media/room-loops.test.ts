import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { signedPrefix, viewerOfSession } from '../../modules/live/signing';
import { type MediaLoop, parseFlv } from './loop';
import { registerMediaOrigin } from './origin';
import { STREAM_EPOCH_MS } from './playlist';
import { ROOM_QUALITY, renderRoom } from './render-rooms';

const KEY = 'k'.repeat(32);
const fakeFlv = parseFlv(Buffer.from('FLV\x01\x05\x00\x00\x00\x09', 'latin1'));
const loop = (qualities: { name: string; bandwidth: number; resolution: string }[], tag: string): MediaLoop => ({
  qualities,
  segments: new Map(qualities.map((q) => [q.name, [0, 1, 2, 3].map((n) => Buffer.from(`${tag}-${q.name}-${n}`))])),
  segmentSeconds: 2,
  flv: fakeFlv,
});

describe("the demo rooms' own videos at the origin", () => {
  const app = Fastify();
  const now = STREAM_EPOCH_MS + 1_000_000;
  const card = loop(
    [
      { name: '360p', bandwidth: 200_000, resolution: '640x360' },
      { name: '180p', bandwidth: 90_000, resolution: '320x180' },
    ],
    'card',
  );
  registerMediaOrigin(app, {
    loop: card,
    rooms: new Map([['room-1', loop([ROOM_QUALITY], 'room1')]]),
    signingKey: KEY,
    now: () => now,
  });
  afterAll(() => app.close());
  const viewer = viewerOfSession('t'.repeat(40));
  const get = (stream: string, path: string) =>
    app.inject({
      method: 'GET',
      url: `/stream${signedPrefix(KEY, { stream, expiresAt: Math.floor(now / 1000) + 300, viewer })}${path}`,
      headers: { token: 't'.repeat(40) },
    });
  const seq = Math.floor((now - STREAM_EPOCH_MS) / 2000) - 1;

  it("plays a room's own 480p loop, whichever quality the player asks for, and the test card elsewhere", async () => {
    const master = await get('room-1', 'index.m3u8');
    expect(master.statusCode).toBe(200);
    expect(master.body).toContain('480p/index.m3u8');
    expect(master.body).not.toContain('360p');
    expect((await get('room-1', `480p/seg-${seq}.ts`)).body).toBe(`room1-480p-${seq % 4}`);
    // The player's 高清 link names 360p: the room's best is served.
    expect((await get('room-1', `360p/seg-${seq}.ts`)).body).toBe(`room1-480p-${seq % 4}`);
    expect((await get('room-2', 'index.m3u8')).body).toContain('360p/index.m3u8');
    expect((await get('room-2', `360p/seg-${seq}.ts`)).body).toBe(`card-360p-${seq % 4}`);
  });

  it('plays the rendered default scene on every other stream (a match), when there is one', async () => {
    const withDefault = Fastify();
    registerMediaOrigin(withDefault, {
      loop: card,
      rooms: new Map([['default', loop([ROOM_QUALITY], 'scene')]]),
      signingKey: KEY,
      now: () => now,
    });
    const url = `/stream${signedPrefix(KEY, { stream: 'match-9', expiresAt: Math.floor(now / 1000) + 300, viewer })}360p/seg-${seq}.ts`;
    const reply = await withDefault.inject({ method: 'GET', url, headers: { token: 't'.repeat(40) } });
    expect(reply.body).toBe(`scene-480p-${seq % 4}`);
    await withDefault.close();
  });
});

describe('rendering a room video with ffmpeg', () => {
  const ffmpeg = '/usr/bin/ffmpeg';
  const dir = mkdtempSync(join(tmpdir(), 'room-loop-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.skipIf(!existsSync(ffmpeg))('makes an 8-second loop: four 2-second 480p segments and one FLV of it', () => {
    renderRoom(ffmpeg, dir, 'basketball', 3);
    const files = readdirSync(dir).sort();
    expect(files).toEqual(['480p-0.ts', '480p-1.ts', '480p-2.ts', '480p-3.ts', 'loop.flv']);
  });
});
