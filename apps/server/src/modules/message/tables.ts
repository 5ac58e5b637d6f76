import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sites } from '../site/tables';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One message in one member's message centre. `sourceKey` names what wrote it (an event, a batch, an
 * operator's letter request); unique per member, so an event delivered twice or a batch chunk retried
 * writes one row. A deleted message keeps its row (with `deletedAt`) for that reason.
 */
export const memberMessages = pgTable(
  'member_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    tab: text('tab').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sourceKey: text('source_key').notNull(),
    /** `system`, or `admin:<name>` for an operator's letter or batch. */
    sender: text('sender').notNull(),
    batchId: integer('batch_id'),
    createdAt: timestamptz('created_at').notNull(),
    readAt: timestamptz('read_at'),
    stickyAt: timestamptz('sticky_at'),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    uniqueIndex('member_message_source').on(t.memberId, t.sourceKey),
    index('member_message_list').on(t.memberId, t.tab, t.createdAt),
    index('member_message_unread').on(t.memberId, t.tab).where(sql`${t.readAt} is null and ${t.deletedAt} is null`),
    check('member_message_tab', sql`${t.tab} in ('notice', 'private', 'activity')`),
  ],
);

/** A line under a private letter: the member's answer (where the site allows it) or the operator's. */
export const messageReplies = pgTable(
  'member_message_reply',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => memberMessages.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    text: text('text').notNull(),
    requestId: text('request_id').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('member_message_reply_request').on(t.messageId, t.requestId),
    check('member_message_reply_author', sql`${t.author} in ('member', 'operator')`),
  ],
);

/**
 * An operator's notice to a segment of members, fanned out by the `message.batches` job in chunks of
 * members in id order; `cursor` is the last member id reached, moved in the chunk's own transaction.
 */
export const messageBatches = pgTable(
  'message_batch',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    tab: text('tab').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    segment: jsonb('segment').notNull(),
    state: text('state').notNull().default('pending'),
    cursor: bigint('cursor', { mode: 'number' }).notNull().default(0),
    delivered: integer('delivered').notNull().default(0),
    createdBy: text('created_by').notNull(),
    requestId: text('request_id').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    uniqueIndex('message_batch_request').on(t.siteId, t.requestId),
    index('message_batch_open').on(t.state).where(sql`${t.state} <> 'done'`),
    check('message_batch_state', sql`${t.state} in ('pending', 'running', 'done')`),
  ],
);
