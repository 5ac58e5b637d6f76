import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { agentApplications, agentMembers, agents } from './tables';

export type ApplicationRow = typeof agentApplications.$inferSelect;
export type AgentRow = typeof agents.$inferSelect;

/** A new pending application, or null when the contact (or member) already has one open. */
export const insertApplication = async (
  db: Executor,
  values: typeof agentApplications.$inferInsert,
): Promise<ApplicationRow | null> => {
  const [row] = await db.insert(agentApplications).values(values).onConflictDoNothing().returning();
  return row ?? null;
};

/** The member's latest application, whatever its state. */
export const latestOfMember = async (db: Executor, memberId: number): Promise<ApplicationRow | null> => {
  const [row] = await db
    .select()
    .from(agentApplications)
    .where(eq(agentApplications.memberId, memberId))
    .orderBy(desc(agentApplications.id))
    .limit(1);
  return row ?? null;
};

export const queueFilter = (siteId: number, status?: string): SQL | undefined =>
  and(eq(agentApplications.siteId, siteId), status === undefined ? undefined : eq(agentApplications.status, status));

export const page = async (db: Executor, where: SQL | undefined, pageNum: number, pageSize: number) => {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(agentApplications)
      .where(where)
      .orderBy(desc(agentApplications.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(agentApplications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const lockApplication = async (db: Executor, siteId: number, id: number): Promise<ApplicationRow | null> => {
  const [row] = await db
    .select()
    .from(agentApplications)
    .where(and(eq(agentApplications.siteId, siteId), eq(agentApplications.id, id)))
    .for('update');
  return row ?? null;
};

export const updateApplication = async (
  db: Executor,
  id: number,
  values: Partial<
    Pick<ApplicationRow, 'status' | 'rejectReason' | 'agentMemberId' | 'memberId' | 'decidedBy' | 'decidedAt'>
  >,
): Promise<ApplicationRow> => {
  const [row] = await db.update(agentApplications).set(values).where(eq(agentApplications.id, id)).returning();
  if (!row) throw new Error(`agent application ${id} vanished under its lock`);
  return row;
};

export const findAgent = async (db: Executor, memberId: number): Promise<AgentRow | null> => {
  const [row] = await db.select().from(agents).where(eq(agents.memberId, memberId));
  return row ?? null;
};

export const findAgentByCode = async (db: Executor, siteId: number, code: string): Promise<AgentRow | null> => {
  const [row] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.siteId, siteId), eq(agents.code, code)));
  return row ?? null;
};

/** A new agent, or null when the code is taken on the site (the caller draws another). */
export const insertAgent = async (db: Executor, values: typeof agents.$inferInsert): Promise<AgentRow | null> => {
  const [row] = await db.insert(agents).values(values).onConflictDoNothing().returning();
  return row ?? null;
};

/** Codes of the agents among the members, for the queue. */
export const codesOf = async (db: Executor, memberIds: number[]): Promise<Map<number, string>> => {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: agents.memberId, code: agents.code })
    .from(agents)
    .where(inArray(agents.memberId, memberIds));
  return new Map(rows.map((r) => [r.memberId, r.code]));
};

export const insertAgentMember = async (db: Executor, values: typeof agentMembers.$inferInsert): Promise<void> => {
  await db.insert(agentMembers).values(values).onConflictDoNothing();
};

/** Marks the member's first deposit (the first event seen wins; a replay changes nothing). */
export const markFirstDeposit = async (db: Executor, memberId: number, at: Date): Promise<void> => {
  await db
    .update(agentMembers)
    .set({ firstDepositAt: at })
    .where(and(eq(agentMembers.memberId, memberId), sql`${agentMembers.firstDepositAt} is null`));
};

/** The agent's member counts: all, registered since `monthStart`, and those who have deposited. */
export const memberCounts = async (db: Executor, agentId: number, monthStart: Date) => {
  const [row] = await db
    .select({
      total: count(),
      newThisMonth: count(sql`case when ${agentMembers.registeredAt} >= ${monthStart} then 1 end`),
      firstDepositors: count(agentMembers.firstDepositAt),
    })
    .from(agentMembers)
    .where(eq(agentMembers.agentId, agentId));
  return { total: row?.total ?? 0, newThisMonth: row?.newThisMonth ?? 0, firstDepositors: row?.firstDepositors ?? 0 };
};

/** Ids of the agent's members, for the turnover read (never sent to the agent). */
export const memberIdsOf = async (db: Executor, agentId: number): Promise<number[]> => {
  const rows = await db
    .select({ memberId: agentMembers.memberId })
    .from(agentMembers)
    .where(eq(agentMembers.agentId, agentId));
  return rows.map((r) => r.memberId);
};
