import { and, asc, count, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { lotteryCards, lotteryEntries, lotteryMatches } from './tables';

export type LotteryCardRow = typeof lotteryCards.$inferSelect;
export type LotteryMatchRow = typeof lotteryMatches.$inferSelect;
export type LotteryEntryRow = typeof lotteryEntries.$inferSelect;

/** The card taking entries now: open and not yet past its first kickoff. */
export const currentCard = async (db: Executor, siteId: number, now: Date): Promise<LotteryCardRow | null> =>
  (
    await db
      .select()
      .from(lotteryCards)
      .where(and(eq(lotteryCards.siteId, siteId), eq(lotteryCards.state, 'open'), gt(lotteryCards.closesAt, now)))
      .orderBy(desc(lotteryCards.issue))
      .limit(1)
  )[0] ?? null;

export const lastIssue = async (db: Executor, siteId: number): Promise<number> =>
  (
    await db
      .select({ issue: sql<number>`coalesce(max(${lotteryCards.issue}), 0)::int` })
      .from(lotteryCards)
      .where(eq(lotteryCards.siteId, siteId))
  )[0]?.issue ?? 0;

/** Of these matches, those already on a card of the site. */
export const takenMatches = async (db: Executor, siteId: number, matchIds: readonly number[]): Promise<Set<number>> =>
  matchIds.length === 0
    ? new Set()
    : new Set(
        (
          await db
            .select({ matchId: lotteryMatches.matchId })
            .from(lotteryMatches)
            .where(and(eq(lotteryMatches.siteId, siteId), inArray(lotteryMatches.matchId, [...matchIds])))
        ).map((r) => r.matchId),
      );

/**
 * Makes a card with its matches, unless another request made this issue (or took one of its matches)
 * first: answers the card, or null when it lost that race.
 */
export const insertCard = async (
  tx: Executor,
  card: typeof lotteryCards.$inferInsert,
  matches: Omit<typeof lotteryMatches.$inferInsert, 'cardId'>[],
): Promise<LotteryCardRow | null> => {
  const [made] = await tx.insert(lotteryCards).values(card).onConflictDoNothing().returning();
  if (!made) return null;
  const placed = await tx
    .insert(lotteryMatches)
    .values(matches.map((m) => ({ ...m, cardId: made.id })))
    .onConflictDoNothing()
    .returning({ matchId: lotteryMatches.matchId });
  return placed.length === matches.length ? made : null;
};

export const findCard = async (db: Executor, siteId: number, id: number): Promise<LotteryCardRow | null> =>
  (
    await db
      .select()
      .from(lotteryCards)
      .where(and(eq(lotteryCards.siteId, siteId), eq(lotteryCards.id, id)))
  )[0] ?? null;

/** Cards before the current one, newest first. */
export const earlierCards = (db: Executor, siteId: number, exceptId: number | null, limit: number) =>
  db
    .select()
    .from(lotteryCards)
    .where(and(eq(lotteryCards.siteId, siteId), exceptId === null ? undefined : ne(lotteryCards.id, exceptId)))
    .orderBy(desc(lotteryCards.issue))
    .limit(limit);

export const matchesOf = (db: Executor, cardIds: readonly number[]) =>
  cardIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(lotteryMatches)
        .where(inArray(lotteryMatches.cardId, [...cardIds]))
        .orderBy(asc(lotteryMatches.cardId), asc(lotteryMatches.seq));

export const entryCounts = async (db: Executor, cardIds: readonly number[]): Promise<Map<number, number>> => {
  if (cardIds.length === 0) return new Map();
  const rows = await db
    .select({ cardId: lotteryEntries.cardId, n: count() })
    .from(lotteryEntries)
    .where(inArray(lotteryEntries.cardId, [...cardIds]))
    .groupBy(lotteryEntries.cardId);
  return new Map(rows.map((r) => [r.cardId, r.n]));
};

export const entriesOf = (db: Executor, memberId: number, cardIds: readonly number[]) =>
  cardIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(lotteryEntries)
        .where(and(eq(lotteryEntries.memberId, memberId), inArray(lotteryEntries.cardId, [...cardIds])));

export const findEntryByRequest = async (db: Executor, memberId: number, requestId: string) =>
  (
    await db
      .select()
      .from(lotteryEntries)
      .where(and(eq(lotteryEntries.memberId, memberId), eq(lotteryEntries.requestId, requestId)))
  )[0] ?? null;

export const insertEntry = async (db: Executor, values: typeof lotteryEntries.$inferInsert) =>
  (await db.insert(lotteryEntries).values(values).onConflictDoNothing().returning())[0] ?? null;

/** The open cards a match is on. */
export const openCardsOfMatch = (db: Executor, matchId: number) =>
  db
    .select({ card: lotteryCards })
    .from(lotteryMatches)
    .innerJoin(lotteryCards, eq(lotteryCards.id, lotteryMatches.cardId))
    .where(and(eq(lotteryMatches.matchId, matchId), eq(lotteryCards.state, 'open')));

/**
 * Records a match's result on a card, once (a redelivered event finds it there): answers the card's
 * results after it, or null when nothing changed.
 */
export const recordResult = async (
  tx: Executor,
  cardId: number,
  matchId: number,
  result: string,
): Promise<Record<string, string> | null> =>
  (
    await tx
      .update(lotteryCards)
      .set({ results: sql`${lotteryCards.results} || jsonb_build_object(${String(matchId)}::text, ${result}::text)` })
      .where(
        and(
          eq(lotteryCards.id, cardId),
          eq(lotteryCards.state, 'open'),
          sql`not (${lotteryCards.results} ? ${String(matchId)})`,
        ),
      )
      .returning({ results: lotteryCards.results })
  )[0]?.results ?? null;

/** Leaves 'open' once: answers the card when this call settled it. */
export const settleCard = async (tx: Executor, cardId: number, at: Date) =>
  (
    await tx
      .update(lotteryCards)
      .set({ state: 'settled', settledAt: at })
      .where(and(eq(lotteryCards.id, cardId), eq(lotteryCards.state, 'open')))
      .returning()
  )[0] ?? null;

export const openEntriesOf = (db: Executor, cardId: number) =>
  db
    .select()
    .from(lotteryEntries)
    .where(and(eq(lotteryEntries.cardId, cardId), eq(lotteryEntries.state, 'open')))
    .orderBy(asc(lotteryEntries.id));

export const settleEntry = (
  db: Executor,
  id: number,
  values: { state: 'won' | 'lost'; right: number; payout: bigint; grantId: number | null; settledAt: Date },
) =>
  db
    .update(lotteryEntries)
    .set(values)
    .where(and(eq(lotteryEntries.id, id), eq(lotteryEntries.state, 'open')));

/** A site's cards, newest first, with how many entries won and what they were paid. */
export const siteCards = async (db: Executor, siteId: number, page: { limit: number; offset: number }) => {
  const where = eq(lotteryCards.siteId, siteId);
  const [rows, [total]] = await Promise.all([
    db.select().from(lotteryCards).where(where).orderBy(desc(lotteryCards.issue)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(lotteryCards).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const won =
    ids.length === 0
      ? []
      : await db
          .select({
            cardId: lotteryEntries.cardId,
            won: sql<number>`(count(*) filter (where ${lotteryEntries.state} = 'won'))::int`,
            paid: sql<string>`coalesce(sum(${lotteryEntries.payout}), 0)::text`,
          })
          .from(lotteryEntries)
          .where(inArray(lotteryEntries.cardId, ids))
          .groupBy(lotteryEntries.cardId);
  return { rows, total: total?.n ?? 0, won: new Map(won.map((w) => [w.cardId, w])) };
};

export const memberEntries = async (db: Executor, memberId: number, page: { limit: number; offset: number }) => {
  const where = eq(lotteryEntries.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: lotteryEntries, issue: lotteryCards.issue })
      .from(lotteryEntries)
      .innerJoin(lotteryCards, eq(lotteryCards.id, lotteryEntries.cardId))
      .where(where)
      .orderBy(desc(lotteryEntries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(lotteryEntries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};
