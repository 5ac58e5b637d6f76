import type {
  MarketView,
  MatchDetail,
  MatchFilter,
  MatchList,
  MatchView,
  OutcomeResult,
  SportId,
  SportsConfig,
} from '@courtside/contract';
import { feedRoutes } from '@courtside/contract';
import { businessDayStart, endOfBusinessDay, isVenueOpenStrict } from '@courtside/domain';
import { inArray } from 'drizzle-orm';
import type { ReadCache } from '../../platform/cache';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import { serializeEnvelope } from '../../platform/http';
import type { Outbox } from '../../platform/outbox';
import type { VenueService } from '../venue';
import { feedEvents } from './events';
import * as store from './store';
import { feedTeams } from './tables';
import {
  FEED_VENUE_NAME,
  incidentViewOf,
  leagueViewOf,
  marketViewOf,
  matchViewOf,
  outcomeLabel,
  statisticsOf,
} from './views';

/** The house sportsbook's venue: its lists are shown only while it is open (spec section 2, the sports gate). */
export const SPORTS_VENUE = 'OBTY';
const DAY_MS = 24 * 60 * 60_000;
/**
 * Lists change every second in play; members get deltas over the socket, so a second's cache is fresh
 * enough, and past it (or past a match starting or ending) readers get the last list for up to another
 * second while one refill runs: a reader never waits on the database behind the feed's writes.
 */
const LIST_STALENESS = { ttlMs: 1_000, staleMs: 1_000 };
const SPORT_NAMES: Record<SportId, string> = { football: '足球', basketball: '篮球', esports: '电竞' };
const SPORTS: readonly SportId[] = ['football', 'basketball', 'esports'];

/** What a market's view reads of its match: whether it takes bets, and the names its outcomes take. */
const matchOf = (row: store.MatchJoined) => ({
  status: row.match.status,
  teams: { home: row.home?.name ?? '', away: row.away?.name ?? '' },
});

/**
 * What members read of the sports data: the sports config, match lists, popular live matches, a
 * match's detail, odds and results. Lists are cached for a second per query, as the reply's JSON
 * text (the response schema runs once per fill, not per reader), and refilled at once when a match
 * starts or ends (readers keep the last list meanwhile, for a second at most); a list of 200 live
 * matches is one query for the matches and one for their main markets.
 */
export class FeedService {
  constructor(
    private readonly deps: { db: Db; clock: Clock; cache: ReadCache; venues: VenueService; outbox: Outbox },
  ) {}

  private cacheKey(siteId: number, name: string, input: unknown): string {
    return `feed:${siteId}:${name}:${JSON.stringify(input)}`;
  }

  /** Expires every cached list at once: a match started, ended, or its markets were closed. */
  invalidateLists(): Promise<void> {
    return this.deps.cache.invalidate('feed:');
  }

  /** Lists answer only while the sports venue is open (the web's sports gate sends members home). */
  private async assertOpen(siteId: number): Promise<void> {
    const venue = await this.deps.venues.find(siteId, SPORTS_VENUE);
    if (!isVenueOpenStrict(venue)) throw new DomainError('venueClosed', { msg: '体育场馆维护中，请稍后再来' });
  }

  private cached<T>(siteId: number, name: string, input: unknown, load: () => Promise<T>): Promise<T> {
    return this.deps.cache.getRevalidating(this.cacheKey(siteId, name, input), LIST_STALENESS, load);
  }

  async config(siteId: number): Promise<SportsConfig> {
    await this.assertOpen(siteId);
    return this.cached(siteId, 'config', null, async () => {
      const now = this.deps.clock.now();
      const counts = await store.countOpen(this.deps.db, now, new Date(endOfBusinessDay(now.getTime())));
      const leagues = await store.leaguesByIds(
        this.deps.db,
        counts.map((c) => c.leagueId),
      );
      return {
        venueName: FEED_VENUE_NAME,
        sports: SPORTS.map((sport) => {
          const mine = counts.filter((c) => c.sport === sport);
          const sum = (pick: (c: (typeof mine)[number]) => number) => mine.reduce((n, c) => n + pick(c), 0);
          return {
            id: sport,
            name: SPORT_NAMES[sport],
            liveCount: sum((c) => c.live),
            todayCount: sum((c) => c.today),
            earlyCount: sum((c) => c.early),
            outrightCount: sum((c) => c.outright),
            leagues: leagues
              .filter((l) => l.sport === sport)
              .sort((a, b) => b.priority - a.priority || a.id - b.id)
              .map((l) => ({
                ...leagueViewOf(l),
                matchCount: mine.filter((c) => c.leagueId === l.id).reduce((n, c) => n + c.live + c.today + c.early, 0),
              })),
          };
        }),
      };
    });
  }

