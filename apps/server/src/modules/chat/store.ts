import { and, asc, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { chatAdmins, chatMessages, chatMutes, chatPresence, chatRooms, chatWords } from './tables';

export type RoomRow = typeof chatRooms.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type MuteRow = typeof chatMutes.$inferSelect;
export type RoomPatch = Partial<
  Pick<RoomRow, 'chatOn' | 'giftsOn' | 'slowModeSeconds' | 'minLevel' | 'allowLinks' | 'greeting'>
>;

export const findRoom = async (db: Executor, siteId: number, roomKey: string): Promise<RoomRow | null> => {
  const [row] = await db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.siteId, siteId), eq(chatRooms.roomKey, roomKey)));
  return row ?? null;
};

export const roomsOf = (db: Executor, siteId: number, roomKeys: string[]): Promise<RoomRow[]> =>
  roomKeys.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(chatRooms)
        .where(and(eq(chatRooms.siteId, siteId), inArray(chatRooms.roomKey, roomKeys)));

export const upsertRoom = async (db: Executor, siteId: number, roomKey: string, patch: RoomPatch, now: Date) => {
  const [row] = await db
    .insert(chatRooms)
    .values({ siteId, roomKey, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: [chatRooms.siteId, chatRooms.roomKey], set: { ...patch, updatedAt: now } })
    .returning();
  return row!;
};

export const insertMessage = async (db: Executor, values: typeof chatMessages.$inferInsert): Promise<MessageRow> => {
  const [row] = await db.insert(chatMessages).values(values).returning();
  return row!;
};

/**
 * A message that stands for something else (its `sourceKey`), stored once however often it is told:
 * `fresh` is false, with the row stored the first time, when it was told before.
 */
export const insertMessageOnce = async (
  db: Executor,
  values: typeof chatMessages.$inferInsert & { sourceKey: string },
): Promise<{ row: MessageRow; fresh: boolean }> => {
  const [made] = await db.insert(chatMessages).values(values).onConflictDoNothing().returning();
  if (made) return { row: made, fresh: true };
  const [first] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.siteId, values.siteId), eq(chatMessages.sourceKey, values.sourceKey)));
  if (!first) throw new Error(`chat message ${values.sourceKey} neither stored nor found`);
  return { row: first, fresh: false };
};

/** Newest first, before the cursor id when given; deleted ones are left out. */
export const history = (
  db: Executor,
  siteId: number,
  roomKey: string,
  options: { before?: number; after?: number; limit: number; kinds?: string[]; newestFirst: boolean },
): Promise<MessageRow[]> => {
  const where = [eq(chatMessages.siteId, siteId), eq(chatMessages.roomKey, roomKey), isNull(chatMessages.deletedAt)];
  if (options.before !== undefined) where.push(lt(chatMessages.id, options.before));
  if (options.after !== undefined) where.push(gt(chatMessages.id, options.after));
  if (options.kinds) where.push(inArray(chatMessages.kind, options.kinds));
  return db
    .select()
    .from(chatMessages)
    .where(and(...where))
    .orderBy(options.newestFirst ? desc(chatMessages.id) : asc(chatMessages.id))
    .limit(options.limit);
};

export const findMessage = async (db: Executor, siteId: number, roomKey: string, id: number) => {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.siteId, siteId), eq(chatMessages.roomKey, roomKey), eq(chatMessages.id, id)));
  return row ?? null;
};

export const markDeleted = async (db: Executor, siteId: number, roomKey: string, id: number, by: string, now: Date) => {
  const rows = await db
    .update(chatMessages)
    .set({ deletedAt: now, deletedBy: by })
    .where(
      and(
        eq(chatMessages.siteId, siteId),
        eq(chatMessages.roomKey, roomKey),
        eq(chatMessages.id, id),
        isNull(chatMessages.deletedAt),
      ),
    )
    .returning({ id: chatMessages.id });
  return rows.length > 0;
};

/** How many messages of these kinds a member sent (anywhere on the site) after `since`: the per-member rate limit. */
export const sentSince = async (
  db: Executor,
  memberId: number,
  since: Date,
  kinds: readonly string[],
): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.memberId, memberId),
        gt(chatMessages.createdAt, since),
        inArray(chatMessages.kind, [...kinds]),
      ),
    );
  return row?.n ?? 0;
};

/**
 * The member's row in a room, locked for the rest of the transaction, so two sends of one member
 * at once are judged one after the other (slow mode, rate limit) on every node.
 */
