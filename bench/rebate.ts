// The daily 返水 job paying one business day to 100,000 members on a real PostgreSQL: members, levels
// and turnover rows written in bulk, a test clock moved past the day's pay hour, `RebateService.runDue`
// timed; then every member's row and amount checked against the ladder's rate and cap (computed again
// in SQL, hedging rule included), the job run again (and the day paid again directly) to show it pays
// nothing more, and the ledger check. Needs DATABASE_URL (a server where databases may be created).
import { randomBytes } from 'node:crypto';
import { businessDate, businessDayStart } from '@courtside/domain';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase } from '../apps/server/src/platform/db';
import { seed } from '../apps/server/src/seed/seed';
import { adminQuery, databaseUrl } from './postgres';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
/** Members with no turnover that day, who must get no row. */
const IDLE = 1_000;
const SITE = 5000;
const HOUR_MS = 3_600_000;
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.log('bench/rebate.ts: set DATABASE_URL to a PostgreSQL server to run it');
  process.exit(0);
}

const name = `bench_rebate_${process.pid}`;
await adminQuery(baseUrl, `create database ${name}`);
try {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(baseUrl, name) });
  await seed(database.db);
  const clock = { skewMs: 0, now: () => new Date(Date.now() + clock.skewMs) };
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
    PROMO_EXPIRY_INTERVAL_MS: '0',
    // The bench starts the job itself.
    PROMO_DAILY_INTERVAL_MS: '0',
  });
  const app = await buildApp({ config, database, clock });
  const { rebates, ledger } = app.services;
  const rows = async <T>(text: string) => (await database.sql.executeSql(text)).rows as T[];

  // Today's turnover, paid by the job tomorrow (Asia/Shanghai) after the pay hour.
  const day = businessDate(Date.now());
  const written = Date.now();
  // Per member: a single on its own market, a parlay, a live-casino round; every tenth member also
  // backs the other side of its single's market for a quarter (so the hedging rule counts 3/4); every
  // hundredth has a huge egame day that passes every level's cap. Levels 0-8 by member.
  await database.sql.executeSql(`
    with m as (
      insert into member (site_id, name, password_hash, nickname, invite_code, register_ip, register_device)
      select ${SITE}, 'rebate' || g, 'x', 'rebate' || g, 'RB' || g, '127.0.0.1', 'bench'
      from generate_series(1, ${MEMBERS + IDLE}) g
      returning id, substring(name from 7)::int as g
    ),
    v as (
      insert into promo_vip (member_id, site_id, level, level_since)
      select id, ${SITE}, g % 9, now() from m
    )
    insert into promo_turnover (source, ref, site_id, member_id, day, product, amount, market, side)
    select t.source, t.ref, ${SITE}, m.id, '${day}', t.product, t.amount, t.market, t.side
    from m cross join lateral (values
      ('sportsbook', 's' || m.g, 'sports', 1000 + (m.g::bigint * 7919) % 5000000, 'm' || m.g, 'home'),
      ('sportsbook', 'h' || m.g, 'sports', (1000 + (m.g::bigint * 7919) % 5000000) / 4, 'm' || m.g, 'away'),
      ('sportsbook', 'p' || m.g, 'sports', 500 + m.g % 100000, '', ''),
      ('venue:AGZR', 'l' || m.g, 'live', 100 + (m.g::bigint * 104729) % 2000000, '', ''),
      ('venue:PGDZ', 'e' || m.g, 'egame', 10000000000, '', '')
    ) as t(source, ref, product, amount, market, side)
    where m.g <= ${MEMBERS}
      and (t.ref not like 'h%' or m.g % 10 = 0)
      and (t.ref not like 'e%' or m.g % 100 = 0)`);
  await database.sql.executeSql('analyze');
  console.log(
    `wrote ${MEMBERS + IDLE} members (${IDLE} without turnover) and their turnover for ${day} in ${((Date.now() - written) / 1000).toFixed(1)} s`,
  );

  // Past the pay hour of the next business day (the demo site's rebate_pay_hour is 12).
  const payHour = Number((await app.services.site.paramValues(SITE, ['rebate_pay_hour'])).rebate_pay_hour ?? 12);
  clock.skewMs = businessDayStart(day) + 24 * HOUR_MS + payHour * HOUR_MS + 60_000 - Date.now();
  const started = Date.now();
  const first = await rebates.runDue();
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `rebate job: ${first.members} members credited, ${(Number(first.paid) / 100).toFixed(2)} paid, ${first.days} day(s) run, in ${seconds.toFixed(1)} s (${(MEMBERS / seconds).toFixed(0)} members/s; goal under 60 s)`,
  );

  // The expected amounts, computed again from the turnover rows and the ladder, beside what was written.
  const [check] = await rows<{
    expected: string;
    missing: string;
    wrong: string;
    capped: string;
    extra: string;
    duplicates: string;
    expected_sum: string;
    positive: string;
  }>(`
    with sides as (
      select member_id, product, market, side, sum(amount)::bigint as s
      from promo_turnover where site_id = ${SITE} and day = '${day}' group by 1, 2, 3, 4
    ),
    valid as (
      select member_id, product,
        case when market = '' then sum(s) else greatest(0, 2 * max(s) - sum(s)) end::bigint as v
      from sides group by member_id, product, market
    ),
    per as (select member_id, product, sum(v)::bigint as t from valid group by 1, 2),
    due as (
      select p.member_id, sum(p.t * (l.rebate_bp ->> p.product)::bigint / 10000)::bigint as raw, l.rebate_cap as cap
      from per p
      join promo_vip pv on pv.member_id = p.member_id
      join promo_vip_level l on l.site_id = ${SITE} and l.level = pv.level
      group by p.member_id, l.rebate_cap
    )
    select
      count(*)::text as expected,
      count(*) filter (where r.id is null)::text as missing,
      count(*) filter (where r.amount <> least(d.raw, d.cap))::text as wrong,
      count(*) filter (where d.raw > d.cap and r.capped = 1)::text as capped,
      (select count(*) from promo_rebate x where x.day = '${day}'
        and not exists (select 1 from due where due.member_id = x.member_id))::text as extra,
      (select count(*) - count(distinct member_id) from promo_rebate where day = '${day}')::text as duplicates,
      coalesce(sum(least(d.raw, d.cap)), 0)::text as expected_sum,
      count(*) filter (where least(d.raw, d.cap) > 0)::text as positive
    from due d left join promo_rebate r on r.member_id = d.member_id and r.day = '${day}'`);
  const transfers = async () =>
    (
      await rows<{ n: string; total: string }>(
        `select count(*)::text as n, coalesce(sum(amount), 0)::text as total from wallet_transfer
         where kind = 'rebate' and reference = 'rebate:${day}'`,
      )
    )[0]!;
  const moved = await transfers();
  console.log(
    `check: ${check!.expected} members with turnover; missing ${check!.missing}, wrong amount ${check!.wrong}, rows for members without turnover ${check!.extra}, duplicate rows ${check!.duplicates}; ${check!.capped} capped at their level's cap`,
  );
  console.log(
    `  expected ${(Number(check!.expected_sum) / 100).toFixed(2)} to ${check!.positive} members; ledger: ${moved.n} rebate movements, ${(Number(moved.total) / 100).toFixed(2)}`,
  );

  // Again: the job finds the day run; the day paid again directly takes no member's day a second time.
  const again = await rebates.runDue();
  const direct = await rebates.payDay(SITE, day);
  const after = await transfers();
  console.log(
    `second run: ${again.days} day(s), ${again.members} members, ${again.paid} paid; the day paid again directly: ${direct.members} members, ${direct.paid} paid; rebate movements now ${after.n}`,
  );
  const problems = await ledger.check();
  console.log(problems.length === 0 ? 'ledger check: ok' : `ledger check: ${problems.length} problem(s)`);
  await app.fastify.close();
  await database.close();
} finally {
  await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
}
