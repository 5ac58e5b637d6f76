import type { ClickReportRow, trackBatchRequest } from '@courtside/contract';
import { businessDate } from '@courtside/domain';
import { reportRangeProblem } from '@courtside/domain/promotions';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import * as store from './store';

const DAY_MS = 86_400_000;
/** A member's clock may be off, but an event from more than a day either side is not this visit's. */
const CLIENT_SKEW_MS = DAY_MS;

const CLICK_KINDS = { bannerClick: 'banner', floatClick: 'float', gameClick: 'game' } as const;
type ClickKind = keyof typeof CLICK_KINDS;
const isClick = (kind: string): kind is ClickKind => kind in CLICK_KINDS;

/** The labels a report shows for what was clicked, read from the modules that own them. */
export interface TrackNames {
  contentTitles(siteId: number, kind: 'banner' | 'float', ids: readonly number[]): Promise<Map<number, string>>;
  gameNames(siteId: number, keys: readonly string[]): Promise<Map<string, string>>;
}

/**
 * A beacon waits at most this long, gathered with other beacons into one insert: about ten at the goal's
 * rate. Four larger writes a second (250 ms) held PGlite, which runs on the node's thread, 10-20 ms each.
 */
const FLUSH_MS = 50;
/** An insert at most this many beacons; a node this busy writes at once rather than waiting. */
const FLUSH_BATCHES = 200;
/** Past this many events waiting (the database is away), new beacons are dropped, not queued. */
const PENDING_MAX = 100_000;

/**
 * 埋点 (issue 32): batches of page views and clicks from the web app, stored append-only in the day's
 * partition, and the operator's click-through report over them.
 *
 * **Decision:** a beacon is answered once its events are checked and queued; this node writes the
 * queue every 50 ms (or at 200 beacons) in one insert, one insert at a time, a row per beacon (see
 * tables.ts). An insert per beacon, as the route first did, cost the node a PostgreSQL round trip for
 * each of the goal's 200 beacons a second and slowed members' balance reads (bench/track.ts). What a
 * crash can lose is the last 50 ms of page views and clicks,
 * which a beacon, sent once and never retried, could lose anyway; the queue is written when the server
 * closes.
 */
