// The sandbox provider's slot rounds with 64 concurrent players (each on their own balance), then
// the game-records pull of 100,000 settled rounds through the venue adapter, timed and pulled again
// (which stores nothing). Needs DATABASE_URL (a server where databases may be created).
import { randomBytes, randomUUID } from 'node:crypto';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase } from '../apps/server/src/platform/db';
import type { GameSession } from '../apps/server/src/sandbox';
import { sandboxBalances, sandboxRounds } from '../apps/server/src/sandbox/tables';
import { seed } from '../apps/server/src/seed/seed';
import { adminQuery, databaseUrl } from './postgres';

const PLAYERS = Number(process.env.BENCH_CLIENTS ?? 64);
const SPIN_SECONDS = 10;
const ROUNDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const SITE = 5000;
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.log('bench/casino.ts: set DATABASE_URL to a PostgreSQL server to run it');
  process.exit(0);
}

const name = `cs_bench_${randomBytes(4).toString('hex')}`;
await adminQuery(baseUrl, `create database ${name}`);
try {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(baseUrl, name) });
  await seed(database.db);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    ADMIN_TOKEN: randomBytes(16).toString('hex'),
    WEB_DIST: '/nonexistent-web-dist',
    FEED_SIMULATOR: '0',
    RECONCILE_INTERVAL_MS: '0',
    DEPOSIT_EXPIRY_INTERVAL_MS: '0',
    CHAIN_WATCH_INTERVAL_MS: '0',
    YEB_INTEREST_INTERVAL_MS: '0',
    OUTBOX_PRUNE_INTERVAL_MS: '0',
    ANCHOR_SCHEDULE_INTERVAL_MS: '0',
    GAME_RECORDS_PULL_INTERVAL_MS: '0',
  });
  const app = await buildApp({ config, database });
  const { sandboxGames, gameRecords, venues } = app.services;

  // Spins: each player has a large balance at the provider and spins back to back.
  const sessions: GameSession[] = Array.from({ length: PLAYERS }, (_, i) => ({
    siteId: SITE,
    memberId: 1_000_000 + i,
    currency: 'RMB',
    venueCode: 'PGDZ',
    gameCode: 'caishen-dao',
    demo: null,
    expiresAt: Number.MAX_SAFE_INTEGER,
  }));
  await database.db
    .insert(sandboxBalances)
    .values(
      sessions.map((s) => ({ siteId: SITE, channelCode: s.venueCode, memberId: s.memberId, balance: 10n ** 12n })),
    );
  let spins = 0;
  const until = Date.now() + SPIN_SECONDS * 1000;
  const started = Date.now();
  await Promise.all(
    sessions.map(async (s) => {
      while (Date.now() < until) {
        await sandboxGames.spin(s, randomUUID(), '5.00', 'bench');
        spins += 1;
      }
    }),
  );
  const spinSeconds = (Date.now() - started) / 1000;
  console.log(
    `slot rounds, ${PLAYERS} concurrent players: ${spins} in ${spinSeconds.toFixed(1)} s = ${(spins / spinSeconds).toFixed(0)}/s`,
  );

  // Records: many settled rounds at the provider, pulled in one range, then pulled again.
  const at = new Date();
  for (let i = 0; i < ROUNDS; i += 5000) {
    await database.db.insert(sandboxRounds).values(
      Array.from({ length: Math.min(5000, ROUNDS - i) }, (_, k) => ({
        roundId: `bench-${i + k}`,
        siteId: SITE,
        memberId: 2_000_000 + ((i + k) % 1000),
        channelCode: 'PGDZ',
        gameCode: 'caishen-dao',
        stake: 500n,
        payout: 250n,
        validTurnover: 500n,
        status: 'settled',
        detail: { kind: 'slot' },
        createdAt: at,
        settledAt: at,
      })),
    );
  }
  const [adapterName, adapter] = venues.pullable().find(([n]) => n === 'sandbox') ?? [];
  if (!adapterName || !adapter) throw new Error('no sandbox adapter');
  const from = new Date(at.getTime() - 60 * 60_000);
  const to = new Date(Date.now() + 1000);
  let t = Date.now();
  const listed = (await adapter.betRecords?.(from, to))?.length ?? 0;
  console.log(`provider lists ${listed} settled rounds in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  t = Date.now();
  const stored = await gameRecords.pullRange(adapterName, adapter, from, to);
  const first = (Date.now() - t) / 1000;
  t = Date.now();
  const again = await gameRecords.pullRange(adapterName, adapter, from, to);
  const second = (Date.now() - t) / 1000;
  console.log(`records pull: ${stored} stored in ${first.toFixed(1)} s = ${(stored / first).toFixed(0)} records/s`);
  console.log(`records pull again: ${again} stored in ${second.toFixed(1)} s`);
  await app.fastify.close();
  await database.close();
} finally {
  await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
}
