import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { adminSessions, adminUsers } from './tables';

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
  patch: Partial<Pick<AdminUserRow, 'roles' | 'status' | 'lastLoginAt'>>,
): Promise<AdminUserRow | null> => {
  const rows = await db.update(adminUsers).set(patch).where(eq(adminUsers.id, id)).returning();
  return rows[0] ?? null;
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
