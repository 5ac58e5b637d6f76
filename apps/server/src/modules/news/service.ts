import {
  type AdminNewsArticle,
  type AdminNewsList,
  type MarketView,
  type MatchView,
  NEWS_BODY_TEXT_MAX,
  NEWS_BODY_TEXT_MIN,
  NEWS_SCHEDULE_MAX_DAYS,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  NEWS_TITLE_MIN,
  type NewsCategories,
  type NewsCategory,
  type NewsDetail,
  type NewsItem,
  type NewsKind,
  type NewsMatchBlock,
  type NewsMatchInfo,
  type NewsPage,
  type NewsStatus,
  newsCategories,
} from '@courtside/contract';
import { businessDate } from '@courtside/domain';
import type { FastifyBaseLogger } from 'fastify';
import { insertAudit } from '../../platform/audit';
import type { OperatorActor } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { FeedService } from '../feed';
import { type PastResult, writePreview } from './preview';
import { plainText, sanitizeArticle } from './sanitize';
import * as store from './store';

const DAY_MS = 86_400_000;
/** Previews are written for football matches kicking off within this horizon, at most this many per run. */
const PREVIEW_HORIZON_MS = 3 * DAY_MS;
const PREVIEW_MATCHES_MAX = 60;
/** Form and head-to-head are read from this many past business days of results. */
const RESULT_DAYS = 14;
const RESULT_PAGES_PER_DAY = 3;
const RESULT_PAGE_SIZE = 100;
/** A member read starts a preview run for its site at most this often (the job also runs them). */
const PREVIEW_REFRESH_MS = 5 * 60_000;
const PREVIEW_AUTHOR = '赛事数据';

const CATEGORY_NAMES: Record<NewsCategory, string> = { preview: '赛前前瞻', expert: '专家分析', news: '资讯' };

/** Pictures operators uploaded (`/media/up/<hex>.webp`) or an https address. */
const UPLOADED_IMAGE = /^\/media\/up\/[a-f0-9]{16,64}\.webp$/;

const lengthOf = (text: string): number => [...text].length;

const isCategory = (value: string): value is NewsCategory => (newsCategories as readonly string[]).includes(value);

const coverOf = (value: string): string | null => {
  const text = value.trim();
  if (text === '') return null;
  if (UPLOADED_IMAGE.test(text)) return text;
  try {
    const url = new URL(text);
    if (url.protocol === 'https:' && url.hostname !== '') return url.href;
  } catch {
    // falls through to the refusal
  }
  throw new DomainError('newsCoverInvalid');
};

const itemOf = (row: store.ArticleRow): Omit<NewsItem, 'publishedAt'> => ({
  id: row.id,
  kind: row.kind as NewsKind,
  category: row.category as NewsCategory,
  title: row.title,
  summary: row.summary,
  coverUrl: row.coverUrl,
  sport: row.sport,
  leagueId: row.leagueId,
  leagueName: row.leagueName,
  matchId: row.matchId,
  home: row.homeName,
  away: row.awayName,
  kickoffAt: row.kickoffAt ? row.kickoffAt.toISOString() : null,
  author: row.author,
});

const publicItem = (row: store.ArticleRow): NewsItem => ({
  ...itemOf(row),
  publishedAt: (row.publishAt ?? row.createdAt).toISOString(),
});

/** The full-time 1X2 prices of a match's main markets, when that market is open. */
const pricesOf = (markets: readonly MarketView[], matchId: number) => {
  const market = markets.find((m) => m.matchId === matchId && m.type === 'fb.1x2' && m.status === 'active');
  const odds = (key: string) => market?.outcomes.find((o) => o.key === key)?.odds ?? 0;
  const [home, draw, away] = [odds('home'), odds('draw'), odds('away')];
  return home > 0 && draw > 0 && away > 0 ? { home, draw, away } : null;
};

/**
 * 资讯: news and expert articles. Previews of upcoming football matches are written by a template
 * from the feed's own results and prices (one per site and match, never rewritten: an operator may
 * edit or take one down); operators write the rest, with HTML sanitised here against an allowlist.
 * Members see an article while it is published and its publish time has passed (scheduling is a
 * future publish time). Every operator write is audited in its own transaction.
 */
export class NewsService {
  private readonly lastRun = new Map<number, number>();

  constructor(private readonly deps: { db: Db; clock: Clock; feed: FeedService; log: FastifyBaseLogger }) {}

  // ---- previews ----