export class TrackService {
  /** Days whose partition this node has made sure of (a node lives across few days). */
  private readonly partitioned = new Set<string>();
  /** Queued batches, each as its insert record (`store.batchRecord`). */
  private pending: string[] = [];
  /** The events in `pending`. */
  private pendingEvents = 0;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: { db: Db; clock: Clock; names: TrackNames; log: FastifyBaseLogger; keepDays: number },
  ) {}

  /**
   * Drops the business days older than the last `keepDays`: each day's partition whole, and any rows
   * of those days the default partition took. At the goal's 10,000 events a second a day is tens of
   * gigabytes; without this the table only grows. A job, so that with several nodes it runs once.
   */
  async dropOldDays(): Promise<{ days: string[]; defaultRows: number }> {
    const oldestKept = businessDate(this.deps.clock.now().getTime() - (this.deps.keepDays - 1) * DAY_MS);
    const days: string[] = [];
    for (const day of (await store.partitionedDays(this.deps.db)).filter((d) => d < oldestKept)) {
      try {
        await store.dropDayPartition(this.deps.db, day);
        days.push(day);
        this.partitioned.delete(day);
      } catch (error) {
        this.deps.log.warn({ err: error, day }, 'old click-event day not dropped; the next run tries again');
      }
    }
    const defaultRows = await store.deleteDefaultBefore(this.deps.db, oldestKept);
    if (days.length > 0 || defaultRows > 0) {
      this.deps.log.info({ days, defaultRows, oldestKept }, 'old click-event days dropped');
    }
    return { days, defaultRows };
  }

  /** Writes what waits, after the write before it; resolves when it is in the database (or given up). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.pending;
    const events = this.pendingEvents;
    this.pending = [];
    this.pendingEvents = 0;
    if (rows.length === 0) return this.writing;
    this.writing = this.writing
      .then(() => store.insertBatches(this.deps.db, rows))
      .then(
        () => undefined,
        (error: unknown) => this.deps.log.warn({ err: error, events }, 'click events not written'),
      );
    return this.writing;
  }

  private enqueue(row: store.TrackBatchRow): number {
    if (row.eventCount === 0) return 0;
    if (this.pendingEvents + row.eventCount > PENDING_MAX) return 0;
    this.pending.push(store.batchRecord(row));
    this.pendingEvents += row.eventCount;
    if (this.pending.length >= FLUSH_BATCHES) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
    return row.eventCount;
  }

  private async partitionOf(now: number): Promise<string> {
    const day = businessDate(now);
    if (!this.partitioned.has(day)) {
      const made = await store.ensureDayPartition(this.deps.db, day, businessDate(now + DAY_MS));
      if (made) this.partitioned.add(day);
    }
    return day;
  }

  /**
   * Takes a batch. Events stamped more than a day away from the server's clock are dropped, not
   * refused: a beacon has no one to show an error to, and the rest of its batch is still good.
   */
  async report(siteId: number, member: AuthContext | null, input: z.output<typeof trackBatchRequest>) {
    const receivedAt = this.deps.clock.now();
    const now = receivedAt.getTime();
    const day = await this.partitionOf(now);
    const events = input.events.filter(
      (event) =>
        Math.abs(Date.parse(event.at) - now) <= CLIENT_SKEW_MS &&
        // A page view names no target; a click must name one.
        (event.kind === 'pageView') === (event.target === ''),
    );
    const accepted = this.enqueue({
      day,
      siteId,
      memberId: member?.memberId ?? null,
      receivedAt,
      eventCount: events.length,
      events: events.map(({ kind, page, target, at }) => ({ kind, page, target, at })),
    });
    return { accepted };
  }

  /**
   * Click-through by day: each target's clicks over the views of the pages it was clicked on that
   * day, and the page views themselves.
   */
  async clickReport(siteId: number, input: { from: string; to: string }) {
    // What this node still holds is part of the answer.
    await this.flush();
    const problem = reportRangeProblem(input.from, input.to);
    if (problem === 'reversed') throw new DomainError('reportRangeReversed');
    if (problem === 'tooLong') throw new DomainError('reportRangeTooLong');
    const [clicks, views] = await Promise.all([
      store.clicksByPage(this.deps.db, siteId, input.from, input.to),
      store.pageViews(this.deps.db, siteId, input.from, input.to),
    ]);
    const viewsOf = new Map(views.map((v) => [`${v.day}|${v.page}`, v.views]));
    const merged = new Map<
      string,
      { day: string; kind: ClickKind; target: string; clicks: number; pages: Set<string> }
    >();
    for (const c of clicks) {
      if (!isClick(c.kind)) continue;
      const key = `${c.day}|${c.kind}|${c.target}`;
      const row = merged.get(key) ?? { day: c.day, kind: c.kind, target: c.target, clicks: 0, pages: new Set() };
      row.clicks += c.clicks;
      row.pages.add(c.page);
      merged.set(key, row);
    }
    const names = await this.labels(siteId, [...merged.values()]);
    const rows = [...merged.values()].map((r): ClickReportRow => {
      const pageViews = [...r.pages].reduce((sum, page) => sum + (viewsOf.get(`${r.day}|${page}`) ?? 0), 0);
      return {
        day: r.day,
        kind: CLICK_KINDS[r.kind],
        target: r.target,
        name: names.get(`${r.kind}|${r.target}`) ?? '',
        clicks: r.clicks,
        pageViews,
        ctrBp: pageViews > 0 ? Math.floor((r.clicks * 10_000) / pageViews) : 0,
      };
    });
    rows.sort((a, b) => b.day.localeCompare(a.day) || b.clicks - a.clicks || a.target.localeCompare(b.target));
    return { rows, pages: views };
  }

  private async labels(siteId: number, rows: { kind: ClickKind; target: string }[]): Promise<Map<string, string>> {
    const idsOf = (kind: ClickKind) => [
      ...new Set(
        rows
          .filter((r) => r.kind === kind)
          .map((r) => Number(r.target))
          .filter(Number.isSafeInteger),
      ),
    ];
    const games = [...new Set(rows.filter((r) => r.kind === 'gameClick').map((r) => r.target))];
    const [banners, floats, gameNames] = await Promise.all([
      this.deps.names.contentTitles(siteId, 'banner', idsOf('bannerClick')),
      this.deps.names.contentTitles(siteId, 'float', idsOf('floatClick')),
      this.deps.names.gameNames(siteId, games),
    ]);
    const labels = new Map<string, string>();
    for (const [id, title] of banners) labels.set(`bannerClick|${id}`, title);
    for (const [id, title] of floats) labels.set(`floatClick|${id}`, title);
    for (const [key, name] of gameNames) labels.set(`gameClick|${key}`, name);
    return labels;
  }
}
