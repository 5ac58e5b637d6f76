import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from '../site/tables';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A news or expert article (资讯). `kind` says who wrote it: `preview` articles are written by the
 * template from the feed's data, one per site and match (the partial unique index makes a second
 * generation a no-op); `editorial` ones by an operator. An article is visible to members while it is
 * `published` and its `publish_at` has passed, so a scheduled article is a published one with a
 * future time. League and team names are copied in when the article is linked, so lists need no
 * call to the feed.
 */
export const newsArticles = pgTable(
  'news_article',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Sanitised HTML (the allowlist in sanitize.ts); never stored unsanitised. */
    body: text('body').notNull(),
    coverUrl: text('cover_url'),
    sport: text('sport'),
    leagueId: integer('league_id'),
    leagueName: text('league_name'),
    matchId: integer('match_id'),
    homeName: text('home_name'),
    awayName: text('away_name'),
    kickoffAt: timestamptz('kickoff_at'),
    status: text('status').notNull().default('draft'),
    publishAt: timestamptz('publish_at'),
    author: text('author').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('news_article_preview').on(t.siteId, t.matchId).where(sql`${t.kind} = 'preview'`),
    index('news_article_visible').on(t.siteId, t.status, t.publishAt),
    index('news_article_match').on(t.siteId, t.matchId),
    index('news_article_league').on(t.siteId, t.leagueId),
    check('news_article_kind', sql`${t.kind} in ('preview', 'editorial')`),
    check('news_article_status', sql`${t.status} in ('draft', 'published', 'unpublished')`),
    check('news_article_published', sql`${t.status} <> 'published' or ${t.publishAt} is not null`),
  ],
);