  /** Ended football matches of the last days, newest first (none while the sports book is closed). */
  private async recentResults(siteId: number): Promise<PastResult[]> {
    const now = this.deps.clock.now().getTime();
    const results: PastResult[] = [];
    try {
      for (let day = 0; day < RESULT_DAYS; day++) {
        const date = businessDate(now - day * DAY_MS);
        for (let page = 1; page <= RESULT_PAGES_PER_DAY; page++) {
          const { items, total } = await this.deps.feed.results(siteId, {
            sport: 'football',
            date,
            page,
            pageSize: RESULT_PAGE_SIZE,
          });
          for (const m of items) {
            if (m.status !== 'ended') continue;
            results.push({
              kickoffAt: m.kickoffAt,
              homeId: m.home.id,
              awayId: m.away.id,
              homeName: m.home.name,
              awayName: m.away.name,
              homeScore: m.score.home,
              awayScore: m.score.away,
            });
          }
          if (page * RESULT_PAGE_SIZE >= total) break;
        }
      }
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return [];
    }
    return results.sort((a, b) => Date.parse(b.kickoffAt) - Date.parse(a.kickoffAt));
  }

  private async mainMarkets(siteId: number, matchIds: number[]): Promise<MarketView[]> {
    if (matchIds.length === 0) return [];
    try {
      return (await this.deps.feed.odds(siteId, { matchIds })).markets;
    } catch (error) {
      // The book is closed or a match left the feed: the article still reads, without prices.
      if (error instanceof DomainError) return [];
      throw error;
    }
  }

  /**
   * Writes the preview of every upcoming football match of the horizon that has none; answers how
   * many it wrote. Safe to repeat and to run on several nodes at once (the unique index decides).
   */
  async generatePreviews(siteId: number): Promise<number> {
    this.lastRun.set(siteId, Date.now());
    const matches = await this.deps.feed.upcomingMatches('football', PREVIEW_HORIZON_MS, PREVIEW_MATCHES_MAX);
    const done = await store.previewedMatches(
      this.deps.db,
      siteId,
      matches.map((m) => m.id),
    );
    const unwritten = matches.filter((m) => !done.has(m.id));
    if (unwritten.length === 0) return 0;
    const [results, markets] = await Promise.all([
      this.recentResults(siteId),
      this.mainMarkets(
        siteId,
        unwritten.map((m) => m.id),
      ),
    ]);
    let written = 0;
    for (const m of unwritten) {
      const text = writePreview({
        leagueName: m.league.name,
        kickoffAt: m.kickoffAt,
        home: { id: m.home.id, name: m.home.name },
        away: { id: m.away.id, name: m.away.name },
        results: results.filter((r) => Date.parse(r.kickoffAt) < Date.parse(m.kickoffAt)),
        prices: pricesOf(markets, m.id),
      });
      const now = this.deps.clock.now();
      const wrote = await store.insertPreview(this.deps.db, {
        siteId,
        kind: 'preview',
        category: 'preview',
        title: text.title,
        summary: text.summary,
        body: sanitizeArticle(text.body),
        coverUrl: null,
        ...this.linkOf(m),
        status: 'published',
        publishAt: now,
        author: PREVIEW_AUTHOR,
        createdAt: now,
        updatedAt: now,
      });
      if (wrote) written += 1;
    }
    return written;
  }

  /** A member read makes sure its site has its previews (awaited once per process, then in the background). */
  private async freshPreviews(siteId: number): Promise<void> {
    const last = this.lastRun.get(siteId);
    if (last !== undefined && Date.now() - last < PREVIEW_REFRESH_MS) return;
    const run = this.generatePreviews(siteId);
    if (last === undefined) {
      await run.catch((error: unknown) => this.deps.log.warn({ err: error, siteId }, 'news previews not written'));
      return;
    }
    run.catch((error: unknown) => this.deps.log.warn({ err: error, siteId }, 'news previews not written'));
  }

  private linkOf(m: MatchView) {
    return {
      sport: m.sport,
      leagueId: m.league.id,
      leagueName: m.league.name,
      matchId: m.id,
      homeName: m.home.name,
      awayName: m.away.name,
      kickoffAt: new Date(m.kickoffAt),
    };
  }

  // ---- members ----

  private async pageOf(where: ReturnType<typeof store.visible>, input: { page: number; pageSize: number }) {
    const { rows, total } = await store.page(this.deps.db, where, input.page, input.pageSize);
    return { items: rows.map(publicItem), total, page: input.page, pageSize: input.pageSize } satisfies NewsPage;
  }

