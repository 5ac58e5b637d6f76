import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { coinPurchases, giftBlocks, giftRooms, giftSends, gifts } from './tables';

export type GiftRow = typeof gifts.$inferSelect;
export type GiftSendRow = typeof giftSends.$inferSelect;
export type CoinPurchaseRow = typeof coinPurchases.$inferSelect;

export const listGifts = (db: Executor, siteId: number, onSaleOnly: boolean) =>
  db
    .select()
    .from(gifts)
    .where(onSaleOnly ? and(eq(gifts.siteId, siteId), eq(gifts.status, 1)) : eq(gifts.siteId, siteId))
    .orderBy(asc(gifts.sort), asc(gifts.id));

export const findGift = async (db: Executor, siteId: number, giftId: number): Promise<GiftRow | null> => {
  const [row] = await db
    .select()
    .from(gifts)
    .where(and(eq(gifts.siteId, siteId), eq(gifts.id, giftId)));
  return row ?? null;
};

export const updateGift = async (
  db: Executor,
  siteId: number,
  giftId: number,
  values: Pick<GiftRow, 'name' | 'price' | 'type' | 'status'> & { updatedAt: Date },
): Promise<GiftRow | null> => {
  const [row] = await db
    .update(gifts)
    .set(values)
    .where(and(eq(gifts.siteId, siteId), eq(gifts.id, giftId)))
    .returning();
  return row ?? null;
};

/** Seeds a site's catalogue; a code already there is left as the operator edited it. */
export const insertGifts = (db: Executor, rows: (typeof gifts.$inferInsert)[]) =>
  db.insert(gifts).values(rows).onConflictDoNothing();

/** The send row for this request, written now; null when the member used the request id before. */
export const claimSend = async (db: Executor, row: typeof giftSends.$inferInsert): Promise<GiftSendRow | null> => {
  const [made] = await db.insert(giftSends).values(row).onConflictDoNothing().returning();
  return made ?? null;
};

export const findSend = async (db: Executor, memberId: number, requestId: string): Promise<GiftSendRow | null> => {
  const [row] = await db
    .select()
    .from(giftSends)
    .where(and(eq(giftSends.memberId, memberId), eq(giftSends.requestId, requestId)));
  return row ?? null;
};

export const claimPurchase = async (
  db: Executor,
  row: typeof coinPurchases.$inferInsert,
): Promise<CoinPurchaseRow | null> => {
  const [made] = await db.insert(coinPurchases).values(row).onConflictDoNothing().returning();
  return made ?? null;
};

export const findPurchase = async (db: Executor, memberId: number, requestId: string) => {
  const [row] = await db
    .select()
    .from(coinPurchases)
    .where(and(eq(coinPurchases.memberId, memberId), eq(coinPurchases.requestId, requestId)));
  return row ?? null;
};

