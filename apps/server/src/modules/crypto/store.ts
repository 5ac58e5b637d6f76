import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { addressWhitelist, usdtConversions, withdrawAddresses } from './tables';

export type AddressRow = typeof withdrawAddresses.$inferSelect;
export type AddressKind = 'usdt' | 'ewallet';
export type ConversionRow = typeof usdtConversions.$inferSelect;

const live = (memberId: number) => and(eq(withdrawAddresses.memberId, memberId), isNull(withdrawAddresses.deletedAt));

export const listAddresses = (db: Executor, memberId: number) =>
  db.select().from(withdrawAddresses).where(live(memberId)).orderBy(asc(withdrawAddresses.id));

export const findLiveAddress = async (db: Executor, memberId: number, id: number): Promise<AddressRow | null> => {
  const rows = await db
    .select()
    .from(withdrawAddresses)
    .where(and(live(memberId), eq(withdrawAddresses.id, id)))
    .limit(1);
  return rows[0] ?? null;
};

/** Removed ones too, so a past withdrawal still names the address it went to. */
export const findAddress = async (db: Executor, memberId: number, id: number): Promise<AddressRow | null> => {
  const rows = await db
    .select()
    .from(withdrawAddresses)
    .where(and(eq(withdrawAddresses.memberId, memberId), eq(withdrawAddresses.id, id)))
    .limit(1);
  return rows[0] ?? null;
};

export const insertAddress = (
  db: Executor,
  values: { memberId: number; kind: AddressKind; network: string; address: string },
) => db.insert(withdrawAddresses).values(values);

export const deleteAddress = async (db: Executor, memberId: number, id: number): Promise<boolean> => {
  const rows = await db
    .update(withdrawAddresses)
    .set({ deletedAt: sql`now()` })
    .where(and(live(memberId), eq(withdrawAddresses.id, id)))
    .returning({ id: withdrawAddresses.id });
  return rows.length > 0;
};

/**
 * Serialises one member's bindings of one kind for the rest of the transaction, so concurrent
 * inserts cannot all pass the limit (a row lock cannot, when there are no rows yet).
 */
export const lockMemberAddresses = (db: Executor, memberId: number, kind: AddressKind) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`withdraw_address:${memberId}:${kind}`}))`);

export const isWhitelisted = async (db: Executor, memberId: number): Promise<boolean> => {
  const rows = await db
    .select({ memberId: addressWhitelist.memberId })
    .from(addressWhitelist)
    .where(eq(addressWhitelist.memberId, memberId))
    .limit(1);
  return rows.length > 0;
};

/** One site's whitelisted members, the latest added first. */
export const pageWhitelist = async (
  db: Executor,
  siteId: number,
  query: { memberId?: number | undefined; limit: number; offset: number },
) => {
  const where = and(
    eq(addressWhitelist.siteId, siteId),
    query.memberId ? eq(addressWhitelist.memberId, query.memberId) : undefined,
  );
  const rows = await db
    .select()
    .from(addressWhitelist)
    .where(where)
    .orderBy(desc(addressWhitelist.createdAt), desc(addressWhitelist.memberId))
    .limit(query.limit)
    .offset(query.offset);
  const totals = await db.select({ n: sql<number>`count(*)::int` }).from(addressWhitelist).where(where);
  return { rows, total: totals[0]?.n ?? 0 };
};

export const addToWhitelist = (db: Executor, values: { memberId: number; siteId: number; addedBy: string }) =>
  db.insert(addressWhitelist).values(values).onConflictDoNothing();

export const removeFromWhitelist = (db: Executor, memberId: number) =>
  db.delete(addressWhitelist).where(eq(addressWhitelist.memberId, memberId));

export const findConversion = async (db: Executor, requestKey: string): Promise<ConversionRow | null> => {
  const rows = await db.select().from(usdtConversions).where(eq(usdtConversions.requestKey, requestKey)).limit(1);
  return rows[0] ?? null;
};

export const insertConversion = (db: Executor, values: typeof usdtConversions.$inferInsert) =>
  db.insert(usdtConversions).values(values);

/** Addresses by id, removed or not, for the withdrawals that went to them. */
export const addressesById = (db: Executor, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([] as AddressRow[])
    : db
        .select()
        .from(withdrawAddresses)
        .where(inArray(withdrawAddresses.id, [...ids]));