  private visibleWhere(siteId: number, by: Parameters<typeof store.byFilters>[1]) {
    const now = this.deps.clock.now();
    return store.and2(store.visible(siteId, now), store.byFilters(siteId, by));
  }

  async list(
    siteId: number,
    input: { category?: NewsCategory | undefined; leagueId?: number | undefined; page: number; pageSize: number },
  ): Promise<NewsPage> {
    await this.freshPreviews(siteId);
    return this.pageOf(
      this.visibleWhere(siteId, {
        ...(input.category ? { category: input.category } : {}),
        ...(input.leagueId ? { leagueId: input.leagueId } : {}),
      }),
      input,
    );
  }

  async byMatch(siteId: number, input: { matchId: number; page: number; pageSize: number }): Promise<NewsPage> {
    await this.freshPreviews(siteId);
    return this.pageOf(this.visibleWhere(siteId, { matchId: input.matchId }), input);
  }

  async byLeague(siteId: number, input: { leagueId: number; page: number; pageSize: number }): Promise<NewsPage> {
    await this.freshPreviews(siteId);
    return this.pageOf(this.visibleWhere(siteId, { leagueId: input.leagueId }), input);
  }

  async categories(siteId: number): Promise<NewsCategories> {
    await this.freshPreviews(siteId);
    const { categories, leagues } = await store.visibleCounts(this.deps.db, siteId, this.deps.clock.now());
    const counts = new Map(categories.map((c) => [c.category, c.n]));
    return {
      categories: newsCategories.map((key) => ({ key, name: CATEGORY_NAMES[key], count: counts.get(key) ?? 0 })),
      leagues: leagues.flatMap((l) => (l.id === null ? [] : [{ id: l.id, name: l.name, count: l.n }])),
    };
  }

  /** The match now, with its main markets' odds; null when the feed no longer has it. */
  private async matchBlock(siteId: number, matchId: number): Promise<NewsMatchBlock | null> {
    const [match] = await this.deps.feed.summaries([matchId]);
    if (!match) return null;
    const { mainMarkets: _none, ...view } = match;
    return { ...view, markets: await this.mainMarkets(siteId, [matchId]) };
  }

  async detail(siteId: number, id: number): Promise<NewsDetail> {
    const row = await store.findOne(
      this.deps.db,
      store.and2(store.visible(siteId, this.deps.clock.now()), store.byId(siteId, id)),
    );
    if (!row) throw new DomainError('newsNotFound');
    return {
      ...publicItem(row),
      body: row.body,
      match: row.matchId === null ? null : await this.matchBlock(siteId, row.matchId),
    };
  }

  async matchInfo(siteId: number, matchId: number): Promise<NewsMatchInfo> {
    const match = await this.matchBlock(siteId, matchId);
    if (!match) throw new DomainError('newsMatchNotFound');
    const { total } = await store.page(this.deps.db, this.visibleWhere(siteId, { matchId }), 1, 1);
    return { match, articleCount: total };
  }

  // ---- the operator ----