/** A member's own sends, newest first, with the gift they were. */
export const memberSends = async (db: Executor, memberId: number, page: { offset: number; limit: number }) => {
  const [rows, [total]] = await Promise.all([
    db
      .select({ send: giftSends, gift: { name: gifts.name, icon: gifts.icon } })
      .from(giftSends)
      .innerJoin(gifts, eq(gifts.id, giftSends.giftId))
      .where(eq(giftSends.memberId, memberId))
      .orderBy(desc(giftSends.createdAt), desc(giftSends.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(giftSends).where(eq(giftSends.memberId, memberId)),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** An anchor's gifts so far: how many sends credited them. */
export const anchorSendCounts = async (db: Executor, anchorIds: readonly number[]): Promise<Map<number, number>> => {
  if (anchorIds.length === 0) return new Map();
  const rows = await db
    .select({ anchorId: giftSends.anchorId, n: count() })
    .from(giftSends)
    .where(inArray(giftSends.anchorId, [...anchorIds]))
    .groupBy(giftSends.anchorId);
  return new Map(rows.map((r) => [r.anchorId ?? 0, r.n]));
};

export const giftsEnabled = async (db: Executor, siteId: number, roomKey: string) => {
  const [room] = await db
    .select({ giftsEnabled: giftRooms.giftsEnabled })
    .from(giftRooms)
    .where(and(eq(giftRooms.siteId, siteId), eq(giftRooms.roomKey, roomKey)));
  return room?.giftsEnabled ?? true;
};

export const roomState = async (db: Executor, siteId: number, roomKey: string) => {
  const blocked = await db
    .select({ memberId: giftBlocks.memberId })
    .from(giftBlocks)
    .where(and(eq(giftBlocks.siteId, siteId), eq(giftBlocks.roomKey, roomKey)))
    .orderBy(asc(giftBlocks.memberId));
  return {
    giftsEnabled: await giftsEnabled(db, siteId, roomKey),
    blockedMemberIds: blocked.map((b) => b.memberId),
  };
};

export const isBlocked = async (db: Executor, siteId: number, roomKey: string, memberId: number) => {
  const rows = await db
    .select({ memberId: giftBlocks.memberId })
    .from(giftBlocks)
    .where(and(eq(giftBlocks.siteId, siteId), eq(giftBlocks.roomKey, roomKey), eq(giftBlocks.memberId, memberId)));
  return rows.length > 0;
};

export const setRoomGifts = (db: Executor, siteId: number, roomKey: string, giftsEnabledNow: boolean) =>
  db
    .insert(giftRooms)
    .values({ siteId, roomKey, giftsEnabled: giftsEnabledNow })
    .onConflictDoUpdate({ target: [giftRooms.siteId, giftRooms.roomKey], set: { giftsEnabled: giftsEnabledNow } });

export const setBlock = async (db: Executor, siteId: number, roomKey: string, memberId: number, blocked: boolean) => {
  if (blocked) await db.insert(giftBlocks).values({ siteId, roomKey, memberId }).onConflictDoNothing();
  else
    await db
      .delete(giftBlocks)
      .where(and(eq(giftBlocks.siteId, siteId), eq(giftBlocks.roomKey, roomKey), eq(giftBlocks.memberId, memberId)));
};

/** Gold-coin sales over [from, to): how many and what they cost the members, in minor units per currency. */
export const coinSales = async (db: Executor, q: { siteId: number; from: Date; to: Date }) =>
  (
    await db
      .select({
        currency: coinPurchases.currency,
        purchases: count(),
        amount: sql<string>`coalesce(sum(${coinPurchases.costMinor}), 0)::text`,
      })
      .from(coinPurchases)
      .where(
        and(
          eq(coinPurchases.siteId, q.siteId),
          gte(coinPurchases.createdAt, q.from),
          lt(coinPurchases.createdAt, q.to),
        ),
      )
      .groupBy(coinPurchases.currency)
  ).map((r) => ({ currency: r.currency, purchases: Number(r.purchases), amount: BigInt(r.amount) }));

/** Gifts sent in these rooms over [from, to): how many sends, the coins sent and the house's share, per room key. */
export const roomTakings = async (
  db: Executor,
  q: { siteId: number; roomKeys: readonly string[]; from: Date; to: Date },
) => {
  if (q.roomKeys.length === 0) return new Map<string, { sends: number; coins: bigint; houseCoins: bigint }>();
  const rows = await db
    .select({
      roomKey: giftSends.roomKey,
      sends: count(),
      coins: sql<string>`coalesce(sum(${giftSends.amount}), 0)::text`,
      houseCoins: sql<string>`coalesce(sum(${giftSends.houseAmount}), 0)::text`,
    })
    .from(giftSends)
    .where(
      and(
        eq(giftSends.siteId, q.siteId),
        inArray(giftSends.roomKey, [...q.roomKeys]),
        gte(giftSends.createdAt, q.from),
        lt(giftSends.createdAt, q.to),
      ),
    )
    .groupBy(giftSends.roomKey);
  return new Map(
    rows.map((r) => [r.roomKey, { sends: Number(r.sends), coins: BigInt(r.coins), houseCoins: BigInt(r.houseCoins) }]),
  );
};

/** Gifts each of these anchors received, all time: sends and gold coins (the whole price, before the split). */
export const anchorTotals = async (db: Executor, siteId: number, anchorIds: readonly number[]) => {
  if (anchorIds.length === 0) return new Map<number, { sends: number; coins: bigint }>();
  const rows = await db
    .select({
      anchorId: giftSends.anchorId,
      sends: count(),
      coins: sql<string>`coalesce(sum(${giftSends.amount}), 0)::text`,
    })
    .from(giftSends)
    .where(and(eq(giftSends.siteId, siteId), inArray(giftSends.anchorId, [...anchorIds])))
    .groupBy(giftSends.anchorId);
  return new Map(rows.map((r) => [r.anchorId ?? 0, { sends: Number(r.sends), coins: BigInt(r.coins) }]));
};
