import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { rgAudit, rgBlocks, rgLimits, rgSessions, rgSettings, rgUsage } from './tables';

export type LimitRow = typeof rgLimits.$inferSelect;
export type BlockRow = typeof rgBlocks.$inferSelect;

export const limitsOf = (db: Executor, memberId: number): Promise<LimitRow[]> =>
  db.select().from(rgLimits).where(eq(rgLimits.memberId, memberId));

/** The member's limit rows, locked: a change and a confirmation of the same member go one at a time. */
export const lockLimits = (db: Executor, memberId: number): Promise<LimitRow[]> =>
  db.select().from(rgLimits).where(eq(rgLimits.memberId, memberId)).for('update');

export const upsertLimit = (db: Executor, row: typeof rgLimits.$inferInsert) =>
  db
    .insert(rgLimits)
    .values(row)
    .onConflictDoUpdate({
      target: [rgLimits.memberId, rgLimits.kind, rgLimits.period],
      set: {
        amount: row.amount ?? null,
        pendingAmount: row.pendingAmount ?? null,
        pendingRemoval: row.pendingRemoval ?? null,
        pendingEffectiveAt: row.pendingEffectiveAt ?? null,
        updatedAt: row.updatedAt ?? sql`now()`,
      },
    });

export interface UsageRow {
  period: string;
  deposit: bigint;
  stake: bigint;
  loss: bigint;
}

/** The member's usage in the periods that contain now (one row per period, absent: nothing used). */
export const usageIn = async (
  db: Executor,
  memberId: number,
  starts: readonly { period: string; start: Date }[],
): Promise<UsageRow[]> => {
  const rows = await db
    .select({
      period: rgUsage.period,
      periodStart: rgUsage.periodStart,
      deposit: rgUsage.deposit,
      stake: rgUsage.stake,
      loss: rgUsage.loss,
    })
    .from(rgUsage)
    .where(eq(rgUsage.memberId, memberId));
  return rows.filter((r) => starts.some((s) => s.period === r.period && s.start.getTime() === r.periodStart.getTime()));
};

/**
 * Adds a movement to the member's usage of each current period in one statement and answers the
 * totals after it. The upsert locks the period rows, so a concurrent movement of the same member
 * waits for this transaction and then adds to what it wrote.
 */
export const addUsage = async (
  db: Executor,
  memberId: number,
  starts: readonly { period: string; start: Date }[],
  delta: { deposit: bigint; stake: bigint; loss: bigint },
): Promise<UsageRow[]> =>
  db
    .insert(rgUsage)
    .values(starts.map((s) => ({ memberId, period: s.period, periodStart: s.start, ...delta })))
    .onConflictDoUpdate({
      target: [rgUsage.memberId, rgUsage.period, rgUsage.periodStart],
      set: {
        deposit: sql`${rgUsage.deposit} + excluded.deposit`,
        stake: sql`${rgUsage.stake} + excluded.stake`,
        loss: sql`${rgUsage.loss} + excluded.loss`,
      },
    })
    .returning({ period: rgUsage.period, deposit: rgUsage.deposit, stake: rgUsage.stake, loss: rgUsage.loss });

export const blocksOf = (db: Executor, memberId: number, now: Date): Promise<BlockRow[]> =>
  db
    .select()
    .from(rgBlocks)
    .where(and(eq(rgBlocks.memberId, memberId), gt(rgBlocks.endsAt, now)))
    .orderBy(desc(rgBlocks.endsAt));

/** Which of these members have a time-out or self-exclusion in force at `now`. */
export const blockedAmong = async (db: Executor, memberIds: readonly number[], now: Date): Promise<Set<number>> => {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ memberId: rgBlocks.memberId })
    .from(rgBlocks)
    .where(and(inArray(rgBlocks.memberId, [...memberIds]), lte(rgBlocks.startsAt, now), gt(rgBlocks.endsAt, now)));
  return new Set(rows.map((r) => r.memberId));
};

export const insertBlock = async (db: Executor, row: typeof rgBlocks.$inferInsert): Promise<BlockRow> => {
  const [made] = await db.insert(rgBlocks).values(row).returning();
  if (!made) throw new Error('block not inserted');
  return made;
};

export const audit = (db: Executor, row: typeof rgAudit.$inferInsert) => db.insert(rgAudit).values(row);

export const auditOf = (db: Executor, memberId: number, limit = 50) =>
  db
    .select()
    .from(rgAudit)
    .where(eq(rgAudit.memberId, memberId))
    .orderBy(desc(rgAudit.at), desc(rgAudit.id))
    .limit(limit);

// ---- sessions and reality checks ----

export type SessionRow = typeof rgSessions.$inferSelect;

/** The member's running loss total (the `total` row of rg_usage; absent: nothing moved yet). */
export const lossTotal = async (db: Executor, memberId: number, start: Date): Promise<bigint> => {
  const [row] = await db
    .select({ loss: rgUsage.loss })
    .from(rgUsage)
    .where(and(eq(rgUsage.memberId, memberId), eq(rgUsage.period, 'total'), eq(rgUsage.periodStart, start)));
  return row?.loss ?? 0n;
};

/** Records a session's start; a second call for the same session keeps the first. */
export const insertSession = (db: Executor, row: typeof rgSessions.$inferInsert) =>
  db.insert(rgSessions).values(row).onConflictDoNothing({ target: rgSessions.sessionId });

export const sessionOf = async (db: Executor, sessionId: number): Promise<SessionRow | null> => {
  const [row] = await db.select().from(rgSessions).where(eq(rgSessions.sessionId, sessionId));
  return row ?? null;
};

export const ackSession = (db: Executor, sessionId: number, at: Date) =>
  db
    .update(rgSessions)
    .set({ realityAckAt: at, realityAcks: sql`${rgSessions.realityAcks} + 1` })
    .where(eq(rgSessions.sessionId, sessionId));

export const realityMinutesOf = async (db: Executor, memberId: number): Promise<number | null> => {
  const [row] = await db
    .select({ minutes: rgSettings.realityMinutes })
    .from(rgSettings)
    .where(eq(rgSettings.memberId, memberId));
  return row?.minutes ?? null;
};

export const setRealityMinutes = (db: Executor, memberId: number, siteId: number, minutes: number | null, at: Date) =>
  db
    .insert(rgSettings)
    .values({ memberId, siteId, realityMinutes: minutes, updatedAt: at })
    .onConflictDoUpdate({ target: rgSettings.memberId, set: { realityMinutes: minutes, updatedAt: at } });
