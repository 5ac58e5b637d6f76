import type { PcBottom } from '@courtside/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db';
import {
  announcements,
  banners,
  type CustomerServiceContacts,
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

export interface SiteSeed {
  id: number;
  series: string;
  name: string;
  settlementUnit: 'cny' | 'usdt';
  theme: string;
  footer: PcBottom;
  customerService: CustomerServiceContacts;
  params: Record<string, string>;
  domains: string[];
}

/** What every demo site shows: banners, navigation and its tiles, notices and the help centre. */
export interface SiteContentSeed {
  banners: readonly { position: string; title: string; image: string; link: string }[];
  floatingWindows: readonly { title: string; image: string; link: string; side: string }[];
  navigation: readonly {
    code: string;
    name: string;
    icon: string;
    path: string;
    tiles: readonly { name: string; venue: string; image: string; status: number }[];
  }[];
  announcements: readonly { title: string; content: string; popup: boolean; publishedAt: string }[];
  marquee: readonly { category: number; startsAt: string | null; endsAt: string | null; content: string | null }[];
  help: readonly { name: string; articles: readonly Omit<typeof helpArticles.$inferInsert, 'categoryId' | 'sort'>[] }[];
}

const mediaUrl = (id: string) => `/media/${id}`;

/** Shared rows (media, countries) are upserted, so new demo art reaches an existing database. */
export const seedSharedSiteRows = async (
  tx: Tx,
  content: {
    media: readonly { id: string; body: string }[];
    countries: readonly { code: string; name: string; dialCode: string }[];
  },
): Promise<void> => {
  for (const m of content.media) {
    await tx
      .insert(media)
      .values({ id: m.id, contentType: 'image/svg+xml', body: m.body })
      .onConflictDoUpdate({ target: media.id, set: { body: m.body, updatedAt: new Date() } });
  }
  for (const [sort, c] of content.countries.entries()) {
    await tx
      .insert(countries)
      .values({ ...c, sort })
      .onConflictDoUpdate({ target: countries.code, set: { name: c.name, dialCode: c.dialCode, sort } });
  }
};

export const siteExists = async (tx: Tx, siteId: number): Promise<boolean> =>
  (await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).limit(1)).length > 0;

/** Deletes a site and, by cascade, everything of it (the seed's --reset). */
export const deleteSite = (tx: Tx, siteId: number) => tx.delete(sites).where(eq(sites.id, siteId));

export const seedSite = async (tx: Tx, site: SiteSeed, content: SiteContentSeed): Promise<void> => {
  await tx.insert(sites).values({
    id: site.id,
    series: site.series,
    name: site.name,
    settlementUnit: site.settlementUnit,
    theme: site.theme,
    footer: site.footer,
    customerService: site.customerService,
  });
  await tx
    .insert(siteParams)
    .values(Object.entries(site.params).map(([keyCode, value]) => ({ siteId: site.id, keyCode, value })));
  await tx.insert(siteDomains).values(site.domains.map((url, sort) => ({ siteId: site.id, url, sort })));
  await tx.insert(banners).values(
    content.banners.map((b, sort) => ({
      siteId: site.id,
      position: b.position,
      title: b.title,
      imageUrl: mediaUrl(b.image),
      linkUrl: b.link,
      sort,
    })),
  );
  await tx.insert(floatingWindows).values(
    content.floatingWindows.map((f, sort) => ({
      siteId: site.id,
      title: f.title,
      imageUrl: mediaUrl(f.image),
      linkUrl: f.link,
      side: f.side,
      sort,
    })),
  );
  for (const [sort, item] of content.navigation.entries()) {
    const [row] = await tx
      .insert(navItems)
      .values({
        siteId: site.id,
        code: item.code,
        name: item.name,
        iconUrl: mediaUrl(item.icon),
        path: item.path,
        sort,
      })
      .returning({ id: navItems.id });
    if (item.tiles.length === 0) continue;
    await tx.insert(gameTiles).values(
      item.tiles.map((t, tileSort) => ({
        navItemId: row!.id,
        name: t.name,
        venueCode: t.venue,
        imageUrl: mediaUrl(t.image),
        status: t.status,
        sort: tileSort,
      })),
    );
  }
  await tx.insert(announcements).values(
    content.announcements.map((a) => ({
      siteId: site.id,
      title: a.title,
      content: a.content,
      popup: a.popup,
      publishedAt: new Date(a.publishedAt),
    })),
  );
  await tx.insert(marqueeNotices).values(
    content.marquee.map((m, sort) => ({
      siteId: site.id,
      category: m.category,
      startsAt: m.startsAt ? new Date(m.startsAt) : null,
      endsAt: m.endsAt ? new Date(m.endsAt) : null,
      content: m.content,
      sort,
    })),
  );
  for (const [sort, category] of content.help.entries()) {
    const [row] = await tx
      .insert(helpCategories)
      .values({ siteId: site.id, name: category.name, sort })
      .returning({ id: helpCategories.id });
    await tx
      .insert(helpArticles)
      .values(category.articles.map((a, articleSort) => ({ categoryId: row!.id, ...a, sort: articleSort })));
  }
};
