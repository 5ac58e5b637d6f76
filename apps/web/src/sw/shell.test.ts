import { describe, expect, it } from 'vitest';
import { isKeepable, shellRoute } from './shell';

const ORIGIN = 'https://m.courtside.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${ORIGIN}${path}`, mode });

describe('what the service worker may keep', () => {
  it("answers the app's pages (offline: the shell) and keeps the build's hashed files", () => {
    expect(shellRoute(get('/app/home', 'navigate'), ORIGIN)).toBe('page');
    expect(shellRoute(get('/app/sports?sport=football', 'navigate'), ORIGIN)).toBe('page');
    expect(shellRoute(get('/cs', 'navigate'), ORIGIN)).toBe('page');
    expect(shellRoute(get('/assets/main-D4P0uWYh.js', 'script'), ORIGIN)).toBe('asset');
    expect(shellRoute(get('/assets/main-D_MY-JJY.css', 'no-cors'), ORIGIN)).toBe('asset');
  });

  it('never keeps API replies, money data, sockets, video, media or other origins', () => {
    const untouched = [
      { method: 'POST', url: `${ORIGIN}/api/site/group/wallet/balances/v1/get`, mode: 'cors' },
      get('/api/site/group/wallet/balances/v1/get'),
      get('/api/site/group/wallet/balances/v1/get', 'navigate'),
      get('/socket.io/?EIO=4&transport=polling'),
      get('/stream/live/abc/index.m3u8'),
      get('/media/banner-worldcup.svg'),
      get('/sandbox/pay/D1', 'navigate'),
      get('/docs', 'navigate'),
      get('/play.html?src=x', 'navigate'),
      get('/assets/main.js?v=1'),
      get('/manifest.webmanifest'),
      { method: 'GET', url: 'https://cdn.example/assets/x.js', mode: 'cors' },
      { method: 'POST', url: `${ORIGIN}/app/home`, mode: 'navigate' },
    ];
    expect(untouched.map((request) => shellRoute(request, ORIGIN))).toEqual(untouched.map(() => 'network'));
  });

  it('keeps only whole same-origin answers', () => {
    expect(isKeepable({ ok: true, status: 200, type: 'basic' })).toBe(true);
    expect(isKeepable({ ok: true, status: 206, type: 'basic' })).toBe(false);
    expect(isKeepable({ ok: false, status: 404, type: 'basic' })).toBe(false);
    expect(isKeepable({ ok: false, status: 0, type: 'opaque' })).toBe(false);
  });
});
