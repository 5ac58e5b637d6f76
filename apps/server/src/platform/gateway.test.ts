import { randomUUID } from 'node:crypto';
import {
  accountRoutes,
  feedRoutes,
  type LoginResult,
  memberRoutes,
  paymentRoutes,
  ROBOT_PASS_HEADER,
  sportsbookRoutes,
  walletRoutes,
} from '@courtside/contract';
import {
  createApiClient,
  gatewayHeaders,
  gatewayPaths,
  importGatewayKey,
  requestAad,
  sealText,
} from '@courtside/contract/gateway';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, HOUR, odds1x2, ScriptedProvider } from '../test/feed';
import { createTestApp, post, type TestApp } from '../test/harness';
import { PASSWORD, registerMember } from '../test/members';
import { rowsOf } from '../test/payments';
import { registerErrorHandling } from './error-handler';
import { registerGateway } from './gateway';
import { GatewayKeys, parseSiteKeys, seal, unseal } from './gateway-keys';

const hello = { 'content-type': 'application/json', [gatewayHeaders.hello]: '1' };

const table = {
  member: memberRoutes,
  account: accountRoutes,
  wallet: walletRoutes,
  payment: paymentRoutes,
  feed: feedRoutes,
  sb: sportsbookRoutes,
};

/**
 * The gateway layer over a real socket: one journey (login, deposit, a bet) by a client speaking the
 * encrypted mode and the same by a plain one, and what a tamperer or a stale session gets. The layer is
 * transport only, so one database kind covers it.
 */
