import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sites } from '../site/tables';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A chat room's settings. A room (`m:<matchId>` or `a:<anchorRoomId>`) exists for chat as soon as
 * anyone reads it; this row is written only when someone changes its settings, so a room without
 * one has the defaults.
 */
export const chatRooms = pgTable(
  'chat_room',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    roomKey: text('room_key').notNull(),
    chatOn: boolean('chat_on').notNull().default(true),
    giftsOn: boolean('gifts_on').notNull().default(true),
    slowModeSeconds: integer('slow_mode_seconds').notNull().default(0),
    minLevel: integer('min_level').notNull().default(0),
    allowLinks: boolean('allow_links').notNull().default(false),
    greeting: text('greeting').notNull().default(''),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.roomKey] }),
    check('chat_room_slow', sql`${t.slowModeSeconds} between 0 and 600`),
    check('chat_room_level', sql`${t.minLevel} between 0 and 10`),
  ],
);

/**
 * A chat message. The id (one sequence for every node) is what clients de-duplicate by; `data` is
 * the kind's payload (text, an order, a gift push, an order push). A deleted message stays for
 * the record and is no longer served.
 */
export const chatMessages = pgTable(
  'chat_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    roomKey: text('room_key').notNull(),
    kind: text('kind').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    username: text('username'),
    level: integer('level'),
    data: jsonb('data').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    deletedAt: timestamptz('deleted_at'),
    deletedBy: text('deleted_by'),
    /**
     * What a line posted on another module's behalf stands for (`gift:<recordId>`): that module may
     * tell the chat twice (its events come at least once), and the room shows the line once.
     */
    sourceKey: text('source_key'),
  },
  (t) => [
    index('chat_message_room').on(t.siteId, t.roomKey, t.id),
    index('chat_message_member').on(t.memberId, t.createdAt),
    uniqueIndex('chat_message_source').on(t.siteId, t.sourceKey),
    check('chat_message_kind', sql`${t.kind} in ('text', 'order', 'gift', 'welcome', 'orderPush', 'revertOrderPush')`),
  ],
);

/**
 * A member in a room: the last message they saw (offline messages are those after it), when they
 * last spoke (slow mode) and when they were last welcomed (one welcome line per visit, not per tab).
 */
export const chatPresence = pgTable(
  'chat_presence',
  {
    siteId: integer('site_id').notNull(),
    roomKey: text('room_key').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    lastSeenId: bigint('last_seen_id', { mode: 'number' }).notNull().default(0),
    lastSentAt: timestamptz('last_sent_at'),
    welcomedAt: timestamptz('welcomed_at'),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.roomKey, t.memberId] })],
);

/** A mute in one room; `until` null holds until unblocked. */
export const chatMutes = pgTable(
  'chat_mute',
  {
    siteId: integer('site_id').notNull(),
    roomKey: text('room_key').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    until: timestamptz('until'),
    reason: text('reason').notNull().default(''),
    mutedBy: text('muted_by').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.roomKey, t.memberId] })],
);

/** Members an anchor appointed to moderate their room (房管). */
export const chatAdmins = pgTable(
  'chat_admin',
  {
    siteId: integer('site_id').notNull(),
    roomKey: text('room_key').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    appointedBy: bigint('appointed_by', { mode: 'number' }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.roomKey, t.memberId] }), index('chat_admin_member').on(t.memberId)],
);

/** The operator-edited sensitive words, per site. */
export const chatWords = pgTable(
  'chat_word',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.word] })],
);
