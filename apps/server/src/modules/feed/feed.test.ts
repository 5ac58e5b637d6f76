import { feedRoutes, type MatchDetail, type MatchList } from '@courtside/contract';
import { adminRoutes } from '@courtside/contract/admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, HOUR, idle, odds1x2, ScriptedProvider } from '../../test/feed';
import { ADMIN_TOKEN, call, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { rowsOf } from '../../test/payments';
import type { FeedMessage, MatchStateData } from './provider';

describe.each(databaseKinds())('the feed on %s', (kind) => {
  let app: TestApp;
  const provider = new ScriptedProvider();
  let seq = 0;
  const next = () => ++seq;
  let now = Date.now();
  const tick = () => ++now;

  beforeAll(async () => {
    app = await createTestApp(kind);
    app.services.feedIngest.connect(provider);
  });
  afterAll(() => app.close());

  const detail = (matchId: number) => call(app, feedRoutes.matchDetail, { matchId }) as Promise<MatchDetail>;
  const matchIdOf = async (ref: string) =>
    Number((await rowsOf<{ id: number }>(app, sql`select id from feed_match where provider_ref = ${ref}`))[0]!.id);
  const events = async (topic: string) =>
    (
      await rowsOf<{ payload: unknown }>(app, sql`select payload from outbox_event where topic = ${topic} order by id`)
    ).map((r) => r.payload);

  it('applies a fixture and its odds once, however often they arrive, and lists the match', async () => {
    const kickoff = now + 2 * HOUR;
    const first = fixture('m1', tick(), next(), kickoff);
    await provider.send(first);
    await provider.send({ ...first, seq: next() });
    const o = odds1x2('m1', tick(), next(), 2100);
    await provider.send(o);
    await provider.send({ ...o, seq: next() });

    const id = await matchIdOf('m1');
    const shown = await detail(id);
    expect(shown).toMatchObject({
      status: 'notStarted',
      home: { name: '上海海港' },
      away: { name: '北京国安' },
      league: { name: '测试超级联赛' },
      venueName: 'YB',
      version: 1,
    });
    const market = shown.markets.find((m) => m.type === 'fb.1x2')!;
    expect(market).toMatchObject({ name: expect.stringMatching(/独赢/), status: 'active', version: 1, main: true });
    expect(market.outcomes.map((x) => [x.key, x.odds, x.name])).toEqual([
      ['home', 2100, '上海海港'],
      ['draw', 3300, '和局'],
      ['away', 3900, '北京国安'],
    ]);
    expect(shown.markets.find((m) => m.type === 'fb.ou')!.outcomes.map((x) => x.name)).toEqual(['大 2.5', '小 2.5']);
  });

  it('never lets an older message overwrite a newer one', async () => {
    const id = await matchIdOf('m1');
    const newer = tick() + 1_000;
    await provider.send(odds1x2('m1', newer, next(), 1800));
    await provider.send(odds1x2('m1', newer - 500, next(), 2500));
    const live: MatchStateData = {
      ...idle,
      status: 'live',
      period: '1H',
      clock: { seconds: 600, running: true },
      score: { home: 1, away: 0 },
    };
    await provider.send({ type: 'matchStatus', ts: newer + 10, seq: next(), matchRef: 'm1', state: live });
    await provider.send({ type: 'matchStatus', ts: newer + 5, seq: next(), matchRef: 'm1', state: idle });
    now = newer + 10;
    const shown = await detail(id);
    expect(shown.markets.find((m) => m.type === 'fb.1x2')!.outcomes[0]!.odds).toBe(1800);
    expect(shown).toMatchObject({ status: 'live', period: '1H', periodName: '上半场', score: { home: 1, away: 0 } });
    expect(await events('feed.matchStatusChanged')).toContainEqual(
      expect.objectContaining({ matchId: id, from: 'notStarted', to: 'live' }),
    );
  });

  it('stops bets at a dangerous moment and reopens them with the next odds', async () => {
    const id = await matchIdOf('m1');
    await provider.send({ type: 'betStop', ts: tick(), seq: next(), matchRef: 'm1', marketTypes: null });
    let shown = await detail(id);
    expect(shown.markets.every((m) => m.status === 'suspended')).toBe(true);
    expect(await events('feed.betStopped')).toContainEqual(expect.objectContaining({ matchId: id }));
    await provider.send(odds1x2('m1', tick(), next(), 1700));
    shown = await detail(id);
    expect(shown.markets.every((m) => m.status === 'active')).toBe(true);
  });

  it('settles a market once, keeps it settled through later odds, and reopens it on a rollback', async () => {
    const id = await matchIdOf('m1');
    const settle = {
      type: 'settlement',
      ts: tick(),
      seq: next(),
      matchRef: 'm1',
      markets: [
        {
          type: 'fb.1x2',
          specifier: '',
          outcomes: [
            { key: 'home', result: 'win' },
            { key: 'draw', result: 'lose' },
            { key: 'away', result: 'lose' },
          ],
        },
      ],
    } as const satisfies FeedMessage;
    await provider.send(settle);
    await provider.send({ ...settle, seq: next() });
    await provider.send(odds1x2('m1', tick(), next(), 1600));
    let market = (await detail(id)).markets.find((m) => m.type === 'fb.1x2')!;
    expect(market.status).toBe('settled');
    expect(market.outcomes.map((o) => o.result)).toEqual(['win', 'lose', 'lose']);
    const settled = (await events('feed.marketSettled')).filter((e) => (e as { matchId: number }).matchId === id);
    expect(settled).toHaveLength(1);

    await provider.send({
      type: 'rollbackSettlement',
      ts: tick(),
      seq: next(),
      matchRef: 'm1',
      markets: [{ type: 'fb.1x2', specifier: '' }],
    });
    market = (await detail(id)).markets.find((m) => m.type === 'fb.1x2')!;
    expect(market.status).toBe('suspended');
    expect(market.outcomes.every((o) => o.result === null)).toBe(true);
    expect(await events('feed.marketRolledBack')).toContainEqual(expect.objectContaining({ undone: 'settlement' }));
  });

  it('recovers from the snapshot when messages were lost', async () => {
    provider.snapshotMessages = [fixture('m-lost', tick(), seq + 1, now + 30 * HOUR)];
    const before = provider.snapshots;
    seq += 5;
    await provider.send(odds1x2('m1', tick(), next(), 1650));
    expect(provider.snapshots).toBe(before + 1);
    expect(await matchIdOf('m-lost')).toBeGreaterThan(0);
  });

  it('lists by filter and league, pages, and caps the popular live list at 200', async () => {
    const today = (await call(app, feedRoutes.matchList, { sport: 'football', filter: 'live' })) as MatchList;
    expect(today.items.map((m) => m.home.name)).toContain('上海海港');
    const early = (await call(app, feedRoutes.matchList, {
      sport: 'football',
      filter: 'early',
      pageSize: 1,
    })) as MatchList;
    expect(early.items.length).toBeLessThanOrEqual(1);
    const none = (await call(app, feedRoutes.matchList, { sport: 'basketball', filter: 'live' })) as MatchList;
    expect(none.items).toEqual([]);
    const popular = await call(app, feedRoutes.popularLive, { page: 1, pageSize: 200 });
    expect(popular.pageSize).toBe(200);
    expect((await post(app, feedRoutes.popularLive.path, { pageSize: 201 })).status).toBe(400);
    const config = await call(app, feedRoutes.sportsConfig, {});
    expect(config.sports.map((s) => s.id)).toEqual(['football', 'basketball', 'esports']);
    expect(config.sports[0]!.liveCount).toBeGreaterThanOrEqual(1);
  });

  it('refuses bad input with no change', async () => {
    expect((await post(app, feedRoutes.matchList.path, { sport: 'cricket' })).status).toBe(400);
    expect((await post(app, feedRoutes.matchDetail.path, { matchId: 2 ** 31 })).status).toBe(400);
    expect((await post(app, feedRoutes.results.path, { sport: 'football', date: '0000-01-01' })).status).toBe(400);
    expect((await post(app, feedRoutes.getOdds.path, {})).status).toBe(400);
    expect((await post(app, feedRoutes.matchDetail.path, { matchId: 999_999 })).body.code).toBe(10404);
  });

  it('answers not found for the odds of an unknown match, as the detail does', async () => {
    const id = await matchIdOf('m1');
    for (const body of [{ matchId: 999_999 }, { matchIds: [id, 999_999] }]) {
      const reply = await post(app, feedRoutes.getOdds.path, body);
      expect(reply.body).toMatchObject({ code: 10404, msg: '赛事不存在' });
    }
    expect((await post(app, feedRoutes.matchDetail.path, { matchId: 999_999 })).body.code).toBe(10404);
    const known = await call(app, feedRoutes.getOdds, { matchIds: [id] });
    expect(known.markets.length).toBeGreaterThan(0);
  });

  it('closes every list while the sports venue is in maintenance', async () => {
    const admin = { 'x-admin-token': ADMIN_TOKEN };
    await call(app, adminRoutes.venueStatus, { venueCode: 'OBTY', status: 1 }, admin);
    const closed = await post(app, feedRoutes.matchList.path, { sport: 'football' });
    expect(closed.body.code).toBe(10622);
    await call(app, adminRoutes.venueStatus, { venueCode: 'OBTY', status: 0 }, admin);
    expect((await post(app, feedRoutes.matchList.path, { sport: 'football' })).body.code).toBe(0);
  });
});