describe('the gateway layer', () => {
  let app: TestApp;
  let baseUrl = '';
  const provider = new ScriptedProvider();
  let seq = 0;

  beforeAll(async () => {
    app = await createTestApp('pglite', {
      env: { BET_DELAY_MS: '0', BET_DECIDE_INTERVAL_MS: '0', AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    });
    app.services.feedIngest.connect(provider);
    baseUrl = await app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const now = Date.now();
    await provider.send(fixture('gw-match', now, ++seq, now + 2 * HOUR));
    await provider.send(odds1x2('gw-match', now + 1, ++seq, 2100));
  });
  afterAll(() => app.close());

  const matchId = async () =>
    Number((await rowsOf<{ id: number }>(app, sql`select id from feed_match where provider_ref = 'gw-match'`))[0]!.id);

  /** Logs in, deposits 100.00 through the sandbox, moves 50 to the sportsbook and bets 10 on home. */
  const journey = async (mode: 'plain' | 'encrypted', name: string) => {
    await registerMember(app, name);
    let token: string | null = null;
    const client = createApiClient(table, { baseUrl, mode, getToken: () => token, device: 'test;1.0.0;dev-gw' });
    const login: LoginResult = await client.account.loginV3({ name, password: PASSWORD, deviceId: `dev-${name}` });
    token = login.token;
    await client.member.realNameBind({ realName: '赵子龙' });

    const order = await client.payment.payVal({
      channelCode: 'sandbox-bank',
      amount: '100.00',
      requestId: randomUUID(),
    });
    const callback = app.services.sandboxGateway.callback(order.orderNo, '100.00', 'paid');
    expect((await post(app, paymentRoutes.sandboxCallback.path, callback)).body.data).toEqual({ accepted: true });
    expect((await client.wallet.balances({})).centre.balance).toBe('100.00');

    await client.wallet.transferIntoVal({ venueCode: 'OBTY', amount: '50', requestId: randomUUID() });
    const detail = await client.feed.matchDetail({ matchId: await matchId() });
    const market = detail.markets.find((m) => m.type === 'fb.1x2')!;
    const home = market.outcomes.find((o) => o.key === 'home')!;
    const placed = await client.sb.place({
      requestId: randomUUID(),
      oddsPolicy: 'better',
      kind: 'single',
      stake: '10',
      legs: [{ marketId: market.id, outcome: 'home', odds: home.odds, marketVersion: market.version }],
    });
    return { client, placed };
  };

  it('completes login, deposit and a bet speaking the encrypted mode, as a plain client does', async () => {
    const sealed = await journey('encrypted', 'gwsealed1');
    const plain = await journey('plain', 'gwplain1');
    expect(sealed.placed.state).toBe(plain.placed.state);
    expect(sealed.placed.stake).toBe('10.00');
    const bets = await sealed.client.sb.bets({ pageNum: 1, pageSize: 10 });
    expect(bets.list).toHaveLength(1);
  });

  it('seals replies on the wire and leaves vvm and plain calls in the clear', async () => {
    const verify = await fetch(`${baseUrl}${gatewayPaths.verify}`, { method: 'POST', body: '{}', headers: hello });
    const token = verify.headers.get(gatewayHeaders.session)!;
    const session = (await verify.json()) as { code: number; data: { key: string; ttlSeconds: number } };
    expect(session.code).toBe(0);
    expect(session.data.ttlSeconds).toBe(7200);

    const sealedReply = await fetch(`${baseUrl}${accountRoutes.checkNameV2.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [gatewayHeaders.session]: token, [gatewayHeaders.sealed]: '0' },
      body: JSON.stringify({ name: 'gwnobody' }),
    });
    expect(sealedReply.headers.get('x-gw-enc')).toBe('1');
    expect(Object.keys((await sealedReply.json()) as object)).toEqual(['enc']);

    const vvm = await fetch(`${baseUrl}${gatewayPaths.vvm}`, { headers: { [gatewayHeaders.session]: token } });
    expect(vvm.headers.get('x-gw-enc')).toBeNull();
    expect(await vvm.json()).toMatchObject({ code: 0, data: { version: 1, mode: 'plain', cipher: 'AES-256-GCM' } });

    const plain = await fetch(`${baseUrl}${accountRoutes.checkNameV2.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'gwnobody' }),
    });
    expect(plain.headers.get('x-gw-enc')).toBeNull();
    expect(await plain.json()).toMatchObject({ code: 0 });
  });

  it('refuses a tampered body with 11040 and changes nothing', async () => {
    const name = 'gwtamper1';
    await registerMember(app, name);
    const verify = await fetch(`${baseUrl}${gatewayPaths.verify}`, { method: 'POST', body: '{}', headers: hello });
    const token = verify.headers.get(gatewayHeaders.session)!;
    const { data } = (await verify.json()) as { data: { key: string } };
    const key = await importGatewayKey(data.key);
    const path = accountRoutes.loginV3.path;
    const body = JSON.stringify({ name, password: PASSWORD, deviceId: 'dev-x' });
    const enc = await sealText(key, body, requestAad('POST', path));
    const flipped = `${enc.slice(0, 20)}${enc[20] === 'A' ? 'B' : 'A'}${enc.slice(21)}`;
    const sessionsBefore = await rowsOf<{ n: number }>(app, sql`select count(*)::int as n from member_session`);
    const send = (payload: string) =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [gatewayHeaders.session]: token, [gatewayHeaders.sealed]: '1' },
        body: payload,
      });
    for (const payload of [
      JSON.stringify({ enc: flipped }),
      JSON.stringify({ enc: 'not*base64' }),
      JSON.stringify({ name, password: PASSWORD }),
      JSON.stringify({ enc: await sealText(key, body, requestAad('POST', accountRoutes.loginV5.path)) }),
      JSON.stringify({ enc: await sealText(key, '{not json', requestAad('POST', path)) }),
    ]) {
      const reply = await send(payload);
      expect(reply.status).toBe(400);
      expect(reply.headers.get('x-gw-enc')).toBe('1');
    }
    const sessionsAfter = await rowsOf<{ n: number }>(app, sql`select count(*)::int as n from member_session`);
    expect(sessionsAfter).toEqual(sessionsBefore);
    const good = await send(JSON.stringify({ enc }));
    expect(good.status).toBe(200);
  });

  it('answers 11041 in the clear to a forged or foreign session, and the client recovers by itself', async () => {
    const forged = await fetch(`${baseUrl}${walletRoutes.balances.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [gatewayHeaders.session]: 'AQAAE4gAAAAA' },
      body: '{}',
    });
    expect(forged.headers.get('x-gw-enc')).toBeNull();
    expect(await forged.json()).toMatchObject({ code: 11041 });

    let stored: string | null = JSON.stringify({
      token: 'AQAAE4gAAAAA',
      key: 'A'.repeat(43),
      expiresAtMs: Date.now() + HOUR,
    });
    const { createGatewayFetch } = await import('@courtside/contract/gateway');
    const gatewayFetch = createGatewayFetch({ fetch, slot: { get: () => stored, set: (v) => (stored = v) } });
    const reply = await gatewayFetch(`${baseUrl}${accountRoutes.checkNameV2.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'gwnobody2' }),
    });
    expect(await reply.json()).toMatchObject({ code: 0 });
    expect(JSON.parse(stored!).token).not.toBe('AQAAE4gAAAAA');
  });
});

