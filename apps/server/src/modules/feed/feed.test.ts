import {
  feedRoutes,
  LIVE_NAMESPACE,
  liveRooms,
  type MatchDetail,
  type MatchList,
  type OddsPush,
  sportsLiveEvents,
} from '@courtside/contract';
import { adminRoutes, sportsbookDeskRoutes as desk } from '@courtside/contract/admin';
import { sql } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, HOUR, idle, odds1x2, ScriptedProvider } from '../../test/feed';
import { ADMIN_TOKEN, call, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { rowsOf } from '../../test/payments';
import type { FeedMessage, MarketData, MatchStateData } from './provider';

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

  describe('lines that leave the board', () => {
    const ou = (total: number, main: boolean, over: number, status: MarketData['status'] = 'active'): MarketData => ({
      type: 'fb.ou',
      specifier: `total=${total}`,
      status,
      main,
      outcomes: [
        { key: 'over', odds: over },
        { key: 'under', odds: 3800 - over },
      ],
    });
    const ah = (hcp: number, main: boolean): MarketData => ({
      type: 'fb.ah',
      specifier: `hcp=${hcp}`,
      status: 'active',
      main,
      outcomes: [
        { key: 'home', odds: 1900 },
        { key: 'away', odds: 1900 },
      ],
    });
    const odds = (ref: string, markets: MarketData[], complete?: boolean): FeedMessage => ({
      type: 'odds',
      ts: tick(),
      seq: next(),
      matchRef: ref,
      markets,
      ...(complete === undefined ? {} : { complete }),
    });
    const lines = (markets: MatchDetail['markets'], type: string) =>
      markets
        .filter((m) => m.type === type)
        .map((m) => `${m.specifier}${m.main ? ' main' : ''}`)
        .sort();
    const live: MatchStateData = { ...idle, status: 'live', period: '1H', clock: { seconds: 60, running: true } };

    it('closes a line the provider deactivates, or leaves out of a complete ladder, and keeps one main line a type', async () => {
      await provider.send(fixture('l1', tick(), next(), now + HOUR, live));
      const id = await matchIdOf('l1');
      await provider.send(odds('l1', [ou(2.5, true, 1870), ou(3, false, 2100), ah(-0.5, true), ah(-1, false)], true));
      // The ladder moves: 2.5 leaves it without a word (the message names every line offered).
      await provider.send(odds('l1', [ou(3, true, 1900), ou(3.5, false, 2300), ah(-0.5, true), ah(-1, false)], true));
      let shown = await detail(id);
      expect(lines(shown.markets, 'fb.ou')).toEqual(['total=3 main', 'total=3.5']);
      // A line told deactivated closes too, and a new main line of a type takes main from the old one.
      await provider.send(odds('l1', [ou(3.5, false, 2300, 'deactivated'), ah(-1, true)]));
      shown = await detail(id);
      expect(lines(shown.markets, 'fb.ou')).toEqual(['total=3 main']);
      expect(lines(shown.markets, 'fb.ah')).toEqual(['hcp=-0.5', 'hcp=-1 main']);
      // What a list row shows (the lists' own read, uncached).
      const row = await call(app, feedRoutes.getOdds, { matchIds: [id] });
      expect(lines(row.markets, 'fb.ah')).toEqual(['hcp=-1 main']);
      expect(lines(row.markets, 'fb.ou')).toEqual(['total=3 main']);
      const mains = await rowsOf<{ type: string; n: number }>(
        app,
        sql`select type, count(*)::int as n from feed_market where match_id = ${id} and main = 1 group by type`,
      );
      expect(mains.every((r) => r.n === 1)).toBe(true);
    });

    it('closes the outcomes a market no longer offers and still settles them', async () => {
      await provider.send(fixture('l2', tick(), next(), now + HOUR, live));
      const id = await matchIdOf('l2');
      const cs = (scores: string[]): MarketData => ({
        type: 'fb.cs',
        specifier: '',
        status: 'active',
        main: false,
        outcomes: scores.map((key, i) => ({ key, odds: 5000 + i * 1000 })),
      });
      await provider.send(odds('l2', [cs(['1-0', '1-1', '0-2', '1-2', 'other'])]));
      // At 1-2 the match can no longer end 0-2: the provider leaves it out.
      await provider.send(odds('l2', [cs(['1-2', '2-2', 'other'])]));
      const market = (await detail(id)).markets.find((m) => m.type === 'fb.cs')!;
      expect(market.outcomes.map((o) => o.key)).toEqual(['1-2', '2-2', 'other']);
      const book = market.outcomes.reduce((sum, o) => sum + 1000 / o.odds, 0);
      expect(book).toBeLessThan(1);
      await provider.send({
        type: 'settlement',
        ts: tick(),
        seq: next(),
        matchRef: 'l2',
        markets: [
          {
            type: 'fb.cs',
            specifier: '',
            outcomes: ['1-0', '1-1', '0-2', '1-2', '2-2', 'other'].map((key) => ({
              key,
              result: key === '1-2' ? 'win' : 'lose',
            })),
          },
        ],
      });
      const settled = (await detail(id)).markets.find((m) => m.type === 'fb.cs')!;
      expect(settled.status).toBe('settled');
      expect(settled.outcomes.find((o) => o.key === '0-2')).toMatchObject({ result: 'lose', odds: 0 });
      expect(settled.outcomes.find((o) => o.key === '1-2')).toMatchObject({ result: 'win', odds: 0 });
    });
  });

  describe('a match that is over', () => {
    const ended: MatchStateData = { ...idle, status: 'ended', period: 'FT', score: { home: 2, away: 1 } };
    const unpriced = (shown: MatchDetail) =>
      shown.markets.filter((m) => m.status === 'active' || m.outcomes.some((o) => o.odds > 0));

    it('takes every price off the board at the final whistle, whatever the provider still sends', async () => {
      await provider.send(fixture('e1', tick(), next(), now - HOUR, { ...idle, status: 'live', period: '2H' }));
      const id = await matchIdOf('e1');
      await provider.send(odds1x2('e1', tick(), next(), 2100));
      expect((await detail(id)).markets.every((m) => m.status === 'active')).toBe(true);

      await provider.send({ type: 'matchStatus', ts: tick(), seq: next(), matchRef: 'e1', state: ended });
      let shown = await detail(id);
      expect(shown.status).toBe('ended');
      expect(shown.markets.length).toBe(2);
      expect(unpriced(shown)).toEqual([]);
      expect(shown.mainMarkets.every((m) => m.status === 'suspended')).toBe(true);
      expect(await events('feed.betStopped')).toContainEqual(expect.objectContaining({ matchId: id }));
      const odds = await call(app, feedRoutes.getOdds, { matchId: id });
      expect(odds.markets.flatMap((m) => m.outcomes).every((o) => o.odds === 0)).toBe(true);

      // A provider that re-prices an ended match (as the demo feed did) opens nothing.
      await provider.send(odds1x2('e1', tick(), next(), 1500));
      shown = await detail(id);
      expect(unpriced(shown)).toEqual([]);
      // Nor does a row left active by anything else.
      await rowsOf(app, sql`update feed_market set feed_status = 'active' where match_id = ${id}`);
      expect(unpriced(await detail(id))).toEqual([]);
    });

    it('stops the prices of a match a snapshot tells is over', async () => {
      await provider.send(fixture('e2', tick(), next(), now - HOUR, { ...idle, status: 'live', period: '2H' }));
      const id = await matchIdOf('e2');
      await provider.send(odds1x2('e2', tick(), next(), 2100));
      // Recovery after a restart: the fixture comes back with the match over, its last live prices stored.
      provider.snapshotMessages = [fixture('e2', tick(), seq + 2, now - HOUR, ended)];
      seq += 1;
      await provider.send(odds1x2('m1', tick(), next(), 1650));
      const shown = await detail(id);
      expect(shown.status).toBe('ended');
      expect(unpriced(shown)).toEqual([]);
      expect(shown.markets.every((m) => m.status === 'suspended')).toBe(true);
    });
  });

  it("pushes a trader's and the book's suspension and reopening to the match's room at once", async () => {
    await provider.send(fixture('t1', tick(), next(), now + HOUR));
    await provider.send(odds1x2('t1', tick(), next(), 2100));
    const id = await matchIdOf('t1');
    const market = (await detail(id)).markets.find((m) => m.type === 'fb.1x2')!;
    await app.fastify.listen({ host: '127.0.0.1', port: 0 });
    const address = app.fastify.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const socket = connect(`http://127.0.0.1:${address.port}${LIVE_NAMESPACE}`, {
      transports: ['websocket'],
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const pushes: OddsPush[] = [];
      socket.on(sportsLiveEvents.odds, (push: OddsPush) => pushes.push(push));
      const joined = new Promise((resolve) => setTimeout(resolve, 200));
      socket.emit(sportsLiveEvents.join, { rooms: [liveRooms.match(id)] });
      await joined;
      // Each change is pushed with the market's next version, as the feed's own changes are.
      const pushed = (status: string, version: number) =>
        expect
          .poll(() => pushes.flatMap((p) => p.markets).find((m) => m.id === market.id && m.version === version), {
            timeout: 5_000,
          })
          .toMatchObject({ status });
      const admin = { 'x-admin-token': ADMIN_TOKEN };
      await call(app, desk.deskMarketStatus, { marketId: market.id, status: 'suspended', reason: '临场风险' }, admin);
      await pushed('suspended', market.version + 1);
      await call(app, desk.deskMarketStatus, { marketId: market.id, status: 'open', reason: '风险解除' }, admin);
      await pushed('active', market.version + 2);
      // The book's liability overlay too, lifted inside the transaction that lowered the liability.
      expect(await app.services.feed.suspendForLiability(market.id)).toBe(true);
      await pushed('suspended', market.version + 3);
      await app.database.db.transaction((tx) => app.services.feed.liftLiability(tx, [market.id]));
      await pushed('active', market.version + 4);
    } finally {
      socket.close();
    }
  });

  it('lists an outright only until its close, whatever its provider still says', async () => {
    const outright = (ref: string, closesAt: number): FeedMessage[] => [
      { ...fixture(ref, tick(), next(), closesAt), kind: 'outright', home: null, away: null },
      {
        type: 'odds',
        ts: tick(),
        seq: next(),
        matchRef: ref,
        markets: [
          {
            type: 'outright',
            specifier: '',
            status: 'active',
            main: true,
            outcomes: [
              { key: 'o-h', odds: 2500 },
              { key: 'o-a', odds: 1600 },
            ],
          },
        ],
      },
    ];
    const closesAt = now + 30 * HOUR;
    for (const message of [...outright('o-open', closesAt), ...outright('o-closed', now - HOUR)]) {
      await provider.send(message);
    }
    const listed = await call(app, feedRoutes.outrights, { sport: 'football' });
    expect(listed.items.map((i) => i.closesAt)).toEqual([new Date(closesAt).toISOString()]);
    const config = await call(app, feedRoutes.sportsConfig, {});
    expect(config.sports[0]!.outrightCount).toBe(1);
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
