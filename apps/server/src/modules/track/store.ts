import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db';
import { trackBatches } from './tables';

export type TrackBatchRow = typeof trackBatches.$inferInsert;

/** `2026-11-29` -> `track_batch_20261129`: made only from a checked date, never from input text. */
const partitionName = (day: string) => `track_batch_${day.replaceAll('-', '')}`;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Creates the partition of a business day unless it exists. Two nodes may race to create it; the
 * loser's error is harmless (the partition is there), and a day whose partition cannot be made
 * (the default partition already holds its rows) keeps landing in the default one.
 */
export const ensureDayPartition = async (db: Db, day: string, nextDay: string): Promise<boolean> => {
  if (!DAY.test(day) || !DAY.test(nextDay)) throw new RangeError(`not a day: ${day}..${nextDay}`);
  try {
    await db.execute(
      sql.raw(
        `CREATE TABLE IF NOT EXISTS "${partitionName(day)}" PARTITION OF "track_batch" FOR VALUES FROM ('${day}') TO ('${nextDay}')`,
      ),
    );
    return true;
  } catch {
    return false;
  }
};

/** Appends the batches in one insert: at the goal's rate about fifty rows each quarter second. */
export const insertBatches = async (db: Executor, rows: TrackBatchRow[]): Promise<void> => {
  if (rows.length > 0) await db.insert(trackBatches).values(rows);
};

/** The events of the site's batches over a range of days, unpacked. */
const eventsOf = (siteId: number, from: string, to: string) => sql`
  ${trackBatches} b cross join lateral json_to_recordset(b.events) as e(kind text, page text, target text)
  where b.site_id = ${siteId} and b.day between ${from} and ${to}`;

/** Clicks per day, kind, target and the page they were made on. */
export const clicksByPage = async (db: Executor, siteId: number, from: string, to: string) =>
  (
    (await db.execute(sql`
      select b.day::text as day, e.kind, e.target, e.page, count(*)::int as clicks
      from ${eventsOf(siteId, from, to)} and e.kind <> 'pageView'
      group by 1, 2, 3, 4`)) as unknown as {
      rows: { day: string; kind: string; target: string; page: string; clicks: number }[];
    }
  ).rows;

/** Page views per day and page. */
export const pageViews = async (db: Executor, siteId: number, from: string, to: string) =>
  (
    (await db.execute(sql`
      select b.day::text as day, e.page, count(*)::int as views
      from ${eventsOf(siteId, from, to)} and e.kind = 'pageView'
      group by 1, 2
      order by 1, 2`)) as unknown as { rows: { day: string; page: string; views: number }[] }
  ).rows;