  /** The window of kickoffs and states a list filter stands for, in Shanghai business days. */
  private window(sport: SportId | undefined, filter: MatchFilter, leagueIds: readonly number[]): store.ListWindow {
    const now = this.deps.clock.now().getTime();
    const todayEnd = new Date(endOfBusinessDay(now));
    switch (filter) {
      case 'live':
        return { sport, kind: 'match', statuses: ['live'], leagueIds };
      case 'today':
        return { sport, kind: 'match', statuses: ['notStarted'], to: todayEnd, leagueIds };
      case 'early':
        return { sport, kind: 'match', statuses: ['notStarted'], from: todayEnd, leagueIds };
      case 'outright':
        // Past its close an outright takes no bets, whether or not its provider has said so yet.
        return { sport, kind: 'outright', statuses: ['notStarted', 'live'], from: new Date(now), leagueIds };
    }
  }

  /** Match views with their main markets: one query for the matches' markets, whatever the page size. */
  private async withMainMarkets(rows: store.MatchJoined[]): Promise<MatchView[]> {
    const markets = await store.marketsOf(
      this.deps.db,
      rows.map((r) => r.match.id),
      true,
    );
    const entrants = await this.entrantsOf(markets);
    return rows.map((row) =>
      matchViewOf(
        row,
        markets.filter((m) => m.market.matchId === row.match.id).map((m) => marketViewOf(m, matchOf(row), entrants)),
      ),
    );
  }

  /** Outright outcomes are the competition's teams, keyed by their provider reference. */
  private async entrantsOf(markets: { market: store.MarketRow; outcomes: store.OutcomeRow[] }[]) {
    const refs = markets.filter((m) => m.market.type === 'outright').flatMap((m) => m.outcomes.map((o) => o.key));
    if (refs.length === 0) return new Map<string, string>();
    const teams = await this.deps.db
      .select({ ref: feedTeams.providerRef, name: feedTeams.name })
      .from(feedTeams)
      .where(inArray(feedTeams.providerRef, refs));
    return new Map(teams.map((t) => [t.ref, t.name]));
  }

  async list(
    siteId: number,
    input: { sport: SportId; filter: MatchFilter; leagueIds: number[]; page: number; pageSize: number },
  ): Promise<string> {
    await this.assertOpen(siteId);
    return this.cached(siteId, 'list', input, async () => {
      const { rows, total } = await store.listMatches(
        this.deps.db,
        this.window(input.sport, input.filter, input.leagueIds),
        { offset: (input.page - 1) * input.pageSize, limit: input.pageSize },
      );
      const list: MatchList = {
        items: await this.withMainMarkets(rows),
        total,
        page: input.page,
        pageSize: input.pageSize,
      };
      return serializeEnvelope(feedRoutes.matchList, list);
    });
  }

  /** Live matches of every sport (or one), best leagues first; spec section 9 asks for page 1 of 200. */
  async popularLive(
    siteId: number,
    input: { sport?: SportId | undefined; page: number; pageSize: number },
  ): Promise<string> {
    await this.assertOpen(siteId);
    return this.cached(siteId, 'popularLive', input, async () => {
      const { rows, total } = await store.listMatches(this.deps.db, this.window(input.sport, 'live', []), {
        offset: (input.page - 1) * input.pageSize,
        limit: input.pageSize,
      });
      const list: MatchList = {
        items: await this.withMainMarkets(rows),
        total,
        page: input.page,
        pageSize: input.pageSize,
      };
      return serializeEnvelope(feedRoutes.popularLive, list);
    });
  }

  private async joined(matchId: number): Promise<store.MatchJoined> {
    const [row] = await store.findMatchesByIds(this.deps.db, [matchId]);
    if (!row) throw new DomainError('notFound', { msg: '赛事不存在' });
    return row;
  }

  async detail(siteId: number, matchId: number): Promise<MatchDetail> {
    await this.assertOpen(siteId);
    const row = await this.joined(matchId);
    const [markets, incidents] = await Promise.all([
      store.marketsOf(this.deps.db, [matchId], false),
      store.incidentsOf(this.deps.db, matchId),
    ]);
    const entrants = await this.entrantsOf(markets);
    const views = markets.map((m) => marketViewOf(m, matchOf(row), entrants));
    return {
      ...matchViewOf(
        row,
        views.filter((m) => m.main),
      ),
      incidents: incidents.map(incidentViewOf),
      statistics: statisticsOf(row.match.statistics),
      markets: views,
    };
  }

