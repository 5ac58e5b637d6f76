import { Errors, type LoginResult, trackRoutes } from '@courtside/contract';
import { type AdminIdentity, type AdminRole, adminRoutes, trackAdminRoutes } from '@courtside/contract/admin';
import { businessDate } from '@courtside/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, call, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { registerMember, tokenHeader } from '../../test/members';
import { rowsOf } from '../../test/payments';

const r = trackRoutes;
const a = trackAdminRoutes;
const BOSS = { username: 'trackboss', password: 'Boss-password-1' };

describe.each(databaseKinds())('buried-point reports on %s', (kind) => {
  let app: TestApp;
  let alice: LoginResult;
  let manager: Record<string, string>;
  let cashier: Record<string, string>;
  let bannerId: number;
  let bannerTitle: string;
  let game: { key: string; name: string };
  const today = businessDate(Date.now());
  const at = () => new Date().toISOString();

  const operator = async (boss: string, username: string, roles: AdminRole[]) => {
    const password = `${username}-Password-1`;
    await call(app, adminRoutes.adminCreate, { username, password, roles }, { 'x-admin-session': boss });
    const reply = await post(app, adminRoutes.login.path, { username, password });
    return { 'x-admin-session': (reply.body.data as { token: string; admin: AdminIdentity }).token };
  };
  /** Rows in the table once this node's queue is written. */
  const written = async <T>(query: ReturnType<typeof sql>) => {
    await app.services.track.flush();
    return rowsOf<T>(app, query);
  };
  /** Every stored event, unpacked from its batch. */
  const EVENTS = sql`track_batch b cross join lateral json_array_elements(b.events) e`;
  const eventCount = async () =>
    (await written<{ n: number }>(sql`select count(*)::int as n from ${EVENTS}`))[0]?.n ?? 0;

  beforeAll(async () => {
    app = await createTestApp(kind, {
      env: { ADMIN_USER: BOSS.username, ADMIN_PASSWORD: BOSS.password, RATE_LIMIT_PER_MINUTE: '100000' },
    });
    const bossLogin = await post(app, adminRoutes.login.path, BOSS);
    const boss = (bossLogin.body.data as { token: string }).token;
    manager = await operator(boss, 'trackmgr', ['manager']);
    cashier = await operator(boss, 'trackcash', ['cashier']);
    alice = await registerMember(app, 'trackalice');
    const [banner] = await rowsOf<{ id: number; title: string }>(
      app,
      sql`select id, title from banner order by id limit 1`,
    );
    bannerId = banner?.id ?? 0;
    bannerTitle = banner?.title ?? '';
    const [g] = await rowsOf<{ key: string; name: string }>(
      app,
      sql`select venue_code || ':' || game_code as key, name from game order by sort, game_code limit 1`,
    );
    game = { key: g?.key ?? '', name: g?.name ?? '' };
  });
  afterAll(() => app.close());

  it('stores a batch as one row in the day’s own partition, naming the member whose session came with it', async () => {
    const reply = await post(
      app,
      r.report.path,
      {
        events: [
          { kind: 'pageView', page: '/app/home', at: at() },
          { kind: 'pageView', page: '/app/home', at: at() },
          { kind: 'pageView', page: '/app/home', at: at() },
          { kind: 'pageView', page: '/app/home', at: at() },
          { kind: 'bannerClick', page: '/app/home', target: String(bannerId), at: at() },
          { kind: 'pageView', page: '/app/egame/dz', at: at() },
          { kind: 'gameClick', page: '/app/egame/dz', target: game.key, at: at() },
        ],
      },
      tokenHeader(alice.token),
    );
    expect(reply.body).toMatchObject({ code: 0, data: { accepted: 7 } });
    const partition = `track_batch_${today.replaceAll('-', '')}`;
    const rows = await written<{ part: string; member: number | null; count: number; kinds: string[]; age: number }>(
      sql`select tableoid::regclass::text as part, member_id::int as member, event_count as count,
        (select array_agg(e->>'kind') from json_array_elements(events) e) as kinds,
        extract(epoch from now() - received_at)::float8 as age from track_batch`,
    );
    // Received moments ago, not at some other instant the row's trip through JSON made of it.
    expect(Math.abs(rows[0]?.age ?? Number.NaN)).toBeLessThan(60);
    expect(rows.map(({ age: _age, ...row }) => row)).toEqual([
      {
        part: partition,
        member: alice.member.id,
        count: 7,
        kinds: ['pageView', 'pageView', 'pageView', 'pageView', 'bannerClick', 'pageView', 'gameClick'],
      },
    ]);
  });

  it('takes a visitor’s beacon without a session, and drops events stamped a day away or without their target', async () => {
    const before = await eventCount();
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const reply = await post(app, r.report.path, {
      events: [
        { kind: 'pageView', page: '/app/home', at: at() },
        { kind: 'pageView', page: '/app/home', at: twoDaysAgo },
        { kind: 'bannerClick', page: '/app/home', at: at() },
        { kind: 'pageView', page: '/app/home', target: '12', at: at() },
      ],
    });
    expect(reply.body).toMatchObject({ code: 0, data: { accepted: 1 } });
    expect(await eventCount()).toBe(before + 1);
    const [visitor] = await written<{ n: number }>(
      sql`select count(*)::int as n from ${EVENTS} where b.member_id is null`,
    );
    expect(visitor?.n).toBe(1);
  });

  it('refuses a batch that is empty, too long or malformed, and stores nothing of it', async () => {
    const before = await eventCount();
    const view = { kind: 'pageView', page: '/app/home', at: at() };
    for (const body of [
      { events: [] },
      { events: Array.from({ length: 51 }, () => view) },
      { events: [{ ...view, kind: 'purchase' }] },
      { events: [{ ...view, page: '/app/home?token=abc' }] },
      { events: [{ ...view, page: 'app/home' }] },
      { events: [{ ...view, at: 'yesterday' }] },
      { events: [{ kind: 'gameClick', page: '/app/home', target: '<script>', at: at() }] },
      'not json',
    ]) {
      const reply = await post(app, r.report.path, body);
      expect(reply.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(reply.body.code).not.toBe(0);
    }
    expect(await eventCount()).toBe(before);
  });

  it('reports click-through by day for a manager, with the clicked banner’s and game’s names', async () => {
    const report = await call(app, a.clickReport, { from: today, to: today }, manager);
    expect(report.rows).toEqual(
      expect.arrayContaining([
        {
          day: today,
          kind: 'banner',
          target: String(bannerId),
          name: bannerTitle,
          clicks: 1,
          pageViews: 5,
          ctrBp: 2000,
        },
        { day: today, kind: 'game', target: game.key, name: game.name, clicks: 1, pageViews: 1, ctrBp: 10_000 },
      ]),
    );
    expect(report.rows).toHaveLength(2);
    expect(report.pages).toEqual([
      { day: today, page: '/app/egame/dz', views: 1 },
      { day: today, page: '/app/home', views: 5 },
    ]);
  });

  it('writes a beacon’s queued events by itself within moments, with nobody asking', async () => {
    await app.services.track.flush();
    const count = async () =>
      (await rowsOf<{ n: number }>(app, sql`select count(*)::int as n from ${EVENTS}`))[0]?.n ?? 0;
    const before = await count();
    const reply = await post(app, r.report.path, { events: [{ kind: 'pageView', page: '/app/news', at: at() }] });
    expect(reply.body).toMatchObject({ code: 0, data: { accepted: 1 } });
    await expect.poll(count, { timeout: 5_000, interval: 50 }).toBe(before + 1);
  });

  it('refuses a reversed or over-long range with its code, and a role without the report', async () => {
    const reversed = await post(app, a.clickReport.path, { from: today, to: '2020-01-01' }, manager);
    expect(reversed.body.code).toBe(Errors.reportRangeReversed.code);
    const long = await post(app, a.clickReport.path, { from: '2026-01-01', to: '2026-06-01' }, manager);
    expect(long.body.code).toBe(Errors.reportRangeTooLong.code);
    const badDay = await post(app, a.clickReport.path, { from: '2026-02-30', to: '2026-03-01' }, manager);
    expect(badDay.status).toBe(400);
    const refused = await post(app, a.clickReport.path, { from: today, to: today }, cashier);
    expect(refused.body.code).toBe(Errors.forbidden.code);
    const service = await post(app, a.clickReport.path, { from: today, to: today }, { 'x-admin-token': ADMIN_TOKEN });
    expect(service.body.code).toBe(0);
  });
  it('drops the days older than the ones it keeps, each partition whole, and their rows in the default partition', async () => {
    const daysAgo = (n: number) => businessDate(Date.now() - n * 86_400_000);
    const partitions = async () =>
      (
        await rowsOf<{ name: string }>(
          app,
          sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
            where i.inhparent = 'track_batch'::regclass order by 1`,
        )
      ).map(({ name }) => name);
    const part = (day: string) => `track_batch_${day.replaceAll('-', '')}`;
    const row = (day: string) =>
      rowsOf(
        app,
        sql`insert into track_batch (day, site_id, received_at, event_count, events)
          values (${day}, 1, now(), 1, '[]') returning 1`,
      );
    // TRACK_KEEP_DAYS is 400 by default: today and the 399 days before it stay.
    for (const n of [500, 400, 399]) {
      await rowsOf(
        app,
        sql.raw(
          `create table "${part(daysAgo(n))}" partition of track_batch for values from ('${daysAgo(n)}') to ('${daysAgo(n - 1)}')`,
        ),
      );
      await row(daysAgo(n));
    }
    // Days with no partition of their own land in the default one.
    await row(daysAgo(450));
    await row(daysAgo(300));
    await app.services.track.flush();

    expect(await app.services.track.dropOldDays()).toEqual({ days: [daysAgo(500), daysAgo(400)], defaultRows: 1 });
    const left = await partitions();
    expect(left).not.toContain(part(daysAgo(500)));
    expect(left).not.toContain(part(daysAgo(400)));
    expect(left).toEqual(expect.arrayContaining([part(daysAgo(399)), part(today), 'track_batch_default']));
    const days = await rowsOf<{ day: string }>(
      app,
      sql`select distinct day::text as day from track_batch where day < ${daysAgo(200)} order by 1`,
    );
    expect(days.map((d) => d.day)).toEqual([daysAgo(399), daysAgo(300)]);
    // A second run finds nothing more, and today's beacons still land in today's partition.
    expect(await app.services.track.dropOldDays()).toEqual({ days: [], defaultRows: 0 });
    const reply = await post(app, r.report.path, { events: [{ kind: 'pageView', page: '/app/home', at: at() }] });
    expect(reply.body).toMatchObject({ code: 0, data: { accepted: 1 } });
    expect(
      await written<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(`"${part(today)}"`)}`),
    ).not.toEqual([{ n: 0 }]);
  });
  it.runIf(kind === 'postgres')(
    'leaves a day whose drop waits behind a reader of the table, and drops it on the next run',
    async () => {
      const old = businessDate(Date.now() - 420 * 86_400_000);
      const next = businessDate(Date.now() - 419 * 86_400_000);
      const name = `track_batch_${old.replaceAll('-', '')}`;
      await rowsOf(
        app,
        sql.raw(`create table "${name}" partition of track_batch for values from ('${old}') to ('${next}')`),
      );
      // A long report holds the table: the drop gives up after its two seconds, not hold the inserts.
      const reader = new pg.Client({ connectionString: app.databaseUrl! });
      await reader.connect();
      try {
        await reader.query('begin');
        await reader.query('select count(*) from track_batch');
        expect(await app.services.track.dropOldDays()).toEqual({ days: [], defaultRows: 0 });
        await reader.query('commit');
      } finally {
        await reader.end();
      }
      expect(await app.services.track.dropOldDays()).toEqual({ days: [old], defaultRows: 0 });
    },
  );
});
