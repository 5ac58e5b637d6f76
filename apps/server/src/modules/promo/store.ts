import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import {
  blacklist,
  claims,
  dayRuns,
  flags,
  grantBets,
  grantEntries,
  grants,
  identities,
  memberStats,
  pointBalances,
  pointEntries,
  promotions,
  rebates,
  signIns,
  taskProgress,
  turnover,
  vipHistory,
  vipLevels,
  vipStates,
} from './tables';

export type PromotionRow = typeof promotions.$inferSelect;
export type GrantRow = typeof grants.$inferSelect;
export type EntryRow = typeof grantEntries.$inferSelect;
export type GrantBetRow = typeof grantBets.$inferSelect;
export type ClaimRow = typeof claims.$inferSelect;

const CLOSED = ['converted', 'forfeited', 'expired'];

// --- promotions ---

export const listPromotions = (db: Executor, siteId: number, kinds?: readonly string[]) =>
  db
    .select()
    .from(promotions)
    .where(
      and(eq(promotions.siteId, siteId), kinds && kinds.length > 0 ? inArray(promotions.kind, [...kinds]) : undefined),
    )
    .orderBy(asc(promotions.sort), asc(promotions.id));

export const findPromotion = async (db: Executor, siteId: number, id: number) =>
  (
    await db
      .select()
      .from(promotions)
      .where(and(eq(promotions.siteId, siteId), eq(promotions.id, id)))
  )[0] ?? null;

export const lockPromotion = async (db: Executor, siteId: number, id: number) =>
  (
    await db
      .select()
      .from(promotions)
      .where(and(eq(promotions.siteId, siteId), eq(promotions.id, id)))
      .for('update')
  )[0] ?? null;

export const insertPromotion = async (db: Executor, values: typeof promotions.$inferInsert) =>
  (await db.insert(promotions).values(values).returning())[0]!;

export const updatePromotion = async (db: Executor, id: number, values: Partial<typeof promotions.$inferInsert>) =>
  (await db.update(promotions).set(values).where(eq(promotions.id, id)).returning())[0]!;

/**
 * Takes one receiver and `amount` of the budget, only while the offer is active and both last: the
 * conditional update is the whole guard, so concurrent grants never pass either. False when full.
 */
export const takeBudget = async (db: Executor, id: number, amount: bigint): Promise<boolean> => {
  const rows = await db
    .update(promotions)
    .set({ budgetUsed: sql`${promotions.budgetUsed} + ${amount}`, receivers: sql`${promotions.receivers} + 1` })
    .where(
      and(
        eq(promotions.id, id),
        sql`(${promotions.budget} is null or ${promotions.budgetUsed} + ${amount} <= ${promotions.budget})`,
        sql`(${promotions.maxReceivers} is null or ${promotions.receivers} < ${promotions.maxReceivers})`,
      ),
    )
    .returning({ id: promotions.id });
  return rows.length > 0;
};

// --- claims ---

/** The claim row, or null when (member, source, reference) was claimed before (the first one stands). */
export const insertClaim = async (db: Executor, values: typeof claims.$inferInsert) =>
  (await db.insert(claims).values(values).onConflictDoNothing().returning())[0] ?? null;

export const findClaim = async (db: Executor, memberId: number, source: string, reference: string) =>
  (
    await db
      .select()
      .from(claims)
      .where(and(eq(claims.memberId, memberId), eq(claims.source, source), eq(claims.reference, reference)))
  )[0] ?? null;

export const setClaimGrant = (db: Executor, id: number, grantId: number) =>
  db.update(claims).set({ grantId }).where(eq(claims.id, id));

/** The member's granted claims, by promotion, for the offers list. */
export const claimedPromotions = async (db: Executor, memberId: number): Promise<Map<number, number | null>> => {
  const rows = await db
    .select({ promotionId: claims.promotionId, grantId: claims.grantId })
    .from(claims)
    .where(and(eq(claims.memberId, memberId), eq(claims.outcome, 'granted')));
  return new Map(rows.filter((r) => r.promotionId !== null).map((r) => [r.promotionId!, r.grantId]));
};

// --- grants ---

export const insertGrant = async (db: Executor, values: typeof grants.$inferInsert) =>
  (await db.insert(grants).values(values).returning())[0]!;

export const findGrant = async (db: Executor, memberId: number, id: number) =>
  (
    await db
      .select()
      .from(grants)
      .where(and(eq(grants.memberId, memberId), eq(grants.id, id)))
  )[0] ?? null;

export const findGrantById = async (db: Executor, id: number) =>
  (await db.select().from(grants).where(eq(grants.id, id)))[0] ?? null;

