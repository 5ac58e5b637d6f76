import { and, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
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

/**
 * Whether the member was already stopped for the time-limit period ending at `until`: the audit row
 * the stop writes.
 */
export const timeLimitStopped = async (db: Executor, memberId: number, until: Date): Promise<boolean> => {
  const rows = await db
    .select({ id: rgAudit.id })
    .from(rgAudit)
    .where(
      and(
        eq(rgAudit.memberId, memberId),
        eq(rgAudit.action, 'timeLimit.reached'),
        sql`${rgAudit.detail}->>'until' = ${until.toISOString()}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
};

/** The action of a review reminder in `rg_audit`, which is also what keeps it to one per step. */
export const REVIEW_REMINDER = 'limit.reviewReminder';

/**
 * Members with a limit whose last change is at least `everyMs` old, with the step (1 at six months, 2
 * at a year...) not yet reminded of since that change.
 */
export const reviewsDue = async (
  db: Executor,
  now: Date,
  everyMs: number,
): Promise<{ memberId: number; siteId: number; sinceMs: number; step: number }[]> => {
  const rows = (await db.execute(sql`
    with changed as (
      select member_id, site_id, max(updated_at) as since
      from ${rgLimits} where amount is not null
      group by member_id, site_id
    ), due as (
      select member_id, site_id, floor(extract(epoch from since) * 1000)::bigint as since_ms,
        floor(extract(epoch from (${now}::timestamptz - since)) * 1000 / ${everyMs})::int as step
      from changed
    )
    select member_id, site_id, since_ms, step from due
    where step >= 1 and not exists (
      select 1 from ${rgAudit} a
      where a.member_id = due.member_id and a.action = ${REVIEW_REMINDER}
        and (a.detail->>'sinceMs')::bigint = due.since_ms and (a.detail->>'step')::int = due.step
    )
    order by member_id`)) as unknown as {
    rows: { member_id: string; site_id: number; since_ms: string; step: number }[];
  };
  return rows.rows.map((r) => ({
    memberId: Number(r.member_id),
    siteId: r.site_id,
    sinceMs: Number(r.since_ms),
    step: r.step,
  }));
};

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

// ---- what operators impose ----

/** Sets or lifts (amount null) an operator's limit, leaving the member's own limit of the row as it is. */
export const setImposed = (
  db: Executor,
  row: {
    memberId: number;
    siteId: number;
    kind: string;
    period: string;
    amount: bigint | null;
    reason: string;
    by: string;
    at: Date;
  },
) => {
  const imposed = { imposedAmount: row.amount, imposedReason: row.reason, imposedBy: row.by, imposedAt: row.at };
  return db
    .insert(rgLimits)
    .values({ memberId: row.memberId, siteId: row.siteId, kind: row.kind, period: row.period, ...imposed })
    .onConflictDoUpdate({ target: [rgLimits.memberId, rgLimits.kind, rgLimits.period], set: imposed });
};

export interface NearLimitRow {
  memberId: number;
  name: string;
  kind: string;
  period: string;
  limit: bigint;
  used: bigint;
  imposed: boolean;
}

/**
 * The site's members whose use of a limit in its current period has reached `pct` per cent of it,
 * the fullest first: each limit (the lower of the member's and the operator's) against its period's
 * usage row, which the money transactions keep exact.
 */
export const nearLimits = async (
  db: Executor,
  siteId: number,
  starts: readonly { period: string; start: Date }[],
  pct: number,
  page: { offset: number; size: number },
): Promise<{ rows: NearLimitRow[]; total: number }> => {
  const current = sql.join(
    starts.map((s) => sql`(${s.period}, ${s.start}::timestamptz)`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with lim as (
      select l.member_id, l.kind, l.period,
        least(coalesce(l.amount, l.imposed_amount), coalesce(l.imposed_amount, l.amount)) as lim,
        l.imposed_amount is not null and (l.amount is null or l.imposed_amount < l.amount) as imposed
      from ${rgLimits} l
      -- Money limits only: time is read from the sessions, not kept in rg_usage.
      where l.site_id = ${siteId} and l.kind <> 'time' and (l.amount is not null or l.imposed_amount is not null)
    ), used as (
      select lim.*, greatest(case lim.kind when 'deposit' then u.deposit when 'stake' then u.stake else u.loss end, 0) as used
      from lim
      join (values ${current}) as cur(period, start) on cur.period = lim.period
      join ${rgUsage} u on u.member_id = lim.member_id and u.period = lim.period and u.period_start = cur.start
    )
    -- The name is read by the member table's name, as the invite store does: the account module has
    -- no lookup of many members at once, and a desk page of 50 rows should not make 50 calls.
    select used.member_id, m.name, used.kind, used.period, used.lim, used.used, used.imposed,
      count(*) over () as total
    from used join member m on m.id = used.member_id
    where used.used * 100 >= used.lim * ${pct}
    order by used.used * 10000 / used.lim desc, used.member_id, used.kind, used.period
    offset ${page.offset} limit ${page.size}`)) as unknown as {
    rows: {
      member_id: string;
      name: string;
      kind: string;
      period: string;
      lim: string;
      used: string;
      imposed: boolean;
      total: string;
    }[];
  };
  return {
    rows: result.rows.map((r) => ({
      memberId: Number(r.member_id),
      name: r.name,
      kind: r.kind,
      period: r.period,
      limit: BigInt(r.lim),
      used: BigInt(r.used),
      imposed: r.imposed,
    })),
    total: Number(result.rows[0]?.total ?? 0),
  };
};

// ---- the deposit-limit prompt ----

export const limitPromptOf = async (
  db: Executor,
  memberId: number,
): Promise<{ answer: string | null; answeredAt: Date | null }> => {
  const [row] = await db
    .select({ answer: rgSettings.limitPromptAnswer, answeredAt: rgSettings.limitPromptAnsweredAt })
    .from(rgSettings)
    .where(eq(rgSettings.memberId, memberId));
  return { answer: row?.answer ?? null, answeredAt: row?.answeredAt ?? null };
};

/**
 * Records the member's answer to the prompt unless one is recorded already; answers whether this call
 * recorded it. The upsert's row lock makes two answers at once (a double tap) record one.
 */
export const claimLimitPrompt = async (
  db: Executor,
  memberId: number,
  siteId: number,
  answer: 'set' | 'declined',
  at: Date,
): Promise<boolean> => {
  const rows = await db
    .insert(rgSettings)
    .values({ memberId, siteId, limitPromptAnswer: answer, limitPromptAnsweredAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: rgSettings.memberId,
      set: { limitPromptAnswer: answer, limitPromptAnsweredAt: at, updatedAt: at },
      setWhere: isNull(rgSettings.limitPromptAnswer),
    })
    .returning({ memberId: rgSettings.memberId });
  return rows.length > 0;
};