export const lockPresence = async (db: Executor, siteId: number, roomKey: string, memberId: number) => {
  await db.insert(chatPresence).values({ siteId, roomKey, memberId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(chatPresence)
    .where(and(eq(chatPresence.siteId, siteId), eq(chatPresence.roomKey, roomKey), eq(chatPresence.memberId, memberId)))
    .for('update');
  return row!;
};

export const presenceOf = async (db: Executor, siteId: number, roomKey: string, memberId: number) => {
  const [row] = await db
    .select()
    .from(chatPresence)
    .where(
      and(eq(chatPresence.siteId, siteId), eq(chatPresence.roomKey, roomKey), eq(chatPresence.memberId, memberId)),
    );
  return row ?? null;
};

export const setPresence = (
  db: Executor,
  siteId: number,
  roomKey: string,
  memberId: number,
  patch: Partial<Pick<typeof chatPresence.$inferSelect, 'lastSeenId' | 'lastSentAt' | 'welcomedAt'>>,
) =>
  db
    .insert(chatPresence)
    .values({ siteId, roomKey, memberId, ...patch })
    .onConflictDoUpdate({ target: [chatPresence.siteId, chatPresence.roomKey, chatPresence.memberId], set: patch });

/** Claims the welcome of a member's visit: true when they were not welcomed since `since`. */
export const claimWelcome = async (
  db: Executor,
  siteId: number,
  roomKey: string,
  memberId: number,
  now: Date,
  since: Date,
): Promise<boolean> => {
  const rows = await db
    .insert(chatPresence)
    .values({ siteId, roomKey, memberId, welcomedAt: now })
    .onConflictDoUpdate({
      target: [chatPresence.siteId, chatPresence.roomKey, chatPresence.memberId],
      set: { welcomedAt: now },
      setWhere: sql`${chatPresence.welcomedAt} is null or ${chatPresence.welcomedAt} < ${since.toISOString()}`,
    })
    .returning({ memberId: chatPresence.memberId });
  return rows.length > 0;
};

export const findMute = async (db: Executor, siteId: number, roomKey: string, memberId: number) => {
  const [row] = await db
    .select()
    .from(chatMutes)
    .where(and(eq(chatMutes.siteId, siteId), eq(chatMutes.roomKey, roomKey), eq(chatMutes.memberId, memberId)));
  return row ?? null;
};

export const putMute = (db: Executor, values: typeof chatMutes.$inferInsert) =>
  db
    .insert(chatMutes)
    .values(values)
    .onConflictDoUpdate({
      target: [chatMutes.siteId, chatMutes.roomKey, chatMutes.memberId],
      set: { until: values.until, reason: values.reason, mutedBy: values.mutedBy, createdAt: values.createdAt },
    });

export const removeMute = async (db: Executor, siteId: number, roomKey: string, memberId: number) => {
  const rows = await db
    .delete(chatMutes)
    .where(and(eq(chatMutes.siteId, siteId), eq(chatMutes.roomKey, roomKey), eq(chatMutes.memberId, memberId)))
    .returning({ memberId: chatMutes.memberId });
  return rows.length > 0;
};

/** The mutes still holding at `now`, newest first. */
export const activeMutes = (db: Executor, siteId: number, roomKey: string, now: Date): Promise<MuteRow[]> =>
  db
    .select()
    .from(chatMutes)
    .where(
      and(
        eq(chatMutes.siteId, siteId),
        eq(chatMutes.roomKey, roomKey),
        sql`(${chatMutes.until} is null or ${chatMutes.until} > ${now.toISOString()})`,
      ),
    )
    .orderBy(desc(chatMutes.createdAt))
    .limit(200);

export const isAppointed = async (db: Executor, siteId: number, roomKey: string, memberId: number) => {
  const [row] = await db
    .select({ memberId: chatAdmins.memberId })
    .from(chatAdmins)
    .where(and(eq(chatAdmins.siteId, siteId), eq(chatAdmins.roomKey, roomKey), eq(chatAdmins.memberId, memberId)));
  return row !== undefined;
};

export const appoint = (db: Executor, siteId: number, roomKey: string, memberId: number, by: number) =>
  db.insert(chatAdmins).values({ siteId, roomKey, memberId, appointedBy: by }).onConflictDoNothing();

export const dismiss = (db: Executor, siteId: number, roomKey: string, memberId: number) =>
  db
    .delete(chatAdmins)
    .where(and(eq(chatAdmins.siteId, siteId), eq(chatAdmins.roomKey, roomKey), eq(chatAdmins.memberId, memberId)));

export const words = async (db: Executor, siteId: number): Promise<string[]> =>
  (
    await db
      .select({ word: chatWords.word })
      .from(chatWords)
      .where(eq(chatWords.siteId, siteId))
      .orderBy(chatWords.word)
  ).map((r) => r.word);

export const addWords = async (db: Executor, siteId: number, list: string[]) => {
  if (list.length > 0)
    await db
      .insert(chatWords)
      .values(list.map((word) => ({ siteId, word })))
      .onConflictDoNothing();
};

export const removeWords = async (db: Executor, siteId: number, list: string[]) => {
  if (list.length > 0)
    await db.delete(chatWords).where(and(eq(chatWords.siteId, siteId), inArray(chatWords.word, list)));
};
