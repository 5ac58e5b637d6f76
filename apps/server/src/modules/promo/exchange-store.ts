import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { exchangeItems, exchanges } from './tables';

export type ExchangeItemRow = typeof exchangeItems.$inferSelect;
export type ExchangeRow = typeof exchanges.$inferSelect;

export const listItems = (db: Executor, siteId: number, activeOnly: boolean) =>
  db
    .select()
    .from(exchangeItems)
    .where(
      activeOnly
        ? and(eq(exchangeItems.siteId, siteId), eq(exchangeItems.state, 'active'))
        : eq(exchangeItems.siteId, siteId),
    )
    .orderBy(asc(exchangeItems.sort), asc(exchangeItems.id));

export const findItem = async (db: Executor, siteId: number, id: number): Promise<ExchangeItemRow | null> =>
  (
    await db
      .select()
      .from(exchangeItems)
      .where(and(eq(exchangeItems.siteId, siteId), eq(exchangeItems.id, id)))
  )[0] ?? null;

export const insertItem = async (db: Executor, values: typeof exchangeItems.$inferInsert) =>
  (await db.insert(exchangeItems).values(values).returning())[0]!;

/** Edits an item, unless its new stock is below what was taken (null then). */
export const updateItem = async (
  db: Executor,
  siteId: number,
  id: number,
  values: Omit<Partial<typeof exchangeItems.$inferInsert>, 'id' | 'siteId' | 'taken'>,
) =>
  (
    await db
      .update(exchangeItems)
      .set(values)
      .where(
        and(
          eq(exchangeItems.siteId, siteId),
          eq(exchangeItems.id, id),
          values.stock === null || values.stock === undefined
            ? sql`true`
            : sql`${exchangeItems.taken} <= ${values.stock}`,
        ),
      )
      .returning()
  )[0] ?? null;

/** Takes one from stock; false when none is left (a concurrent exchange waits on the row, then sees its count). */
export const takeOne = async (db: Executor, id: number): Promise<boolean> =>
  (
    await db
      .update(exchangeItems)
      .set({ taken: sql`${exchangeItems.taken} + 1` })
      .where(
        and(
          eq(exchangeItems.id, id),
          sql`(${exchangeItems.stock} is null or ${exchangeItems.taken} < ${exchangeItems.stock})`,
        ),
      )
      .returning({ id: exchangeItems.id })
  ).length === 1;

export const findExchangeByRequest = async (db: Executor, memberId: number, requestId: string) =>
  (
    await db
      .select()
      .from(exchanges)
      .where(and(eq(exchanges.memberId, memberId), eq(exchanges.requestId, requestId)))
  )[0] ?? null;

/** How many of each item the member has taken. */
export const takenBy = async (db: Executor, memberId: number): Promise<Map<number, number>> => {
  const rows = await db
    .select({ itemId: exchanges.itemId, n: count() })
    .from(exchanges)
    .where(eq(exchanges.memberId, memberId))
    .groupBy(exchanges.itemId);
  return new Map(rows.map((r) => [r.itemId, r.n]));
};

export const takenOf = async (db: Executor, memberId: number, itemId: number): Promise<number> =>
  (
    await db
      .select({ n: count() })
      .from(exchanges)
      .where(and(eq(exchanges.memberId, memberId), eq(exchanges.itemId, itemId)))
  )[0]?.n ?? 0;

export const insertExchange = async (db: Executor, values: typeof exchanges.$inferInsert) =>
  (await db.insert(exchanges).values(values).returning())[0]!;

export const setExchangeGrant = (db: Executor, id: number, grantId: number) =>
  db.update(exchanges).set({ grantId }).where(eq(exchanges.id, id));

export const setExchangeFreeBet = (db: Executor, id: number, freeBetId: number) =>
  db.update(exchanges).set({ freeBetId }).where(eq(exchanges.id, id));

export const memberExchanges = async (db: Executor, memberId: number, page: { limit: number; offset: number }) => {
  const where = eq(exchanges.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db.select().from(exchanges).where(where).orderBy(desc(exchanges.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(exchanges).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const siteExchanges = async (
  db: Executor,
  siteId: number,
  filter: { memberId?: number; itemId?: number },
  page: { limit: number; offset: number },
) => {
  const conditions: SQL[] = [eq(exchanges.siteId, siteId)];
  if (filter.memberId !== undefined) conditions.push(eq(exchanges.memberId, filter.memberId));
  if (filter.itemId !== undefined) conditions.push(eq(exchanges.itemId, filter.itemId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select().from(exchanges).where(where).orderBy(desc(exchanges.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(exchanges).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};
