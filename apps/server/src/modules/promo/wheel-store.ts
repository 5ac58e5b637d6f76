import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { wheelDays, wheelDraws, wheelSeeds } from './tables';

export type WheelSeedRow = typeof wheelSeeds.$inferSelect;
export type WheelDrawRow = typeof wheelDraws.$inferSelect;

export const liveSeed = async (db: Executor, memberId: number): Promise<WheelSeedRow | null> =>
  (
    await db
      .select()
      .from(wheelSeeds)
      .where(and(eq(wheelSeeds.memberId, memberId), isNull(wheelSeeds.retiredAt)))
  )[0] ?? null;

/**
 * The member's live seed pair, locked: made first when there is none (a twin making one at the same
 * time trips the live index and this reads theirs). The lock puts the member's spins in a line.
 */
export const lockLiveSeed = async (
  db: Executor,
  fresh: Omit<typeof wheelSeeds.$inferInsert, 'id' | 'retiredAt' | 'nextNonce'>,
): Promise<WheelSeedRow> => {
  await db.insert(wheelSeeds).values(fresh).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(wheelSeeds)
    .where(and(eq(wheelSeeds.memberId, fresh.memberId), isNull(wheelSeeds.retiredAt)))
    .for('update');
  return row!;
};

export const retireSeed = (db: Executor, id: number, at: Date) =>
  db.update(wheelSeeds).set({ retiredAt: at }).where(eq(wheelSeeds.id, id));

export const insertSeed = async (db: Executor, values: typeof wheelSeeds.$inferInsert) =>
  (await db.insert(wheelSeeds).values(values).returning())[0]!;

export const advanceNonce = (db: Executor, id: number) =>
  db
    .update(wheelSeeds)
    .set({ nextNonce: sql`${wheelSeeds.nextNonce} + 1` })
    .where(eq(wheelSeeds.id, id));

export const findDrawByRequest = async (db: Executor, memberId: number, requestId: string) =>
  (
    await db
      .select()
      .from(wheelDraws)
      .where(and(eq(wheelDraws.memberId, memberId), eq(wheelDraws.requestId, requestId)))
  )[0] ?? null;

export const drawsOn = async (db: Executor, memberId: number, day: string): Promise<number> =>
  (
    await db
      .select({ n: count() })
      .from(wheelDraws)
      .where(and(eq(wheelDraws.memberId, memberId), eq(wheelDraws.day, day)))
  )[0]?.n ?? 0;

export const insertDraw = async (db: Executor, values: typeof wheelDraws.$inferInsert) =>
  (await db.insert(wheelDraws).values(values).returning())[0]!;

/** What the wheel paid in bonus on a day (0 before its first bonus). */
export const paidOn = async (db: Executor, promotionId: number, day: string): Promise<bigint> =>
  (
    await db
      .select({ paid: wheelDays.paid })
      .from(wheelDays)
      .where(and(eq(wheelDays.promotionId, promotionId), eq(wheelDays.day, day)))
  )[0]?.paid ?? 0n;

/**
 * Adds a bonus to the day's paid total, only while the day's budget still covers the wheel's biggest
 * prize. A concurrent spin waits on the row and checks again against the total it left: false when
 * the budget no longer covers the biggest prize.
 */
export const payFromDay = async (
  db: Executor,
  p: { promotionId: number; day: string; amount: bigint; budget: bigint; biggest: bigint },
): Promise<boolean> => {
  await db.insert(wheelDays).values({ promotionId: p.promotionId, day: p.day }).onConflictDoNothing();
  const updated = await db
    .update(wheelDays)
    .set({ paid: sql`${wheelDays.paid} + ${p.amount}` })
    .where(
      and(
        eq(wheelDays.promotionId, p.promotionId),
        eq(wheelDays.day, p.day),
        sql`${p.budget} - ${wheelDays.paid} >= ${p.biggest}`,
      ),
    )
    .returning({ paid: wheelDays.paid });
  return updated.length === 1;
};

/** A member's draws with their seed pairs, newest first. */
export const memberDraws = async (db: Executor, memberId: number, page: { limit: number; offset: number }) => {
  const where = eq(wheelDraws.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ draw: wheelDraws, seed: wheelSeeds })
      .from(wheelDraws)
      .innerJoin(wheelSeeds, eq(wheelSeeds.id, wheelDraws.seedId))
      .where(where)
      .orderBy(desc(wheelDraws.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(wheelDraws).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** The site's draws for the operator, newest first, with the filter's totals. */
export const siteDraws = async (
  db: Executor,
  siteId: number,
  filter: { memberId?: number; day?: string },
  page: { limit: number; offset: number },
) => {
  const conditions: SQL[] = [eq(wheelDraws.siteId, siteId)];
  if (filter.memberId !== undefined) conditions.push(eq(wheelDraws.memberId, filter.memberId));
  if (filter.day !== undefined) conditions.push(eq(wheelDraws.day, filter.day));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ draw: wheelDraws, seed: wheelSeeds })
      .from(wheelDraws)
      .innerJoin(wheelSeeds, eq(wheelSeeds.id, wheelDraws.seedId))
      .where(where)
      .orderBy(desc(wheelDraws.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        n: count(),
        bonus: sql<string>`coalesce(sum(${wheelDraws.amount}), 0)::text`,
        points: sql<string>`coalesce(sum(${wheelDraws.points}), 0)::text`,
      })
      .from(wheelDraws)
      .where(where),
  ]);
  return {
    rows,
    total: totals?.n ?? 0,
    bonus: BigInt(totals?.bonus ?? '0'),
    points: BigInt(totals?.points ?? '0'),
  };
};

export const seedOf = async (db: Executor, memberId: number, id: number): Promise<WheelSeedRow | null> =>
  (
    await db
      .select()
      .from(wheelSeeds)
      .where(and(eq(wheelSeeds.memberId, memberId), eq(wheelSeeds.id, id)))
  )[0] ?? null;