  /**
   * One match's markets, or the main markets of many (a list refreshing its odds in one call). An
   * unknown match is not found, as `detail` answers it: an empty success would read as a match with
   * no markets.
   */
  async odds(siteId: number, input: { matchId?: number | undefined; matchIds?: number[] | undefined }) {
    await this.assertOpen(siteId);
    const ids = input.matchId !== undefined ? [input.matchId] : [...new Set(input.matchIds ?? [])];
    const rows = await store.findMatchesByIds(this.deps.db, ids);
    const known = new Set(rows.map((r) => r.match.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new DomainError('notFound', { msg: '赛事不存在', data: { matchIds: unknown } });
    const markets = await store.marketsOf(this.deps.db, ids, input.matchId === undefined);
    const entrants = await this.entrantsOf(markets);
    const byId = new Map(rows.map((r) => [r.match.id, r]));
    const views: MarketView[] = markets.flatMap((m) => {
      const row = byId.get(m.market.matchId);
      return row ? [marketViewOf(m, matchOf(row), entrants)] : [];
    });
    return { markets: views };
  }

  /**
   * Markets by id as the sportsbook sees them: each with its visible status, version, odds and names,
   * and its match's state. Unknown ids are left out.
   */
  async bettable(marketIds: readonly number[]): Promise<Map<number, { market: MarketView; match: MatchView }>> {
    const markets = await store.marketsByIds(this.deps.db, [...new Set(marketIds)]);
    const rows = await store.findMatchesByIds(this.deps.db, [...new Set(markets.map((m) => m.market.matchId))]);
    const entrants = await this.entrantsOf(markets);
    const byId = new Map(rows.map((r) => [r.match.id, r]));
    const found = new Map<number, { market: MarketView; match: MatchView }>();
    for (const m of markets) {
      const row = byId.get(m.market.matchId);
      if (row) found.set(m.market.id, { market: marketViewOf(m, matchOf(row), entrants), match: matchViewOf(row, []) });
    }
    return found;
  }

  /** A match and all its markets as the sportsbook prices a bet builder from them; null for an unknown match. */
  async matchMarkets(matchId: number): Promise<{ match: MatchView; markets: MarketView[] } | null> {
    const [row] = await store.findMatchesByIds(this.deps.db, [matchId]);
    if (!row) return null;
    const markets = await store.marketsOf(this.deps.db, [matchId], false);
    const entrants = await this.entrantsOf(markets);
    return { match: matchViewOf(row, []), markets: markets.map((m) => marketViewOf(m, matchOf(row), entrants)) };
  }

  /**
   * One match's markets for the trader's desk, in any status (an ended match's too), a page at a time
   * and optionally in one desk state: each with what members see and the feed's prices as they are,
   * suspended or not. Null for an unknown match.
   */
  async deskMarkets(input: {
    matchId: number;
    state?: store.DeskMarketState | undefined;
    page: number;
    pageSize: number;
  }) {
    const [row] = await store.findMatchesByIds(this.deps.db, [input.matchId]);
    if (!row) return null;
    const { rows, total } = await store.pageDeskMarkets(this.deps.db, input.matchId, input.state, {
      offset: (input.page - 1) * input.pageSize,
      limit: input.pageSize,
    });
    const entrants = await this.entrantsOf(rows);
    const match = matchOf(row);
    const list = rows.map((m) => {
      const members = marketViewOf(m, match, entrants);
      return {
        id: m.market.id,
        type: m.market.type,
        specifier: m.market.specifier,
        name: members.name,
        state: store.deskStateOf(m.market),
        feedStatus: m.market.feedStatus,
        traderStatus: m.market.traderStatus,
        memberStatus: members.status,
        version: m.market.version,
        updatedAt: m.market.updatedAt.toISOString(),
        outcomes: m.outcomes.map((o) => ({
          key: o.key,
          name: outcomeLabel(m.market.type, m.market.specifier, o.key, match.teams, entrants),
          odds: o.odds,
          result: (o.result as OutcomeResult | null) ?? null,
        })),
      };
    });
    return { match: matchViewOf(row, []), list, total };
  }

  /**
   * The trader's overlay on a market (a suspension no feed message lifts). Lists drop it at once and
   * the match's room is told, as of any change of the feed's own.
   */
  async setTraderStatus(marketId: number, status: 'open' | 'suspended'): Promise<void> {
    await this.overlay((tx) => store.setTraderStatus(tx, marketId, status));
  }

  /** The book's liability overlay on a market its trader left open; a trader's suspension stays as it is. */
  async suspendForLiability(marketId: number): Promise<boolean> {
    const moved = await this.overlay((tx) => store.moveTraderStatus(tx, [marketId], 'open', 'liability'));
    return moved.length > 0;
  }

  /**
   * Lifts the liability overlay of these markets inside the caller's transaction (the one that lowered
   * their liability); answers the ones reopened. Their event, in the same transaction, drops the lists
   * and tells the match rooms once it commits.
   */
  async liftLiability(tx: Executor, marketIds: readonly number[]): Promise<number[]> {
    const moved = await store.moveTraderStatus(tx, marketIds, 'liability', 'open');
    await this.overlayChanged(tx, moved);
    return moved.map((m) => m.id);
  }

  /** Changes an overlay in its own transaction with its event; lists drop it at once, the push follows. */
  private async overlay(
    change: (tx: Executor) => Promise<{ id: number; matchId: number }[]>,
  ): Promise<{ id: number; matchId: number }[]> {
    const moved = await this.deps.db.transaction(async (tx) => {
      const rows = await change(tx);
      await this.overlayChanged(tx, rows);
      return rows;
    });
    if (moved.length > 0) {
      await this.invalidateLists();
      this.deps.outbox.kick();
    }
    return moved;
  }

  private overlayChanged(tx: Executor, moved: readonly { id: number; matchId: number }[]): Promise<void> {
    const byMatch = new Map<number, number[]>();
    for (const { id, matchId } of moved) byMatch.set(matchId, [...(byMatch.get(matchId) ?? []), id]);
    return this.deps.outbox.addMany(
      tx,
      feedEvents.marketsChanged,
      [...byMatch].map(([matchId, marketIds]) => ({ matchId, marketIds })),
    );
  }

  /** Matches by id with their state and no markets (rooms and cards that show a score); unknown ids are left out. */
  async summaries(matchIds: readonly number[]): Promise<MatchView[]> {
    const rows = await store.findMatchesByIds(this.deps.db, [...new Set(matchIds)]);
    return rows.map((row) => matchViewOf(row, []));
  }

  /** Live matches, best leagues first, with no markets (the live page and the demo anchors' schedule). */
  async liveMatches(sport: SportId | undefined, limit: number): Promise<MatchView[]> {
    const { rows } = await store.listMatches(this.deps.db, this.window(sport, 'live', []), { offset: 0, limit });
    return rows.map((row) => matchViewOf(row, []));
  }

  /**
   * Matches of a sport not started yet that kick off within `withinMs`, best leagues first and then
   * soonest (the list's order), with no markets: 竞猜's questions.
   */
  async upcomingMatches(sport: SportId, withinMs: number, limit: number): Promise<MatchView[]> {
    const now = this.deps.clock.now().getTime();
    const { rows } = await store.listMatches(
      this.deps.db,
      {
        sport,
        kind: 'match',
        statuses: ['notStarted'],
        from: new Date(now),
        to: new Date(now + withinMs),
        leagueIds: [],
      },
      { offset: 0, limit },
    );
    return rows.map((row) => matchViewOf(row, []));
  }

  /** Which side scored the match's first goal by its incidents, null when none was reported; 竞猜 settles on it. */
  async firstGoalSide(db: Executor, matchId: number): Promise<'home' | 'away' | null> {
    const side = await store.firstGoalSide(db, matchId);
    return side === 'home' || side === 'away' ? side : null;
  }

  /** Ended matches of a Shanghai business day, newest first. */
  async results(
    siteId: number,
    input: { sport: SportId; date: string; leagueId?: number | undefined; page: number; pageSize: number },
  ) {
    await this.assertOpen(siteId);
    const from = new Date(businessDayStart(input.date));
    const { rows, total } = await store.listResults(
      this.deps.db,
      { sport: input.sport, from, to: new Date(from.getTime() + DAY_MS), leagueId: input.leagueId },
      { offset: (input.page - 1) * input.pageSize, limit: input.pageSize },
    );
    return {
      items: rows.map((row) => {
        const { mainMarkets: _none, ...view } = matchViewOf(row, []);
        return view;
      }),
      total,
      page: input.page,
      pageSize: input.pageSize,
    };
  }

  async outrights(siteId: number, input: { sport: SportId; leagueId?: number | undefined }) {
    await this.assertOpen(siteId);
    const { rows } = await store.listMatches(
      this.deps.db,
      this.window(input.sport, 'outright', input.leagueId ? [input.leagueId] : []),
      { offset: 0, limit: 100 },
    );
    const markets = await store.marketsOf(
      this.deps.db,
      rows.map((r) => r.match.id),
      false,
    );
    const entrants = await this.entrantsOf(markets);
    return {
      items: rows.flatMap((row) => {
        const market = markets.find((m) => m.market.matchId === row.match.id);
        return market
          ? [
              {
                league: leagueViewOf(row.league),
                market: marketViewOf(market, matchOf(row), entrants),
                closesAt: row.match.kickoffAt.toISOString(),
              },
            ]
          : [];
      }),
    };
  }
}
