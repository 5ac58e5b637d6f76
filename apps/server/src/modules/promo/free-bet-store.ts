import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { freeBets } from './tables';

export type FreeBetRow = typeof freeBets.$inferSelect;

export const insertFreeBet = async (db: Executor, values: typeof freeBets.$inferInsert) =>
  (await db.insert(freeBets).values(values).returning())[0]!;

export const lockFreeBet = async (db: Executor, id: number): Promise<FreeBetRow | null> =>
  (await db.select().from(freeBets).where(eq(freeBets.id, id)).for('update'))[0] ?? null;

/** The tokens of these bets, locked in id order (the order every settler locks in). */
export const lockFreeBets = async (db: Executor, ids: readonly number[]) => {
  if (ids.length === 0) return new Map<number, FreeBetRow>();
  const rows = await db
    .select()
    .from(freeBets)
    .where(inArray(freeBets.id, [...ids]))
    .orderBy(asc(freeBets.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
};

export const updateFreeBet = async (
  db: Executor,
  id: number,
  change: Partial<Pick<FreeBetRow, 'state' | 'betId' | 'returned' | 'toPromo' | 'usedAt' | 'expiresAt'>>,
) => {
  await db.update(freeBets).set(change).where(eq(freeBets.id, id));
};

/** The token a void bet gave back, taken back when that bet opens again, if it is still unused. */
export const revokeUnused = async (db: Executor, memberId: number, source: string, sourceRef: string) =>
  (
    await db
      .delete(freeBets)
      .where(
        and(
          eq(freeBets.memberId, memberId),
          eq(freeBets.source, source),
          eq(freeBets.sourceRef, sourceRef),
          eq(freeBets.state, 'unused'),
        ),
      )
      .returning({ id: freeBets.id })
  ).length > 0;

const LIST_MAX = 50;

/** A member's tokens: usable ones (unused, not expired) first, soonest to expire first, then the rest, newest first. */
export const memberFreeBets = (db: Executor, memberId: number, now: Date, usableOnly: boolean) =>
  db
    .select()
    .from(freeBets)
    .where(
      usableOnly
        ? and(eq(freeBets.memberId, memberId), eq(freeBets.state, 'unused'), gt(freeBets.expiresAt, now))
        : eq(freeBets.memberId, memberId),
    )
    .orderBy(
      sql`case when ${freeBets.state} = 'unused' and ${freeBets.expiresAt} > ${now} then 0 else 1 end`,
      sql`case when ${freeBets.state} = 'unused' and ${freeBets.expiresAt} > ${now} then ${freeBets.expiresAt} end asc`,
      desc(freeBets.id),
    )
    .limit(LIST_MAX);
