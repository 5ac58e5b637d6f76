// The back office's lists over 100,000 rows on the embedded PGlite: page 1 and page 1,000 (100 rows a
// page), filtered and sorted as the console asks for them, each through the HTTP route (guard, schema,
// query, reply) as the console calls it; the median of five calls, the goal under 1 s each. Then the
// audit log's CSV export of all its rows, streamed, with the server's memory before and after; and the
// generic list export (every console list) over the 100,000 adjustments: time to the first byte, to
// the whole file, and the memory it took.
import { randomBytes } from 'node:crypto';
import {
  adminExportHref,
  adminExportPaths,
  adminRoutes,
  member360Routes,
  opsAdminRoutes,
} from '@courtside/contract/admin';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase } from '../apps/server/src/platform/db';
import { seed } from '../apps/server/src/seed/seed';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const PAGE_SIZE = 100;
const LAST_PAGE = ROWS / PAGE_SIZE;
const CALLS = 5;
const token = randomBytes(16).toString('hex');

const database = await openDatabase({ kind: 'pglite', dataDir: null });
await seed(database.db);
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    ADMIN_TOKEN: token,
    WEB_DIST: '/nonexistent-web-dist',
    ADMIN_DIST: '/nonexistent-admin-dist',
    FEED_SIMULATOR: '0',
    RECONCILE_INTERVAL_MS: '0',
    DEPOSIT_EXPIRY_INTERVAL_MS: '0',
    CHAIN_WATCH_INTERVAL_MS: '0',
    YEB_INTEREST_INTERVAL_MS: '0',
    OUTBOX_PRUNE_INTERVAL_MS: '0',
    ANCHOR_SCHEDULE_INTERVAL_MS: '0',
    RATE_LIMIT_PER_MINUTE: '100000',
  }),
  database,
});

const filled = Date.now();
// Audit rows as the desks write them: a tenth are wallet actions, each about one of 1,000 members.
await database.db.execute(sql`
  insert into audit_log (actor, action, detail, ip, at)
  select 'admin:bench' || (i % 7),
         case when i % 10 = 0 then 'wallet.adjust' else 'member.status' end,
         jsonb_build_object('siteId', 5000, 'memberId', i % 1000, 'before', 1, 'after', 0),
         '10.0.' || (i % 250) || '.' || (i % 200),
         now() - (i || ' seconds')::interval
  from generate_series(1, ${ROWS}) as i`);
await database.db.execute(sql`
  insert into admin_adjustment (site_id, member_id, direction, amount, reason, request_id, state, requested_by, requested_at)
  select 5000, 1, case when i % 2 = 0 then 'credit' else 'debit' end, 100000 + i, '活动补发', 'bench-' || i,
         case when i % 4 = 0 then 'pending' else 'done' end, 'admin:bench', now() - (i || ' seconds')::interval
  from generate_series(1, ${ROWS}) as i`);
await database.db.execute(sql`
  insert into member (site_id, name, password_hash, nickname, invite_code, register_ip, register_device)
  select 5000, 'bench' || i, 'x', '会员' || i, 'BI' || i, '10.1.0.1', 'bench'
  from generate_series(1, ${ROWS}) as i`);
// The console's queues over the bench members: a change request each (a quarter waiting), and a
// deposit order each with its member's ticket (a quarter not yet answered).
await database.db.execute(sql`
  insert into modify_request (member_id, kind, new_value, reason, state, created_at)
  select m.id, 'realName', '张三', '更正姓名', case when m.id % 4 = 0 then 'pending' else 'approved' end, now()
  from member m where m.name like 'bench%'`);
await database.db.execute(sql`
  insert into deposit_order (order_no, site_id, member_id, channel_code, currency, amount, pay_amount, state,
    request_key, expires_at, created_at)
  select 'BD' || m.id, 5000, m.id, 'sandbox-bank', 'RMB', 10000, 10000, 'expired', 'bench-deposit-' || m.id, now(),
    now() - (m.id || ' seconds')::interval
  from member m where m.name like 'bench%'`);
await database.db.execute(sql`
  insert into payment_ticket (order_no, member_id, kind, text, reply, created_at, replied_at)
  select 'BD' || m.id, m.id, 'appeal', '款项未到账', case when m.id % 4 = 0 then null else '已核实' end,
    now() - (m.id || ' seconds')::interval, case when m.id % 4 = 0 then null else now() end
  from member m where m.name like 'bench%'`);
// The member 360 view's longest tabs: one bench member with 100,000 game rounds (a slot player of a
// few months) and, to be generous, as many operators' notes.
const [player] = (
  (await database.db.execute(sql`select min(id)::int as id from member where name like 'bench%'`)) as unknown as {
    rows: { id: number }[];
  }
).rows;
const playerId = player!.id;
await database.db.execute(sql`
  insert into game_record (adapter, bet_id, site_id, member_id, venue_code, game_code, stake, valid_turnover,
    win_loss, detail, bet_at, settled_at)
  select 'sandbox', 'bench-round-' || i, 5000, ${playerId}, 'PGDZ', 'caishen-dao', 200, 200,
    case when i % 3 = 0 then 300 else -200 end, '{}'::jsonb, now() - (i || ' seconds')::interval,
    now() - (i || ' seconds')::interval
  from generate_series(1, ${ROWS}) as i`);
await database.db.execute(sql`
  insert into member_note (site_id, member_id, author, text, created_at)
  select 5000, ${playerId}, 'admin:bench' || (i % 7), '会员来电询问提款进度', now() - (i || ' seconds')::interval
  from generate_series(1, ${ROWS}) as i`);
