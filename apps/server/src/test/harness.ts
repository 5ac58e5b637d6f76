import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { RouteDef } from '@courtside/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import type { z } from 'zod';
import { type App, buildApp } from '../app';
import type { VenueAdapter } from '../modules/venue';
import type { Clock } from '../platform/clock';
import { type Config, loadConfig } from '../platform/config';
import { type Database, type DbTimeouts, openDatabase } from '../platform/db';
import { createRedisBus } from '../platform/events';
import { openRedis } from '../platform/redis';
import { seed } from '../seed/seed';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; a real PostgreSQL too when DATABASE_URL is set (CI sets it). */
export const databaseKinds = (): DatabaseKind[] => (process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

let pgliteTemplate: Promise<Blob> | null = null;

/** A fresh embedded database, copied from the run's migrated template (global-setup.ts). */
const freshPglite = (): Promise<Database> => {
  pgliteTemplate ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return pgliteTemplate.then((from) => openDatabase({ kind: 'pglite', dataDir: null, from }));
};

/** A fresh database per test app, so test files never see each other's rows. */
const freshPostgres = async (
  via: PostgresVia = {},
): Promise<{ database: Database; url: string; drop: () => Promise<void> }> => {
  const baseUrl = process.env.DATABASE_URL!;
  const name = `cs_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    kind: 'postgres',
    url: via.route ? via.route(url.toString()) : url.toString(),
    ...(via.timeouts ? { timeouts: via.timeouts } : {}),
  });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
};

/** How the app reaches its PostgreSQL: the fault tests route it through a proxy and shorten the timeouts. */
export interface PostgresVia {
  route?: (url: string) => string;
  timeouts?: DbTimeouts;
}

export interface TestApp extends App {
  database: Database;
  /** The PostgreSQL database of this app (PostgreSQL kind only), for tests that open a second connection. */
  databaseUrl?: string;
  close(): Promise<void>;
}

export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

export const createTestApp = async (
  kind: DatabaseKind,
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    redisUrl?: string;
    /** Redis is away at start-up: the node starts without waiting to hear the other nodes. */
    redisAway?: boolean;
    shareDatabaseOf?: TestApp;
    venueAdapters?: Record<string, VenueAdapter>;
    postgresVia?: PostgresVia;
  } = {},
): Promise<TestApp> => {
  const shared = options.shareDatabaseOf;
  const { database, drop, url } = shared
    ? { database: shared.database, drop: async () => {}, url: shared.databaseUrl }
    : kind === 'postgres'
      ? await freshPostgres(options.postgresVia)
      : { database: await freshPglite(), drop: async () => {}, url: undefined };
  await seed(database.db);
  // The demo starts new members with auto-transfer on; tests register members whose venue wallets
  // they fund themselves, so it is off here, and the tests of the default turn it on.
  await database.db.execute(sql`update site_param set value = '0' where key_code = 'new_member_auto_transfer'`);
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ADMIN_TOKEN,
    WEB_DIST: '/nonexistent-web-dist',
    ADMIN_DIST: '/nonexistent-admin-dist',
    RECONCILE_INTERVAL_MS: '0',
    DEPOSIT_EXPIRY_INTERVAL_MS: '0',
    CHAIN_WATCH_INTERVAL_MS: '0',
    YEB_INTEREST_INTERVAL_MS: '0',
    PROMO_EXPIRY_INTERVAL_MS: '0',
    PROMO_DAILY_INTERVAL_MS: '0',
    MESSAGE_BATCH_INTERVAL_MS: '0',
    SANDBOX: '1',
    OUTBOX_PRUNE_INTERVAL_MS: '0',
    CALLBACK_PRUNE_INTERVAL_MS: '0',
    TRACK_PRUNE_INTERVAL_MS: '0',
    ANCHOR_SCHEDULE_INTERVAL_MS: '0',
    GAME_RECORDS_PULL_INTERVAL_MS: '0',
    // The demo feed would fill every test's database; its own tests turn it on and drive it.
    FEED_SIMULATOR: '0',
    FEED_TICK_MS: '0',
    // In-process PGlite and parallel test files stall the loop for reasons of their own; the
    // shedding test turns it on and makes the pressure itself.
    DEGRADE_LAG_MS: '0',
    ...options.env,
  });
  const redis = options.redisUrl ? openRedis(options.redisUrl) : null;
  const bus = redis ? createRedisBus(redis) : undefined;
  // Cross-node tests act at once; a node in production does not wait (see the bus).
  if (!options.redisAway) await bus?.subscribed;
  const app = await buildApp({
    config,
    database,
    redis,
    ...(bus ? { bus } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.venueAdapters ? { venueAdapters: options.venueAdapters } : {}),
  });
  return {
    ...app,
    database,
    ...(url ? { databaseUrl: url } : {}),
    close: async () => {
      await app.fastify.close();
      await bus?.close();
      redis?.disconnect();
      if (shared) return;
      await database.close();
      await drop();
    },
  };
};

export interface RawReply {
  status: number;
  body: { code: number; data: unknown; msg: string };
}

/** POSTs raw JSON text or a value through inject() and returns the status and the envelope. */
export const post = async (
  app: TestApp,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<RawReply> => {
  const res = await app.fastify.inject({
    method: 'POST',
    url,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: res.statusCode, body: res.json() };
};

/** Calls a contract route and parses a success with the route's own response schema. */
export const call = async <R extends RouteDef>(
  app: TestApp,
  route: R,
  body: unknown = {},
  headers: Record<string, string> = {},
): Promise<z.output<R['response']>> => {
  const reply =
    route.method === 'GET'
      ? await app.fastify
          .inject({ method: 'GET', url: route.path, headers })
          .then((r) => ({ status: r.statusCode, body: r.json() }))
      : await post(app, route.path, body, headers);
  if (reply.status !== 200 || reply.body.code !== 0) {
    throw new Error(`${route.path} answered ${reply.status} ${reply.body.code} ${reply.body.msg}`);
  }
  return route.response.parse(reply.body.data) as z.output<R['response']>;
};
