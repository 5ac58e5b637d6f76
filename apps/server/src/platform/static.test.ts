import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { siteRoutes } from '@courtside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { homePreloadTags } from './static';

/** A web build as Vite writes it: index.html, the manifest, and assets with their compressed twins. */
const fakeBuild = (): string => {
  const dist = mkdtempSync(join(tmpdir(), 'courtside-static-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-a.js',
        isEntry: true,
        imports: ['_react-b.js'],
        dynamicImports: [
          '_HomePage-c.js',
          'src/features/help/HelpPage.tsx',
          'src/features/sports/pages/SportsPage.tsx',
          'src/i18n/zh-CN.sports.ts',
          'src/features/venue/index.ts',
        ],
      },
      '_react-b.js': { file: 'assets/react-b.js' },
      '_HomePage-c.js': {
        file: 'assets/HomePage-c.js',
        name: 'HomePage',
        isDynamicEntry: true,
        imports: ['index.html', '_react-b.js', '_Skeleton-d.js'],
        css: ['assets/HomePage-c.css'],
      },
      '_Skeleton-d.js': { file: 'assets/Skeleton-d.js' },
      'src/features/help/HelpPage.tsx': { file: 'assets/HelpPage-e.js', name: 'HelpPage', isDynamicEntry: true },
      'src/features/sports/pages/SportsPage.tsx': {
        file: 'assets/SportsPage-g.js',
        name: 'SportsPage',
        isDynamicEntry: true,
        imports: ['index.html', '_Skeleton-d.js', '_schemas-h.js'],
        css: ['assets/SportsPage-g.css'],
      },
      '_schemas-h.js': { file: 'assets/schemas-h.js' },
      'src/i18n/zh-CN.sports.ts': { file: 'assets/zh-CN.sports-i.js', name: 'zh-CN.sports', isDynamicEntry: true },
      'src/features/venue/index.ts': { file: 'assets/index-j.js', name: 'index', isDynamicEntry: true },
    }),
  );
  const script = `export const message = ${JSON.stringify('主场 '.repeat(400))};`;
  writeFileSync(join(dist, 'assets', 'app-f.js'), script);
  writeFileSync(join(dist, 'assets', 'app-f.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'app-f.js.gz'), gzipSync(script));
  return dist;
};

describe('serving the web app', () => {
  let app: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fakeBuild();
    app = await createTestApp('pglite', { env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("preloads the home route's own chunks and styles on /app/home only", async () => {
    const home = await app.fastify.inject({ method: 'GET', url: '/app/home?from=ad' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-c.js">');
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/Skeleton-d.js">');
    expect(home.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/HomePage-c.css">');
    // The entry's own imports are the entry's business; another page's chunk is not preloaded.
    expect(home.body).not.toContain('react-b.js');
    expect(home.body).not.toContain('HelpPage');

    const other = await app.fastify.inject({ method: 'GET', url: '/app/deposit' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('<div id="root">');
    expect(other.body).not.toContain('modulepreload');
  });

  it("names the sports list's own code in its page, so it downloads with the entry instead of after it", async () => {
    const sports = await app.fastify.inject({ method: 'GET', url: '/app/sports?sport=basketball' });
    expect(sports.statusCode).toBe(200);
    for (const file of ['SportsPage-g.js', 'Skeleton-d.js', 'schemas-h.js', 'zh-CN.sports-i.js', 'index-j.js']) {
      expect(sports.body).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    }
    expect(sports.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/SportsPage-g.css">');
    expect(sports.body).not.toContain('HomePage-c.js');
    expect(sports.body).not.toContain('react-b.js');
    // Its match pages are other pages.
    const match = await app.fastify.inject({ method: 'GET', url: '/app/sports/match/12' });
    expect(match.body).not.toContain('modulepreload');
  });

  it("starts the site's first banner image with the home page and draws it in the page, the phone's and the PC's each for its own layout", async () => {
    const firstImage = async (position: 'home' | 'pc') => {
      const reply = await app.fastify.inject({ method: 'POST', url: siteRoutes.bannersV1.path, payload: { position } });
      return (JSON.parse(reply.body) as { data: { imageUrl: string }[] }).data[0]!.imageUrl;
    };
    const home = await app.fastify.inject({ method: 'GET', url: '/app/home' });
    expect(home.body).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${await firstImage('home')}" media="(max-width: 1023.98px)">`,
    );
    expect(home.body).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${await firstImage('pc')}" media="(min-width: 1024px)">`,
    );
    // The same banners drawn in the body, ahead of the app's root, until the app's own are up.
    expect(home.body).toContain(
      `<div id="first-paint" class="first-paint" aria-hidden="true"><div class="first-paint-bar"></div>` +
        `<div class="first-paint-banner"><picture><source media="(min-width: 1024px)" srcset="${await firstImage('pc')}">` +
        `<img src="${await firstImage('home')}" alt="" width="1500" height="600" fetchpriority="high"></picture></div></div><div id="root">`,
    );
    const other = await app.fastify.inject({ method: 'GET', url: '/app/help' });
    expect(other.body).not.toContain('as="image"');
    expect(other.body).not.toContain('first-paint');
  });

  it('answers each asset with the compressed twin the browser accepts', async () => {
    const url = '/assets/app-f.js';
    const br = await app.fastify.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');

    const gz = await app.fastify.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('主场');

    const plain = await app.fastify.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('主场');
  });

  it("answers the web app's page for its own addresses only: never for an unknown file, API call, media path or traversal", async () => {
    await app.fastify.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.fastify.server.address() as AddressInfo;
    // Over the wire with the path as written: inject (and fetch) would resolve the dot steps first.
    const get = (path: string) =>
      new Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body }));
        });
        req.on('error', reject);
        req.end();
      });
    for (const url of ['/app/deposit', '/app/live/anchor/3', '/login?fromPage=x', '/cs', '/no-such-page']) {
      const page = await get(url);
      expect({ url, status: page.statusCode, type: page.headers['content-type'] }).toEqual({
        url,
        status: 200,
        type: 'text/html; charset=utf-8',
      });
    }
    const notPages = [
      // The media origin (what a player or CDN would cache as a segment), unknown and traversing.
      '/stream/live/match-1/0/v/sig/index.m3u8x',
      '/stream/nope',
      '/stream/live/a/1/v/s/360p/../../../../../app/home',
      '/stream/%2e%2e/app/home',
      '/stream',
      '/%73tream/anything',
      '/app/../stream/x',
      '/app/%2e%2e/stream/x',
      // Every other root the server answers under.
      '/api/nope',
      '/api/site/group/site/configInfo/v1/get',
      '/media/nope.svg',
      '/media/games/nope',
      '/docs/nope/deeper',
      '/sandbox/nope',
      '/sandbox/feed/logos/nope/x',
      '/healthz/x',
      '/readyz/x',
      '/socket.io/x',
      // Files the build does not have.
      '/assets/missing-1a2b.js',
      '/favicon.ico',
      '/app/home.js',
      '/play.htm',
    ];
    for (const url of notPages) {
      const reply = await get(url);
      // 404; a file server's 403 for a path that climbs out of its root; Socket.IO's own 400.
      expect({
        url,
        refused: reply.statusCode >= 400,
        html: reply.body.includes('<div id="root">'),
      }).toEqual({
        url,
        refused: true,
        html: false,
      });
    }
  });

  it('compresses JSON over 1 KB and leaves the small answers as they are', async () => {
    const headers = { 'content-type': 'application/json', 'accept-encoding': 'gzip' };
    const navigation = await app.fastify.inject({
      method: 'POST',
      url: siteRoutes.navigation.path,
      headers,
      payload: '{}',
    });
    expect(navigation.headers['content-encoding']).toBe('gzip');
    const envelope = JSON.parse(gunzipSync(navigation.rawPayload).toString()) as { code: number; data: unknown[] };
    expect(envelope.code).toBe(0);
    expect(envelope.data.length).toBeGreaterThan(0);

    const time = await app.fastify.inject({ method: 'POST', url: siteRoutes.systemTime.path, headers, payload: '{}' });
    expect(time.headers['content-encoding']).toBeUndefined();
    expect((time.json() as { code: number }).code).toBe(0);
  });
});

