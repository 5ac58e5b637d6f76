import { and, asc, count, desc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { voteCompetitions, votes } from './tables';

export type VoteCompetitionRow = typeof voteCompetitions.$inferSelect;
export type VoteRow = typeof votes.$inferSelect;

/** Opens competitions the site does not have yet (the unique key makes two readers open one). */
export const insertCompetitions = async (db: Executor, rows: (typeof voteCompetitions.$inferInsert)[]) => {
  if (rows.length > 0) await db.insert(voteCompetitions).values(rows).onConflictDoNothing();
};

/** Competitions still open, and those that closed after `since`: open ones first, soonest close first. */
export const competitionsShown = (db: Executor, siteId: number, since: Date, limit: number) =>
  db
    .select()
    .from(voteCompetitions)
    .where(
      and(
        eq(voteCompetitions.siteId, siteId),
        or(eq(voteCompetitions.state, 'open'), gt(voteCompetitions.closesAt, since)),
      ),
    )
    .orderBy(
      sql`case when ${voteCompetitions.state} = 'open' then 0 else 1 end`,
      asc(voteCompetitions.closesAt),
      asc(voteCompetitions.id),
    )
    .limit(limit);

export const findCompetition = async (db: Executor, siteId: number, id: number): Promise<VoteCompetitionRow | null> =>
  (
    await db
      .select()
      .from(voteCompetitions)
      .where(and(eq(voteCompetitions.siteId, siteId), eq(voteCompetitions.id, id)))
  )[0] ?? null;

/** Votes per competition and team. */
export const tallies = async (db: Executor, competitionIds: readonly number[]) => {
  if (competitionIds.length === 0) return new Map<number, Map<string, number>>();
  const rows = await db
    .select({ competitionId: votes.competitionId, outcome: votes.outcome, n: count() })
    .from(votes)
    .where(inArray(votes.competitionId, [...competitionIds]))
    .groupBy(votes.competitionId, votes.outcome);
  const byCompetition = new Map<number, Map<string, number>>();
  for (const r of rows) {
    const teams = byCompetition.get(r.competitionId) ?? new Map<string, number>();
    teams.set(r.outcome, r.n);
    byCompetition.set(r.competitionId, teams);
  }
  return byCompetition;
};

export const votesOf = (db: Executor, memberId: number, competitionIds: readonly number[]) =>
  competitionIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(votes)
        .where(and(eq(votes.memberId, memberId), inArray(votes.competitionId, [...competitionIds])));

/** Null when the member voted in the competition already (the unique key). */
export const insertVote = async (db: Executor, values: typeof votes.$inferInsert) =>
  (await db.insert(votes).values(values).onConflictDoNothing().returning())[0] ?? null;

/** Settles or voids the open competitions of a market, once: answers the rows it changed. */
export const closeCompetitions = (
  db: Executor,
  marketId: number,
  end: { state: 'settled'; winner: string | null; at: Date } | { state: 'void'; at: Date },
) =>
  db
    .update(voteCompetitions)
    .set({ state: end.state, winner: end.state === 'settled' ? end.winner : null, settledAt: end.at })
    .where(and(eq(voteCompetitions.marketId, marketId), eq(voteCompetitions.state, 'open')))
    .returning();

export const openVotesOf = (db: Executor, competitionIds: readonly number[]) =>
  competitionIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(votes)
        .where(and(inArray(votes.competitionId, [...competitionIds]), eq(votes.state, 'open')))
        .orderBy(asc(votes.id));

/** Leaves 'open' once: false when a concurrent delivery settled the vote first. */
export const settleVote = async (
  db: Executor,
  id: number,
  values: { state: 'won' | 'lost' | 'void'; payout: bigint; grantId: number | null; settledAt: Date },
) =>
  (
    await db
      .update(votes)
      .set(values)
      .where(and(eq(votes.id, id), eq(votes.state, 'open')))
      .returning({ id: votes.id })
  ).length > 0;

/** The back office: the site's competitions, newest close first, with what their votes paid. */
export const siteCompetitions = async (db: Executor, siteId: number, limit: number) => {
  const rows = await db
    .select()
    .from(voteCompetitions)
    .where(eq(voteCompetitions.siteId, siteId))
    .orderBy(desc(voteCompetitions.closesAt), desc(voteCompetitions.id))
    .limit(limit);
  const ids = rows.map((r) => r.id);
  const paid =
    ids.length === 0
      ? []
      : await db
          .select({
            competitionId: votes.competitionId,
            won: sql<string>`count(*) filter (where ${votes.state} = 'won')::text`,
            paid: sql<string>`coalesce(sum(${votes.payout}), 0)::text`,
          })
          .from(votes)
          .where(inArray(votes.competitionId, ids))
          .groupBy(votes.competitionId);
  return { rows, paid: new Map(paid.map((p) => [p.competitionId, p])) };
};

/** The back office's vote log, newest first, of the site or of one competition. */
export const siteVotes = async (
  db: Executor,
  siteId: number,
  competitionId: number | undefined,
  page: { limit: number; offset: number },
) => {
  const conditions: SQL[] = [eq(votes.siteId, siteId)];
  if (competitionId !== undefined) conditions.push(eq(votes.competitionId, competitionId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ vote: votes, competition: voteCompetitions })
      .from(votes)
      .innerJoin(voteCompetitions, eq(voteCompetitions.id, votes.competitionId))
      .where(where)
      .orderBy(desc(votes.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(votes).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};
