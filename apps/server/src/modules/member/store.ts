import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { avatars, memberAddresses, memberProfiles, modifyRequests } from './tables';

export type ProfileRow = typeof memberProfiles.$inferSelect;
export type ModifyRow = typeof modifyRequests.$inferSelect;

const EMPTY_PROFILE = (memberId: number): ProfileRow => ({
  memberId,
  birthday: null,
  sex: 'unknown',
  qq: '',
  wechat: '',
  realName: null,
  withdrawPasswordHash: null,
  avatarId: null,
  updatedAt: new Date(0),
});

/** A member's profile; members who never saved one read as the empty profile. */
export const findProfile = async (db: Executor, memberId: number): Promise<ProfileRow> => {
  const rows = await db.select().from(memberProfiles).where(eq(memberProfiles.memberId, memberId)).limit(1);
  return rows[0] ?? EMPTY_PROFILE(memberId);
};

export const saveProfile = async (
  db: Executor,
  memberId: number,
  patch: Partial<Omit<ProfileRow, 'memberId' | 'updatedAt'>>,
): Promise<void> => {
  await db
    .insert(memberProfiles)
    .values({ memberId, ...patch })
    .onConflictDoUpdate({ target: memberProfiles.memberId, set: { ...patch, updatedAt: sql`now()` } });
};

/** Sets the real name only if none is set yet; false when one already was. */
export const setRealNameOnce = async (db: Executor, memberId: number, realName: string): Promise<boolean> => {
  await db.insert(memberProfiles).values({ memberId }).onConflictDoNothing();
  const rows = await db
    .update(memberProfiles)
    .set({ realName, updatedAt: sql`now()` })
    .where(and(eq(memberProfiles.memberId, memberId), isNull(memberProfiles.realName)))
    .returning({ memberId: memberProfiles.memberId });
  return rows.length > 0;
};

// ---- avatars ----

const avatarColumns = { id: avatars.id, memberId: avatars.memberId, presetKey: avatars.presetKey };

/** The presets plus the member's own live uploads. */
export const listAvatars = (db: Executor, memberId: number) =>
  db
    .select(avatarColumns)
    .from(avatars)
    .where(and(isNull(avatars.deletedAt), or(isNull(avatars.memberId), eq(avatars.memberId, memberId))))
    .orderBy(asc(avatars.id));

export const presetKeys = async (db: Executor): Promise<string[]> => {
  const rows = await db.select({ key: avatars.presetKey }).from(avatars).where(isNull(avatars.memberId));
  return rows.map((r) => r.key ?? '');
};

export const insertAvatar = async (db: Executor, values: typeof avatars.$inferInsert): Promise<number> => {
  const rows = await db.insert(avatars).values(values).returning({ id: avatars.id });
  return rows[0]!.id;
};

export const findAvatarImage = async (db: Executor, id: number) => {
  const rows = await db
    .select({ contentType: avatars.contentType, body: avatars.body })
    .from(avatars)
    .where(and(eq(avatars.id, id), isNull(avatars.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
};

/** Soft-deletes one of the member's own uploads; false when it is not theirs (or a preset). */
export const deleteOwnAvatar = async (db: Executor, memberId: number, id: number): Promise<boolean> => {
  const rows = await db
    .update(avatars)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(avatars.id, id), eq(avatars.memberId, memberId), isNull(avatars.deletedAt)))
    .returning({ id: avatars.id });
  return rows.length > 0;
};

export const countOwnAvatars = async (db: Executor, memberId: number): Promise<number> => {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(avatars)
    .where(and(eq(avatars.memberId, memberId), isNull(avatars.deletedAt)));
  return rows[0]?.n ?? 0;
};

// ---- address ----

export const findAddress = async (db: Executor, memberId: number) => {
  const rows = await db.select().from(memberAddresses).where(eq(memberAddresses.memberId, memberId)).limit(1);
  return rows[0] ?? null;
};

export const saveAddress = (
  db: Executor,
  memberId: number,
  address: Omit<typeof memberAddresses.$inferInsert, 'memberId'>,
) =>
  db
    .insert(memberAddresses)
    .values({ memberId, ...address })
    .onConflictDoUpdate({ target: memberAddresses.memberId, set: { ...address, updatedAt: sql`now()` } });

// ---- modification requests ----

export const listModifyRequests = (db: Executor, memberId: number) =>
  db
    .select()
    .from(modifyRequests)
    .where(eq(modifyRequests.memberId, memberId))
    .orderBy(desc(modifyRequests.id))
    .limit(50);

/**
 * The back office's queue: requests of one site's members (the member table is the account module's,
 * named here by its SQL name as the store may not import it); the pending ones oldest first.
 */
export const pageModifyQueue = async (
  db: Executor,
  siteId: number,
  query: { state: string; memberId?: number | undefined; limit: number; offset: number },
): Promise<{ rows: ModifyRow[]; total: number }> => {
  const where = and(
    sql`${modifyRequests.memberId} in (select id from member where site_id = ${siteId})`,
    query.state === 'all' ? undefined : eq(modifyRequests.state, query.state),
    query.memberId ? eq(modifyRequests.memberId, query.memberId) : undefined,
  );
  const rows = await db
    .select()
    .from(modifyRequests)
    .where(where)
    .orderBy(query.state === 'pending' ? asc(modifyRequests.id) : desc(modifyRequests.id))
    .limit(query.limit)
    .offset(query.offset);
  const totals = await db.select({ n: sql<number>`count(*)::int` }).from(modifyRequests).where(where);
  return { rows, total: totals[0]?.n ?? 0 };
};

export const countOpenModifyRequests = async (db: Executor, memberId: number, kind?: string): Promise<number> => {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(modifyRequests)
    .where(
      and(
        eq(modifyRequests.memberId, memberId),
        inArray(modifyRequests.state, ['pending', 'needMore']),
        kind ? eq(modifyRequests.kind, kind) : undefined,
      ),
    );
  return rows[0]?.n ?? 0;
};

export const insertModifyRequest = async (
  db: Executor,
  values: typeof modifyRequests.$inferInsert,
): Promise<ModifyRow> => {
  const rows = await db.insert(modifyRequests).values(values).returning();
  return rows[0]!;
};

export const findModifyRequest = async (db: Executor, id: number): Promise<ModifyRow | null> => {
  const rows = await db.select().from(modifyRequests).where(eq(modifyRequests.id, id)).limit(1).for('update');
  return rows[0] ?? null;
};

export const updateModifyRequest = async (
  db: Executor,
  id: number,
  patch: Partial<Pick<ModifyRow, 'state' | 'reviewNote' | 'supplement'>>,
): Promise<ModifyRow> => {
  const rows = await db
    .update(modifyRequests)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(modifyRequests.id, id))
    .returning();
  return rows[0]!;
};
