import { sql } from 'drizzle-orm';
import { seedMembers } from '../modules/account';
import { seedChat } from '../modules/chat';
import { seedGiftHistory, seedGifts } from '../modules/gift';
import { seedAnchors } from '../modules/live';
import { seedRealNames } from '../modules/member';
import { seedPaymentChannels } from '../modules/payment';
import { seedExchangeItems, seedPromotions, seedVipLadder } from '../modules/promo';
import { deleteSite, seedSharedSiteRows, seedSite, seedSitePages, siteExists } from '../modules/site';
import { seedSponsors } from '../modules/sponsor';
import { seedVenues } from '../modules/venue';
import { Ledger } from '../modules/wallet';
import { systemClock } from '../platform/clock';
import { type Db, START_UP_LOCK, type Tx } from '../platform/db';
import { anchorMedia, demoAnchors, videoChannelSeeds } from './anchors';
import { chatDemoLines, chatWords } from './chat';
import * as content from './content';
import { gameArt } from './game-art';
import { gameBrands, games } from './games';
import { giftCatalogue, giftMedia } from './gifts';
import { sitePages } from './site-pages';
import { demoSponsors, sponsorMedia } from './sponsors';

interface SeededSite {
  memberIds: Map<string, number>;
  rooms: { anchorId: number; roomId: number }[];
}

/** A new site's demo content, module by module, in one transaction. Answers the demo members' and rooms' ids. */
const seedNewSite = async (tx: Tx, site: content.SiteSeed): Promise<SeededSite> => {
  await seedSite(tx, site, content);
  const memberIds = await seedMembers(tx, site.id, content.demoMembers);
  await seedRealNames(
    tx,
    content.demoMembers.flatMap((m) => {
      const memberId = memberIds.get(m.name);
      return m.realName && memberId ? [{ memberId, realName: m.realName }] : [];
    }),
  );
  await seedVenues(tx, site.id, {
    venues: content.venues,
    gameChannels: content.gameChannels,
    brands: gameBrands,
    games,
  });
  const anchorIds = await seedMembers(
    tx,
    site.id,
    demoAnchors.map((a) => ({
      name: a.login,
      password: content.demoAnchorPassword,
      nickname: a.nick,
      status: 1,
      phone: null,
      email: null,
    })),
  );
  const rooms = await seedAnchors(tx, site.id, {
    anchors: demoAnchors.map(({ login, ...anchor }) => ({ ...anchor, memberId: anchorIds.get(login) ?? null })),
    channels: videoChannelSeeds,
  });
  await seedGifts(tx, site.id, giftCatalogue);
  const anchorRoomIds = rooms.map((r) => r.roomId);
  await seedChat(tx, site.id, { words: chatWords, anchorRoomIds, lines: chatDemoLines }, systemClock.now());
  await seedPaymentChannels(
    tx,
    site.id,
    // A USDT site takes no bank transfers: its members hold no bank cards (spec section 1).
    content.paymentChannels.filter((c) => site.settlementUnit === 'cny' || c.kind !== 'bankTransfer'),
  );
  return { memberIds, rooms };
};

/** Gives the active demo member a balance through the ledger, as an operator adjustment would. */
const fundDemoMember = async (db: Db, site: content.SiteSeed, memberId: number): Promise<void> => {
  const currency = site.settlementUnit === 'usdt' ? 'USDT' : 'RMB';
  await new Ledger({ db, clock: systemClock }).move({
    debit: { siteId: site.id, memberId: null, kind: 'adjustment', venueCode: '', currency },
    credit: { siteId: site.id, memberId, kind: 'centre', venueCode: '', currency },
    amount: content.demoBalanceMinor,
    kind: 'adjustment',
    reference: 'demo',
    idempotencyKey: `seed:demo-balance:${site.id}:${memberId}`,
    memberId,
  });
};

/**
 * The demo member's gift history: 2,000 coins granted, gifts sent in the first three anchor rooms
 * over the last ten days (today, this week and earlier), so each rank board has its periods.
 */
const demoGiftHistory = async (db: Db, site: content.SiteSeed, memberId: number, rooms: SeededSite['rooms']) => {
  const now = Date.now();
  const hoursAgo = (h: number) => new Date(now - h * 3_600_000);
  const [a, b, c] = rooms;
  if (!a || !b || !c) return;
  await seedGiftHistory(db, {
    siteId: site.id,
    memberId,
    anchorShareBp: 5_000,
    coins: 2_000n,
    sends: [
      { ...a, giftCode: 'G012', count: 1, at: hoursAgo(240) },
      { ...a, giftCode: 'G006', count: 10, at: hoursAgo(50) },
      { ...a, giftCode: 'G001', count: 20, at: hoursAgo(1) },
      { ...b, giftCode: 'G015', count: 1, at: hoursAgo(30) },
      { ...b, giftCode: 'G007', count: 3, at: hoursAgo(2) },
      { ...c, giftCode: 'G004', count: 6, at: hoursAgo(3) },
    ],
  });
};

/** Shared rows (media, countries) are upserted; a site's content is written once, when the site is new. */
export const seed = async (db: Db, options: { reset?: boolean } = {}): Promise<{ seededSites: number[] }> => {
  const funded: { site: content.SiteSeed; memberId: number; rooms: SeededSite['rooms'] }[] = [];
  const seededSites = await db.transaction(async (tx) => {
    // Two nodes starting on a new database would both find no site and both write it: one seeds while
    // the other waits, however long seeding takes (start-up work, like migrations, has no time limit).
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(${START_UP_LOCK})`);
    if (options.reset) for (const site of content.sites) await deleteSite(tx, site.id);
    await seedSharedSiteRows(tx, {
      media: [...content.media, ...anchorMedia, ...giftMedia, ...gameArt, ...sponsorMedia],
      countries: content.countries,
    });
    const seeded: number[] = [];
    for (const site of content.sites) {
      // Promotions came after the first demo sites: every site gets the ones it does not have yet.
      if (await siteExists(tx, site.id)) {
        await seedPromotions(tx, site.id, content.promotions);
        await seedVipLadder(tx, site.id, content.vipLadder);
        await seedExchangeItems(tx, site.id, content.exchangeItems, new Date());
        await seedSponsors(tx, site.id, demoSponsors, new Date());
        await seedSitePages(tx, site.id, sitePages, new Date());
        continue;
      }
      const { memberIds, rooms } = await seedNewSite(tx, site);
      await seedPromotions(tx, site.id, content.promotions);
      await seedVipLadder(tx, site.id, content.vipLadder);
      await seedExchangeItems(tx, site.id, content.exchangeItems, new Date());
      await seedSponsors(tx, site.id, demoSponsors, new Date());
      await seedSitePages(tx, site.id, sitePages, new Date());
      const demo = memberIds.get(content.demoMembers[0].name);
      if (demo) funded.push({ site, memberId: demo, rooms });
      seeded.push(site.id);
    }
    return seeded;
  });
  for (const { site, memberId, rooms } of funded) {
    await fundDemoMember(db, site, memberId);
    await demoGiftHistory(db, site, memberId, rooms);
  }
  return { seededSites };
};
