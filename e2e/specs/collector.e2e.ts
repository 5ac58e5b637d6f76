// The 埋点 collector (issue 32): behind HAProxy, the beacon path goes to a node of its own and nothing
// else does, and while that node is down the member nodes take the beacons. Runs where a PostgreSQL and
// a Redis are named (CI names both).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { type RouteDef, trackRoutes, walletRoutes } from '@courtside/contract';
import { trackAdminRoutes } from '@courtside/contract/admin';
import { TRACK_REPORT_PATH } from '@courtside/domain/track';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEACON_PATH, type Cluster, startCluster } from '../../scripts/lib/cluster.mjs';
import { ADMIN_TOKEN, artifacts } from '../harness';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const repo = join(import.meta.dirname, '..', '..');
const BANNER = '7001';

/** The envelope's code, or minus the HTTP status when the proxy answered for want of a node. */
const codeOf = async (base: string, route: RouteDef, body: unknown, headers: Record<string, string> = {}) => {
  const reply = await fetch(`${base}${route.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-id': '5000', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  if (reply.status >= 500) return { code: -reply.status, data: null };
  return (await reply.json()) as { code: number; data: unknown };
};

/** A page's batch: a view of the home page and five clicks on one banner. */
const batch = () => {
  const at = new Date().toISOString();
  return {
    events: [
      { kind: 'pageView', page: '/app/home', target: '', at },
      ...Array.from({ length: 5 }, () => ({ kind: 'bannerClick', page: '/app/home', target: BANNER, at })),
    ],
  };
};

const until = async (what: string, check: () => Promise<boolean>, timeoutMs = 20_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

describe.runIf(Boolean(databaseUrl && redisUrl))('the 埋点 collector behind HAProxy', () => {
  const dbName = `courtside_collector_${randomBytes(5).toString('hex')}`;
  const adminUrl = new URL(databaseUrl ?? 'postgres://localhost/test');
  const clusterUrl = new URL(adminUrl);
  clusterUrl.pathname = `/${dbName}`;
  let cluster: Cluster;

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    await client.query(`create database ${dbName}`);
    await client.end();
    cluster = await startCluster({
      databaseUrl: clusterUrl.toString(),
      redisUrl: redisUrl ?? '',
      bundle: join(repo, 'apps/server/dist/main.js'),
      nodes: 1,
      collector: true,
      // The rate counters live in Redis, which the cluster spec beside this one fills from 127.0.0.1 too.
      env: { ADMIN_TOKEN, LOG_LEVEL: 'warn', FEED_SIMULATOR: '0', RATE_LIMIT_PER_MINUTE: '100000' },
      output: (name) => join(artifacts, `collector-${name}.log`),
    });
  }, 300_000);

  afterAll(async () => {
    await cluster?.stop();
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    await client.query(`drop database if exists ${dbName} with (force)`);
    await client.end();
  }, 120_000);

  it('sends the beacons to the collector alone, and to the member node while the collector is down', async () => {
    expect(BEACON_PATH).toBe(TRACK_REPORT_PATH);
    const member = cluster.nodes[0]!;
    const collector = cluster.collector!;
    let accepted = 0;
    const answers: number[] = [];
    const beacon = async () => {
      const reply = await codeOf(cluster.url, trackRoutes.report, batch());
      answers.push(reply.code);
      if (reply.code !== 0) return false;
      accepted += 1;
      return true;
    };

    expect(await beacon(), `answers: ${answers}`).toBe(true);
    // With the member node gone, the proxy has no node for a member's call, and still one for beacons.
    await member.kill();
    await until(
      'the member node out of the pool',
      async () => (await codeOf(cluster.url, walletRoutes.balances, {})).code === -503,
    );
    expect(await beacon(), `answers: ${answers}`).toBe(true);

    // With the collector gone instead, the member node takes the beacons.
    await member.start();
    await collector.kill();
    await until('a beacon taken by the member node', beacon);

    // Every batch answered is counted once, whichever node wrote it.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const bannerClicks = async () => {
      const report = await codeOf(
        cluster.url,
        trackAdminRoutes.clickReport,
        { from: day(-1), to: day(1) },
        { 'x-admin-token': ADMIN_TOKEN },
      );
      const rows = (report.data as { rows: { kind: string; target: string; clicks: number }[] } | null)?.rows ?? [];
      return rows.filter((r) => r.kind === 'banner' && r.target === BANNER).reduce((sum, r) => sum + r.clicks, 0);
    };
    await until('the report counts every batch answered', async () => (await bannerClicks()) === accepted * 5);
    expect(accepted).toBe(3);
  }, 180_000);
});
