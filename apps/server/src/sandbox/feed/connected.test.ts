import { feedRoutes, type MatchDetail, type MatchList } from '@courtside/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { rowsOf } from '../../test/payments';

// The demo feed connected to the feed module as a provider, on the embedded database, with the
// clock in the test's hands.
const T0 = Date.UTC(2026, 10, 24, 12, 3, 0);

describe('the demo feed behind the sports calls', () => {
  let app: TestApp;
  const clock = { at: T0 };

  beforeAll(async () => {
    app = await createTestApp('pglite', {
      env: { FEED_SIMULATOR: '1', FEED_TICK_MS: '0' },
      clock: { now: () => new Date(clock.at) },
    });
    await app.services.feedConnected;
  }, 120_000);
  afterAll(() => app.close());

  const simulator = () => {
    const sim = app.services.feedSimulator;
    if (!sim) throw new Error('the demo feed is off');
    return sim;
  };

  it('answers the popular live list and each sport tab from the simulated matches', async () => {
    const popular = (await call(app, feedRoutes.popularLive, {})) as MatchList;
    expect(popular.items.length).toBeGreaterThanOrEqual(6);
    for (const match of popular.items) {
      expect(match.status).toBe('live');
      expect(match.mainMarkets.length).toBeGreaterThan(0);
    }
    for (const sport of ['football', 'basketball', 'esports'] as const) {
      const today = (await call(app, feedRoutes.matchList, { sport, filter: 'today' })) as MatchList;
      expect(today.items.length).toBeGreaterThan(0);
      expect(today.items.every((m) => m.sport === sport)).toBe(true);
    }
    // A winner market for every competition: eight football leagues, six basketball, six esports.
    for (const [sport, leagues] of [
      ['football', 8],
      ['basketball', 6],
      ['esports', 6],
    ] as const) {
      const outrights = await call(app, feedRoutes.outrights, { sport });
      expect({ sport, leagues: outrights.items.length }).toEqual({ sport, leagues });
      for (const item of outrights.items) {
        expect(item.market.status).toBe('active');
        expect(item.market.outcomes.length).toBeGreaterThanOrEqual(8);
        expect(item.market.outcomes.every((o) => o.odds > 1000 && o.name !== o.key)).toBe(true);
      }
    }
    const config = await call(app, feedRoutes.sportsConfig, {});
    expect(config.sports.map((s) => s.outrightCount)).toEqual([8, 6, 6]);
  });

  it('shows no price on a match that is over, from the first read after the start', async () => {
    const priced = await rowsOf<{ ref: string; type: string }>(
      app,
      sql`select x.provider_ref as ref, m.type from feed_market m join feed_match x on x.id = m.match_id
          where x.status = 'ended' and m.feed_status = 'active'`,
    );
    expect(priced).toEqual([]);
    const ended = await rowsOf<{ id: number }>(
      app,
      sql`select id from feed_match where status = 'ended' and kind = 'match' order by kickoff_at desc limit 5`,
    );
    expect(ended.length).toBe(5);
    for (const { id } of ended) {
      const shown = (await call(app, feedRoutes.matchDetail, { matchId: Number(id) })) as MatchDetail;
      expect(shown.markets.filter((m) => m.status === 'active' || m.outcomes.some((o) => o.odds > 0))).toEqual([]);
    }
  });

  it('plays a match to its end and settles every market it offered', async () => {
    const live = simulator()
      .matchesNow()
      .find((m) => m.status === 'live' && m.sport === 'football');
    if (!live) throw new Error('no live football match');
    const popular = (await call(app, feedRoutes.popularLive, {})) as MatchList;
    const listed = popular.items.find(
      (m) => m.kickoffAt === new Date(live.kickoffAt).toISOString() && m.sport === 'football',
    );
    if (!listed) throw new Error('the live match is not listed');
    const before = (await call(app, feedRoutes.matchDetail, { matchId: listed.id })) as MatchDetail;
    expect(before.markets.length).toBeGreaterThan(4);
    expect(before.statistics.length).toBeGreaterThan(0);

    // Through the match in half-minutes of real time, then a few more ticks for the queued settlements.
    const end = simulator().endsAt(live.ref);
    while (clock.at < end + 1_000) {
      clock.at = Math.min(clock.at + 30_000, end + 1_000);
      await simulator().tick();
    }
    for (let i = 0; i < 40; i++) await simulator().tick();

    const after = (await call(app, feedRoutes.matchDetail, { matchId: listed.id })) as MatchDetail;
    expect(after.status).toBe('ended');
    expect(after.markets.length).toBeGreaterThanOrEqual(before.markets.length);
    const open = after.markets.filter((m) => m.status !== 'settled');
    expect(open.map((m) => `${m.type} ${m.specifier}`)).toEqual([]);
    for (const market of after.markets) {
      expect(market.outcomes.every((o) => o.result !== null)).toBe(true);
    }
    expect(after.incidents.some((i) => i.kind === 'goal') || after.score.home + after.score.away === 0).toBe(true);
  }, 120_000);

  it('keeps one main line a type and only the lines on the ladder open, after a quarter of an hour of play', async () => {
    const popular = (await call(app, feedRoutes.popularLive, {})) as MatchList;
    expect(popular.items.length).toBeGreaterThanOrEqual(6);
    for (const match of popular.items) {
      const shown = (await call(app, feedRoutes.matchDetail, { matchId: match.id })) as MatchDetail;
      const open = shown.markets.filter((m) => m.status === 'active' || m.status === 'suspended');
      const byType = new Map<string, { lines: number; mains: number }>();
      for (const m of open) {
        const seen = byType.get(m.type) ?? { lines: 0, mains: 0 };
        byType.set(m.type, { lines: seen.lines + 1, mains: seen.mains + (m.main ? 1 : 0) });
      }
      for (const [type, { lines, mains }] of byType) {
        // A ladder is its main line and a neighbour each side; nothing that left it stays open.
        expect({ match: match.id, type, lines: Math.min(lines, 3), mains: Math.min(mains, 1) }).toEqual({
          match: match.id,
          type,
          lines,
          mains,
        });
      }
      expect(shown.mainMarkets.map((m) => m.type)).toEqual([...new Set(shown.mainMarkets.map((m) => m.type))]);
    }
  });

  it('serves the clubs crests and refuses an unknown one', async () => {
    const crest = await app.fastify.inject({ method: 'GET', url: '/sandbox/feed/logos/fb-dc-t1.svg' });
    expect(crest.statusCode).toBe(200);
    expect(crest.headers['content-type']).toContain('image/svg+xml');
    expect(crest.body).toContain('红');
    const missing = await app.fastify.inject({ method: 'GET', url: '/sandbox/feed/logos/nope.svg' });
    expect(missing.statusCode).toBe(404);
  });
});
