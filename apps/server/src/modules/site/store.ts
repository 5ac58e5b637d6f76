import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import {
  announcements,
  banners,
  countries,
  floatingWindows,
  gameTiles,
  helpArticles,
  helpCategories,
  marqueeNotices,
  media,
  navItems,
  siteDomains,
  siteParams,
  sites,
} from './tables';

export type SiteRow = typeof sites.$inferSelect;

export const findSite = async (db: Executor, siteId: number): Promise<SiteRow | null> => {
  const rows = await db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  return rows[0] ?? null;
};

export const findParams = (db: Executor, siteId: number, keyCodes: string[]) =>
  db
    .select({ keyCode: siteParams.keyCode, value: siteParams.value })
    .from(siteParams)
    .where(and(eq(siteParams.siteId, siteId), inArray(siteParams.keyCode, keyCodes)));

export const upsertParam = (db: Executor, siteId: number, keyCode: string, value: string) =>
  db
    .insert(siteParams)
    .values({ siteId, keyCode, value })
    .onConflictDoUpdate({ target: [siteParams.siteId, siteParams.keyCode], set: { value } });

export const listBanners = (db: Executor, siteId: number, position: string) =>
  db
    .select({
      id: banners.id,
      title: banners.title,
      imageUrl: banners.imageUrl,
      linkUrl: banners.linkUrl,
      sort: banners.sort,
      position: banners.position,
    })
    .from(banners)
    .where(and(eq(banners.siteId, siteId), eq(banners.position, position), eq(banners.enabled, true)))
    .orderBy(asc(banners.sort), asc(banners.id));

export const listFloatingWindows = (db: Executor, siteId: number) =>
  db
    .select({
      id: floatingWindows.id,
      title: floatingWindows.title,
      imageUrl: floatingWindows.imageUrl,
      linkUrl: floatingWindows.linkUrl,
      side: floatingWindows.side,
    })
    .from(floatingWindows)
    .where(and(eq(floatingWindows.siteId, siteId), eq(floatingWindows.enabled, true)))
    .orderBy(asc(floatingWindows.sort), asc(floatingWindows.id));

export const listNavItems = (db: Executor, siteId: number) =>
  db
    .select({
      id: navItems.id,
      code: navItems.code,
      name: navItems.name,
      iconUrl: navItems.iconUrl,
      path: navItems.path,
    })
    .from(navItems)
    .where(eq(navItems.siteId, siteId))
    .orderBy(asc(navItems.sort), asc(navItems.id));

export const listGameTiles = (db: Executor, navItemIds: number[]) =>
  navItemIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: gameTiles.id,
          navItemId: gameTiles.navItemId,
          name: gameTiles.name,
          venueCode: gameTiles.venueCode,
          imageUrl: gameTiles.imageUrl,
          status: gameTiles.status,
          isDisplay: gameTiles.isDisplay,
        })
        .from(gameTiles)
        .where(inArray(gameTiles.navItemId, navItemIds))
        .orderBy(asc(gameTiles.sort), asc(gameTiles.id));

export const listAnnouncements = (db: Executor, siteId: number) =>
  db
    .select({
      id: announcements.id,
      title: announcements.title,
      content: announcements.content,
      popup: announcements.popup,
      publishedAt: announcements.publishedAt,
    })
    .from(announcements)
    .where(and(eq(announcements.siteId, siteId), eq(announcements.enabled, true)))
    .orderBy(asc(announcements.publishedAt));

export const listMarqueeNotices = (db: Executor, siteId: number) =>
  db
    .select({
      id: marqueeNotices.id,
      category: marqueeNotices.category,
      startsAt: marqueeNotices.startsAt,
      endsAt: marqueeNotices.endsAt,
      content: marqueeNotices.content,
    })
    .from(marqueeNotices)
    .where(and(eq(marqueeNotices.siteId, siteId), eq(marqueeNotices.enabled, true)))
    .orderBy(asc(marqueeNotices.sort), asc(marqueeNotices.id));

export const listHelpCategories = (db: Executor, siteId: number) =>
  db
    .select({ id: helpCategories.id, name: helpCategories.name, sort: helpCategories.sort })
    .from(helpCategories)
    .where(eq(helpCategories.siteId, siteId))
    .orderBy(asc(helpCategories.sort), asc(helpCategories.id));

const helpColumns = {
  id: helpArticles.id,
  categoryId: helpArticles.categoryId,
  title: helpArticles.title,
  summary: helpArticles.summary,
  updatedAt: helpArticles.updatedAt,
};

/** One page of a category's articles, scoped to the site through the category. */
export const pageHelpArticles = async (
  db: Executor,
  siteId: number,
  categoryId: number,
  page: number,
  pageSize: number,
) => {
  const scope = and(eq(helpCategories.siteId, siteId), eq(helpArticles.categoryId, categoryId));
  const [list, totals] = await Promise.all([
    db
      .select(helpColumns)
      .from(helpArticles)
      .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
      .where(scope)
      .orderBy(asc(helpArticles.sort), asc(helpArticles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(helpArticles)
      .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
      .where(scope),
  ]);
  return { list, total: totals[0]?.total ?? 0 };
};

export const findHelpArticle = async (db: Executor, siteId: number, id: number) => {
  const rows = await db
    .select({ ...helpColumns, content: helpArticles.content })
    .from(helpArticles)
    .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
    .where(and(eq(helpArticles.id, id), eq(helpCategories.siteId, siteId)))
    .limit(1);
  return rows[0] ?? null;
};

export const listCountries = (db: Executor) =>
  db
    .select({ code: countries.code, name: countries.name, dialCode: countries.dialCode })
    .from(countries)
    .orderBy(asc(countries.sort), asc(countries.code));

export const listDomains = (db: Executor, siteId: number) =>
  db
    .select({ url: siteDomains.url })
    .from(siteDomains)
    .where(eq(siteDomains.siteId, siteId))
    .orderBy(asc(siteDomains.sort), asc(siteDomains.id));

export const findMedia = async (db: Executor, id: string) => {
  const rows = await db
    .select({ contentType: media.contentType, body: media.body })
    .from(media)
    .where(eq(media.id, id))
    .limit(1);
  return rows[0] ?? null;
};

export const updateMaintenance = async (
  db: Executor,
  siteId: number,
  state: { active: boolean; message: string; endsAt: Date | null },
) => {
  const rows = await db
    .update(sites)
    .set({
      maintenanceActive: state.active,
      maintenanceMessage: state.message,
      maintenanceEndsAt: state.endsAt,
      updatedAt: new Date(),
    })
    .where(eq(sites.id, siteId))
    .returning({ id: sites.id });
  return rows.length > 0;
};

/** The titles of banners or floating windows by id, for reports that name them (gone ones are absent). */
export const contentTitles = async (
  db: Executor,
  siteId: number,
  kind: 'banner' | 'float',
  ids: readonly number[],
): Promise<Map<number, string>> => {
  if (ids.length === 0) return new Map();
  const table = kind === 'banner' ? banners : floatingWindows;
  const rows = await db
    .select({ id: table.id, title: table.title })
    .from(table)
    .where(and(eq(table.siteId, siteId), inArray(table.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.title]));
};