await database.db.execute(sql`analyze`);
console.log(`filled 8 x ${ROWS} rows in ${((Date.now() - filled) / 1000).toFixed(1)} s`);

const time = async (path: string, body: object) => {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < CALLS; i += 1) {
    const started = performance.now();
    const reply = await app.fastify.inject({
      method: 'POST',
      url: path,
      headers: { 'x-admin-token': token },
      payload: body,
    });
    times.push(performance.now() - started);
    const parsed = reply.json() as { code: number; msg: string; data: { total: number; items: unknown[] } };
    if (parsed.code !== 0) throw new Error(`${path}: ${parsed.code} ${parsed.msg}`);
    total = parsed.data.total;
  }
  times.sort((x, y) => x - y);
  return { median: times[Math.floor(CALLS / 2)]!, total };
};

const cases: [string, string, object][] = [
  ['audit, newest first', adminRoutes.auditList.path, { order: 'desc' }],
  ['audit, action wallet.*, oldest first', adminRoutes.auditList.path, { action: 'wallet.', order: 'asc' }],
  ['audit, one actor, newest first', adminRoutes.auditList.path, { actor: 'admin:bench3' }],
  ['audit, one member, newest first', adminRoutes.auditList.path, { memberId: 42 }],
  ['adjustments, pending', adminRoutes.adjustments.path, { state: 'pending' }],
  ['adjustments, all', adminRoutes.adjustments.path, {}],
  ['members, name prefix bench', adminRoutes.memberSearch.path, { keyword: 'bench' }],
  ['modify requests, pending', opsAdminRoutes.modifyQueue.path, { state: 'pending' }],
  ['modify requests, all', opsAdminRoutes.modifyQueue.path, { state: 'all' }],
  ['payment tickets, open', opsAdminRoutes.tickets.path, { state: 'open' }],
  ['payment tickets, all', opsAdminRoutes.tickets.path, { state: 'all' }],
  ['member 360: game rounds, one member', member360Routes.rounds.path, { memberId: playerId }],
  ['member 360: notes, one member', member360Routes.notes.path, { memberId: playerId }],
];
console.log('list | rows matching | page 1 (ms) | page 1,000 or last (ms)');
for (const [label, path, filter] of cases) {
  const first = await time(path, {
    ...filter,
    page: 1,
    pageSize: path === adminRoutes.memberSearch.path ? 50 : PAGE_SIZE,
  });
  const size = path === adminRoutes.memberSearch.path ? 50 : PAGE_SIZE;
  const last = Math.min(LAST_PAGE, Math.max(1, Math.ceil(first.total / size)));
  const deep = await time(path, { ...filter, page: Math.min(1000, last), pageSize: size });
  console.log(
    `${label} | ${first.total} | ${first.median.toFixed(0)} | ${deep.median.toFixed(0)} (page ${Math.min(1000, last)})`,
  );
}

// What one open console costs the server per refresh (README: polling every 10 s): the dashboard's
// summary and one queue's first page.
const refresh: number[] = [];
for (let i = 0; i < CALLS; i += 1) {
  const started = performance.now();
  const headers = { 'x-admin-token': token };
  await app.fastify.inject({ method: 'POST', url: adminRoutes.dashboard.path, headers, payload: {} });
  await app.fastify.inject({
    method: 'POST',
    url: adminRoutes.adjustments.path,
    headers,
    payload: { state: 'pending' },
  });
  refresh.push(performance.now() - started);
}
refresh.sort((x, y) => x - y);
const perRefresh = refresh[Math.floor(CALLS / 2)]!;
console.log(
  `one console's refresh (dashboard + a queue's first page): ${perRefresh.toFixed(0)} ms; every 10 s that is ${(perRefresh / 100).toFixed(1)} % of a core per open console`,
);

const rssBefore = process.memoryUsage().rss;
const started = performance.now();
const csv = await app.fastify.inject({
  method: 'GET',
  url: adminExportPaths.audit,
  headers: { 'x-admin-token': token },
});
const lines = csv.body.split('\r\n').length - 2;
console.log(
  `CSV export: ${lines} rows, ${(csv.body.length / 1e6).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s; rss ${(
    rssBefore / 1e6
  ).toFixed(
    0,
  )} -> ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB (inject buffers the whole reply; the server writes it in 1,000-row batches)`,
);
// The generic export walks the list's own route page by page (100 rows, offset paging), writing each
// page as it is read; the reply is read as a stream here, so the first chunk's time is the first byte's.
{
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const started = performance.now();
  const reply = await app.fastify.inject({
    method: 'GET',
    url: adminExportHref('adjustments', {}),
    headers: { 'x-admin-token': token },
    payloadAsStream: true,
  });
  let firstByte = 0;
  let bytes = 0;
  let rows = -1;
  for await (const chunk of reply.stream()) {
    if (!firstByte) firstByte = performance.now() - started;
    const text = String(chunk);
    bytes += Buffer.byteLength(text);
    rows += text.split('\r\n').length - 1;
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }
  console.log(
    `list export (adjustments): ${rows} rows, ${(bytes / 1e6).toFixed(1)} MB; first byte ${firstByte.toFixed(0)} ms, whole ${(
      (performance.now() - started) / 1000
    ).toFixed(1)} s; rss ${(rssBefore / 1e6).toFixed(0)} -> peak ${(rssPeak / 1e6).toFixed(0)} MB`,
  );
}
await app.fastify.close();
await database.close();
