import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sites } from '../site/tables';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A member's customer-service conversation: waiting in the queue, taken by one operator, then closed.
 * A member has at most one open (waiting or active) conversation per site, which the partial unique
 * index holds even when two tabs send their first line at once.
 */
export const supportConversations = pgTable(
  'support_conversation',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    state: text('state').notNull().default('waiting'),
    /** The operator who took it (their back-office name). */
    agent: text('agent'),
    openedAt: timestamptz('opened_at').notNull(),
    takenAt: timestamptz('taken_at'),
    closedAt: timestamptz('closed_at'),
    /** `member` or `operator:<name>`. */
    closedBy: text('closed_by'),
    lastMessageAt: timestamptz('last_message_at').notNull(),
  },
  (t) => [
    uniqueIndex('support_conversation_open').on(t.siteId, t.memberId).where(sql`${t.state} <> 'closed'`),
    index('support_conversation_queue').on(t.siteId, t.state, t.openedAt),
    index('support_conversation_member').on(t.siteId, t.memberId, t.id),
    check('support_conversation_state', sql`${t.state} in ('waiting', 'active', 'closed')`),
  ],
);

/** One line of a conversation; a sender's retry with the same request id is the same line. */
export const supportMessages = pgTable(
  'support_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    name: text('name').notNull(),
    text: text('text').notNull(),
    requestId: text('request_id'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('support_message_conversation').on(t.conversationId, t.id),
    uniqueIndex('support_message_request').on(t.conversationId, t.author, t.requestId),
    check('support_message_author', sql`${t.author} in ('member', 'agent', 'system')`),
  ],
);
