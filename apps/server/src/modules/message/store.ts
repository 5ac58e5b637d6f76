import type { MessageTab } from '@courtside/contract';
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { memberMessages, messageBatches, messageReplies } from './tables';

export type MessageRow = typeof memberMessages.$inferSelect;
export type ReplyRow = typeof messageReplies.$inferSelect;
export type BatchRow = typeof messageBatches.$inferSelect;
export type NewMessage = typeof memberMessages.$inferInsert;

const live = isNull(memberMessages.deletedAt);
const own = (memberId: number) => and(eq(memberMessages.memberId, memberId), live);
const inTab = (tab: MessageTab | undefined) => (tab ? eq(memberMessages.tab, tab) : undefined);

/** Writes messages; those whose member already has one from the same source are skipped. Answers the new rows. */
export const insertMessages = async (db: Executor, rows: NewMessage[]): Promise<MessageRow[]> => {
  if (rows.length === 0) return [];
  return db
    .insert(memberMessages)
    .values(rows)
    .onConflictDoNothing({ target: [memberMessages.memberId, memberMessages.sourceKey] })
    .returning();
};

export const page = (db: Executor, memberId: number, tab: MessageTab, limit: number, offset: number) =>
  db
    .select()
    .from(memberMessages)
    .where(and(own(memberId), eq(memberMessages.tab, tab)))
    // Sticky first (the latest pinned on top), then newest.
    .orderBy(sql`${memberMessages.stickyAt} desc nulls last`, desc(memberMessages.createdAt), desc(memberMessages.id))
    .limit(limit)
    .offset(offset);

export const total = async (db: Executor, memberId: number, tab: MessageTab): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(memberMessages)
    .where(and(own(memberId), eq(memberMessages.tab, tab)));
  return row?.n ?? 0;
};

export const unreadByTab = async (db: Executor, memberId: number): Promise<Map<string, number>> => {
  const rows = await db
    .select({ tab: memberMessages.tab, n: count() })
    .from(memberMessages)
    .where(and(own(memberId), isNull(memberMessages.readAt)))
    .groupBy(memberMessages.tab);
  return new Map(rows.map((r) => [r.tab, r.n]));
};

/** Unread messages per member and tab, for the members named. */
export const unreadOfMembers = (db: Executor, memberIds: number[]) =>
  db
    .select({ memberId: memberMessages.memberId, tab: memberMessages.tab, n: count() })
    .from(memberMessages)
    .where(and(inArray(memberMessages.memberId, memberIds), live, isNull(memberMessages.readAt)))
    .groupBy(memberMessages.memberId, memberMessages.tab);

/** The member's own live message; another member's id, or a deleted one, is none. */
export const ownMessage = async (db: Executor, memberId: number, id: number): Promise<MessageRow | undefined> => {
  const [row] = await db
    .select()
    .from(memberMessages)
    .where(and(eq(memberMessages.id, id), own(memberId)));
  return row;
};

export const bySource = async (db: Executor, memberId: number, sourceKey: string) => {
  const [row] = await db
    .select()
    .from(memberMessages)
    .where(and(eq(memberMessages.memberId, memberId), eq(memberMessages.sourceKey, sourceKey)));
  return row;
};

export const updateMessage = async (db: Executor, id: number, set: Partial<MessageRow>): Promise<MessageRow> => {
  const [row] = await db.update(memberMessages).set(set).where(eq(memberMessages.id, id)).returning();
  if (!row) throw new Error(`message ${id} vanished`);
  return row;
};

export const readAll = async (db: Executor, memberId: number, tab: MessageTab | undefined, now: Date) =>
  (
    await db
      .update(memberMessages)
      .set({ readAt: now })
      .where(and(own(memberId), isNull(memberMessages.readAt), inTab(tab)))
      .returning({ id: memberMessages.id })
  ).length;

export const deleteAll = async (db: Executor, memberId: number, tab: MessageTab | undefined, now: Date) =>
  (
    await db
      .update(memberMessages)
      .set({ deletedAt: now })
      .where(and(own(memberId), inTab(tab)))
      .returning({ id: memberMessages.id })
  ).length;

export const replies = (db: Executor, messageId: number) =>
  db.select().from(messageReplies).where(eq(messageReplies.messageId, messageId)).orderBy(asc(messageReplies.id));

export const insertReply = (db: Executor, row: typeof messageReplies.$inferInsert) =>
  db
    .insert(messageReplies)
    .values(row)
    .onConflictDoNothing({ target: [messageReplies.messageId, messageReplies.requestId] });

// ---- notice batches ----

export const insertBatch = async (db: Executor, row: typeof messageBatches.$inferInsert) => {
  const [created] = await db
    .insert(messageBatches)
    .values(row)
    .onConflictDoNothing({ target: [messageBatches.siteId, messageBatches.requestId] })
    .returning();
  if (created) return created;
  const [existing] = await db
    .select()
    .from(messageBatches)
    .where(and(eq(messageBatches.siteId, row.siteId), eq(messageBatches.requestId, row.requestId)));
  if (!existing) throw new Error('message batch neither inserted nor found');
  return existing;
};

export const batches = (db: Executor, siteId: number, limit: number, offset: number) =>
  db
    .select()
    .from(messageBatches)
    .where(eq(messageBatches.siteId, siteId))
    .orderBy(desc(messageBatches.id))
    .limit(limit)
    .offset(offset);

export const batchCount = async (db: Executor, siteId: number) => {
  const [row] = await db.select({ n: count() }).from(messageBatches).where(eq(messageBatches.siteId, siteId));
  return row?.n ?? 0;
};

/** The oldest unfinished batch nobody else is working on, locked for this chunk's transaction. */
export const lockOpenBatch = async (db: Executor): Promise<BatchRow | undefined> => {
  const [row] = await db
    .select()
    .from(messageBatches)
    .where(ne(messageBatches.state, 'done'))
    .orderBy(asc(messageBatches.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
};

export const updateBatch = (db: Executor, id: number, set: Partial<BatchRow>) =>
  db.update(messageBatches).set(set).where(eq(messageBatches.id, id));
