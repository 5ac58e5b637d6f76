import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The platform's own tables: the audit log of operator actions, and the outbox of durable events with
// where each subscriber has got to.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Every back-office action, who did it and what it changed. Rows are only ever inserted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    detail: jsonb('detail').notNull(),
    /** The caller's address (null for jobs and for rows older than the column). */
    ip: text('ip'),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    // The audit screen filters by actor or action and pages newest first.
    index('audit_log_actor_idx').on(t.actor, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_member_idx').on(sql`((${t.detail} ->> 'memberId'))`, t.id),
  ],
);

/**
 * Events written in the same transaction as the change they tell of. `txId` is the writing
 * transaction's id, so a dispatcher reads only events of transactions that have all finished and
 * never skips one that committed late.
 */
export const outboxEvents = pgTable(
  'outbox_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    txId: bigint('tx_id', { mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('outbox_event_position').on(t.txId, t.id)],
);

/** How far each subscriber has handled the outbox, and its retry state for the event it is stuck on. */
export const outboxCursors = pgTable('outbox_cursor', {
  subscriber: text('subscriber').primaryKey(),
  txId: bigint('tx_id', { mode: 'number' }).notNull().default(0),
  eventId: bigint('event_id', { mode: 'number' }).notNull().default(0),
  attempts: integer('attempts').notNull().default(0),
  nextAt: timestamptz('next_at').notNull().defaultNow(),
  lastError: text('last_error'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Events a subscriber gave up on after its retries; an operator sees them and replays them. */
export const outboxDeadLetters = pgTable(
  'outbox_dead_letter',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriber: text('subscriber').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    error: text('error').notNull(),
    attempts: integer('attempts').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    replayedAt: timestamptz('replayed_at'),
    replayedBy: text('replayed_by'),
  },
  (t) => [index('outbox_dead_letter_open').on(t.replayedAt, t.id)],
);