export const lockGrant = async (db: Executor, memberId: number, id: number) =>
  (
    await db
      .select()
      .from(grants)
      .where(and(eq(grants.memberId, memberId), eq(grants.id, id)))
      .for('update')
  )[0] ?? null;

/** Grants by id, locked in id order (the order every writer of grants locks in). */
export const lockGrants = async (db: Executor, ids: readonly number[]): Promise<Map<number, GrantRow>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(grants)
    .where(inArray(grants.id, [...new Set(ids)]))
    .orderBy(asc(grants.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
};

/** A member's active grants, locked, the one a new bet feeds first (earliest expiry, then oldest). */
export const lockActiveGrants = (db: Executor, memberId: number) =>
  db
    .select()
    .from(grants)
    .where(and(eq(grants.memberId, memberId), eq(grants.status, 'active')))
    .orderBy(asc(grants.id))
    .for('update');

export const updateGrant = async (db: Executor, id: number, values: Partial<typeof grants.$inferInsert>) =>
  (await db.update(grants).set(values).where(eq(grants.id, id)).returning())[0]!;

/**
 * Moves a grant's balance and progress. Progress moves in this one statement, never past the
 * requirement (`least`), and never below zero (the CHECK refuses it anyway).
 */
export const shiftGrant = async (
  db: Executor,
  id: number,
  change: { balance: bigint; progress: bigint; status?: string; reason?: string | null; closedAt?: Date | null },
) =>
  (
    await db
      .update(grants)
      .set({
        balance: sql`${grants.balance} + ${change.balance}`,
        progress: sql`least(${grants.requirement}, ${grants.progress} + ${change.progress})`,
        ...(change.status !== undefined ? { status: change.status } : {}),
        ...(change.reason !== undefined ? { reason: change.reason } : {}),
        ...(change.closedAt !== undefined ? { closedAt: change.closedAt } : {}),
      })
      .where(eq(grants.id, id))
      .returning()
  )[0]!;

export const memberGrants = async (
  db: Executor,
  memberId: number,
  scope: 'current' | 'history' | 'all',
  page: { limit: number; offset: number },
) => {
  const where = and(
    eq(grants.memberId, memberId),
    scope === 'current'
      ? notInArray(grants.status, CLOSED)
      : scope === 'history'
        ? inArray(grants.status, CLOSED)
        : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(grants).where(where).orderBy(desc(grants.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(grants).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** Active grants past their expiry, oldest first. */
export const dueToExpire = (db: Executor, now: Date, limit: number) =>
  db
    .select({ id: grants.id, memberId: grants.memberId })
    .from(grants)
    .where(and(eq(grants.status, 'active'), lte(grants.expiresAt, now)))
    .orderBy(asc(grants.expiresAt))
    .limit(limit);

export const titlesOf = async (db: Executor, ids: readonly number[]) => {
  if (ids.length === 0) return new Map<number, { title: string; kind: string }>();
  const rows = await db
    .select({ id: promotions.id, title: promotions.title, kind: promotions.kind })
    .from(promotions)
    .where(inArray(promotions.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { title: r.title, kind: r.kind }]));
};

// --- entries ---

export const insertEntries = async (db: Executor, rows: (typeof grantEntries.$inferInsert)[]) => {
  if (rows.length > 0) await db.insert(grantEntries).values(rows);
};

export const entriesOf = (db: Executor, grantId: number) =>
  db.select().from(grantEntries).where(eq(grantEntries.grantId, grantId)).orderBy(asc(grantEntries.id));

/** Grants whose entries do not sum to their balance: always empty (the promo tests check it). */
export const unbalancedGrants = async (db: Executor) => {
  const rows = (await db.execute(sql`
    select g.id from ${grants} g
    left join ${grantEntries} e on e.grant_id = g.id
    group by g.id, g.balance
    having coalesce(sum(e.amount), 0) <> g.balance
  `)) as unknown as { rows: { id: number }[] };
  return rows.rows.map((r) => Number(r.id));
};

// --- bets ---

export const insertGrantBet = (db: Executor, values: typeof grantBets.$inferInsert) =>
  db.insert(grantBets).values(values);

export const lockGrantBets = async (db: Executor, betIds: readonly number[]): Promise<Map<number, GrantBetRow>> => {
  if (betIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(grantBets)
    .where(inArray(grantBets.betId, [...betIds]))
    .orderBy(asc(grantBets.betId))
    .for('update');
  return new Map(rows.map((r) => [r.betId, r]));
};

/**
 * The grant-bet rows of bets the caller holds locked: every change of a `promo_bet` row happens under
 * its own bet's row lock (placement, settlement, void, cash-out, rollback), so a plain read is as safe
 * as `lockGrantBets` and spares a settlement batch a row lock per bet.
 */
export const grantBetsOfLocked = async (db: Executor, betIds: readonly number[]): Promise<Map<number, GrantBetRow>> => {
  if (betIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(grantBets)
    .where(inArray(grantBets.betId, [...betIds]));
  return new Map(rows.map((r) => [r.betId, r]));
};

export const findGrantBet = async (db: Executor, betId: number) =>
  (await db.select().from(grantBets).where(eq(grantBets.betId, betId)))[0] ?? null;

export const updateGrantBet = (db: Executor, betId: number, values: Partial<typeof grantBets.$inferInsert>) =>
  db.update(grantBets).set(values).where(eq(grantBets.betId, betId));

/** Settled bets' rows, in one statement (a settlement batch closes hundreds of bets of as many grants). */
export const settleGrantBets = async (
  db: Executor,
  rows: readonly { betId: number; added: bigint; bonusReturned: bigint; realReturned: bigint }[],
) => {
  if (rows.length === 0) return;
  await db.execute(sql`
    update ${grantBets} b set state = 'settled', added = v.added, bonus_returned = v.bonus_returned,
      real_returned = v.real_returned
    from (values ${sql.join(
      rows.map(
        (r) =>
          sql`(${r.betId}::bigint, ${r.added.toString()}::bigint, ${r.bonusReturned.toString()}::bigint, ${r.realReturned.toString()}::bigint)`,
      ),
      sql`, `,
    )}) as v(bet_id, added, bonus_returned, real_returned)
    where b.bet_id = v.bet_id`);
};

/** `shiftGrant` for many grants in one statement, progress held at the requirement the same way. */
export const shiftGrants = async (db: Executor, shifts: ReadonlyMap<number, { balance: bigint; progress: bigint }>) => {
  if (shifts.size === 0) return;
  await db.execute(sql`
    update ${grants} g set balance = g.balance + v.balance, progress = least(g.requirement, g.progress + v.progress)
    from (values ${sql.join(
      [...shifts].map(
        ([id, s]) => sql`(${id}::bigint, ${s.balance.toString()}::bigint, ${s.progress.toString()}::bigint)`,
      ),
      sql`, `,
    )}) as v(id, balance, progress)
    where g.id = v.id`);
};

/** Open bets per grant: all of them, and those with bonus money riding. */
export const openBets = async (
  db: Executor,
  grantIds: readonly number[],
): Promise<Map<number, { all: number; bonus: number }>> => {
  if (grantIds.length === 0) return new Map();
  const rows = await db
    .select({
      grantId: grantBets.grantId,
      all: count(),
      bonus: sql<number>`count(*) filter (where ${grantBets.bonusStake} > 0)::int`,
    })
    .from(grantBets)
    .where(and(inArray(grantBets.grantId, [...grantIds]), eq(grantBets.state, 'open')))
    .groupBy(grantBets.grantId);
  return new Map(rows.map((r) => [r.grantId, { all: r.all, bonus: r.bonus }]));
};

// --- blacklist, identities, flags, member counters ---

export const isBlacklisted = async (db: Executor, siteId: number, memberId: number) =>
  (
    await db
      .select({ memberId: blacklist.memberId })
      .from(blacklist)
      .where(and(eq(blacklist.siteId, siteId), eq(blacklist.memberId, memberId)))
  ).length > 0;

export const setBlacklisted = async (
  db: Executor,
  row: typeof blacklist.$inferInsert,
  blocked: boolean,
): Promise<void> => {
  if (blocked) {
    await db
      .insert(blacklist)
      .values(row)
      .onConflictDoUpdate({
        target: [blacklist.siteId, blacklist.memberId],
        set: { reason: row.reason, by: row.by, at: row.at },
      });
  } else {
    await db.delete(blacklist).where(and(eq(blacklist.siteId, row.siteId), eq(blacklist.memberId, row.memberId)));
  }
};

/** Another member who took this promotion with one of these identities, if any. */
export const identityTaken = async (
  db: Executor,
  siteId: number,
  promotionId: number,
  memberId: number,
  values: readonly { kind: string; value: string }[],
) => {
  for (const { kind, value } of values) {
    const [row] = await db
      .select({ memberId: identities.memberId })
      .from(identities)
      .where(
        and(
          eq(identities.siteId, siteId),
          eq(identities.promotionId, promotionId),
          eq(identities.kind, kind),
          eq(identities.value, value),
        ),
      );
    if (row && row.memberId !== memberId) return { kind, memberId: row.memberId };
  }
  return null;
};

/** Records identities that took a promotion; a concurrent second account trips the primary key. */
export const insertIdentities = async (db: Executor, rows: (typeof identities.$inferInsert)[]) => {
  if (rows.length > 0) await db.insert(identities).values(rows);
};

export const insertFlag = (db: Executor, values: typeof flags.$inferInsert) => db.insert(flags).values(values);

export const flagsOf = (db: Executor, memberId: number) =>
  db.select().from(flags).where(eq(flags.memberId, memberId)).orderBy(desc(flags.id)).limit(50);

/** Counts a credited deposit; answers which deposit of the member it is (1 for the first). */
export const countDeposit = async (db: Executor, siteId: number, memberId: number, amount: bigint): Promise<number> => {
  const [row] = await db
    .insert(memberStats)
    .values({ memberId, siteId, deposits: 1, depositTotal: amount })
    .onConflictDoUpdate({
      target: memberStats.memberId,
      set: {
        deposits: sql`${memberStats.deposits} + 1`,
        depositTotal: sql`${memberStats.depositTotal} + ${amount}`,
      },
    })
    .returning({ deposits: memberStats.deposits });
  return row!.deposits;
};

export const depositsOf = async (db: Executor, memberId: number): Promise<number> =>
  (await db.select({ n: memberStats.deposits }).from(memberStats).where(eq(memberStats.memberId, memberId)))[0]?.n ?? 0;

export const findPromotionByCode = async (db: Executor, siteId: number, code: string) =>
  (
    await db
      .select()
      .from(promotions)
      .where(and(eq(promotions.siteId, siteId), eq(promotions.code, code)))
  )[0] ?? null;

// --- turnover ---

export type TurnoverRow = typeof turnover.$inferInsert;

/** Records settled turnover; a settlement seen again replaces its row. */
export const recordTurnover = async (db: Executor, rows: readonly TurnoverRow[]) => {
  if (rows.length === 0) return;
  await db
    .insert(turnover)
    .values([...rows])
    .onConflictDoUpdate({
      target: [turnover.source, turnover.ref],
      set: {
        amount: sql`excluded.amount`,
        day: sql`excluded.day`,
        market: sql`excluded.market`,
        side: sql`excluded.side`,
      },
    });
};

export const dropTurnover = (db: Executor, source: string, ref: string) =>
  db.delete(turnover).where(and(eq(turnover.source, source), eq(turnover.ref, ref)));

/** A member's valid turnover over business days [from, to] (inclusive 'YYYY-MM-DD'). */
export const turnoverBetween = async (db: Executor, memberId: number, from: string, to: string): Promise<bigint> => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${turnover.amount}), 0)::text` })
    .from(turnover)
    .where(and(eq(turnover.memberId, memberId), sql`${turnover.day} between ${from} and ${to}`));
  return BigInt(row?.total ?? '0');
};

/** Members of a site with turnover over [from, to], or a level above 0: whom a day's VIP evaluation visits. */
export const vipCandidates = async (db: Executor, siteId: number, from: string, to: string): Promise<number[]> => {
  const rows = (await db.execute(sql`
    select member_id from ${turnover} where site_id = ${siteId} and day between ${from} and ${to}
    union
    select member_id from ${vipStates} where site_id = ${siteId} and level > 0
    order by 1
  `)) as unknown as { rows: { member_id: string | number }[] };
  return rows.rows.map((r) => Number(r.member_id));
};

// --- VIP ---

export const ladderOf = (db: Executor, siteId: number) =>
  db.select().from(vipLevels).where(eq(vipLevels.siteId, siteId)).orderBy(asc(vipLevels.level));

/**
 * The ladder inside an evaluation's transaction: shared row locks, so a ladder being saved is read
 * once it is committed (its rows are written in place) and not saved under an evaluation in flight.
 */
export const ladderShared = (db: Executor, siteId: number) =>
  db.select().from(vipLevels).where(eq(vipLevels.siteId, siteId)).orderBy(asc(vipLevels.level)).for('share');

/** Saves of one site's ladder take turns. */
export const lockLadderSave = (db: Executor, siteId: number) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`vip_ladder:${siteId}`}))`);

/**
 * Replaces a site's ladder: each level written in place (an evaluation holding it waits for the save,
 * one reading after sees the new row), and the levels past the new top removed.
 */
export const replaceLadder = async (db: Executor, siteId: number, rows: (typeof vipLevels.$inferInsert)[]) => {
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(vipLevels)
    .values(rows)
    .onConflictDoUpdate({
      target: [vipLevels.siteId, vipLevels.level],
      set: {
        name: excluded('name'),
        minDeposit: excluded('min_deposit'),
        minTurnover: excluded('min_turnover'),
        retainTurnover: excluded('retain_turnover'),
        upgradeGift: excluded('upgrade_gift'),
        weeklyPacket: excluded('weekly_packet'),
        monthlyPacket: excluded('monthly_packet'),
        birthdayGift: excluded('birthday_gift'),
        rebateBp: excluded('rebate_bp'),
        rebateCap: excluded('rebate_cap'),
      },
    });
  await db.delete(vipLevels).where(and(eq(vipLevels.siteId, siteId), gte(vipLevels.level, rows.length)));
};

/** How many members of a site hold each VIP level (levels nobody holds are absent). */
export const vipHolders = async (db: Executor, siteId: number): Promise<Map<number, number>> => {
  const rows = await db
    .select({ level: vipStates.level, members: count() })
    .from(vipStates)
    .where(eq(vipStates.siteId, siteId))
    .groupBy(vipStates.level);
  return new Map(rows.map((r) => [r.level, Number(r.members)]));
};

export const ladderSites = async (db: Executor): Promise<number[]> =>
  (await db.selectDistinct({ siteId: vipLevels.siteId }).from(vipLevels)).map((r) => r.siteId);

export const insertLadder = async (db: Executor, rows: (typeof vipLevels.$inferInsert)[]) => {
  if (rows.length > 0) await db.insert(vipLevels).values(rows).onConflictDoNothing();
};

export const findVip = async (db: Executor, memberId: number) =>
  (await db.select().from(vipStates).where(eq(vipStates.memberId, memberId)))[0] ?? null;

/** The member's VIP row, made at level 0 on first use, locked for the evaluation. */
export const lockVip = async (db: Executor, siteId: number, memberId: number, now: Date) => {
  await db.insert(vipStates).values({ memberId, siteId, level: 0, levelSince: now }).onConflictDoNothing();
  return (await db.select().from(vipStates).where(eq(vipStates.memberId, memberId)).for('update'))[0]!;
};

export const updateVip = (db: Executor, memberId: number, values: Partial<typeof vipStates.$inferInsert>) =>
  db.update(vipStates).set(values).where(eq(vipStates.memberId, memberId));

export const insertVipHistory = (db: Executor, row: typeof vipHistory.$inferInsert) =>
  db.insert(vipHistory).values(row);

export const vipHistoryOf = (db: Executor, memberId: number) =>
  db.select().from(vipHistory).where(eq(vipHistory.memberId, memberId)).orderBy(desc(vipHistory.id)).limit(20);

export const depositTotalOf = async (db: Executor, memberId: number): Promise<bigint> =>
  (await db.select({ total: memberStats.depositTotal }).from(memberStats).where(eq(memberStats.memberId, memberId)))[0]
    ?.total ?? 0n;

/** Which claims of these sources the member has (for the VIP page's gift states). */
export const claimRefs = async (db: Executor, memberId: number, sources: readonly string[]) => {
  const rows = await db
    .select({ source: claims.source, reference: claims.reference })
    .from(claims)
    .where(and(eq(claims.memberId, memberId), inArray(claims.source, [...sources])));
  return new Set(rows.map((r) => `${r.source}:${r.reference}`));
};

// --- daily runs ---

export const dayRunDone = async (db: Executor, job: string, siteId: number, day: string) =>
  (
    await db
      .select({ day: dayRuns.day })
      .from(dayRuns)
      .where(and(eq(dayRuns.job, job), eq(dayRuns.siteId, siteId), eq(dayRuns.day, day)))
  ).length > 0;

export const markDayRun = (db: Executor, row: typeof dayRuns.$inferInsert) =>
  db.insert(dayRuns).values(row).onConflictDoNothing();

// --- rebates ---

/** Members of a site with settled turnover on a day, in id order. */
export const membersWithTurnover = async (db: Executor, siteId: number, day: string): Promise<number[]> =>
  (
    await db
      .selectDistinct({ memberId: turnover.memberId })
      .from(turnover)
      .where(and(eq(turnover.siteId, siteId), eq(turnover.day, day)))
      .orderBy(asc(turnover.memberId))
  ).map((r) => r.memberId);

/** These members' turnover on a day, summed per product, market and side (for the hedging rule). */
export const turnoverSides = async (db: Executor, memberIds: readonly number[], day: string) => {
  if (memberIds.length === 0) return [];
  return db
    .select({
      memberId: turnover.memberId,
      product: turnover.product,
      market: turnover.market,
      side: turnover.side,
      amount: sql<string>`sum(${turnover.amount})::text`,
    })
    .from(turnover)
    .where(and(inArray(turnover.memberId, [...memberIds]), eq(turnover.day, day)))
    .groupBy(turnover.memberId, turnover.product, turnover.market, turnover.side);
};

export const levelsOf = async (db: Executor, memberIds: readonly number[]): Promise<Map<number, number>> => {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: vipStates.memberId, level: vipStates.level })
    .from(vipStates)
    .where(inArray(vipStates.memberId, [...memberIds]));
  return new Map(rows.map((r) => [r.memberId, r.level]));
};

export const blacklistedOf = async (
  db: Executor,
  siteId: number,
  memberIds: readonly number[],
): Promise<Set<number>> => {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .select({ memberId: blacklist.memberId })
    .from(blacklist)
    .where(and(eq(blacklist.siteId, siteId), inArray(blacklist.memberId, [...memberIds])));
  return new Set(rows.map((r) => r.memberId));
};

/** Claims members' days; answers the members whose day this call took (a twin run takes none of them). */
export const insertRebates = async (db: Executor, rows: (typeof rebates.$inferInsert)[]): Promise<Set<number>> => {
  if (rows.length === 0) return new Set();
  const taken = await db.insert(rebates).values(rows).onConflictDoNothing().returning({ memberId: rebates.memberId });
  return new Set(taken.map((r) => r.memberId));
};

export const rebateRecords = async (db: Executor, memberId: number, page: { limit: number; offset: number }) => {
  const where = eq(rebates.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db.select().from(rebates).where(where).orderBy(desc(rebates.day)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(rebates).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

// --- sign-in ---

export const lastSignIn = async (db: Executor, memberId: number) =>
  (await db.select().from(signIns).where(eq(signIns.memberId, memberId)).orderBy(desc(signIns.day)).limit(1))[0] ??
  null;

/** Takes the member's day; null when it was taken before (a twin sign-in waits on the key and finds it). */
export const insertSignIn = async (db: Executor, row: typeof signIns.$inferInsert) =>
  (await db.insert(signIns).values(row).onConflictDoNothing().returning())[0] ?? null;

export const setSignInGrant = (db: Executor, memberId: number, day: string, grantId: number) =>
  db
    .update(signIns)
    .set({ grantId })
    .where(and(eq(signIns.memberId, memberId), eq(signIns.day, day)));

export const findSignIn = async (db: Executor, memberId: number, day: string) =>
  (
    await db
      .select()
      .from(signIns)
      .where(and(eq(signIns.memberId, memberId), eq(signIns.day, day)))
  )[0] ?? null;

/** Ends a live grant: its balance leaves as one entry, and the status (and reason) says why. */
export const closeGrant = async (
  db: Executor,
  grant: GrantRow,
  end: { status: 'expired' | 'forfeited'; reason: string | null; kind: 'expire' | 'forfeit'; at: Date; note?: string },
) => {
  if (grant.balance > 0n) {
    await insertEntries(db, [
      { grantId: grant.id, kind: end.kind, amount: -grant.balance, balanceAfter: 0n, reference: end.kind, at: end.at },
    ]);
  }
  return updateGrant(db, grant.id, {
    status: end.status,
    reason: end.reason,
    balance: 0n,
    closedAt: end.at,
    ...(end.note !== undefined ? { note: end.note } : {}),
  });
};

// --- welfare tasks ---

/** Bets and valid turnover of a member in a day range ('' to '9999' for ever), from the turnover rows. */
export const betFacts = async (db: Executor, memberId: number, from: string, to: string) => {
  const [row] = await db
    .select({ bets: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${turnover.amount}), 0)::text` })
    .from(turnover)
    .where(and(eq(turnover.memberId, memberId), gte(turnover.day, from), lte(turnover.day, to)));
  return { bets: Number(row?.bets ?? 0), turnover: BigInt(row?.amount ?? '0') };
};

export type TaskProgressRow = typeof taskProgress.$inferSelect;

/** Progress as computed now; a claimed row (reward paid) is left as it was paid. */
export const upsertTaskProgress = async (db: Executor, rows: (typeof taskProgress.$inferInsert)[]) => {
  if (rows.length === 0) return;
  await db
    .insert(taskProgress)
    .values(rows)
    .onConflictDoUpdate({
      target: [taskProgress.memberId, taskProgress.task, taskProgress.period],
      set: {
        progress: sql`excluded.progress`,
        target: sql`excluded.target`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: isNull(taskProgress.grantId),
    });
};

export const taskProgressOf = (db: Executor, memberId: number, periods: readonly string[]) =>
  db
    .select()
    .from(taskProgress)
    .where(and(eq(taskProgress.memberId, memberId), inArray(taskProgress.period, [...periods])));

export const lockTaskProgress = async (db: Executor, memberId: number, task: string, period: string) =>
  (
    await db
      .select()
      .from(taskProgress)
      .where(and(eq(taskProgress.memberId, memberId), eq(taskProgress.task, task), eq(taskProgress.period, period)))
      .for('update')
  )[0] ?? null;

export const setTaskGrant = (db: Executor, memberId: number, task: string, period: string, grantId: number) =>
  db
    .update(taskProgress)
    .set({ grantId })
    .where(and(eq(taskProgress.memberId, memberId), eq(taskProgress.task, task), eq(taskProgress.period, period)));

/** The row a claim locks, made empty when the subscribers have not written it yet. */
export const ensureTaskProgress = (db: Executor, row: typeof taskProgress.$inferInsert) =>
  db.insert(taskProgress).values(row).onConflictDoNothing();

// --- backflow ---

/** The member's last credited deposit and the last business day a bet of theirs settled with turnover. */
export const lastActivity = async (db: Executor, memberId: number) => {
  const [stats, bet] = await Promise.all([
    db.select({ at: memberStats.lastDepositAt }).from(memberStats).where(eq(memberStats.memberId, memberId)),
    db
      .select({ day: sql<string | null>`max(${turnover.day})` })
      .from(turnover)
      .where(eq(turnover.memberId, memberId)),
  ]);
  return { lastDepositAt: stats[0]?.at ?? null, lastBetDay: bet[0]?.day ?? null };
};

/** Written before the deposit is counted (the comeback gift goes first), so it may make the row. */
export const setLastDeposit = (db: Executor, siteId: number, memberId: number, at: Date) =>
  db
    .insert(memberStats)
    .values({ memberId, siteId, lastDepositAt: at })
    .onConflictDoUpdate({ target: memberStats.memberId, set: { lastDepositAt: at } });

export const grantsBySource = (db: Executor, memberId: number, source: string, limit: number) =>
  db
    .select()
    .from(grants)
    .where(and(eq(grants.memberId, memberId), eq(grants.source, source)))
    .orderBy(desc(grants.id))
    .limit(limit);

// --- the bonus-cost report ---

const shanghaiDay = (column: unknown) => sql<string>`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
const minor = (v: string | number | bigint | null) => BigInt(v ?? 0);

/**
 * What a site's grants moved per promotion and Asia/Shanghai day in [from, to), from the grant
 * entries (each change of a bonus balance, signed): bonus given, paid out at conversion, taken back
 * by a forfeit or an expiry, and cut at conversion over the max win.
 */
export const costEntries = (db: Executor, q: { siteId: number; currency: string; from: Date; to: Date }) => {
  const day = shanghaiDay(grantEntries.at);
  const sumOf = (condition: ReturnType<typeof sql>) =>
    sql<string>`coalesce(sum(${grantEntries.amount}) filter (where ${condition}), 0)`.mapWith(minor);
  return db
    .select({
      promotionId: grants.promotionId,
      day,
      givenCount: sql<number>`count(*) filter (where ${grantEntries.kind} = 'grant')`.mapWith(Number),
      given: sumOf(sql`${grantEntries.kind} = 'grant'`),
      converted: sumOf(sql`${grantEntries.kind} = 'convert'`),
      forfeited: sumOf(sql`${grantEntries.kind} = 'forfeit' and ${grantEntries.reference} <> 'convert:maxWin'`),
      expired: sumOf(sql`${grantEntries.kind} = 'expire'`),
      capped: sumOf(sql`${grantEntries.kind} = 'forfeit' and ${grantEntries.reference} = 'convert:maxWin'`),
    })
    .from(grantEntries)
    .innerJoin(grants, eq(grants.id, grantEntries.grantId))
    .where(
      and(
        eq(grants.siteId, q.siteId),
        eq(grants.currency, q.currency),
        inArray(grantEntries.kind, ['grant', 'convert', 'forfeit', 'expire']),
        gte(grantEntries.at, q.from),
        lt(grantEntries.at, q.to),
      ),
    )
    .groupBy(grants.promotionId, day);
};

/**
 * Grants that ended per promotion and day in [from, to): converted, forfeited (a bonus lost in play,
 * `balance_spent`, was not taken back and is not counted) and expired. Counted from the grants, since
 * a grant closed with nothing left writes no entry.
 */
export const costClosings = (db: Executor, q: { siteId: number; currency: string; from: Date; to: Date }) => {
  const day = shanghaiDay(grants.closedAt);
  return db
    .select({
      promotionId: grants.promotionId,
      day,
      convertedCount: sql<number>`count(*) filter (where ${grants.status} = 'converted')`.mapWith(Number),
      forfeitedCount:
        sql<number>`count(*) filter (where ${grants.status} = 'forfeited' and ${grants.reason} <> 'balance_spent')`.mapWith(
          Number,
        ),
      expiredCount: sql<number>`count(*) filter (where ${grants.status} = 'expired')`.mapWith(Number),
    })
    .from(grants)
    .where(
      and(
        eq(grants.siteId, q.siteId),
        eq(grants.currency, q.currency),
        inArray(grants.status, [...CLOSED]),
        gte(grants.closedAt, q.from),
        lt(grants.closedAt, q.to),
      ),
    )
    .groupBy(grants.promotionId, day);
};

export const promotionsByIds = (db: Executor, siteId: number, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: promotions.id, code: promotions.code, title: promotions.title, kind: promotions.kind })
        .from(promotions)
        .where(and(eq(promotions.siteId, siteId), inArray(promotions.id, [...ids])));

// --- points (积分) ---

export type PointEntryRow = typeof pointEntries.$inferSelect;

/** The member's points row, made at zero the first time, locked for the caller's transaction. */
export const lockPoints = async (db: Executor, siteId: number, memberId: number, at: Date) => {
  await db.insert(pointBalances).values({ memberId, siteId, updatedAt: at }).onConflictDoNothing();
  const [row] = await db.select().from(pointBalances).where(eq(pointBalances.memberId, memberId)).for('update');
  return row!;
};

export const pointsOf = async (db: Executor, memberId: number) =>
  (await db.select().from(pointBalances).where(eq(pointBalances.memberId, memberId)))[0] ?? null;

/** A settled bet or round's valid turnover as it stands (0 when it has none, or its settlement was undone). */
export const turnoverOf = async (db: Executor, source: string, ref: string): Promise<bigint> =>
  (
    await db
      .select({ amount: turnover.amount })
      .from(turnover)
      .where(and(eq(turnover.source, source), eq(turnover.ref, ref)))
  )[0]?.amount ?? 0n;

/** What one bet's points entries add up to so far, and how many there are (`<ref>#<n>`). */
export const pointsOfRef = async (db: Executor, memberId: number, source: string, ref: string) => {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`.mapWith(Number),
      points: sql<string>`coalesce(sum(${pointEntries.points}), 0)`.mapWith(minor),
      turnover: sql<string>`coalesce(sum(${pointEntries.turnover}), 0)`.mapWith(minor),
    })
    .from(pointEntries)
    .where(
      and(
        eq(pointEntries.memberId, memberId),
        eq(pointEntries.source, source),
        sql`${pointEntries.reference} like ${`${ref.replace(/[\\%_]/g, (c) => `\\${c}`)}#%`}`,
        // Only `<ref>#<n>`: another reference that merely starts with `<ref>#` is not this bet's.
        sql`substr(${pointEntries.reference}, ${ref.length + 2}) ~ '^[0-9]+$'`,
      ),
    );
  return { n: row?.n ?? 0, points: row?.points ?? 0n, turnover: row?.turnover ?? 0n };
};

/** Adds an entry and moves the balance by it; false when the entry was written before (a replay). */
export const addPointEntry = async (db: Executor, values: typeof pointEntries.$inferInsert): Promise<boolean> => {
  const inserted = await db
    .insert(pointEntries)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: pointEntries.id });
  if (inserted.length === 0) return false;
  await db
    .update(pointBalances)
    .set({
      balance: sql`${pointBalances.balance} + ${values.points}`,
      // Spending is not un-earning: what was earned stays earned.
      earned: values.kind === 'spend' ? pointBalances.earned : sql`${pointBalances.earned} + ${values.points}`,
      updatedAt: values.at,
    })
    .where(eq(pointBalances.memberId, values.memberId));
  return true;
};

export const pointRecords = async (db: Executor, memberId: number, page: { limit: number; offset: number }) => {
  const where = eq(pointEntries.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db.select().from(pointEntries).where(where).orderBy(desc(pointEntries.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(pointEntries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** Members whose points balance differs from the sum of their entries (the tests' check; empty when sound). */
export const unbalancedPoints = async (db: Executor) => {
  const rows = (await db.execute(sql`
    select p.member_id from ${pointBalances} p
    left join ${pointEntries} e on e.member_id = p.member_id
    group by p.member_id, p.balance
    having coalesce(sum(e.points), 0) <> p.balance
  `)) as unknown as { rows: { member_id: number }[] };
  return rows.rows.map((r) => Number(r.member_id));
};
