// Sportsbook placement against a real PostgreSQL beside pgbench's TPC-B-like run on the same server,
// in alternating rounds, printing the median of the round ratios; then the settlement of many open
// bets on one ended match, timed. Needs DATABASE_URL (a server where databases may be created).
import { randomBytes, randomUUID } from 'node:crypto';
import { buildApp } from '../apps/server/src/app';
import type { AuthContext } from '../apps/server/src/platform/auth';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase } from '../apps/server/src/platform/db';
import { seed } from '../apps/server/src/seed/seed';
import { fixture, HOUR, odds1x2, ScriptedProvider } from '../apps/server/src/test/feed';
import { adminQuery, databaseUrl, median, pgbenchInit, pgbenchRound } from './postgres';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const ROUND_SECONDS = 5;
const ROUNDS = 3;
const SETTLE_BETS = Number(process.env.BENCH_SETTLE_BETS ?? 100_000);
const SITE = 5000;
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.log('bench/sportsbook.ts: set DATABASE_URL to a PostgreSQL server to run it');
  process.exit(0);
}

const admin = (statement: string) => adminQuery(baseUrl, statement);
const urlFor = (name: string) => databaseUrl(baseUrl, name);

const name = `cs_bench_${randomBytes(4).toString('hex')}`;
const pgbenchName = `${name}_pgbench`;
await admin(`create database ${name}`);
await admin(`create database ${pgbenchName}`);
try {
  pgbenchInit(urlFor(pgbenchName));
  const database = await openDatabase({ kind: 'postgres', url: urlFor(name) });
  await seed(database.db);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    ADMIN_TOKEN: randomBytes(16).toString('hex'),
    WEB_DIST: '/nonexistent-web-dist',
    FEED_SIMULATOR: '0',
    BET_DELAY_MS: '0',
    BET_DECIDE_INTERVAL_MS: '0',
    RECONCILE_INTERVAL_MS: '0',
    DEPOSIT_EXPIRY_INTERVAL_MS: '0',
    CHAIN_WATCH_INTERVAL_MS: '0',
    YEB_INTEREST_INTERVAL_MS: '0',
    OUTBOX_PRUNE_INTERVAL_MS: '0',
    ANCHOR_SCHEDULE_INTERVAL_MS: '0',
  });
  const app = await buildApp({ config, database });
  const { placement, settlement, ledger, feedIngest } = app.services;
  const provider = new ScriptedProvider();
  feedIngest.connect(provider);

  // One match per client (distinct members do not meet on a liability row), one more to settle.
  let seq = 0;
  const now = Date.now();
  for (let m = 0; m <= CLIENTS; m += 1) {
    await provider.send(fixture(`bench-${m}`, now + seq, ++seq, now + 2 * HOUR));
    await provider.send(odds1x2(`bench-${m}`, now + seq, ++seq, 2100));
  }
  const rows = async <T>(text: string) => (await database.sql.executeSql(text)).rows as T[];
  const markets = (
    await rows<{ id: string }>(
      `select k.id from feed_market k join feed_match m on m.id = k.match_id where k.type = 'fb.1x2' order by m.id`,
    )
  ).map((r) => Number(r.id));
  const memberIds = Array.from({ length: CLIENTS + 1 }, (_, i) => i + 1);
  for (const memberId of memberIds) {
    await ledger.move({
      debit: { siteId: SITE, memberId: null, kind: 'adjustment', venueCode: '', currency: 'RMB' },
      credit: { siteId: SITE, memberId, kind: 'venue', venueCode: 'OBTY', currency: 'RMB' },
      amount: 10n ** 12n,
      kind: 'adjustment',
      idempotencyKey: `bench-fund:${memberId}`,
      memberId,
    });
  }
  const auth = (memberId: number): AuthContext => ({ siteId: SITE, memberId, sessionId: 0, deviceId: 'bench' });

  const placeRound = async (memberOf: (client: number) => number) => {
    let placed = 0;
    const deadline = Date.now() + ROUND_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        const marketId = markets[client]!;
        while (Date.now() < deadline) {
          await placement.place(auth(memberOf(client)), {
            requestId: randomUUID(),
            kind: 'single',
            stake: '10',
            oddsPolicy: 'any',
            legs: [{ marketId, outcome: 'home', odds: 2100, marketVersion: 1 }],
          });
          placed += 1;
        }
      }),
    );
    return placed / ROUND_SECONDS;
  };

  for (const [label, memberOf] of [
    ['distinct members', (client: number) => client + 1],
    ['one hot member', () => CLIENTS + 1],
  ] as const) {
    const ratios: number[] = [];
    const rates: number[] = [];
    const baselines: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const baseline = pgbenchRound(urlFor(pgbenchName), CLIENTS, ROUND_SECONDS);
      const rate = await placeRound(memberOf);
      baselines.push(baseline);
      rates.push(rate);
      ratios.push(rate / baseline);
    }
    console.log(
      `placements, ${label} (${CLIENTS} clients): median ${median(rates).toFixed(0)}/s; pgbench tpcb-like median ${median(baselines).toFixed(0)} tps; median ratio ${median(ratios).toFixed(2)}`,
    );
  }

  // Many open bets on the last match, written in bulk as placement would leave them (stake held).
  const settleMarket = markets[CLIENTS]!;
  const matchId = Number(
    (await rows<{ id: number }>(`select match_id as id from feed_market where id = ${settleMarket}`))[0]!.id,
  );
  const started = Date.now();
  await database.sql.executeSql(`
    with bets as (
      insert into sb_bet (site_id, member_id, request_id, currency, kind, unit_stake, stake, placed_stake,
        potential_return, odds_policy, state, placed_at)
      select ${SITE}, 1 + (g % ${CLIENTS}), 'bulk-' || g, 'RMB', 'single', 1000, 1000, 1000,
        case when g % 2 = 0 then 2100 else 3900 end, 'any', 'accepted', now()
      from generate_series(1, ${SETTLE_BETS}) g
      returning id, request_id
    )
    insert into sb_bet_leg (bet_id, idx, match_id, market_id, outcome, odds, market_version, sport, league_name,
      home, away, kickoff_at, market_name, outcome_name)
    select id, 0, ${matchId}, ${settleMarket},
      case when substring(request_id from 6)::int % 2 = 0 then 'home' else 'away' end,
      case when substring(request_id from 6)::int % 2 = 0 then 2100 else 3900 end,
      1, 'football', '基准联赛', '主队', '客队', now(), '全场独赢', '主队'
    from bets`);
  // Their stakes, held in bets in play as placement would have moved them.
  await ledger.move({
    debit: { siteId: SITE, memberId: null, kind: 'adjustment', venueCode: '', currency: 'RMB' },
    credit: { siteId: SITE, memberId: null, kind: 'betsInPlay', venueCode: 'OBTY', currency: 'RMB' },
    amount: BigInt(SETTLE_BETS) * 1000n,
    kind: 'adjustment',
    idempotencyKey: 'bench-held-stakes',
    memberId: null,
  });
  const written = Date.now() - started;
  const settleStarted = Date.now();
  const settled = await database.db.transaction((tx) =>
    settlement.marketSettled(tx, {
      matchId,
      marketId: settleMarket,
      type: 'fb.1x2',
      specifier: '',
      results: { home: 'win', draw: 'lose', away: 'lose' },
    }),
  );
  const seconds = (Date.now() - settleStarted) / 1000;
  console.log(
    `settlement of ${settled} open bets on one ended match (half winning): ${seconds.toFixed(1)} s, ${(settled / seconds).toFixed(0)} bets/s (bulk write of the bets took ${(written / 1000).toFixed(1)} s)`,
  );
  const problems = await ledger.check();
  console.log(problems.length === 0 ? 'ledger check: ok' : `ledger check: ${problems.length} problem(s)`);
  await app.fastify.close();
  await database.close();
} finally {
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`drop database if exists ${pgbenchName} with (force)`);
}
