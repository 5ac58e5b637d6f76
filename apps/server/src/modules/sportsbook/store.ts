import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { sbBetLegs, sbBets, sbCashOuts, sbLiabilities, sbMemberLimits } from './tables';

export type BetRow = typeof sbBets.$inferSelect;
export type NewBet = typeof sbBets.$inferInsert;
export type LegRow = typeof sbBetLegs.$inferSelect;
export type NewLeg = typeof sbBetLegs.$inferInsert;
export type CashOutRow = typeof sbCashOuts.$inferSelect;
export type MemberLimitRow = typeof sbMemberLimits.$inferSelect;

export const OPEN_STATES = ['pending', 'accepted'] as const;
export const CLOSED_STATES = ['rejected', 'settled', 'void', 'cashedOut'] as const;

export const findByRequest = async (db: Executor, siteId: number, memberId: number, requestId: string) => {
  const [row] = await db
    .select()
    .from(sbBets)
    .where(and(eq(sbBets.siteId, siteId), eq(sbBets.memberId, memberId), eq(sbBets.requestId, requestId)));
  return row ?? null;
};

export const findBet = async (db: Executor, betId: number) => {
  const [row] = await db.select().from(sbBets).where(eq(sbBets.id, betId));
  return row ?? null;
};

export const betsByIds = (db: Executor, betIds: readonly number[]) =>
  betIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(sbBets)
        .where(inArray(sbBets.id, [...betIds]));

/** The bet, locked: placement's decision, settlement and cash-out each take this lock first. */
export const lockBet = async (db: Executor, betId: number) => {
  const [row] = await db.select().from(sbBets).where(eq(sbBets.id, betId)).for('update');
  return row ?? null;
};

/** Bets locked together, in id order (the order every settler locks in); only those in `state`. */
export const lockBets = (db: Executor, betIds: readonly number[], state: string) =>
  db
    .select()
    .from(sbBets)
    .where(and(inArray(sbBets.id, [...betIds]), eq(sbBets.state, state)))
    .orderBy(asc(sbBets.id))
    .for('update');

/** Writes the settlement of many bets in one statement. */
export const markSettled = (
  db: Executor,
  rows: readonly { id: number; state: string; returned: bigint; turnover: bigint; generation: number }[],
  at: Date,
) =>
  db.execute(sql`
    update ${sbBets} b set state = v.state, settled_return = v.returned, valid_turnover = v.turnover,
      generation = v.generation, settled_at = ${at}
    from (values ${sql.join(
      rows.map(
        (r) =>
          sql`(${r.id}::int, ${r.state}::text, ${r.returned.toString()}::bigint, ${r.turnover.toString()}::bigint, ${r.generation}::int)`,
      ),
      sql`, `,
    )}) as v(id, state, returned, turnover, generation)
    where b.id = v.id`);

export const insertBet = async (db: Executor, bet: NewBet, legs: Omit<NewLeg, 'betId'>[]) => {
  const [row] = await db.insert(sbBets).values(bet).returning();
  await db.insert(sbBetLegs).values(legs.map((leg) => ({ ...leg, betId: row!.id })));
  return row!;
};

export const updateBet = async (db: Executor, betId: number, change: Partial<NewBet>) => {
  const [row] = await db.update(sbBets).set(change).where(eq(sbBets.id, betId)).returning();
  return row!;
};

export const legsOf = async (db: Executor, betIds: readonly number[]) => {
  if (betIds.length === 0) return new Map<number, LegRow[]>();
  const rows = await db
    .select()
    .from(sbBetLegs)
    .where(inArray(sbBetLegs.betId, [...betIds]))
    .orderBy(asc(sbBetLegs.betId), asc(sbBetLegs.idx));
  const byBet = new Map<number, LegRow[]>();
  for (const row of rows) byBet.set(row.betId, [...(byBet.get(row.betId) ?? []), row]);
  return byBet;
};

export const setLegOdds = (db: Executor, betId: number, idx: number, odds: number) =>
  db
    .update(sbBetLegs)
    .set({ odds })
    .where(and(eq(sbBetLegs.betId, betId), eq(sbBetLegs.idx, idx)));

/**
 * Adds to the liability of outcomes in one statement (in key order, so two bets never lock them in
 * opposite orders); answers each outcome's liability now.
 */
