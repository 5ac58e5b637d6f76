import { and, asc, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { supportConversations, supportMessages } from './tables';

export type ConversationRow = typeof supportConversations.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;

/** The member's open conversation, locked for the caller's transaction. */
export const lockOpenConversation = async (
  db: Executor,
  siteId: number,
  memberId: number,
): Promise<ConversationRow | null> => {
  const [row] = await db
    .select()
    .from(supportConversations)
    .where(
      and(
        eq(supportConversations.siteId, siteId),
        eq(supportConversations.memberId, memberId),
        ne(supportConversations.state, 'closed'),
      ),
    )
    .for('update');
  return row ?? null;
};

/** The member's newest conversation, open or closed. */
export const latestConversation = async (
  db: Executor,
  siteId: number,
  memberId: number,
): Promise<ConversationRow | null> => {
  const [row] = await db
    .select()
    .from(supportConversations)
    .where(and(eq(supportConversations.siteId, siteId), eq(supportConversations.memberId, memberId)))
    .orderBy(desc(supportConversations.id))
    .limit(1);
  return row ?? null;
};

/** A new waiting conversation, or null when another call opened one first (the partial unique index). */
export const insertConversation = async (
  db: Executor,
  values: { siteId: number; memberId: number; now: Date },
): Promise<ConversationRow | null> => {
  const [row] = await db
    .insert(supportConversations)
    .values({ siteId: values.siteId, memberId: values.memberId, openedAt: values.now, lastMessageAt: values.now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
};

export const findConversation = async (db: Executor, siteId: number, id: number): Promise<ConversationRow | null> => {
  const [row] = await db
    .select()
    .from(supportConversations)
    .where(and(eq(supportConversations.siteId, siteId), eq(supportConversations.id, id)));
  return row ?? null;
};

export const lockConversation = async (db: Executor, siteId: number, id: number): Promise<ConversationRow | null> => {
  const [row] = await db
    .select()
    .from(supportConversations)
    .where(and(eq(supportConversations.siteId, siteId), eq(supportConversations.id, id)))
    .for('update');
  return row ?? null;
};

export const updateConversation = async (
  db: Executor,
  id: number,
  patch: Partial<Pick<ConversationRow, 'state' | 'agent' | 'takenAt' | 'closedAt' | 'closedBy' | 'lastMessageAt'>>,
): Promise<ConversationRow> => {
  const [row] = await db.update(supportConversations).set(patch).where(eq(supportConversations.id, id)).returning();
  return row!;
};

/** Waiting conversations of the site opened before this moment: the member's place in the queue. */
export const waitingBefore = async (db: Executor, siteId: number, openedAt: Date, id: number): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(supportConversations)
    .where(
      and(
        eq(supportConversations.siteId, siteId),
        eq(supportConversations.state, 'waiting'),
        sql`(${supportConversations.openedAt}, ${supportConversations.id}) < (${openedAt.toISOString()}::timestamptz, ${id})`,
      ),
    );
  return row?.n ?? 0;
};

/**
 * A line of a conversation. With a request id already used by the same author there, nothing is
 * written and the first line is returned.
 */
export const insertMessage = async (
  db: Executor,
  values: typeof supportMessages.$inferInsert,
): Promise<{ row: MessageRow; created: boolean }> => {
  const [row] = await db.insert(supportMessages).values(values).onConflictDoNothing().returning();
  if (row) return { row, created: true };
  const [first] = await db
    .select()
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, values.conversationId),
        eq(supportMessages.author, values.author),
        eq(supportMessages.requestId, values.requestId ?? ''),
      ),
    );
  return { row: first!, created: false };
};

/** Newest first, before the cursor id when given. */
export const messages = (
  db: Executor,
  conversationId: number,
  options: { before?: number; limit: number },
): Promise<MessageRow[]> =>
  db
    .select()
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        options.before === undefined ? undefined : lt(supportMessages.id, options.before),
      ),
    )
    .orderBy(desc(supportMessages.id))
    .limit(options.limit);

export type QueueFilter = { states: string[]; agent?: string };

/** One page of the site's conversations: waiting ones oldest first (the queue), the others newest first. */
export const queue = async (
  db: Executor,
  siteId: number,
  filter: QueueFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ConversationRow[]; total: number }> => {
  const where = and(
    eq(supportConversations.siteId, siteId),
    inArray(supportConversations.state, filter.states),
    filter.agent === undefined ? undefined : eq(supportConversations.agent, filter.agent),
  );
  const waiting = filter.states.length === 1 && filter.states[0] === 'waiting';
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(supportConversations)
      .where(where)
      .orderBy(
        waiting ? asc(supportConversations.openedAt) : desc(supportConversations.lastMessageAt),
        asc(supportConversations.id),
      )
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(supportConversations).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** The newest line of each conversation (its preview in the queue). */
export const lastMessages = async (db: Executor, conversationIds: number[]): Promise<Map<number, MessageRow>> => {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([supportMessages.conversationId])
    .from(supportMessages)
    .where(inArray(supportMessages.conversationId, conversationIds))
    .orderBy(supportMessages.conversationId, desc(supportMessages.id));
  return new Map(rows.map((r) => [r.conversationId, r]));
};