describe('homePreloadTags', () => {
  it('says nothing for a build without a home chunk', () => {
    expect(homePreloadTags({ 'index.html': { file: 'assets/index.js', dynamicImports: [] } })).toBe('');
    expect(homePreloadTags({})).toBe('');
  });
});

describe('serving the operator console under /admin/', () => {
  let app: TestApp;
  let web: string;
  let consoleDist: string;

  beforeAll(async () => {
    web = fakeBuild();
    consoleDist = mkdtempSync(join(tmpdir(), 'admin-dist-'));
    mkdirSync(join(consoleDist, 'assets'));
    writeFileSync(join(consoleDist, 'index.html'), '<!doctype html><title>运营后台</title><div id="root"></div>');
    writeFileSync(join(consoleDist, 'assets', 'index-a1.js'), 'export {};');
    app = await createTestApp('pglite', { env: { WEB_DIST: web, ADMIN_DIST: consoleDist } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(web, { recursive: true, force: true });
    rmSync(consoleDist, { recursive: true, force: true });
  });

  it('serves its page at /admin/ and its client routes, never cached, and the member app elsewhere', async () => {
    for (const url of ['/admin/', '/admin/members/12/show']) {
      const page = await app.fastify.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('运营后台');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['x-robots-tag']).toBe('noindex');
    }
    expect((await app.fastify.inject({ method: 'GET', url: '/admin' })).headers.location).toBe('/admin/');
    const asset = await app.fastify.inject({ method: 'GET', url: '/admin/assets/index-a1.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const member = await app.fastify.inject({ method: 'GET', url: '/app/deposit' });
    expect(member.body).not.toContain('运营后台');
    expect(member.body).toContain('<div id="root">');
  });
});
