import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db';
import {
  announcements,
  banners,
  floatingWindows,
  gameTiles,
  helpArticles,
  helpCategories,
  marqueeNotices,
  mediaUploads,
  navItems,
} from './tables';

/** The back office's reads and writes of a site's content; every row is reached through its site. */

export type BannerRow = typeof banners.$inferSelect;
export type AnnouncementRow = typeof announcements.$inferSelect;
export type MarqueeRow = typeof marqueeNotices.$inferSelect;
export type FloatingRow = typeof floatingWindows.$inferSelect;
export type HelpArticleRow = typeof helpArticles.$inferSelect;
export type NavItemRow = typeof navItems.$inferSelect;

export interface Page {
  page: number;
  pageSize: number;
}

const total = async (db: Executor, table: PgTable, where: SQL | undefined) =>
  (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;

export const pageBanners = async (db: Executor, siteId: number, position: string | undefined, p: Page) => {
  const where = and(eq(banners.siteId, siteId), position ? eq(banners.position, position) : undefined);
  const rows = await db
    .select()
    .from(banners)
    .where(where)
    .orderBy(asc(banners.position), asc(banners.sort), asc(banners.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  return { rows, total: await total(db, banners, where) };
};

export const findBanner = async (db: Executor, siteId: number, id: number) =>
  (
    await db
      .select()
      .from(banners)
      .where(and(eq(banners.siteId, siteId), eq(banners.id, id)))
  )[0] ?? null;

export const insertBanner = async (db: Executor, row: typeof banners.$inferInsert) =>
  (await db.insert(banners).values(row).returning())[0]!;

export const updateBanner = async (db: Executor, siteId: number, id: number, set: Partial<BannerRow>) =>
  (
    await db
      .update(banners)
      .set(set)
      .where(and(eq(banners.siteId, siteId), eq(banners.id, id)))
      .returning()
  )[0] ?? null;

export const pageAnnouncements = async (db: Executor, siteId: number, p: Page) => {
  const where = eq(announcements.siteId, siteId);
  const rows = await db
    .select()
    .from(announcements)
    .where(where)
    .orderBy(desc(announcements.publishedAt), desc(announcements.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  return { rows, total: await total(db, announcements, where) };
};

export const findAnnouncement = async (db: Executor, siteId: number, id: number) =>
  (
    await db
      .select()
      .from(announcements)
      .where(and(eq(announcements.siteId, siteId), eq(announcements.id, id)))
  )[0] ?? null;

export const insertAnnouncement = async (db: Executor, row: typeof announcements.$inferInsert) =>
  (await db.insert(announcements).values(row).returning())[0]!;

export const updateAnnouncement = async (db: Executor, siteId: number, id: number, set: Partial<AnnouncementRow>) =>
  (
    await db
      .update(announcements)
      .set(set)
      .where(and(eq(announcements.siteId, siteId), eq(announcements.id, id)))
      .returning()
  )[0] ?? null;

export const pageMarquee = async (db: Executor, siteId: number, p: Page) => {
  const where = eq(marqueeNotices.siteId, siteId);
  const rows = await db
    .select()
    .from(marqueeNotices)
    .where(where)
    .orderBy(asc(marqueeNotices.sort), asc(marqueeNotices.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  return { rows, total: await total(db, marqueeNotices, where) };
};

export const findMarquee = async (db: Executor, siteId: number, id: number) =>
  (
    await db
      .select()
      .from(marqueeNotices)
      .where(and(eq(marqueeNotices.siteId, siteId), eq(marqueeNotices.id, id)))
  )[0] ?? null;

export const insertMarquee = async (db: Executor, row: typeof marqueeNotices.$inferInsert) =>
  (await db.insert(marqueeNotices).values(row).returning())[0]!;

export const updateMarquee = async (db: Executor, siteId: number, id: number, set: Partial<MarqueeRow>) =>
  (
    await db
      .update(marqueeNotices)
      .set(set)
      .where(and(eq(marqueeNotices.siteId, siteId), eq(marqueeNotices.id, id)))
      .returning()
  )[0] ?? null;

export const pageFloating = async (db: Executor, siteId: number, p: Page) => {
  const where = eq(floatingWindows.siteId, siteId);
  const rows = await db
    .select()
    .from(floatingWindows)
    .where(where)
    .orderBy(asc(floatingWindows.sort), asc(floatingWindows.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  return { rows, total: await total(db, floatingWindows, where) };
};

export const findFloating = async (db: Executor, siteId: number, id: number) =>
  (
    await db
      .select()
      .from(floatingWindows)
      .where(and(eq(floatingWindows.siteId, siteId), eq(floatingWindows.id, id)))
  )[0] ?? null;

export const insertFloating = async (db: Executor, row: typeof floatingWindows.$inferInsert) =>
  (await db.insert(floatingWindows).values(row).returning())[0]!;

export const updateFloating = async (db: Executor, siteId: number, id: number, set: Partial<FloatingRow>) =>
  (
    await db
      .update(floatingWindows)
      .set(set)
      .where(and(eq(floatingWindows.siteId, siteId), eq(floatingWindows.id, id)))
      .returning()
  )[0] ?? null;

export type HelpCategoryRow = typeof helpCategories.$inferSelect;

/** A site's help categories with how many articles each holds. */
export const listHelpCategories = (db: Executor, siteId: number) =>
  db
    .select({
      id: helpCategories.id,
      name: helpCategories.name,
      sort: helpCategories.sort,
      // Qualified by hand: drizzle writes columns bare, and a bare "id" here would be the article's own.
      articles: sql<number>`(select count(*)::int from help_article a where a.category_id = "help_category"."id")`,
    })
    .from(helpCategories)
    .where(eq(helpCategories.siteId, siteId))
    .orderBy(asc(helpCategories.sort), asc(helpCategories.id));

export const findHelpCategory = async (db: Executor, siteId: number, id: number) =>
  (
    await db
      .select()
      .from(helpCategories)
      .where(and(eq(helpCategories.siteId, siteId), eq(helpCategories.id, id)))
  )[0] ?? null;

export const countHelpArticles = async (db: Executor, categoryId: number) =>
  (await db.select({ n: count() }).from(helpArticles).where(eq(helpArticles.categoryId, categoryId)))[0]?.n ?? 0;

export const insertHelpCategory = async (db: Executor, row: typeof helpCategories.$inferInsert) =>
  (await db.insert(helpCategories).values(row).returning())[0]!;

export const updateHelpCategory = async (
  db: Executor,
  siteId: number,
  id: number,
  set: { name: string; sort: number },
) =>
  (
    await db
      .update(helpCategories)
      .set(set)
      .where(and(eq(helpCategories.siteId, siteId), eq(helpCategories.id, id)))
      .returning()
  )[0] ?? null;

export const removeHelpCategory = async (db: Executor, siteId: number, id: number) =>
  (
    await db
      .delete(helpCategories)
      .where(and(eq(helpCategories.siteId, siteId), eq(helpCategories.id, id)))
      .returning({ id: helpCategories.id })
  ).length > 0;

/**
 * Serialises the checks and writes of one site's names of one kind (navigation, help categories), so
 * two operators adding the same name at once cannot both pass the duplicate check.
 */
export const lockSiteNames = (db: Executor, siteId: number, kind: 'navigation' | 'helpCategory') =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`site_names:${kind}:${siteId}`}))`);

/** Whether another row of the site already has this name, compared without case and outer spaces. */
export const helpCategoryNameTaken = async (db: Executor, siteId: number, name: string, exceptId: number | null) =>
  (
    await db
      .select({ id: helpCategories.id })
      .from(helpCategories)
      .where(
        and(
          eq(helpCategories.siteId, siteId),
          sql`lower(trim(${helpCategories.name})) = lower(${name})`,
          exceptId === null ? undefined : ne(helpCategories.id, exceptId),
        ),
      )
      .limit(1)
  ).length > 0;

export const navNameTaken = async (db: Executor, siteId: number, name: string, exceptId: number | null) =>
  (
    await db
      .select({ id: navItems.id })
      .from(navItems)
      .where(
        and(
          eq(navItems.siteId, siteId),
          sql`lower(trim(${navItems.name})) = lower(${name})`,
          exceptId === null ? undefined : ne(navItems.id, exceptId),
        ),
      )
      .limit(1)
  ).length > 0;

export const pageHelpArticles = async (db: Executor, siteId: number, categoryId: number | undefined, p: Page) => {
  const where = and(
    eq(helpCategories.siteId, siteId),
    categoryId === undefined ? undefined : eq(helpArticles.categoryId, categoryId),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ article: helpArticles })
      .from(helpArticles)
      .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
      .where(where)
      .orderBy(asc(helpCategories.sort), asc(helpArticles.sort), asc(helpArticles.id))
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize),
    db
      .select({ n: count() })
      .from(helpArticles)
      .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
      .where(where),
  ]);
  return { rows: rows.map((r) => r.article), total: totals[0]?.n ?? 0 };
};

export const findHelpArticle = async (db: Executor, siteId: number, id: number) =>
  (
    await db
      .select({ article: helpArticles })
      .from(helpArticles)
      .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
      .where(and(eq(helpCategories.siteId, siteId), eq(helpArticles.id, id)))
  )[0]?.article ?? null;

export const helpCategoryOfSite = async (db: Executor, siteId: number, categoryId: number) =>
  (
    await db
      .select({ id: helpCategories.id })
      .from(helpCategories)
      .where(and(eq(helpCategories.siteId, siteId), eq(helpCategories.id, categoryId)))
  ).length > 0;

export const insertHelpArticle = async (db: Executor, row: typeof helpArticles.$inferInsert) =>
  (await db.insert(helpArticles).values(row).returning())[0]!;

/** Edits an article already found on the site (the caller checked it through its category). */
export const updateHelpArticle = async (db: Executor, id: number, set: Partial<HelpArticleRow>) =>
  (await db.update(helpArticles).set(set).where(eq(helpArticles.id, id)).returning())[0] ?? null;

/** Deletes one row of a site's content; false when the site has no such row. */
export const removeContent = async (
  db: Executor,
  siteId: number,
  kind: 'banner' | 'announcement' | 'marquee' | 'floating',
  id: number,
): Promise<boolean> => {
  const table = { banner: banners, announcement: announcements, marquee: marqueeNotices, floating: floatingWindows }[
    kind
  ];
  const rows = await db
    .delete(table)
    .where(and(eq(table.siteId, siteId), eq(table.id, id)))
    .returning({ id: table.id });
  return rows.length > 0;
};

export const removeHelpArticle = async (db: Executor, id: number) =>
  (await db.delete(helpArticles).where(eq(helpArticles.id, id)).returning({ id: helpArticles.id })).length > 0;

export const listNavItems = (db: Executor, siteId: number) =>
  db.select().from(navItems).where(eq(navItems.siteId, siteId)).orderBy(asc(navItems.sort), asc(navItems.id));

export const findNavItem = async (db: Executor, siteId: number, id: number) =>
  (
    await db
      .select()
      .from(navItems)
      .where(and(eq(navItems.siteId, siteId), eq(navItems.id, id)))
  )[0] ?? null;

export const updateNavItem = async (
  db: Executor,
  siteId: number,
  id: number,
  set: { name: string; iconUrl: string; sort: number },
) =>
  (
    await db
      .update(navItems)
      .set(set)
      .where(and(eq(navItems.siteId, siteId), eq(navItems.id, id)))
      .returning()
  )[0] ?? null;

/** Inserts an item; its code is derived from its id, so it never collides with the seeded ones. */
export const insertNavItem = async (
  db: Executor,
  row: { siteId: number; name: string; iconUrl: string; path: string; sort: number },
) => {
  const next = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('nav_item', 'id'))::int as id`,
  )) as unknown as {
    rows: { id: number }[];
  };
  const id = Number(next.rows[0]!.id);
  return (
    await db
      .insert(navItems)
      .values({ ...row, id, code: `nav${id}` })
      .returning()
  )[0]!;
};

export const removeNavItem = async (db: Executor, siteId: number, id: number) =>
  (
    await db
      .delete(navItems)
      .where(and(eq(navItems.siteId, siteId), eq(navItems.id, id)))
      .returning({ id: navItems.id })
  ).length > 0;

/** The venue tiles of a site's navigation items, in their order. */
export const listNavTiles = (db: Executor, siteId: number) =>
  db
    .select({ navItemId: gameTiles.navItemId, name: gameTiles.name, venueCode: gameTiles.venueCode })
    .from(gameTiles)
    .innerJoin(navItems, eq(navItems.id, gameTiles.navItemId))
    .where(eq(navItems.siteId, siteId))
    .orderBy(asc(gameTiles.sort), asc(gameTiles.id));

export const insertUpload = async (db: Executor, row: typeof mediaUploads.$inferInsert) =>
  (await db.insert(mediaUploads).values(row).returning({ key: mediaUploads.key }))[0]!;

/** An uploaded picture by its key; pictures are public, as the seeded ones are. */
export const findUpload = async (db: Executor, key: string) =>
  (
    await db
      .select({ contentType: mediaUploads.contentType, body: mediaUploads.body })
      .from(mediaUploads)
      .where(eq(mediaUploads.key, key))
  )[0] ?? null;