describe('gateway keys', () => {
  const now = new Date('2026-11-29T12:00:00Z');

  it('derives the same session key on any node with the same master keys, and none from a changed token', () => {
    const master = parseSiteKeys(`5000:${Buffer.alloc(32, 7).toString('base64url')}`);
    const a = new GatewayKeys(master, 7200);
    const b = new GatewayKeys(master, 7200);
    const issued = a.issue(5000, now);
    expect(b.open(issued.token, 5000, now)).toEqual(issued.key);
    expect(b.open(issued.token, 5001, now)).toBeNull();
    expect(b.open(issued.token, 5000, new Date(now.getTime() + 7200_000))).toBeNull();
    const bytes = Buffer.from(issued.token, 'base64url');
    bytes[20] = bytes[20]! ^ 1;
    expect(b.open(bytes.toString('base64url'), 5000, now)).not.toEqual(issued.key);
    bytes.writeUInt32BE(bytes.readUInt32BE(5) + 86_400, 5);
    expect(b.open(bytes.toString('base64url'), 5000, now)).toBeNull();
  });

  it('seals and opens what WebCrypto seals and opens', async () => {
    const key = Buffer.alloc(32, 3);
    const webKey = await importGatewayKey(key.toString('base64url'));
    const fromWeb = await sealText(webKey, '{"a":"中文"}', 'req:POST:/x');
    expect(unseal(key, fromWeb, 'req:POST:/x')).toBe('{"a":"中文"}');
    expect(unseal(key, fromWeb, 'req:POST:/y')).toBeNull();
    const { openText } = await import('@courtside/contract/gateway');
    expect(await openText(webKey, seal(key, 'ok', 'res:/x'), 'res:/x')).toBe('ok');
  });

  it('refuses a malformed key list naming the entry', () => {
    expect(() => parseSiteKeys('5000:short')).toThrow(/5000/);
    expect(() => parseSiteKeys('x:AAAA')).toThrow(/GATEWAY_SITE_KEYS/);
    expect(parseSiteKeys('').size).toBe(0);
  });

  it('reads the renamed headers under their plain names and blanks the member token where the spec says', async () => {
    const bare = Fastify();
    registerErrorHandling(bare, () => null);
    const keys = new GatewayKeys(new Map(), 7200);
    registerGateway(bare, {
      keys,
      mode: 'encrypted',
      now: () => now,
      siteOf: (request) => Number(request.headers['x-site-id'] ?? 5000),
    });
    const echo = async (request: FastifyRequest) => ({
      token: request.headers.token ?? null,
      language: request.headers.language ?? null,
      device: request.gateway?.device ?? null,
      robot: request.headers[ROBOT_PASS_HEADER] ?? null,
    });
    for (const path of [
      '/api/site/group/site/perInfo/v1/get',
      '/api/site/group/account/memberLogin/v3/login',
      '/api/x/queryBannerList',
      '/api/member/info',
    ]) {
      bare.get(path, echo);
    }
    const session = keys.issue(5001, now);
    const headers = {
      [gatewayHeaders.session]: session.token,
      [gatewayHeaders.token]: 'member-token',
      [gatewayHeaders.language]: 'zh-CN',
      [gatewayHeaders.site]: '5001',
      [gatewayHeaders.device]: 'pc;1;dev-42',
      [gatewayHeaders.robot]: 'ticket:abc',
    };
    const read = async (url: string, extra: Record<string, string> = {}) => {
      const reply = await bare.inject({ method: 'GET', url, headers: { ...headers, ...extra } });
      const sealed = JSON.parse(reply.body) as { enc: string };
      return JSON.parse(unseal(session.key, sealed.enc, `res:${url.split('?')[0]}`)!) as Record<string, unknown>;
    };
    expect(await read('/api/member/info?x=1')).toEqual({
      token: 'member-token',
      language: 'zh-CN',
      device: { client: 'pc', version: '1', deviceId: 'dev-42' },
      robot: 'ticket:abc',
    });
    for (const url of [
      '/api/site/group/site/perInfo/v1/get',
      '/api/site/group/account/memberLogin/v3/login',
      '/api/x/queryBannerList',
    ]) {
      expect((await read(url)).token).toBeNull();
    }
    expect((await read('/api/member/info', { [gatewayHeaders.device]: 'fridge;1;x' })).device).toBeNull();
    const foreign = await bare.inject({
      method: 'GET',
      url: '/api/member/info',
      headers: { ...headers, [gatewayHeaders.site]: '5000' },
    });
    expect(foreign.json()).toMatchObject({ code: 11041 });
    await bare.close();
  });
});
