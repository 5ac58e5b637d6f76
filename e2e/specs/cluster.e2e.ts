// Two nodes behind HAProxy on one PostgreSQL and one Redis (issue 33): what one node does reaches the
// members held by the other, jobs run once wherever they land, and a node killed under load loses no
// acknowledged money. Runs where a PostgreSQL and a Redis are named (CI names both).
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  accountRoutes,
  CHAT_NAMESPACE,
  chatEvents,
  feedRoutes,
  LIVE_NAMESPACE,
  liveEvents,
  type RouteDef,
  sportsbookRoutes,
  walletRoutes,
} from '@courtside/contract';
import { adminRoutes } from '@courtside/contract/admin';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TcpProxy } from '../../apps/server/src/test/tcp-proxy';
import { type Cluster, startCluster } from '../../scripts/lib/cluster.mjs';
import { ADMIN_TOKEN, artifacts } from '../harness';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const repo = join(import.meta.dirname, '..', '..');
const SITE = '5000';
const DEMO = { name: 'demo888', password: 'Courtside1' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

const call = async <T = unknown>(
  base: string,
  route: RouteDef,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Envelope<T>> => {
  const reply = await fetch(`${base}${route.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-id': SITE, ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  if (reply.status >= 500) return { code: -reply.status, msg: await reply.text(), data: null as T };
  return (await reply.json()) as Envelope<T>;
};

const until = async <T>(what: string, read: () => Promise<T | null | undefined>, timeoutMs: number): Promise<T> => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => null);
    if (value !== null && value !== undefined) return value;
    if (Date.now() > end) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
};

const openSocket = (base: string, namespace: string, auth: Record<string, string>) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(`${base}${namespace}`, {
      transports: ['websocket'],
      auth,
      forceNew: true,
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

describe.runIf(Boolean(databaseUrl && redisUrl))('two nodes behind HAProxy', () => {
  const dbName = `courtside_cluster_${randomBytes(5).toString('hex')}`;
  const adminUrl = new URL(databaseUrl ?? 'postgres://localhost/test');
  const clusterUrl = new URL(adminUrl);
  clusterUrl.pathname = `/${dbName}`;
  // The nodes reach PostgreSQL and Redis through proxies the test can cut, as a restart would.
  const pgProxy = new TcpProxy({ host: adminUrl.hostname, port: Number(adminUrl.port || 5432) });
  const redisTarget = new URL(redisUrl ?? 'redis://localhost:6379');
  const redisProxy = new TcpProxy({ host: redisTarget.hostname, port: Number(redisTarget.port || 6379) });
  let cluster: Cluster;
  let token = '';
  let memberId = 0;
  const sockets: Socket[] = [];
  const nodeA = () => cluster.nodes[0]!;
  const nodeB = () => cluster.nodes[1]!;

  const admin = async (statement: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: clusterUrl.toString() });
    await client.connect();
    try {
      return (await client.query(statement, values)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    await client.query(`create database ${dbName}`);
    await client.end();
    const viaProxy = new URL(clusterUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(await pgProxy.listen());
    const redisVia = new URL(redisTarget);
    redisVia.hostname = '127.0.0.1';
    redisVia.port = String(await redisProxy.listen());
    cluster = await startCluster({
      databaseUrl: viaProxy.toString(),
      redisUrl: redisVia.toString(),
      bundle: join(repo, 'apps/server/dist/main.js'),
      env: {
        SANDBOX: '1',
        ADMIN_TOKEN,
        LOG_LEVEL: 'warn',
        // The demo feed runs (a live match to bet on, and ticks as a job on whichever node takes it).
        FEED_SPEED: '60',
        BET_DELAY_MS: '8000',
        RATE_LIMIT_PER_MINUTE: '100000',
      },
      output: (name) => join(artifacts, `cluster-${name}.log`),
    });
    const login = await call<{ token: string; member: { id: number } }>(nodeA().url, accountRoutes.loginV3, {
      ...DEMO,
      deviceId: 'cluster-spec',
    });
    expect(login.code).toBe(0);
    token = login.data.token;
    memberId = login.data.member.id;
  }, 300_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await cluster?.stop();
    await pgProxy.close();
    await redisProxy.close();
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    await client.query(`drop database if exists ${dbName} with (force)`);
    await client.end();
  }, 120_000);

  const liveSocket = async (base: string) => {
    const socket = await openSocket(base, LIVE_NAMESPACE, { token });
    sockets.push(socket);
    return socket;
  };

  const adjust = (base: string, amount: string) =>
    call(
      base,
      adminRoutes.adjust,
      { memberId, direction: 'credit', amount, reason: '集群测试', requestId: randomUUID() },
      { 'x-admin-token': ADMIN_TOKEN },
    );

  it('pushes a balance changed through node A to the member socket held by node B', async () => {
    const onB = await liveSocket(nodeB().url);
    const pushed = new Promise<{ balance: string }>((resolve) => onB.once(liveEvents.balance, resolve));
    const adjusted = await adjust(nodeA().url, '12.34');
    expect(adjusted.code).toBe(0);
    const push = await Promise.race([pushed, sleep(10_000).then(() => null)]);
    expect(push).not.toBeNull();
    const balances = await call<{ centre: { balance: string } }>(nodeB().url, walletRoutes.balances, {}, { token });
    expect(push?.balance).toBe(balances.data.centre.balance);
  });

  it('delivers a chat line sent on node A to a viewer on node B exactly once', async () => {
    const room = { kind: 'anchor' as const, id: 1 };
    const join = (socket: Socket) =>
      new Promise<void>((resolve) => socket.emit(chatEvents.join, { room }, () => resolve()));
    const viewer = await openSocket(nodeB().url, CHAT_NAMESPACE, {});
    const sender = await openSocket(nodeA().url, CHAT_NAMESPACE, { token });
    sockets.push(viewer, sender);
    await join(viewer);
    await join(sender);
    const text = `集群消息${randomBytes(3).toString('hex')}`;
    let heard = 0;
    viewer.on(chatEvents.message, (message: { content: { data: unknown } }) => {
      if (message.content.data === text) heard++;
    });
    const ack = await new Promise<{ code: number }>((resolve) =>
      sender.emit(chatEvents.send, { room, msgType: 'text', text }, resolve),
    );
    expect(ack.code).toBe(0);
    await until('the line on node B', async () => (heard > 0 ? true : null), 10_000);
    await sleep(1_500);
    expect(heard).toBe(1);
  });

  it('survives node A killed under load: no acknowledged money lost, sockets back within 5 s, its pending bet decided by B', async () => {
    // Money in the sports wallet, and a live market to bet on in play.
    expect((await adjust(nodeA().url, '500.00')).code).toBe(0);
    const moved = await call(
      nodeA().url,
      walletRoutes.transferInto,
      {
        venueCode: 'OBTY',
        amount: '200.00',
        requestId: randomUUID(),
      },
      { token },
    );
    expect(moved.code).toBe(0);
    // The football match nearest its final whistle, so its 1X2 settles while A is down.
    const selection = await until(
      'an open in-play 1X2',
      async () => {
        const live = await call<{
          items: { id: number; sport: string; status: string; clock: { seconds: number } | null }[];
        }>(nodeA().url, feedRoutes.popularLive, {});
        const nearEnd = live.data.items
          .filter((m) => m.sport === 'football' && m.status === 'live' && m.clock)
          .sort((a, b) => (b.clock?.seconds ?? 0) - (a.clock?.seconds ?? 0));
        for (const match of nearEnd) {
          const odds = await call<{
            markets: {
              id: number;
              type: string;
              status: string;
              version: number;
              outcomes: { key: string; odds: number }[];
            }[];
          }>(nodeA().url, feedRoutes.getOdds, { matchId: match.id });
          const market = odds.data.markets.find((m) => m.type === 'fb.1x2' && m.status === 'active');
          const outcome = market?.outcomes.find((o) => o.odds > 1000);
          if (market && outcome) {
            return { marketId: market.id, outcome: outcome.key, odds: outcome.odds, marketVersion: market.version };
          }
        }
        return null;
      },
      90_000,
    );
    const placed = await call<{ id: number; state: string }>(
      nodeA().url,
      sportsbookRoutes.place,
      { requestId: randomUUID(), kind: 'single', stake: '10.00', oddsPolicy: 'any', legs: [selection] },
      { token },
    );
    expect(placed.code).toBe(0);
    expect(placed.data.state).toBe('pending');
    const betState = async (base: string) => {
      const bet = await call<{ state: string }>(base, sportsbookRoutes.bet, { betId: placed.data.id }, { token });
      return bet.code === 0 ? bet.data.state : null;
    };

    // Sockets through HAProxy (no cookie: spread over both nodes), and a stream of money calls.
    const viaProxy = await Promise.all(Array.from({ length: 6 }, () => liveSocket(cluster.url)));
    const drops = viaProxy.map((socket) => {
      const seen = { droppedAt: 0, backAt: 0 };
      socket.on('disconnect', () => {
        seen.droppedAt = Date.now();
      });
      socket.on('connect', () => {
        if (seen.droppedAt > 0) seen.backAt = Date.now();
      });
      return seen;
    });
    const acknowledged: string[] = [];
    let loading = true;
    const load = (async () => {
      while (loading) {
        const requestId = randomUUID();
        const reply = await call(
          cluster.url,
          walletRoutes.transferInto,
          { venueCode: 'OBTY', amount: '0.01', requestId },
          { token },
        ).catch(() => null);
        if (reply?.code === 0) acknowledged.push(requestId);
      }
    })();
    await sleep(1_000);
    await nodeA().kill('SIGKILL');
    try {
      await sleep(4_000);
      loading = false;
      await load;

      // The sockets that were on A (round robin put about half there) are back, on B, within 5 s.
      await until('every socket connected', async () => (viaProxy.every((s) => s.connected) ? true : null), 10_000);
      const dropped = drops.filter((d) => d.droppedAt > 0);
      expect(dropped.length).toBeGreaterThan(0);
      for (const d of dropped) expect(d.backAt - d.droppedAt).toBeLessThanOrEqual(5_000);

      // Each acknowledged transfer is in the ledger, once.
      expect(acknowledged.length).toBeGreaterThan(10);
      const keys = await admin(
        `select count(*)::int as n from wallet_transfer where idempotency_key = any($1::text[])`,
        [acknowledged.map((id) => `wallet:${memberId}:${id}`)],
      );
      expect(keys[0].n).toBe(acknowledged.length);

      // The bet A held in its delay is decided by B's job, and settled by the feed's job on B.
      const decided = await until(
        'the pending bet decided',
        async () => {
          const state = await betState(nodeB().url);
          return state && state !== 'pending' ? state : null;
        },
        30_000,
      );
      expect(['accepted', 'rejected']).toContain(decided);
      if (decided === 'accepted') {
        await until(
          'the bet settled',
          async () => ((await betState(nodeB().url)) === 'settled' ? true : null),
          150_000,
        );
      }

      const check = await promisify(execFile)('npx', ['tsx', 'apps/server/src/modules/wallet/check-cli.ts'], {
        cwd: repo,
        env: { ...process.env, DATABASE_URL: clusterUrl.toString() },
      });
      expect(check.stdout).toContain('ledger ok');
    } finally {
      loading = false;
      await nodeA().start();
    }
  }, 300_000);

  it('comes back after PostgreSQL and Redis restarts', async () => {
    pgProxy.cut();
    // Both nodes say they are not ready; HAProxy takes them out, and money calls fail cleanly.
    await until(
      'both nodes unready',
      async () => {
        const states = await Promise.all(cluster.nodes.map((n) => fetch(`${n.url}/readyz`).then((r) => r.status)));
        return states.every((s) => s === 503) ? true : null;
      },
      20_000,
    );
    pgProxy.restore();
    await until(
      'balance through HAProxy after PostgreSQL is back',
      async () => ((await call(cluster.url, walletRoutes.balances, {}, { token })).code === 0 ? true : null),
      30_000,
    );

    redisProxy.cut();
    // Without Redis the site still serves (each node alone).
    expect((await call(cluster.url, walletRoutes.balances, {}, { token })).code).toBe(0);
    redisProxy.restore();
    const onB = await liveSocket(nodeB().url);
    const pushed = await until(
      'a cross-node push after Redis is back',
      async () => {
        const heard = new Promise<boolean>((resolve) => onB.once(liveEvents.balance, () => resolve(true)));
        expect((await adjust(nodeA().url, '0.01')).code).toBe(0);
        return (await Promise.race([heard, sleep(2_000).then(() => null)])) ?? null;
      },
      30_000,
    );
    expect(pushed).toBe(true);
  }, 180_000);
});
