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

/** The days that have a partition of their own, read from the partitions' names, oldest first. */
export const partitionedDays = async (db: Executor): Promise<string[]> => {
  const { rows } = (await db.execute(sql`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'track_batch'::regclass`)) as unknown as { rows: { name: string }[] };
  return rows
    .flatMap(({ name }) => {
      const parts = /^track_batch_(\d{4})(\d{2})(\d{2})$/.exec(name);
      return parts ? [`${parts[1]}-${parts[2]}-${parts[3]}`] : [];
    })
    .sort();
};

/**
 * Drops a day's partition, rows and all: the cheap end of a day that partitioning is for. The drop
 * needs the whole table to itself for a moment; queued behind a long report it would hold up every
 * node's beacon inserts queued behind it, so it gives up after two seconds (the next run tries again).
 */
export const dropDayPartition = async (db: Db, day: string): Promise<void> => {
  if (!DAY.test(day)) throw new RangeError(`not a day: ${day}`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local lock_timeout = '2s'`);
    await tx.execute(sql.raw(`DROP TABLE IF EXISTS "${partitionName(day)}"`));
  });
};

/** Deletes the default partition's rows of days before `day` (days whose own partition could not be made). */
export const deleteDefaultBefore = async (db: Executor, day: string): Promise<number> => {
  const { rows } = (await db.execute(sql`
    with gone as (delete from track_batch_default where day < ${day} returning 1)
    select count(*)::int as n from gone`)) as unknown as { rows: { n: number }[] };
  return rows[0]?.n ?? 0;
};

/**
 * A batch as the insert takes it: one JSON text, made as the batch is queued. Queued as objects, each
 * beacon's fifty events lived through the wait for the write (then 250 ms) into V8's old generation:
 * at the goal's rate it grew 2.0 MB a second, and each young collection paused the node 2.7 ms on average. As text
 * (the parsed objects die young, a string holds no pointers): 1.1 MB a second and 1.6 ms (`--trace-gc`
 * over 20 s of the bench's stream alone).
 */
export const batchRecord = (row: TrackBatchRow): string =>
  JSON.stringify({
    day: row.day,
    site_id: row.siteId,
    member_id: row.memberId ?? null,
    received_at: row.receivedAt,
    event_count: row.eventCount,
    events: row.events,
  });

/**
 * Appends the batches (`batchRecord`s) in one insert: at the goal's rate about ten rows each 50 ms.
 * They travel as one JSON parameter, not seven parameters a row: drizzle's building of a fifty-row
 * insert held the node's thread for 2-3 ms per write, about a fifth of the stream's cost to it (a CPU
 * profile of bench/track.ts's stream).
 */
export const insertBatches = async (db: Executor, records: string[]): Promise<void> => {
  if (records.length === 0) return;
  await db.execute(sql`
    insert into ${trackBatches} (day, site_id, member_id, received_at, event_count, events)
    select day, site_id, member_id, received_at, event_count, events
    from json_to_recordset(${`[${records.join(',')}]`}::json) as r(
      day date, site_id integer, member_id bigint, received_at timestamptz, event_count integer, events json)`);
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
