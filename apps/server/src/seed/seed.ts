import { and, eq } from 'drizzle-orm';
import { hashPassword, newInviteCode } from '../modules/account/secrets';
import { members } from '../modules/account/tables';
import { memberProfiles } from '../modules/member/tables';
import { paymentChannels } from '../modules/payment/tables';
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
} from '../modules/site/tables';
import { gameChannels, venues } from '../modules/venue/tables';
import { Ledger } from '../modules/wallet/ledger';
import { systemClock } from '../platform/clock';
import type { Db, Tx } from '../platform/db';
import * as content from './content';

const mediaUrl = (id: string) => `/media/${id}`;

const seedSite = async (tx: Tx, site: content.SiteSeed): Promise<void> => {
  await tx.insert(sites).values({
    id: site.id,
    series: site.series,
    name: site.name,
    settlementUnit: site.settlementUnit,
    theme: site.theme,
    customerServiceUrl: site.customerServiceUrl,
    appDownloadUrl: site.appDownloadUrl,
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

const seedMembers = async (tx: Tx, siteId: number): Promise<void> => {
  for (const m of content.demoMembers) {
    const [created] = await tx
      .insert(members)
      .values({
        siteId,
        name: m.name,
        passwordHash: await hashPassword(m.password),
        nickname: m.nickname,
        status: m.status,
        phone: m.phone,
        email: m.email,
        inviteCode: newInviteCode(),
        registerIp: '127.0.0.1',
        registerDevice: 'seed',
      })
      .returning({ id: members.id });
    if (m.realName && created) await tx.insert(memberProfiles).values({ memberId: created.id, realName: m.realName });
  }
};

/** Gives the active demo member a balance through the ledger, as an operator adjustment would. */
const fundDemoMembers = async (db: Db, siteIds: number[]): Promise<void> => {
  const ledger = new Ledger({ db, clock: systemClock });
  for (const siteId of siteIds) {
    const site = content.sites.find((s) => s.id === siteId)!;
    const currency = site.settlementUnit === 'usdt' ? 'USDT' : 'RMB';
    const [demo] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.siteId, siteId), eq(members.name, content.demoMembers[0].name)));
    if (!demo) continue;
    await ledger.move({
      debit: { siteId, memberId: null, kind: 'adjustment', venueCode: '', currency },
      credit: { siteId, memberId: demo.id, kind: 'centre', venueCode: '', currency },
      amount: content.demoBalanceMinor,
      kind: 'adjustment',
      reference: 'demo',
      idempotencyKey: `seed:demo-balance:${siteId}:${demo.id}`,
      memberId: demo.id,
    });
  }
};

/** Shared rows (media, countries) are upserted; a site's content is written once, when the site is new. */
export const seed = async (db: Db, options: { reset?: boolean } = {}): Promise<{ seededSites: number[] }> =>
  db
    .transaction(async (tx) => {
      if (options.reset) {
        for (const site of content.sites) await tx.delete(sites).where(eq(sites.id, site.id));
      }
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
      const seededSites: number[] = [];
      for (const site of content.sites) {
        const existing = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, site.id)).limit(1);
        if (existing.length > 0) continue;
        await seedSite(tx, site);
        await seedMembers(tx, site.id);
        await tx.insert(venues).values(content.venues.map((v, sort) => ({ siteId: site.id, ...v, sort })));
        await tx.insert(paymentChannels).values(
          content.paymentChannels
            // A USDT site takes no bank transfers: its members hold no bank cards (spec section 1).
            .filter((c) => site.settlementUnit === 'cny' || c.kind !== 'bankTransfer')
            .map((c, sort) => ({ siteId: site.id, ...c, sort })),
        );
        await tx.insert(gameChannels).values(content.gameChannels.map((c, sort) => ({ siteId: site.id, ...c, sort })));
        seededSites.push(site.id);
      }
      return { seededSites };
    })
    .then(async (result) => {
      await fundDemoMembers(db, result.seededSites);
      return result;
    });
