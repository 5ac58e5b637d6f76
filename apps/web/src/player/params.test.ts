import { describe, expect, it } from 'vitest';
import { parsePlayParams, playUrl, renewDelayMs, resigned, signedPrefixOf } from './params';

const SIGNED = '/stream/live/room-1/1800000000/vabcdef0123456789/0123456789abcdef0123456789abcdef/';

describe('the /play.html query', () => {
  it('round-trips what a room puts in its frame', () => {
    const url = playUrl({
      src: `${SIGNED}index.m3u8`,
      format: 'hls',
      kind: 'LIVE',
      expiresAt: '2027-01-15T08:00:00.000Z',
      matchId: 42,
      roomId: null,
      channel: 'OBTY',
      title: '主队 vs 客队',
      poster: '/logo.png',
    });
    const parsed = parsePlayParams(url.slice(url.indexOf('?')));
    expect(parsed).toEqual({
      ok: true,
      params: {
        src: `${SIGNED}index.m3u8`,
        format: 'hls',
        kind: 'LIVE',
        expiresAt: Date.parse('2027-01-15T08:00:00.000Z') / 1000,
        matchId: 42,
        roomId: null,
        channel: 'OBTY',
        title: '主队 vs 客队',
        poster: '/logo.png',
      },
    });
  });

  it('guesses the format from the source and refuses what no player should open', () => {
    expect(parsePlayParams('?src=/s/stream.flv').ok && parsePlayParams('?src=/s/stream.flv')).toMatchObject({
      params: { format: 'flv', kind: 'LIVE', expiresAt: 0 },
    });
    expect(parsePlayParams('')).toEqual({ ok: false, reason: 'missing' });
    expect(parsePlayParams('?src=javascript:alert(1)')).toEqual({ ok: false, reason: 'invalid' });
    expect(parsePlayParams('?src=/a/video.mp4')).toEqual({ ok: false, reason: 'invalid' });
    expect(parsePlayParams('?src=/a.m3u8&poster=javascript:x')).toMatchObject({ params: { poster: '' } });
  });
});

describe('renewing signatures', () => {
  it('moves derived URLs onto the newest signature and leaves unsigned ones alone', () => {
    const next = '/stream/live/room-1/1800000300/vabcdef0123456789/fedcba9876543210fedcba9876543210/';
    expect(signedPrefixOf(`${SIGNED}360p/seg-7.ts`)).toBe(SIGNED);
    expect(resigned(`${SIGNED}360p/seg-7.ts`, next)).toBe(`${next}360p/seg-7.ts`);
    expect(resigned('/other/seg.ts', next)).toBe('/other/seg.ts');
    expect(resigned(`${SIGNED}index.m3u8`, null)).toBe(`${SIGNED}index.m3u8`);
  });

  it('asks a minute before expiry, never sooner than five seconds', () => {
    const now = 1_000_000_000_000;
    expect(renewDelayMs(now / 1000 + 300, now)).toBe(240_000);
    expect(renewDelayMs(now / 1000 + 30, now)).toBe(5_000);
    expect(renewDelayMs(0, now)).toBeNull();
  });
});