export const addLiability = async (db: Executor, entries: readonly LiabilityEntry[]) => {
  const sums = new Map<string, LiabilityEntry>();
  for (const e of entries) {
    const key = `${e.marketId}|${e.outcome}`;
    const sum = sums.get(key);
    sums.set(key, { ...e, amount: (sum?.amount ?? 0n) + e.amount });
  }
  const sorted = [...sums.values()]
    .filter((e) => e.amount !== 0n)
    .sort((a, b) => a.marketId - b.marketId || (a.outcome < b.outcome ? -1 : 1));
  if (sorted.length === 0) return [];
  return db
    .insert(sbLiabilities)
    .values(sorted.map((e) => ({ marketId: e.marketId, outcome: e.outcome, liability: e.amount })))
    .onConflictDoUpdate({
      target: [sbLiabilities.marketId, sbLiabilities.outcome],
      set: { liability: sql`${sbLiabilities.liability} + excluded.liability` },
    })
    .returning();
};

export interface LiabilityEntry {
  marketId: number;
  outcome: string;
  amount: bigint;
}

/** Of these markets, the ones with an outcome whose liability is above `line`. */
export const marketsAbove = async (db: Executor, marketIds: readonly number[], line: bigint) => {
  if (marketIds.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinct({ marketId: sbLiabilities.marketId })
    .from(sbLiabilities)
    .where(
      and(
        inArray(sbLiabilities.marketId, [...marketIds]),
        sql`${sbLiabilities.liability} > ${line.toString()}::bigint`,
      ),
    );
  return new Set(rows.map((r) => r.marketId));
};

/** A member's limit factor in basis points (10,000 = 1); null when the trader never set one. */
export const memberFactor = async (db: Executor, siteId: number, memberId: number) => {
  const [row] = await db
    .select({ factorBp: sbMemberLimits.factorBp })
    .from(sbMemberLimits)
    .where(and(eq(sbMemberLimits.siteId, siteId), eq(sbMemberLimits.memberId, memberId)));
  return row?.factorBp ?? null;
};

export const setMemberFactor = async (db: Executor, row: typeof sbMemberLimits.$inferInsert) => {
  const [saved] = await db
    .insert(sbMemberLimits)
    .values(row)
    .onConflictDoUpdate({
      target: [sbMemberLimits.siteId, sbMemberLimits.memberId],
      set: { factorBp: row.factorBp, reason: row.reason, updatedBy: row.updatedBy, updatedAt: row.updatedAt },
    })
    .returning();
  return saved!;
};

/** The members of a site with a factor of their own (or one of them), most recently changed first. */
export const memberFactors = async (
  db: Executor,
  f: { siteId: number; memberId?: number | undefined },
  page: { offset: number; limit: number },
) => {
  const where = and(
    eq(sbMemberLimits.siteId, f.siteId),
    f.memberId ? eq(sbMemberLimits.memberId, f.memberId) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(sbMemberLimits)
      .where(where)
      .orderBy(desc(sbMemberLimits.updatedAt), desc(sbMemberLimits.memberId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(sbMemberLimits).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
};

export const liabilitiesOf = (db: Executor, marketIds: readonly number[]) =>
  marketIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(sbLiabilities)
        .where(inArray(sbLiabilities.marketId, [...marketIds]));

/** What a member's open bets touching a match may return together. */
export const openReturnOnMatch = async (db: Executor, memberId: number, matchIds: readonly number[]) => {
  const rows = await db
    .select({ total: sql<string>`coalesce(sum(${sbBets.potentialReturn}), 0)::text` })
    .from(sbBets)
    .where(
      and(
        eq(sbBets.memberId, memberId),
        inArray(sbBets.state, [...OPEN_STATES]),
        sql`exists (select 1 from ${sbBetLegs} l where l.bet_id = ${sbBets.id} and l.match_id in (${sql.join(
          matchIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`,
      ),
    );
  return BigInt(rows[0]?.total ?? '0');
};

/** Pending bets whose in-play delay is over, oldest first. */
export const duePending = (db: Executor, now: Date, limit: number) =>
  db
    .select({ id: sbBets.id })
    .from(sbBets)
    .where(and(eq(sbBets.state, 'pending'), lte(sbBets.decideAt, now)))
    .orderBy(asc(sbBets.decideAt))
    .limit(limit);

/**
 * Writes results on every leg of a market (the settlement of its outcomes); answers the bets touched.
 * One statement for all outcomes: a statement per outcome was the busiest of a demo server at rest,
 * run for every line of every match that ends, bets on it or not.
 */
export const setMarketResults = async (db: Executor, marketId: number, results: Record<string, string>) => {
  const pairs = Object.entries(results).map(([outcome, result]) => sql`(${outcome}::text, ${result}::text)`);
  if (pairs.length === 0) return [];
  const { rows } = (await db.execute(sql`
    update ${sbBetLegs} set result = v.result
    from (values ${sql.join(pairs, sql`, `)}) as v(outcome, result)
    where ${sbBetLegs.marketId} = ${marketId} and ${sbBetLegs.outcome} = v.outcome
    returning ${sbBetLegs.betId} as bet_id`)) as unknown as { rows: { bet_id: number | string }[] };
  return [...new Set(rows.map((row) => Number(row.bet_id)))];
};

/** Voids the legs of a market on bets placed in [from, to) (null: unbounded); answers the bets touched. */
export const voidMarketLegs = async (db: Executor, marketId: number, from: Date | null, to: Date | null) => {
  const placedIn = and(from ? gte(sbBets.placedAt, from) : undefined, to ? lt(sbBets.placedAt, to) : undefined);
  const rows = await db
    .update(sbBetLegs)
    .set({ result: 'void' })
    .where(
      and(
        eq(sbBetLegs.marketId, marketId),
        sql`${sbBetLegs.betId} in (select ${sbBets.id} from ${sbBets} where ${placedIn ?? sql`true`})`,
      ),
    )
    .returning({ betId: sbBetLegs.betId });
  return [...new Set(rows.map((r) => r.betId))];
};

/** The outcomes of a market that bets took (rejected bets aside), in key order. */
export const outcomesTaken = async (db: Executor, marketId: number): Promise<string[]> => {
  const rows = await db
    .selectDistinct({ outcome: sbBetLegs.outcome })
    .from(sbBetLegs)
    .innerJoin(sbBets, eq(sbBets.id, sbBetLegs.betId))
    .where(and(eq(sbBetLegs.marketId, marketId), ne(sbBets.state, 'rejected')))
    .orderBy(sbBetLegs.outcome);
  return rows.map((row) => row.outcome);
};

/** Clears the results of a market's legs (a rollback); answers the bets touched. */
export const clearMarketResults = async (db: Executor, marketId: number) => {
  const rows = await db
    .update(sbBetLegs)
    .set({ result: null })
    .where(and(eq(sbBetLegs.marketId, marketId), isNotNull(sbBetLegs.result)))
    .returning({ betId: sbBetLegs.betId });
  return [...new Set(rows.map((r) => r.betId))];
};

export interface BetFilter {
  siteId: number;
  memberId: number;
  states: readonly string[];
  from?: Date | undefined;
  to?: Date | undefined;
}

const filterWhere = (f: BetFilter) =>
  and(
    eq(sbBets.siteId, f.siteId),
    eq(sbBets.memberId, f.memberId),
    inArray(sbBets.state, [...f.states]),
    f.from ? gte(sbBets.placedAt, f.from) : undefined,
    f.to ? lt(sbBets.placedAt, f.to) : undefined,
  );

/** A page of a member's bets, newest first, with the totals of every page. */
export const listBets = async (db: Executor, f: BetFilter, page: { offset: number; limit: number }) => {
  const where = filterWhere(f);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(sbBets)
      .where(where)
      .orderBy(desc(sbBets.placedAt), desc(sbBets.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        count: sql<number>`count(*)::int`,
        // A free bet's stake is the house's, and only its return above the stake is the member's.
        stake: sql<string>`coalesce(sum(case when ${sbBets.freeBetId} is null then ${sbBets.placedStake} else 0 end), 0)::text`,
        returned: sql<string>`coalesce(sum(case when ${sbBets.freeBetId} is null then coalesce(${sbBets.settledReturn}, 0) + ${sbBets.cashedOut} else greatest(coalesce(${sbBets.settledReturn}, 0) - ${sbBets.stake}, 0) end), 0)::text`,
        validTurnover: sql<string>`coalesce(sum(${sbBets.validTurnover}), 0)::text`,
      })
      .from(sbBets)
      .where(where),
  ]);
  return { rows, totals: totals! };
};

export const findCashOut = async (db: Executor, betId: number, requestId: string) => {
  const [row] = await db
    .select()
    .from(sbCashOuts)
    .where(and(eq(sbCashOuts.betId, betId), eq(sbCashOuts.requestId, requestId)));
  return row ?? null;
};

export const insertCashOut = (db: Executor, row: typeof sbCashOuts.$inferInsert) => db.insert(sbCashOuts).values(row);

/** Bets for the trader's desk: by match, member and state, newest first. */
export const deskBets = async (
  db: Executor,
  f: { siteId: number; matchId?: number | undefined; memberId?: number | undefined; state?: string | undefined },
  page: { offset: number; limit: number },
) => {
  const where = and(
    eq(sbBets.siteId, f.siteId),
    f.memberId ? eq(sbBets.memberId, f.memberId) : undefined,
    f.state ? eq(sbBets.state, f.state) : undefined,
    f.matchId
      ? sql`exists (select 1 from ${sbBetLegs} l where l.bet_id = ${sbBets.id} and l.match_id = ${f.matchId})`
      : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db.select().from(sbBets).where(where).orderBy(desc(sbBets.id)).limit(page.limit).offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(sbBets).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
};

/** A member's closed bets settled in [from, to), with their first leg's market and outcome (for hedging). */
export const settledBetween = (db: Executor, siteId: number, memberId: number, from: Date, to: Date, limit: number) =>
  db
    .select({
      id: sbBets.id,
      kind: sbBets.kind,
      placedStake: sbBets.placedStake,
      settledReturn: sbBets.settledReturn,
      cashedOut: sbBets.cashedOut,
      validTurnover: sbBets.validTurnover,
      freeBetId: sbBets.freeBetId,
      settledAt: sbBets.settledAt,
      marketId: sbBetLegs.marketId,
      outcome: sbBetLegs.outcome,
    })
    .from(sbBets)
    .innerJoin(sbBetLegs, and(eq(sbBetLegs.betId, sbBets.id), eq(sbBetLegs.idx, 0)))
    .where(
      and(
        eq(sbBets.siteId, siteId),
        eq(sbBets.memberId, memberId),
        inArray(sbBets.state, ['settled', 'void', 'cashedOut']),
        gte(sbBets.settledAt, from),
        lt(sbBets.settledAt, to),
      ),
    )
    .orderBy(asc(sbBets.settledAt))
    .limit(limit);

/** A site's bets not settled yet, per currency: how many, how many still wait for acceptance, and the stake riding. */
export const openBetTotals = async (db: Executor, siteId: number) =>
  (
    await db
      .select({
        currency: sbBets.currency,
        count: sql<number>`count(*)::int`,
        pending: sql<number>`(count(*) filter (where ${sbBets.state} = 'pending'))::int`,
        stake: sql<string>`coalesce(sum(${sbBets.stake}), 0)::text`,
      })
      .from(sbBets)
      .where(and(eq(sbBets.siteId, siteId), inArray(sbBets.state, [...OPEN_STATES])))
      .groupBy(sbBets.currency)
      .orderBy(asc(sbBets.currency))
  ).map((r) => ({ currency: r.currency, count: Number(r.count), pending: Number(r.pending), stake: BigInt(r.stake) }));

/**
 * The outcomes with the largest liability, with the names the latest bet on each carried (a leg keeps
 * the match, market and outcome as the member saw them, so no feed read is needed).
 */
export const topLiabilities = async (db: Executor, limit: number) => {
  const result = (await db.execute(sql`
    select l.market_id as "marketId", l.outcome, l.liability::text as liability,
           g.match_id as "matchId", g.home, g.away, g.league_name as "leagueName",
           g.market_name as "marketName", g.outcome_name as "outcomeName"
    from ${sbLiabilities} l
    cross join lateral (
      select match_id, home, away, league_name, market_name, outcome_name from ${sbBetLegs}
      where market_id = l.market_id and outcome = l.outcome
      order by bet_id desc limit 1
    ) g
    where l.liability > 0
    order by l.liability desc, l.market_id, l.outcome
    limit ${limit}
  `)) as unknown as {
    rows: {
      marketId: number | string;
      outcome: string;
      liability: string;
      matchId: number;
      home: string;
      away: string;
      leagueName: string;
      marketName: string;
      outcomeName: string;
    }[];
  };
  return result.rows.map((r) => ({
    ...r,
    marketId: Number(r.marketId),
    matchId: Number(r.matchId),
    liability: BigInt(r.liability),
  }));
};
