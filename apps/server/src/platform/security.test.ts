import { siteRoutes } from '@courtside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

describe('security headers and CORS', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('pglite', { env: { CORS_ORIGINS: 'https://www.courtside.example' } });
  });
  afterAll(async () => app.close());

  const perInfo = (origin: string) =>
    app.fastify.inject({
      method: 'POST',
      url: siteRoutes.perInfoV1.path,
      headers: { origin, 'content-type': 'application/json' },
      payload: '{}',
    });

  it('sends the API header set on JSON replies, errors included', async () => {
    for (const res of [await perInfo('https://www.courtside.example'), await app.fastify.inject('/api/nothing')]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it("sends helmet's whole set on documents", async () => {
    const res = await app.fastify.inject('/docs');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it("allows the site's own origins and no others", async () => {
    expect((await perInfo('https://www.courtside.example')).headers['access-control-allow-origin']).toBe(
      'https://www.courtside.example',
    );
    expect((await perInfo('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('echoes a request id the gateway sent, and makes one otherwise', async () => {
    const res = await app.fastify.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const fresh = await app.fastify.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('rate limits behind proxies', () => {
  /** Three requests from this socket, each claiming a different client address (in a country the demo serves). */
  const threeClaimedClients = async (app: TestApp) => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await app.fastify.inject({
        method: 'POST',
        url: siteRoutes.perInfoV1.path,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `114.114.114.${i + 1}` },
        payload: '{}',
      });
      codes.push(res.json<{ code: number }>().code);
    }
    return codes;
  };

  it('ignores X-Forwarded-For unless the proxy is trusted, so a client cannot reset its own budget', async () => {
    const app = await createTestApp('pglite', { env: { RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      expect(await threeClaimedClients(app)).toEqual([0, 0, 10430]);
    } finally {
      await app.close();
    }
  });

  it('spends the budget on API calls only: files and pages a browser loads are not counted', async () => {
    const app = await createTestApp('pglite', { env: { RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      for (let i = 0; i < 5; i++) {
        expect((await app.fastify.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      }
      expect(await threeClaimedClients(app)).toEqual([0, 0, 10430]);
    } finally {
      await app.close();
    }
  });

  it('counts the forwarded client per address when the proxy is trusted', async () => {
    const app = await createTestApp('pglite', { env: { RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '127.0.0.1' } });
    try {
      expect(await threeClaimedClients(app)).toEqual([0, 0, 0]);
    } finally {
      await app.close();
    }
  });
});
