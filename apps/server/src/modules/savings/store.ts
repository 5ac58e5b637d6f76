import { and, count, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { savingsInterest, savingsTaskClaims } from './tables';

export type InterestRow = typeof savingsInterest.$inferSelect;
export type ClaimRow = typeof savingsTaskClaims.$inferSelect;

/** Claims a member's day; null when that day is already taken (paid, or being paid by a twin run). */
export const claimInterestDay = async (
  db: Executor,
  values: typeof savingsInterest.$inferInsert,
): Promise<InterestRow | null> => {
  const rows = await db.insert(savingsInterest).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
};

export const setInterestTransfer = (db: Executor, id: number, transferId: number) =>
  db.update(savingsInterest).set({ transferId }).where(eq(savingsInterest.id, id));

/** The members whose interest for a day is already settled, so the job skips them without work. */
export const settledMembers = async (db: Executor, day: string, memberIds: number[]): Promise<Set<number>> => {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .select({ memberId: savingsInterest.memberId })
    .from(savingsInterest)
    .where(and(eq(savingsInterest.day, day), inArray(savingsInterest.memberId, memberIds)));
  return new Set(rows.map((r) => r.memberId));
};

/** A member's interest: all of it, and one day's. */
export const interestTotals = async (
  db: Executor,
  memberId: number,
  day: string,
): Promise<{ total: bigint; onDay: bigint }> => {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${savingsInterest.amount}), 0)::text`,
      onDay: sql<string>`coalesce(sum(${savingsInterest.amount}) filter (where ${savingsInterest.day} = ${day}), 0)::text`,
    })
    .from(savingsInterest)
    .where(eq(savingsInterest.memberId, memberId));
  return { total: BigInt(row?.total ?? '0'), onDay: BigInt(row?.onDay ?? '0') };
};

/** How many days the member held at least this much for the whole day. */
export const daysHeldAtLeast = async (db: Executor, memberId: number, minor: bigint): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(savingsInterest)
    .where(and(eq(savingsInterest.memberId, memberId), gte(savingsInterest.principal, minor)));
  return row?.n ?? 0;
};

/** A page of the member's credited interest (days that earned something), newest day first. */
export const listInterest = async (
  db: Executor,
  memberId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: InterestRow[]; total: number }> => {
  const where = and(eq(savingsInterest.memberId, memberId), gt(savingsInterest.amount, 0n));
  const [totalRow] = await db.select({ n: count() }).from(savingsInterest).where(where);
  const rows = await db
    .select()
    .from(savingsInterest)
    .where(where)
    .orderBy(desc(savingsInterest.day))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: totalRow?.n ?? 0 };
};

export const listClaims = (db: Executor, memberId: number) =>
  db.select().from(savingsTaskClaims).where(eq(savingsTaskClaims.memberId, memberId));

/** Claims a task's reward; null when the member already claimed it. */
export const insertClaim = async (
  db: Executor,
  values: typeof savingsTaskClaims.$inferInsert,
): Promise<ClaimRow | null> => {
  const rows = await db.insert(savingsTaskClaims).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
};

export const setClaimTransfer = (db: Executor, id: number, transferId: number) =>
  db.update(savingsTaskClaims).set({ transferId }).where(eq(savingsTaskClaims.id, id));
