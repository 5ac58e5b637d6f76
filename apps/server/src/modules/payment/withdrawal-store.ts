import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { withdrawals } from './tables';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export const findWithdrawalByRequest = async (db: Executor, requestKey: string): Promise<WithdrawalRow | null> => {
  const rows = await db.select().from(withdrawals).where(eq(withdrawals.requestKey, requestKey)).limit(1);
  return rows[0] ?? null;
};

export const findWithdrawal = async (db: Executor, orderNo: string): Promise<WithdrawalRow | null> => {
  const rows = await db.select().from(withdrawals).where(eq(withdrawals.orderNo, orderNo)).limit(1);
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

export const updateWithdrawal = async (
  db: Executor,
  id: number,
  patch: Partial<typeof withdrawals.$inferInsert>,
): Promise<WithdrawalRow> => {
  const rows = await db.update(withdrawals).set(patch).where(eq(withdrawals.id, id)).returning();
  return rows[0]!;
};

/**
 * The member's withdrawals since a moment: how many count against the daily number (all but
 * cancelled ones), and the amount against the daily total (neither cancelled nor rejected).
 */
export const usageSince = async (
  db: Executor,
  memberId: number,
  since: Date,
): Promise<{ count: number; amount: bigint }> => {
  const rows = await db
    .select({
      count: sql<number>`count(*) filter (where ${withdrawals.state} <> 'cancelled')::int`,
      amount: sql<string>`coalesce(sum(${withdrawals.amount}) filter (where ${withdrawals.state} not in ('cancelled', 'rejected')), 0)::text`,
    })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), gte(withdrawals.createdAt, since)));
  return { count: rows[0]?.count ?? 0, amount: BigInt(rows[0]?.amount ?? '0') };
};

/**
 * Serialises one member's withdrawal requests for the rest of the transaction, so two at once cannot
 * both pass the daily count and amount limits.
 */
export const lockMemberWithdrawals = (db: Executor, memberId: number) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`withdrawal:${memberId}`}))`);

export const findPendingWithdrawal = async (db: Executor, memberId: number): Promise<WithdrawalRow | null> => {
  const rows = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.state, 'pending')))
    .orderBy(desc(withdrawals.createdAt))
    .limit(1);
  return rows[0] ?? null;
};

export interface WithdrawalFilters {
  siteId?: number;
  memberId?: number;
  state?: string;
  orderNo?: string;
  from?: Date;
  to?: Date;
}

const conditions = (f: WithdrawalFilters): SQL | undefined =>
  and(
    f.siteId === undefined ? undefined : eq(withdrawals.siteId, f.siteId),
    f.memberId === undefined ? undefined : eq(withdrawals.memberId, f.memberId),
    f.state === undefined ? undefined : eq(withdrawals.state, f.state),
    f.orderNo === undefined ? undefined : eq(withdrawals.orderNo, f.orderNo),
    f.from === undefined ? undefined : gte(withdrawals.createdAt, f.from),
    f.to === undefined ? undefined : lt(withdrawals.createdAt, f.to),
  );

/** How many withdrawals match and what they add up to (the back office's dashboard). */
export const tallyWithdrawals = async (db: Executor, filters: WithdrawalFilters) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text` })
    .from(withdrawals)
    .where(conditions(filters));
  return { count: row?.n ?? 0, amount: BigInt(row?.sum ?? '0') };
};

/** A page of withdrawals, newest first. */
export const pageWithdrawals = async (
  db: Executor,
  filters: WithdrawalFilters,
  page: { offset: number; limit: number },
) => {
  const where = conditions(filters);
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(withdrawals).where(where),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
};
