import type { trackEvent } from '@courtside/contract';
import { bigint, bigserial, date, index, integer, json, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

/** One event of a stored batch: the contract's event as the server checked it (target '' for a page view). */
type StoredTrackEvent = z.output<typeof trackEvent>;

/**
 * 埋点 beacons (issue 32), append-only: one row per accepted batch, its events as the JSON array
 * they came in. The migration makes it PARTITIONED BY RANGE (day), one partition per business day,
 * created as the day's first batch arrives, and a default partition as the safety net, so old days
 * can be dropped whole. No foreign keys: a report row outlives the banner or the member it names.
 *
 * **Decision:** a row per batch, not per event. At the goal's 10,000 events a second a row each
 * cost the node (which runs the embedded database itself) most of a core in inserts and index
 * entries, and held its event loop for tens of milliseconds per write; 200 rows a second of `json`
 * (kept as text, not parsed into jsonb) cost it a few per cent. The reports unpack the events when
 * they read.
 */
export const trackBatches = pgTable(
  'track_batch',
  {
    /** The Asia/Shanghai business day the server received it on: the partition key. */
    day: date('day', { mode: 'string' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    siteId: integer('site_id').notNull(),
    /** The member whose session cookie came with the beacon; null for a visitor. */
    memberId: bigint('member_id', { mode: 'number' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    eventCount: integer('event_count').notNull(),
    events: json('events').$type<StoredTrackEvent[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.id] }), index('track_batch_site_day_idx').on(t.siteId, t.day)],
);
