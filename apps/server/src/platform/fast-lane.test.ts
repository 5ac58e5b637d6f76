import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { Errors, siteRoutes, walletRoutes } from '@courtside/contract';
import { adminRoutes } from '@courtside/contract/admin';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN_TOKEN, createTestApp, type TestApp } from '../test/harness';
import { registerMember } from '../test/members';
import { bodyReadByLane, countedByLane, FastLane, type LaneParts, type RateCounter } from './fast-lane';
import { CompressedTwins } from './precompressed';

const listening = (server: Server): Promise<string> =>
  new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });

const readAll = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

describe('the fast lane, alone', () => {
  const handedOver: { url: string; body: string; readByLane: boolean; counted: boolean }[] = [];
  const lines: { reqId: string; status: number }[] = [];
  const counts = new Map<string, number>();
  const counter: RateCounter = {
    incr: (key, callback) => {
      const current = (counts.get(key) ?? 0) + 1;
      counts.set(key, current);
      callback(null, { current, ttl: 60_000 });
    },
  };
  let maintenance = false;
  let slow = false;
  let server: Server;
  let base: string;
  const answered: unknown[] = [];

  beforeAll(async () => {
    const lane = new FastLane();
    const parts: LaneParts = {
      log: { warn: () => {} } as unknown as FastifyBaseLogger,
      apiHeaders: { 'x-content-type-options': 'nosniff' },
      rate: { counter, max: 5, windowMs: 60_000 },
      inMaintenance: (url) => url.startsWith('/api/gated') && Promise.resolve(maintenance),
      accessLine: (reqId, status) => lines.push({ reqId, status }),
      siteOf: () => 5000,
      trustProxy: false,
      limitMs: 300,
    };
    lane.use(parts, false);
    lane.add({
      method: 'POST',
      path: '/api/read',
      input: (raw) => z.object({ n: z.number().default(1) }).safeParse(raw),
      answer: async (input) => {
        const { n } = input as { n: number };
        if (n === 13) throw new Error('unlucky');
        answered.push(input);
        return JSON.stringify({ code: 0, data: 'x'.repeat(n), msg: 'success' });
      },
      twins: new CompressedTwins(),
    });
    lane.add({
      method: 'POST',
      path: '/api/gated',
      input: (raw) => ({ success: true, data: raw }),
      answer: async () => {
        if (slow) await new Promise((resolve) => setTimeout(resolve, 1_000));
        return '{"code":0}';
      },
      twins: new CompressedTwins(),
    });
    lane.add({
      method: 'GET',
      path: '/api/list',
      input: (raw) => z.object({ page: z.coerce.number() }).safeParse(raw),
      answer: async (input) => JSON.stringify(input),
      twins: new CompressedTwins(),
    });
    // Fastify's place: what the lane hands over is answered 299 with the body it can still read.
    server = createServer(async (request, response) => {
      const readByLane = bodyReadByLane(request);
      const body = readByLane ? readByLane.toString() : await readAll(request);
      handedOver.push({ url: request.url ?? '', body, readByLane: !!readByLane, counted: countedByLane(request) });
      response.writeHead(299).end(body);
    });
    lane.install(server);
    base = await listening(server);
    return () => {
      lane.stop();
      server.close();
    };
  });

  beforeEach(() => {
    handedOver.length = 0;
    lines.length = 0;
    counts.clear();
    maintenance = false;
    slow = false;
  });

  const post = (path: string, body: string | null, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: body === null ? headers : { 'content-type': 'application/json', ...headers },
      ...(body === null ? {} : { body }),
    });

  it('answers a registered read itself, with the API headers, a request id and an access line', async () => {
    const res = await post('/api/read', '{"n":3}', { 'x-request-id': 'gw-42' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"code":0,"data":"xxx","msg":"success"}');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toBe('gw-42');
    expect(handedOver).toEqual([]);
    expect(lines).toEqual([{ reqId: 'gw-42', status: 200 }]);
    // No body means no parameters, as Fastify's routes take it; a request id of its own otherwise.
    const bare = await post('/api/read', null);
    expect(await bare.text()).toBe('{"code":0,"data":"x","msg":"success"}');
    expect(bare.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reads a GET read from its query', async () => {
    const res = await fetch(`${base}/api/list?page=2`);
    expect(await res.json()).toEqual({ page: 2 });
    expect(handedOver).toEqual([]);
  });

  it('sends a long reply in the encoding the client takes, compressed once', async () => {
    const res = await fetch(`${base}/api/read`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      body: '{"n":2000}',
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('accept-encoding');
    // fetch decodes it; the raw bytes are checked through the twins themselves.
    expect(((await res.json()) as { data: string }).data).toHaveLength(2000);
    const twins = new CompressedTwins();
    const text = JSON.stringify({ code: 0, data: 'x'.repeat(2000), msg: 'success' });
    expect(brotliDecompressSync(twins.of(text, 'br')).toString()).toBe(text);
  });

  it('hands bad input over with the body it read, counted once', async () => {
    for (const body of ['{"n":', '{"n":"three"}', '{"__proto__":{"n":1}}']) {
      const res = await post('/api/read', body);
      expect(res.status).toBe(299);
      expect(await res.text()).toBe(body);
    }
    expect(handedOver.map((h) => [h.readByLane, h.counted])).toEqual([
      [true, false],
      [true, false],
      [true, false],
    ]);
    expect(answered).not.toContainEqual({ n: 'three' });
  });

  it('hands an answer that fails over, marked as counted so the limit is not spent twice', async () => {
    const res = await post('/api/read', '{"n":13}');
    expect(res.status).toBe(299);
    expect(handedOver).toEqual([{ url: '/api/read', body: '{"n":13}', readByLane: true, counted: true }]);
  });

  it('leaves to the pipeline what it does not handle exactly as the pipeline would', async () => {
    const cases: [string, RequestInit][] = [
      ['/api/other', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
      ['/api/read', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }],
      ['/api/read', { method: 'POST', headers: { 'content-type': 'application/json', 'x-gw-token': 't' }, body: '{}' }],
      ['/api/read', { method: 'POST', headers: { 'content-type': 'application/json', 'x-gw-hello': '1' }, body: '{}' }],
      ['/api/read', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '' }],
      [
        '/api/read',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: `{"n":1,"pad":"${'y'.repeat(5000)}"}`,
        },
      ],
      ['/api/read?n=1', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' }],
    ];
    for (const [path, init] of cases) expect((await fetch(`${base}${path}`, init)).status).toBe(299);
    // None of them was read by the lane: the pipeline read each body from the request itself.
    expect(handedOver.map((h) => h.readByLane)).toEqual(cases.map(() => false));
    expect(lines).toEqual([]);
  });

  it('counts each call against the address, and hands the one past the limit to the plugin uncounted', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('/api/read', '{}')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 299]);
    expect(handedOver.map((h) => h.counted)).toEqual([false]);
    expect(counts.get('127.0.0.1')).toBe(6);
  });

  it('hands a gated read over while the site is in maintenance', async () => {
    expect((await post('/api/gated', '{}')).status).toBe(200);
    maintenance = true;
    expect((await post('/api/gated', '{}')).status).toBe(299);
    // A read outside the gate is still answered.
    expect((await post('/api/read', '{}')).status).toBe(200);
  });

  it('answers 10505 to a read still unanswered at the limit, and drops its late answer', async () => {
    slow = true;
    const res = await post('/api/gated', '{}');
    expect(res.status).toBe(Errors.serviceBusy.httpStatus);
    expect(await res.json()).toMatchObject({ code: Errors.serviceBusy.code });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(handedOver).toEqual([]);
    expect(lines.map((l) => l.status)).toEqual([Errors.serviceBusy.httpStatus]);
  });
});

