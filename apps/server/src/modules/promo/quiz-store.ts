import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { quizEntries, quizQuestions } from './tables';

export type QuizQuestionRow = typeof quizQuestions.$inferSelect;
export type QuizEntryRow = typeof quizEntries.$inferSelect;

export const insertQuestions = async (db: Executor, rows: (typeof quizQuestions.$inferInsert)[]) => {
  if (rows.length > 0) await db.insert(quizQuestions).values(rows).onConflictDoNothing();
};

/** Questions still open (not settled or void), soonest kickoff first. */
export const openQuestions = (db: Executor, siteId: number, limit: number) =>
  db
    .select()
    .from(quizQuestions)
    .where(and(eq(quizQuestions.siteId, siteId), eq(quizQuestions.state, 'open')))
    .orderBy(asc(quizQuestions.kickoffAt), asc(quizQuestions.matchId), asc(quizQuestions.id))
    .limit(limit);

export const findQuestion = async (db: Executor, siteId: number, id: number): Promise<QuizQuestionRow | null> =>
  (
    await db
      .select()
      .from(quizQuestions)
      .where(and(eq(quizQuestions.siteId, siteId), eq(quizQuestions.id, id)))
  )[0] ?? null;

export const questionsByIds = (db: Executor, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(quizQuestions)
        .where(inArray(quizQuestions.id, [...ids]));

/** How many answered each question. */
export const entryCounts = async (db: Executor, questionIds: readonly number[]): Promise<Map<number, number>> => {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .select({ questionId: quizEntries.questionId, n: count() })
    .from(quizEntries)
    .where(inArray(quizEntries.questionId, [...questionIds]))
    .groupBy(quizEntries.questionId);
  return new Map(rows.map((r) => [r.questionId, r.n]));
};

/** The member's latest answers (their questions are shown after the open ones). */
export const recentEntries = (db: Executor, memberId: number, limit: number) =>
  db.select().from(quizEntries).where(eq(quizEntries.memberId, memberId)).orderBy(desc(quizEntries.id)).limit(limit);

export const entriesOf = (db: Executor, memberId: number, questionIds: readonly number[]) =>
  questionIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(quizEntries)
        .where(and(eq(quizEntries.memberId, memberId), inArray(quizEntries.questionId, [...questionIds])));

export const findEntryByRequest = async (db: Executor, memberId: number, requestId: string) =>
  (
    await db
      .select()
      .from(quizEntries)
      .where(and(eq(quizEntries.memberId, memberId), eq(quizEntries.requestId, requestId)))
  )[0] ?? null;

/** Buff cards used on a business day: the day's buffed answers, but for those a void match gave back. */
export const buffsOn = async (db: Executor, memberId: number, day: string): Promise<number> =>
  (
    await db
      .select({ n: count() })
      .from(quizEntries)
      .where(
        and(
          eq(quizEntries.memberId, memberId),
          eq(quizEntries.day, day),
          eq(quizEntries.buff, true),
          ne(quizEntries.state, 'void'),
        ),
      )
  )[0]?.n ?? 0;

/** Null when the member answered the question already (the unique key). */
export const insertEntry = async (db: Executor, values: typeof quizEntries.$inferInsert) =>
  (await db.insert(quizEntries).values(values).onConflictDoNothing().returning())[0] ?? null;

/** Settles or voids a match's open questions of one kind of end, once: answers the rows it changed. */
export const closeQuestions = (
  db: Executor,
  matchId: number,
  end: { state: 'settled'; answers: Record<string, string>; at: Date } | { state: 'void'; at: Date },
  kinds?: readonly string[],
) =>
  db
    .update(quizQuestions)
    .set({
      state: end.state,
      answer: end.state === 'settled' ? sql`(${JSON.stringify(end.answers)}::jsonb ->> ${quizQuestions.kind})` : null,
      settledAt: end.at,
    })
    .where(
      and(
        eq(quizQuestions.matchId, matchId),
        eq(quizQuestions.state, 'open'),
        kinds ? inArray(quizQuestions.kind, [...kinds]) : undefined,
      ),
    )
    .returning();

export const openEntriesOf = (db: Executor, questionIds: readonly number[]) =>
  questionIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(quizEntries)
        .where(and(inArray(quizEntries.questionId, [...questionIds]), eq(quizEntries.state, 'open')))
        .orderBy(asc(quizEntries.id));

export const settleEntry = (
  db: Executor,
  id: number,
  values: { state: 'won' | 'lost' | 'void'; payout: bigint; grantId: number | null; settledAt: Date },
) =>
  db
    .update(quizEntries)
    .set(values)
    .where(and(eq(quizEntries.id, id), eq(quizEntries.state, 'open')));

export const memberEntries = async (db: Executor, memberId: number, page: { limit: number; offset: number }) => {
  const where = eq(quizEntries.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: quizEntries, question: quizQuestions })
      .from(quizEntries)
      .innerJoin(quizQuestions, eq(quizQuestions.id, quizEntries.questionId))
      .where(where)
      .orderBy(desc(quizEntries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(quizEntries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** Members by bonus won then right answers, over one promotion's questions. */
export const board = async (db: Executor, promotionId: number) =>
  db
    .select({
      memberId: quizEntries.memberId,
      won: count(),
      payout: sql<string>`sum(${quizEntries.payout})::text`,
    })
    .from(quizEntries)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizEntries.questionId))
    .where(and(eq(quizQuestions.promotionId, promotionId), eq(quizEntries.state, 'won')))
    .groupBy(quizEntries.memberId)
    .orderBy(desc(sql`sum(${quizEntries.payout})`), desc(count()), asc(quizEntries.memberId));

export const siteQuestions = async (
  db: Executor,
  siteId: number,
  state: string | undefined,
  page: { limit: number; offset: number },
) => {
  const conditions: SQL[] = [eq(quizQuestions.siteId, siteId)];
  if (state !== undefined) conditions.push(eq(quizQuestions.state, state));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(quizQuestions)
      .where(where)
      .orderBy(desc(quizQuestions.kickoffAt), asc(quizQuestions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(quizQuestions).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const paid =
    ids.length === 0
      ? []
      : await db
          .select({
            questionId: quizEntries.questionId,
            n: count(),
            won: sql<string>`count(*) filter (where ${quizEntries.state} = 'won')::text`,
            paid: sql<string>`coalesce(sum(${quizEntries.payout}), 0)::text`,
          })
          .from(quizEntries)
          .where(inArray(quizEntries.questionId, ids))
          .groupBy(quizEntries.questionId);
  return { rows, total: total?.n ?? 0, stats: new Map(paid.map((p) => [p.questionId, p])) };
};
