import { z } from 'zod';
import { entityId, pageNumber, pageSizeOf } from '../common';
import { marketView, matchView } from '../feed/schemas';

/**
 * News and expert articles (资讯, spec section 7 "News"): generated match previews and articles
 * operators write, listed by category and league, each optionally tied to a feed match.
 */

/** 赛前前瞻 (previews, most written by the template), 专家分析 (expert analysis), 资讯 (news). */
export const newsCategories = ['preview', 'expert', 'news'] as const;
export const newsCategory = z.enum(newsCategories);
export type NewsCategory = z.infer<typeof newsCategory>;

/** Who wrote it: the preview template or an operator. */
export const newsKind = z.enum(['preview', 'editorial']);
export type NewsKind = z.infer<typeof newsKind>;

/** Limits the server checks (11022-11024): counted as a reader counts (one per character). */
export const NEWS_TITLE_MIN = 2;
export const NEWS_TITLE_MAX = 60;
export const NEWS_SUMMARY_MAX = 200;
export const NEWS_BODY_TEXT_MIN = 10;
export const NEWS_BODY_TEXT_MAX = 20_000;
/** The raw HTML an operator may send before it is sanitised. */
export const NEWS_BODY_HTML_MAX = 100_000;
/** How far ahead an article can be scheduled. */
export const NEWS_SCHEDULE_MAX_DAYS = 30;

/** An article as a list row shows it. */
export const newsItem = z.object({
  id: z.number().int(),
  kind: newsKind,
  category: newsCategory,
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  sport: z.string().nullable(),
  leagueId: z.number().int().nullable(),
  leagueName: z.string().nullable(),
  matchId: z.number().int().nullable(),
  home: z.string().nullable(),
  away: z.string().nullable(),
  kickoffAt: z.string().nullable(),
  author: z.string(),
  publishedAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItem>;

export const newsPage = z.object({
  items: z.array(newsItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type NewsPage = z.infer<typeof newsPage>;

/** The match an article is about, with its main markets' current odds (empty while the book is closed). */
export const newsMatchBlock = matchView.omit({ mainMarkets: true }).extend({ markets: z.array(marketView) });
export type NewsMatchBlock = z.infer<typeof newsMatchBlock>;

/** An article in full: its sanitised HTML body and, when it is tied to a match, that match now. */
export const newsDetail = newsItem.extend({
  body: z.string(),
  match: newsMatchBlock.nullable(),
});
export type NewsDetail = z.infer<typeof newsDetail>;

export const newsListRequest = z.object({
  category: newsCategory.optional(),
  leagueId: entityId.optional(),
  page: pageNumber,
  pageSize: pageSizeOf(50, 10),
});
export const newsDetailRequest = z.object({ id: entityId });
export const newsMatchRequest = z.object({ matchId: entityId, page: pageNumber, pageSize: pageSizeOf(50, 10) });
export const newsLeagueRequest = z.object({ leagueId: entityId, page: pageNumber, pageSize: pageSizeOf(50, 10) });
export const newsMatchInfoRequest = z.object({ matchId: entityId });

/** The list page's tabs: categories and the leagues that have articles, with their counts. */
export const newsCategoriesResponse = z.object({
  categories: z.array(z.object({ key: newsCategory, name: z.string(), count: z.number().int() })),
  leagues: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
});
export type NewsCategories = z.infer<typeof newsCategoriesResponse>;

/** The match page's 资讯 block: the match with its odds and how many articles it has. */
export const newsMatchInfo = z.object({ match: newsMatchBlock, articleCount: z.number().int() });
export type NewsMatchInfo = z.infer<typeof newsMatchInfo>;

// ---- the operator ----

export const newsStatus = z.enum(['draft', 'published', 'unpublished']);
export type NewsStatus = z.infer<typeof newsStatus>;

export const adminNewsArticle = newsItem.omit({ publishedAt: true }).extend({
  body: z.string(),
  status: newsStatus,
  /** True while published with a publish time still ahead (定时发布). */
  scheduled: z.boolean(),
  publishAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminNewsArticle = z.infer<typeof adminNewsArticle>;

export const adminNewsListRequest = z.object({
  status: newsStatus.optional(),
  category: newsCategory.optional(),
  kind: newsKind.optional(),
  page: pageNumber,
  pageSize: pageSizeOf(100, 20),
});
export const adminNewsList = z.object({ items: z.array(adminNewsArticle), total: z.number().int() });
export type AdminNewsList = z.infer<typeof adminNewsList>;

/**
 * Writes or edits an article (`id` null creates a draft). Category and lengths are checked by the
 * server with their own codes; the body is sanitised there. A match link sets the league from the
 * match; a league alone links to the league.
 */
export const adminNewsSave = z.object({
  id: entityId.nullable(),
  category: z.string().max(32),
  title: z.string().max(NEWS_TITLE_MAX * 4),
  summary: z
    .string()
    .max(NEWS_SUMMARY_MAX * 4)
    .default(''),
  body: z.string().max(NEWS_BODY_HTML_MAX),
  coverUrl: z.string().max(300).default(''),
  matchId: entityId.nullable().default(null),
  leagueId: entityId.nullable().default(null),
});

/** Publishes now (`publishAt` null or past) or at a time (定时发布). */
export const adminNewsPublish = z.object({
  id: entityId,
  publishAt: z.string().max(40).nullable().default(null),
});
export const adminNewsUnpublish = z.object({ id: entityId });