describe('the fast lane in the app', () => {
  let app: TestApp;
  let base: string;
  let token: string;
  // What the lane itself sent, as against what it handed to Fastify.
  const laneSends: unknown[] = [];
  const send = Reflect.get(FastLane.prototype, 'send') as (...args: unknown[]) => void;
  beforeAll(() => {
    Reflect.set(FastLane.prototype, 'send', function (this: FastLane, ...args: unknown[]) {
      laneSends.push(args[0]);
      send.apply(this, args);
    });
  });
  afterAll(() => Reflect.set(FastLane.prototype, 'send', send));
  beforeEach(() => {
    laneSends.length = 0;
  });

  beforeAll(async () => {
    app = await createTestApp('pglite', { env: { RATE_LIMIT_PER_MINUTE: '40' } });
    base = await app.fastify.listen({ host: '127.0.0.1', port: 0 });
    token = (await registerMember(app, 'lanefan')).token;
  });
  afterAll(async () => app.close());
  afterEach(async () => {
    await app.fastify.inject({
      method: 'POST',
      url: adminRoutes.maintenance.path,
      headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
      payload: '{"active":false}',
    });
  });

  /** The same call over a socket (the lane's way in) and through inject() (Fastify's pipeline only). */
  const both = async (path: string, body: string, headers: Record<string, string> = {}) => {
    const all = { 'content-type': 'application/json', ...headers };
    const socket = await fetch(`${base}${path}`, { method: 'POST', headers: all, body });
    const piped = await app.fastify.inject({ method: 'POST', url: path, headers: all, payload: body });
    return {
      socket: { status: socket.status, body: await socket.text(), headers: socket.headers },
      piped: { status: piped.statusCode, body: piped.body },
    };
  };

  it('answers the site config, the balance and perInfo as the pipeline does', async () => {
    const config = await both(siteRoutes.configGets.path, '{"keyCodes":["fast_register_verify","nope"]}');
    expect(config.socket.status).toBe(200);
    expect(config.socket.body).toBe(config.piped.body);
    expect(config.socket.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(config.socket.headers.get('strict-transport-security')).toMatch(/^max-age=/);
    const balance = await both(walletRoutes.balances.path, '{}', { token });
    expect(JSON.parse(balance.socket.body)).toMatchObject({ code: 0 });
    expect(balance.socket.body).toBe(balance.piped.body);
    const info = await both(siteRoutes.perInfoV1.path, '{}');
    expect(info.socket.status).toBe(200);
    expect(JSON.parse(info.socket.body)).toEqual(JSON.parse(info.piped.body));
    expect(laneSends).toHaveLength(3);
  });

  it('gives the pipeline its errors: no session, a bad body, bad input', async () => {
    for (const [path, body, headers] of [
      [walletRoutes.balances.path, '{}', {}],
      [walletRoutes.balances.path, '{}', { token: 'not-a-session' }],
      [siteRoutes.configGets.path, '{"keyCodes":', {}],
      [siteRoutes.configGets.path, '{"keyCodes":"all"}', {}],
    ] as const) {
      const { socket, piped } = await both(path, body, headers);
      expect(socket.status).toBe(piped.status);
      expect(JSON.parse(socket.body).code).toBe(JSON.parse(piped.body).code);
      expect(JSON.parse(socket.body).code).not.toBe(0);
    }
    expect(laneSends).toEqual([]);
  });

  it('closes the balance with the site in maintenance, and keeps the site config open', async () => {
    const on = await app.fastify.inject({
      method: 'POST',
      url: adminRoutes.maintenance.path,
      headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
      payload: '{"active":true,"message":"升级中"}',
    });
    expect(on.statusCode).toBe(200);
    const balance = await both(walletRoutes.balances.path, '{}', { token });
    expect(JSON.parse(balance.socket.body)).toMatchObject({ code: Errors.maintenance.code, msg: '升级中' });
    const config = await both(siteRoutes.configGets.path, '{"keyCodes":["fast_register_verify"]}');
    expect(JSON.parse(config.socket.body)).toMatchObject({ code: 0 });
    expect(laneSends).toHaveLength(1);
  });
});

describe('the fast lane and the site-wide limit', () => {
  it('counts its calls in the plugin’s store: the pipeline and the lane share one budget, each call once', async () => {
    const app = await createTestApp('pglite', { env: { RATE_LIMIT_PER_MINUTE: '4' } });
    try {
      const base = await app.fastify.listen({ host: '127.0.0.1', port: 0 });
      const config = (body: string) =>
        fetch(`${base}${siteRoutes.configGets.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }).then(async (res) => (await res.json()) as { code: number });
      const codes = [
        (await config('{"keyCodes":["fast_register_verify"]}')).code,
        // Read by the lane, refused by the pipeline: one call, one count.
        (await config('{"keyCodes":')).code,
        (await config('{"keyCodes":["fast_register_verify"]}')).code,
      ];
      // The fourth call of this address goes through the pipeline alone (inject), the fifth through the lane.
      const piped = await app.fastify.inject({
        method: 'POST',
        url: siteRoutes.perInfoV1.path,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      codes.push(piped.json<{ code: number }>().code);
      codes.push((await config('{"keyCodes":["fast_register_verify"]}')).code);
      expect(codes).toEqual([0, Errors.invalidParameter.code, 0, 0, Errors.rateLimitedIp.code]);
    } finally {
      await app.close();
    }
  });
});
