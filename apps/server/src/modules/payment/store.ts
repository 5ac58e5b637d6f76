import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { bankCards, depositOrders, paymentCallbacks, paymentChannels, withdrawals } from './tables';

export type ChannelRow = typeof paymentChannels.$inferSelect;
export type OrderRow = typeof depositOrders.$inferSelect;

export const listChannels = (db: Executor, siteId: number) =>
  db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.siteId, siteId), eq(paymentChannels.enabled, true)))
    .orderBy(asc(paymentChannels.sort));

export const insertOrder = async (db: Executor, values: typeof depositOrders.$inferInsert): Promise<OrderRow> => {
  const rows = await db.insert(depositOrders).values(values).returning();
  return rows[0]!;
};

export const findOrderByRequest = async (db: Executor, requestKey: string): Promise<OrderRow | null> => {
  const rows = await db.select().from(depositOrders).where(eq(depositOrders.requestKey, requestKey)).limit(1);
  return rows[0] ?? null;
};

export const findOrder = async (db: Executor, orderNo: string): Promise<OrderRow | null> => {
  const rows = await db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo)).limit(1);
  return rows[0] ?? null;
};

export const lockOrder = async (db: Executor, orderNo: string): Promise<OrderRow | null> => {
  const rows = await db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo)).limit(1).for('update');
  return rows[0] ?? null;
};

export const findPending = async (db: Executor, memberId: number): Promise<OrderRow | null> => {
  const rows = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.state, 'pending')))
    .limit(1);
  return rows[0] ?? null;
};

/** Moves a pending order on; null when it was no longer pending. */
export const finishOrder = async (
  db: Executor,
  orderNo: string,
  state: 'paid' | 'closed' | 'expired',
  at: Date,
  transferId: number | null = null,
): Promise<OrderRow | null> => {
  const rows = await db
    .update(depositOrders)
    .set({ state, settledAt: at, transferId })
    .where(and(eq(depositOrders.orderNo, orderNo), eq(depositOrders.state, 'pending')))
    .returning();
  return rows[0] ?? null;
};

export const expireOrders = async (db: Executor, now: Date): Promise<number> => {
  const rows = await db
    .update(depositOrders)
    .set({ state: 'expired', settledAt: now })
    .where(and(eq(depositOrders.state, 'pending'), lt(depositOrders.expiresAt, now)))
    .returning({ id: depositOrders.id });
  return rows.length;
};

export const logCallback = (
  db: Executor,
  entry: { channel: string; orderNo: string; outcome: string; payload: unknown },
) => db.insert(paymentCallbacks).values({ ...entry, payload: sql`${JSON.stringify(entry.payload)}::jsonb` });

export type CardRow = typeof bankCards.$inferSelect;

export const listCards = (db: Executor, memberId: number) =>
  db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.memberId, memberId), isNull(bankCards.deletedAt)))
    .orderBy(asc(bankCards.id));

export const insertCard = (db: Executor, values: typeof bankCards.$inferInsert) => db.insert(bankCards).values(values);

export const deleteCard = async (db: Executor, memberId: number, id: number): Promise<boolean> => {
  const rows = await db
    .update(bankCards)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(bankCards.id, id), eq(bankCards.memberId, memberId), isNull(bankCards.deletedAt)))
    .returning({ id: bankCards.id });
  return rows.length > 0;
};

/**
 * Serialises one member's card bindings for the rest of the transaction, so two at once cannot both
 * pass the three-card limit (a row lock cannot, when there are no rows yet).
 */
export const lockMemberCards = (db: Executor, memberId: number) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`bank_card:${memberId}`}))`);

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export const findWithdrawalByRequest = async (db: Executor, requestKey: string): Promise<WithdrawalRow | null> => {
  const rows = await db.select().from(withdrawals).where(eq(withdrawals.requestKey, requestKey)).limit(1);
  return rows[0] ?? null;
};

export const insertWithdrawal = async (
  db: Executor,
  values: typeof withdrawals.$inferInsert,
): Promise<WithdrawalRow> => {
  const rows = await db.insert(withdrawals).values(values).returning();
  return rows[0]!;
};

export const lockWithdrawal = async (db: Executor, orderNo: string): Promise<WithdrawalRow | null> => {
  const rows = await db.select().from(withdrawals).where(eq(withdrawals.orderNo, orderNo)).limit(1).for('update');
  return rows[0] ?? null;
};

export const decideWithdrawal = async (
  db: Executor,
  id: number,
  patch: { state: 'approved' | 'rejected' | 'cancelled'; reason: string; decidedBy: string; decidedAt: Date },
): Promise<WithdrawalRow> => {
  const rows = await db.update(withdrawals).set(patch).where(eq(withdrawals.id, id)).returning();
  return rows[0]!;
};

export const countWithdrawalsSince = async (db: Executor, memberId: number, since: Date): Promise<number> => {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        gte(withdrawals.createdAt, since),
        sql`${withdrawals.state} <> 'cancelled'`,
      ),
    );
  return rows[0]?.n ?? 0;
};

/** Cards including removed ones, so a withdrawal still names the card it went to. */
export const listCardsIncludingDeleted = (db: Executor, memberId: number) =>
  db.select().from(bankCards).where(eq(bankCards.memberId, memberId));
