import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { auditLog } from '../../platform/tables';
import { adminAdjustments, adminSessions, adminUsers, memberNotes } from './tables';

export type AdminUserRow = typeof adminUsers.$inferSelect;

// ---- admin users ----

export const findAdminByName = async (db: Executor, username: string): Promise<AdminUserRow | null> => {
  const rows = await db
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.username}) = lower(${username})`)
    .limit(1);
  return rows[0] ?? null;
};

export const findAdminById = async (db: Executor, id: number): Promise<AdminUserRow | null> => {
  const rows = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return rows[0] ?? null;
};

/** Locks the admin's row, so two changes of the same admin read each other's result as "before". */
export const findAdminForUpdate = async (db: Executor, id: number): Promise<AdminUserRow | null> => {
  const rows = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1).for('update');
  return rows[0] ?? null;
};

export const listAdmins = (db: Executor) => db.select().from(adminUsers).orderBy(asc(adminUsers.id)).limit(500);

/** Inserts an admin; null when the name is taken (case-insensitively), whoever got there first. */
export const insertAdmin = async (
  db: Executor,
  values: { username: string; passwordHash: string; roles: string[] },
): Promise<AdminUserRow | null> => {
  const rows = await db.insert(adminUsers).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
};

export const updateAdmin = async (
  db: Executor,
  id: number,
  patch: Partial<
    Pick<AdminUserRow, 'roles' | 'status' | 'lastLoginAt' | 'totpSecret' | 'totpPending' | 'totpLastStep'>
  >,
): Promise<AdminUserRow | null> => {
  const rows = await db.update(adminUsers).set(patch).where(eq(adminUsers.id, id)).returning();
  return rows[0] ?? null;
};

/** Records a TOTP step as used unless it (or a later one) already was; false when it was. */
export const takeTotpStep = async (db: Executor, id: number, step: number): Promise<boolean> => {
  const rows = await db
    .update(adminUsers)
    .set({ totpLastStep: step })
    .where(and(eq(adminUsers.id, id), or(isNull(adminUsers.totpLastStep), sql`${adminUsers.totpLastStep} < ${step}`)))
    .returning({ id: adminUsers.id });
  return rows.length > 0;
};

// ---- admin sessions ----

export const insertAdminSession = async (db: Executor, values: typeof adminSessions.$inferInsert) => {
  const rows = await db.insert(adminSessions).values(values).returning({ id: adminSessions.id });
  return rows[0]!.id;
};

export const findAdminSession = async (db: Executor, tokenHash: string) => {
  const rows = await db
    .select({
      sessionId: adminSessions.id,
      lastSeenAt: adminSessions.lastSeenAt,
      expiresAt: adminSessions.expiresAt,
      revokedAt: adminSessions.revokedAt,
      admin: {
        id: adminUsers.id,
        username: adminUsers.username,
        roles: adminUsers.roles,
        status: adminUsers.status,
        totpSecret: adminUsers.totpSecret,
      },
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
    .where(eq(adminSessions.tokenHash, tokenHash))
    .limit(1);
  return rows[0] ?? null;
};

export const touchAdminSession = (db: Executor, sessionId: number, now: Date, expiresAt: Date) =>
  db.update(adminSessions).set({ lastSeenAt: now, expiresAt }).where(eq(adminSessions.id, sessionId));

export const revokeAdminSession = (db: Executor, sessionId: number, now: Date) =>
  db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)));

/** Ends every live session of an admin; returns how many. */
export const revokeAdminSessions = async (db: Executor, adminId: number, now: Date): Promise<number> => {
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt)))
    .returning({ id: adminSessions.id });
  return rows.length;
};

// ---- the audit log (read-only) ----

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  memberId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const auditWhere = (filter: AuditFilter) =>
  and(
    filter.actor ? eq(auditLog.actor, filter.actor) : undefined,
    // An action name or a prefix of one ('wallet.'); the name is letters and dots only, so no LIKE escapes.
    filter.action
      ? filter.action.endsWith('.')
        ? sql`${auditLog.action} like ${`${filter.action}%`}`
        : eq(auditLog.action, filter.action)
      : undefined,
    filter.memberId !== undefined ? sql`(${auditLog.detail} ->> 'memberId') = ${String(filter.memberId)}` : undefined,
    filter.from ? gte(auditLog.at, new Date(filter.from)) : undefined,
    filter.to ? lte(auditLog.at, new Date(filter.to)) : undefined,
  );

/** One page of the audit log, by id (the order rows were written in). */
export const listAudit = async (
  db: Executor,
  filter: AuditFilter,
  page: { limit: number; offset: number; order: 'asc' | 'desc' },
) => {
  const where = auditWhere(filter);
  const [totalRow] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(page.order === 'asc' ? asc(auditLog.id) : desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: totalRow?.n ?? 0 };
};

/** Failed logins of a name since the instant (the per-name login lock). */
export const countLoginFailures = async (db: Executor, username: string, since: Date): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'admin.loginFailed'),
        gt(auditLog.at, since),
        sql`lower(${auditLog.detail} ->> 'username') = lower(${username})`,
      ),
    );
  return row?.n ?? 0;
};

/** The next batch of an export after `afterId` (keyset, so a long export costs the same per batch). */
export const auditBatch = (
  db: Executor,
  filter: AuditFilter,
  order: 'asc' | 'desc',
  afterId: bigint | null,
  limit: number,
) =>
  db
    .select()
    .from(auditLog)
    .where(
      and(
        auditWhere(filter),
        afterId === null ? undefined : order === 'asc' ? gt(auditLog.id, afterId) : lt(auditLog.id, afterId),
      ),
    )
    .orderBy(order === 'asc' ? asc(auditLog.id) : desc(auditLog.id))
    .limit(limit);

// ---- manual adjustments ----

export type AdjustmentRow = typeof adminAdjustments.$inferSelect;

export const findAdjustmentByRequest = async (db: Executor, requestId: string): Promise<AdjustmentRow | null> => {
  const rows = await db.select().from(adminAdjustments).where(eq(adminAdjustments.requestId, requestId)).limit(1);
  return rows[0] ?? null;
};

export const findAdjustment = async (db: Executor, id: number): Promise<AdjustmentRow | null> => {
  const rows = await db.select().from(adminAdjustments).where(eq(adminAdjustments.id, id)).limit(1);
  return rows[0] ?? null;
};

/** Inserts an adjustment; null when one with the same request id exists. */
export const insertAdjustment = async (
  db: Executor,
  values: typeof adminAdjustments.$inferInsert,
): Promise<AdjustmentRow | null> => {
  const rows = await db.insert(adminAdjustments).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
};

/** Moves an adjustment on from one of `from`; null when another decision got there first. */
export const moveAdjustment = async (
  db: Executor,
  id: number,
  from: AdjustmentRow['state'][],
  patch: Partial<Omit<AdjustmentRow, 'id'>>,
): Promise<AdjustmentRow | null> => {
  const rows = await db
    .update(adminAdjustments)
    .set(patch)
    .where(and(eq(adminAdjustments.id, id), inArray(adminAdjustments.state, from)))
    .returning();
  return rows[0] ?? null;
};

export const listAdjustments = async (
  db: Executor,
  siteId: number,
  filter: { state?: string | undefined; memberId?: number | undefined; limit: number; offset: number },
) => {
  const where = and(
    eq(adminAdjustments.siteId, siteId),
    filter.state ? eq(adminAdjustments.state, filter.state) : undefined,
    filter.memberId !== undefined ? eq(adminAdjustments.memberId, filter.memberId) : undefined,
  );
  const [totalRow] = await db.select({ n: count() }).from(adminAdjustments).where(where);
  const rows = await db
    .select()
    .from(adminAdjustments)
    .where(where)
    .orderBy(desc(adminAdjustments.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { rows, total: totalRow?.n ?? 0 };
};

export const countAdjustments = async (db: Executor, siteId: number, state: AdjustmentRow['state']) => {
  const [row] = await db
    .select({ n: count() })
    .from(adminAdjustments)
    .where(and(eq(adminAdjustments.siteId, siteId), eq(adminAdjustments.state, state)));
  return row?.n ?? 0;
};

export type MemberNoteRow = typeof memberNotes.$inferSelect;

export const insertMemberNote = async (
  db: Executor,
  note: { siteId: number; memberId: number; author: string; text: string },
): Promise<MemberNoteRow> => (await db.insert(memberNotes).values(note).returning())[0]!;

/** A member's notes on the site, newest first (the id orders them: it grows with every insert). */
export const listMemberNotes = async (
  db: Executor,
  f: { siteId: number; memberId: number },
  page: { limit: number; offset: number },
) => {
  const where = and(eq(memberNotes.siteId, f.siteId), eq(memberNotes.memberId, f.memberId));
  const [rows, [total]] = await Promise.all([
    db.select().from(memberNotes).where(where).orderBy(desc(memberNotes.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(memberNotes).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};
