import { and, count, desc, eq, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { newsArticles } from './tables';

export type ArticleRow = typeof newsArticles.$inferSelect;
export type ArticleInsert = typeof newsArticles.$inferInsert;

/** Both conditions. */
export const and2 = (a: SQL, b: SQL): SQL => and(a, b) as SQL;

/** What members may read of a site now: published, with its publish time passed. */
export const visible = (siteId: number, now: Date): SQL =>
  and(eq(newsArticles.siteId, siteId), eq(newsArticles.status, 'published'), lte(newsArticles.publishAt, now)) as SQL;

export const byFilters = (
  siteId: number,
  by: { status?: string; category?: string; kind?: string; leagueId?: number; matchId?: number },
): SQL =>
  and(
    eq(newsArticles.siteId, siteId),
    by.status === undefined ? undefined : eq(newsArticles.status, by.status),
    by.category === undefined ? undefined : eq(newsArticles.category, by.category),
    by.kind === undefined ? undefined : eq(newsArticles.kind, by.kind),
    by.leagueId === undefined ? undefined : eq(newsArticles.leagueId, by.leagueId),
    by.matchId === undefined ? undefined : eq(newsArticles.matchId, by.matchId),
  ) as SQL;

/** A page of articles, newest publication first (drafts by their last edit), and how many match. */
export const page = async (db: Executor, where: SQL, pageNum: number, pageSize: number) => {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsArticles)
      .where(where)
      .orderBy(desc(sql`coalesce(${newsArticles.publishAt}, ${newsArticles.updatedAt})`), desc(newsArticles.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(newsArticles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const findOne = async (db: Executor, where: SQL): Promise<ArticleRow | null> => {
  const [row] = await db.select().from(newsArticles).where(where).limit(1);
  return row ?? null;
};

export const byId = (siteId: number, id: number): SQL =>
  and(eq(newsArticles.siteId, siteId), eq(newsArticles.id, id)) as SQL;

export const lockArticle = async (db: Executor, siteId: number, id: number): Promise<ArticleRow | null> => {
  const [row] = await db.select().from(newsArticles).where(byId(siteId, id)).for('update');
  return row ?? null;
};

export const insertArticle = async (db: Executor, values: ArticleInsert): Promise<ArticleRow> => {
  const [row] = await db.insert(newsArticles).values(values).returning();
  if (!row) throw new Error('news: insert returned no row');
  return row;
};

/** A generated preview; none when the match has one already (the partial unique index). */
export const insertPreview = async (db: Executor, values: ArticleInsert): Promise<boolean> => {
  const rows = await db
    .insert(newsArticles)
    .values(values)
    .onConflictDoNothing({
      target: [newsArticles.siteId, newsArticles.matchId],
      where: sql`${newsArticles.kind} = 'preview'`,
    })
    .returning({ id: newsArticles.id });
  return rows.length > 0;
};

/** Matches of the site that already have a preview (kept, edited or taken down: never written again). */
export const previewedMatches = async (db: Executor, siteId: number, matchIds: number[]): Promise<Set<number>> => {
  if (matchIds.length === 0) return new Set();
  const rows = await db
    .select({ matchId: newsArticles.matchId })
    .from(newsArticles)
    .where(
      and(eq(newsArticles.siteId, siteId), eq(newsArticles.kind, 'preview'), inArray(newsArticles.matchId, matchIds)),
    );
  return new Set(rows.flatMap((r) => (r.matchId === null ? [] : [r.matchId])));
};

export const updateArticle = async (db: Executor, id: number, values: Partial<ArticleInsert>): Promise<ArticleRow> => {
  const [row] = await db.update(newsArticles).set(values).where(eq(newsArticles.id, id)).returning();
  if (!row) throw new Error(`news article ${id} vanished under its lock`);
  return row;
};

/** Visible articles per category and per league, for the list page's tabs. */
export const visibleCounts = async (db: Executor, siteId: number, now: Date) => {
  const where = visible(siteId, now);
  const [categories, leagues] = await Promise.all([
    db
      .select({ category: newsArticles.category, n: count() })
      .from(newsArticles)
      .where(where)
      .groupBy(newsArticles.category),
    db
      .select({ id: newsArticles.leagueId, name: sql<string>`max(${newsArticles.leagueName})`, n: count() })
      .from(newsArticles)
      .where(and(where, isNotNull(newsArticles.leagueId)))
      .groupBy(newsArticles.leagueId)
      .orderBy(desc(count()))
      .limit(30),
  ]);
  return { categories, leagues };
};