  private adminView(row: store.ArticleRow): AdminNewsArticle {
    const now = this.deps.clock.now().getTime();
    return {
      ...itemOf(row),
      body: row.body,
      status: row.status as NewsStatus,
      scheduled: row.status === 'published' && row.publishAt !== null && row.publishAt.getTime() > now,
      publishAt: row.publishAt ? row.publishAt.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async adminList(
    siteId: number,
    input: { status?: NewsStatus; category?: NewsCategory; kind?: NewsKind; page: number; pageSize: number },
  ): Promise<AdminNewsList> {
    const { rows, total } = await store.page(this.deps.db, store.byFilters(siteId, input), input.page, input.pageSize);
    return { items: rows.map((r) => this.adminView(r)), total };
  }

  /** League and teams of the link: from the match when there is one, else the league alone. */
  private async linkFor(siteId: number, matchId: number | null, leagueId: number | null) {
    const none = {
      sport: null,
      leagueId: null,
      leagueName: null,
      matchId: null,
      homeName: null,
      awayName: null,
      kickoffAt: null,
    };
    if (matchId !== null) {
      const [match] = await this.deps.feed.summaries([matchId]);
      if (!match) throw new DomainError('newsMatchNotFound');
      return this.linkOf(match);
    }
    if (leagueId === null) return none;
    const config = await this.deps.feed.config(siteId).catch((error: unknown) => {
      if (error instanceof DomainError) return null;
      throw error;
    });
    for (const sport of config?.sports ?? []) {
      const league = sport.leagues.find((l) => l.id === leagueId);
      if (league) return { ...none, sport: sport.id, leagueId: league.id, leagueName: league.name };
    }
    throw new DomainError('newsLeagueNotFound');
  }

  /** Writes a new draft or edits an article (a generated preview too); the body is sanitised first. */
  async save(
    actor: OperatorActor,
    siteId: number,
    input: {
      id: number | null;
      category: string;
      title: string;
      summary: string;
      body: string;
      coverUrl: string;
      matchId: number | null;
      leagueId: number | null;
    },
  ): Promise<AdminNewsArticle> {
    if (!isCategory(input.category)) throw new DomainError('newsCategoryInvalid');
    const title = input.title.trim();
    if (lengthOf(title) < NEWS_TITLE_MIN || lengthOf(title) > NEWS_TITLE_MAX) throw new DomainError('newsTitleInvalid');
    const summaryGiven = input.summary.trim();
    if (lengthOf(summaryGiven) > NEWS_SUMMARY_MAX) throw new DomainError('newsSummaryInvalid');
    const body = sanitizeArticle(input.body);
    const text = plainText(body);
    if (lengthOf(text) < NEWS_BODY_TEXT_MIN || lengthOf(text) > NEWS_BODY_TEXT_MAX) {
      throw new DomainError('newsBodyInvalid');
    }
    const summary = summaryGiven === '' ? [...text].slice(0, 80).join('') : summaryGiven;
    const coverUrl = coverOf(input.coverUrl);
    const link = await this.linkFor(siteId, input.matchId, input.leagueId);
    const category = input.category;
    const row = await this.deps.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      const values = { category, title, summary, body, coverUrl, ...link, updatedAt: now };
      if (input.id === null) {
        const created = await store.insertArticle(tx, {
          ...values,
          siteId,
          kind: 'editorial',
          status: 'draft',
          publishAt: null,
          author: actor.name,
          createdAt: now,
        });
        await insertAudit(tx, { actor: actor.name, action: 'news.create', detail: { siteId, after: created } });
        return created;
      }
      const before = await store.lockArticle(tx, siteId, input.id);
      if (!before) throw new DomainError('newsNotFound');
      const after = await store.updateArticle(tx, before.id, values);
      await insertAudit(tx, { actor: actor.name, action: 'news.edit', detail: { siteId, before, after } });
      return after;
    });
    return this.adminView(row);
  }

  /** Publishes now, or at a time up to 30 days ahead (定时发布); publishing again moves the time. */
  async publish(actor: OperatorActor, siteId: number, input: { id: number; publishAt: string | null }) {
    const now = this.deps.clock.now();
    let at = now;
    if (input.publishAt !== null) {
      const ms = Date.parse(input.publishAt);
      if (!Number.isFinite(ms) || ms > now.getTime() + NEWS_SCHEDULE_MAX_DAYS * DAY_MS) {
        throw new DomainError('newsPublishAtInvalid');
      }
      // A time already past publishes now: the article was meant to be out by then.
      at = new Date(Math.max(ms, now.getTime()));
    }
    return this.change(actor, siteId, input.id, 'news.publish', () => ({ status: 'published', publishAt: at }));
  }

  /** Takes an article down; members no longer see it (a generated preview is not written again). */
  async unpublish(actor: OperatorActor, siteId: number, input: { id: number }) {
    return this.change(actor, siteId, input.id, 'news.unpublish', (row) => {
      if (row.status !== 'published') throw new DomainError('newsStateInvalid');
      return { status: 'unpublished' };
    });
  }

  private async change(
    actor: OperatorActor,
    siteId: number,
    id: number,
    action: string,
    next: (row: store.ArticleRow) => Partial<store.ArticleInsert>,
  ): Promise<AdminNewsArticle> {
    const row = await this.deps.db.transaction(async (tx) => {
      const before = await store.lockArticle(tx, siteId, id);
      if (!before) throw new DomainError('newsNotFound');
      const after = await store.updateArticle(tx, id, { ...next(before), updatedAt: this.deps.clock.now() });
      await insertAudit(tx, {
        actor: actor.name,
        action,
        detail: {
          siteId,
          id,
          before: { status: before.status, publishAt: before.publishAt },
          after: { status: after.status, publishAt: after.publishAt },
        },
      });
      return after;
    });
    return this.adminView(row);
  }
}
