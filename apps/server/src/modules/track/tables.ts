import { bigint, bigserial, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * 埋点 events (issue 32), append-only. The migration makes the table PARTITIONED BY RANGE (day), one
 * partition per business day created as the day's first batch arrives, and a default partition as the
 * safety net, so old days can be dropped whole. No foreign keys: a report row outlives the banner or
 * the member it names, and a partitioned log should not be held up by their locks.
 */
export const trackEvents = pgTable(
  'track_event',
  {
    /** The Asia/Shanghai business day the server received it on: the partition key. */
    day: date('day', { mode: 'string' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    siteId: integer('site_id').notNull(),
    /** The member whose session cookie came with the beacon; null for a visitor. */
    memberId: bigint('member_id', { mode: 'number' }),
    kind: text('kind').notNull(),
    page: text('page').notNull(),
    target: text('target').notNull(),
    clientAt: timestamp('client_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.id] }), index('track_event_site_day_kind_idx').on(t.siteId, t.day, t.kind)],
);
