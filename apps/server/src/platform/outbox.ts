import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';
import type { Db, Executor } from './db';
import { DomainError } from './errors';
import { outboxCursors, outboxDeadLetters, outboxEvents } from './tables';

/** A kind of durable event: its topic names it in the outbox; the type parameter is its payload. */
export interface EventDef<Payload> {
  readonly topic: string;
  /** Never read: it only carries the payload type. */
  readonly payload?: Payload;
}

export const defineEvent = <Payload>(topic: string): EventDef<Payload> => ({ topic });

/**
 * Who reacts to an event. A `notify` subscriber tells someone (a socket push) and may miss an event
 * when it fails; an `effect` subscriber changes data, inside the transaction that also records its
 * progress, so each event changes its data exactly once, however often it is delivered.
 */
export type Subscriber =
  | { name: string; kind: 'notify'; topics: readonly EventDef<unknown>[]; handle(event: OutboxEvent): Promise<void> }
  | {
      name: string;
      kind: 'effect';
      topics: readonly EventDef<unknown>[];
      handle(event: OutboxEvent, tx: Executor): Promise<void>;
    };

export interface OutboxEvent {
  id: number;
  topic: string;
  payload: unknown;
}

/** One subscription of one event kind, with its payload typed, ready for `Subscriber.topics`. */
export const payloadOf = <P>(_def: EventDef<P>, event: OutboxEvent): P => event.payload as P;

const BATCH_MAX = 200;
/**
 * An effect subscriber's events handled in one transaction (a match's settlement writes an event per
 * market, a hundred at once): one commit and one cursor move for them all.
 */
const EFFECT_BATCH = 50;
/** Events read per step, whatever their topic (see `next`). */
const SCAN_MAX = 500;
/** Transactions per subscriber per round, so a round ends; the next poll goes on. */
const STEPS_MAX = 20;
const ATTEMPTS_MAX = 8;
const BACKOFF_BASE_MS = 1_000;
const BACKOFF_MAX_MS = 60_000;
const POLL_MS = 500;
/** Events every subscriber has handled are kept this long for inspection, then pruned. */
export const OUTBOX_RETENTION_MS = 24 * 60 * 60_000;

// Only events of transactions older than every transaction still running: one that committed late
// with a smaller id is never passed over by a cursor that moved on.
const settled = sql`${outboxEvents.txId} < pg_snapshot_xmin(pg_current_snapshot())::text::bigint`;

const errorText = (error: unknown): string =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2_000);

type CursorRow = typeof outboxCursors.$inferSelect;

/**
 * Durable events (DESIGN.md section 11). A change writes its event with `add` in its own
 * transaction; the dispatcher delivers each event at least once to each subscriber, in order, with
 * retries and backoff, and moves an event a subscriber keeps failing on to the dead-letter list,
 * which an operator can see and replay. Any node may dispatch: a subscriber's cursor row is locked
 * while it works, so two nodes never deliver the same event to it at once.
 */
export class Outbox {
  private readonly subscribers: Subscriber[] = [];
  private readonly withCursor = new Set<string>();
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;

  constructor(private readonly deps: { db: Db; clock: Clock; log: FastifyBaseLogger }) {}

  /** Writes an event inside the caller's transaction: it exists exactly when the change does. */
  async add<P>(tx: Executor, def: EventDef<P>, payload: P): Promise<void> {
    await tx.insert(outboxEvents).values({ topic: def.topic, payload: payload as object });
  }

  /** Many events of one kind in one statement, inside the caller's transaction. */
  async addMany<P>(tx: Executor, def: EventDef<P>, payloads: readonly P[]): Promise<void> {
    if (payloads.length === 0) return;
    await tx.insert(outboxEvents).values(payloads.map((payload) => ({ topic: def.topic, payload: payload as object })));
  }

  subscribe(subscriber: Subscriber): void {
    if (this.subscribers.some((s) => s.name === subscriber.name)) {
      throw new Error(`outbox subscriber ${subscriber.name} is registered twice`);
    }
    this.subscribers.push(subscriber);
  }

  /** Starts the polling loop; a `kick` after a commit makes delivery prompt between polls. */
  start(): void {
    this.stopped = false;
    const tick = () => {
      this.kick();
      this.timer = setTimeout(tick, POLL_MS);
      this.timer.unref();
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Asks for a dispatch round now; rounds never overlap, a kick during one runs another after it. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.dispatch()
      .then(() => undefined)
      .catch((error: unknown) => this.deps.log.warn({ err: error }, 'outbox dispatch round failed'))
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  /**
   * One round: every subscriber handles what is waiting for it. Answers how many events were handled.
   * Only subscribers with something to do are visited; after one has handled events (and may have
   * written more), the others are looked at again, so a round still carries a chain of events through.
   */
  async dispatch(): Promise<number> {
    await this.ensureCursors();
    let due = await this.due();
    let handled = 0;
    for (const subscriber of this.subscribers) {
      if (!due.has(subscriber.name)) continue;
      const count = await this.deliver(subscriber);
      handled += count;
      if (count > 0) due = await this.due();
    }
    return handled;
  }

  /** Cursor rows are never deleted, so each subscriber's is made once per process. */
  private async ensureCursors(): Promise<void> {
    for (const { name } of this.subscribers) {
      if (this.withCursor.has(name)) continue;
      await this.deps.db.insert(outboxCursors).values({ subscriber: name }).onConflictDoNothing();
      this.withCursor.add(name);
    }
  }

  /**
   * The subscribers whose cursor is short of the newest settled event and not backing off: exactly
   * those `next` would find an event for. At rest, with polls every 500 ms and a few subscribers,
   * this one statement stands in for a transaction of three statements per subscriber.
   */
  private async due(): Promise<Set<string>> {
    if (this.subscribers.length === 0) return new Set();
    const newest = this.deps.db
      .select({ txId: outboxEvents.txId, id: outboxEvents.id })
      .from(outboxEvents)
      .where(settled)
      .orderBy(desc(outboxEvents.txId), desc(outboxEvents.id))
      .limit(1);
    const rows = await this.deps.db
      .select({ name: outboxCursors.subscriber })
      .from(outboxCursors)
      .where(
        and(
          inArray(
            outboxCursors.subscriber,
            this.subscribers.map((s) => s.name),
          ),
          sql`${outboxCursors.nextAt} <= now()`,
          sql`(${outboxCursors.txId}, ${outboxCursors.eventId}) < (${newest})`,
        ),
      );
    return new Set(rows.map((row) => row.name));
  }

  private deliver(subscriber: Subscriber): Promise<number> {
    return subscriber.kind === 'notify' ? this.deliverNotify(subscriber) : this.deliverEffects(subscriber);
  }

  private lockCursor(tx: Executor, name: string): Promise<CursorRow | undefined> {
    return tx
      .select()
      .from(outboxCursors)
      .where(and(eq(outboxCursors.subscriber, name), sql`${outboxCursors.nextAt} <= now()`))
      .for('update', { skipLocked: true })
      .then((rows) => rows[0]);
  }

  /**
   * A subscriber's next events, at most `limit`, and where its cursor may move to: past them and past
   * the other topics' events around them. A cursor moves on over events that are not its own, so a
   * subscriber whose topics are rare does not rescan everything written since its last event at every
   * round (thousands of settlement events made that seconds of the database's time per round).
   */
  private async next(tx: Executor, subscriber: Subscriber, cursor: CursorRow, limit: number) {
    const topics = new Set(subscriber.topics.map((t) => t.topic));
    const scanned = await tx
      .select({
        id: outboxEvents.id,
        topic: outboxEvents.topic,
        payload: outboxEvents.payload,
        txId: outboxEvents.txId,
      })
      .from(outboxEvents)
      .where(and(sql`(${outboxEvents.txId}, ${outboxEvents.id}) > (${cursor.txId}, ${cursor.eventId})`, settled))
      .orderBy(asc(outboxEvents.txId), asc(outboxEvents.id))
      .limit(SCAN_MAX);
    const events: typeof scanned = [];
    let upTo: (typeof scanned)[number] | null = null;
    for (const event of scanned) {
      if (topics.has(event.topic)) {
        if (events.length === limit) break;
        events.push(event);
      }
      upTo = event;
    }
    return { events, upTo };
  }

  private advance(tx: Executor, name: string, to: { txId: number; id: number }) {
    return tx
      .update(outboxCursors)
      .set({ txId: to.txId, eventId: to.id, attempts: 0, lastError: null, updatedAt: sql`now()`, nextAt: sql`now()` })
      .where(eq(outboxCursors.subscriber, name));
  }

  /** A batch per round: a failed notice is logged and passed over, never retried (it is only a push). */
  private deliverNotify(subscriber: Extract<Subscriber, { kind: 'notify' }>): Promise<number> {
    return this.deps.db.transaction(async (tx) => {
      const cursor = await this.lockCursor(tx, subscriber.name);
      if (!cursor) return 0;
      const { events, upTo } = await this.next(tx, subscriber, cursor, BATCH_MAX);
      for (const event of events) {
        await subscriber.handle(event).catch((error: unknown) => {
          this.deps.log.warn({ err: error, subscriber: subscriber.name, eventId: event.id }, 'notice not delivered');
        });
      }
      if (upTo) await this.advance(tx, subscriber.name, upTo);
      return events.length;
    });
  }

  /**
   * Events with the cursor in one transaction, up to EFFECT_BATCH of them: the effects and the record
   * that they happened commit together. Should a batch fail, the round goes on one event per
   * transaction, so the failing event is found, retried and dead-lettered alone as before.
   */
  private async deliverEffects(subscriber: Extract<Subscriber, { kind: 'effect' }>): Promise<number> {
    let handled = 0;
    let batch = EFFECT_BATCH;
    for (let step = 0; step < STEPS_MAX && handled < BATCH_MAX; step++) {
      const outcome = await this.deps.db
        .transaction(async (tx) => {
          const cursor = await this.lockCursor(tx, subscriber.name);
          if (!cursor) return null;
          const { events, upTo } = await this.next(tx, subscriber, cursor, Math.min(batch, BATCH_MAX - handled));
          for (const event of events) await subscriber.handle(event, tx);
          if (!upTo) return null;
          await this.advance(tx, subscriber.name, upTo);
          return events.length;
        })
        .catch(async (error: unknown) => {
          if (batch > 1) return 'alone' as const;
          await this.recordFailure(subscriber, error);
          return 'failed' as const;
        });
      if (outcome === 'alone') batch = 1;
      else if (outcome === null || outcome === 'failed') return handled;
      else handled += outcome;
    }
    return handled;
  }

  /** Backs the subscriber off; past its attempts the event goes to the dead letters and the cursor moves on. */
  private async recordFailure(subscriber: Subscriber, error: unknown): Promise<void> {
    this.deps.log.warn({ err: error, subscriber: subscriber.name }, 'outbox subscriber failed');
    await this.deps.db.transaction(async (tx) => {
      const cursor = await this.lockCursor(tx, subscriber.name);
      if (!cursor) return;
      // The failed step started from this cursor, so its first event is the first one here.
      const [event] = (await this.next(tx, subscriber, cursor, 1)).events;
      if (!event) return;
      const attempts = cursor.attempts + 1;
      if (attempts < ATTEMPTS_MAX) {
        const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (attempts - 1));
        await tx
          .update(outboxCursors)
          .set({
            attempts,
            lastError: errorText(error),
            nextAt: new Date(this.deps.clock.now().getTime() + delay),
            updatedAt: sql`now()`,
          })
          .where(eq(outboxCursors.subscriber, subscriber.name));
        return;
      }
      await tx.insert(outboxDeadLetters).values({
        subscriber: subscriber.name,
        eventId: event.id,
        topic: event.topic,
        payload: event.payload as object,
        error: errorText(error),
        attempts,
      });
      await this.advance(tx, subscriber.name, event);
    });
  }

  /** The dead letters not yet replayed, newest first. */
  async deadLetters(page: { page: number; pageSize: number }) {
    const open = isNull(outboxDeadLetters.replayedAt);
    const [rows, [count]] = await Promise.all([
      this.deps.db
        .select()
        .from(outboxDeadLetters)
        .where(open)
        .orderBy(desc(outboxDeadLetters.id))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize),
      this.deps.db.select({ n: sql<number>`count(*)::int` }).from(outboxDeadLetters).where(open),
    ]);
    return { rows, total: count?.n ?? 0 };
  }

  /**
   * Delivers a dead letter again, now; the row is locked and marked in the same transaction, so a
   * replay asked twice (or on two nodes) runs the subscriber once.
   */
  async replay(id: number, by: string): Promise<{ replayed: boolean }> {
    return this.deps.db.transaction(async (tx) => {
      const [letter] = await tx.select().from(outboxDeadLetters).where(eq(outboxDeadLetters.id, id)).for('update');
      if (!letter) throw new DomainError('notFound', { msg: '死信不存在' });
      if (letter.replayedAt) return { replayed: false };
      const subscriber = this.subscribers.find((s) => s.name === letter.subscriber);
      if (!subscriber) throw new DomainError('notFound', { msg: '该订阅者已不存在' });
      const event = { id: letter.eventId, topic: letter.topic, payload: letter.payload };
      if (subscriber.kind === 'effect') await subscriber.handle(event, tx);
      else await subscriber.handle(event);
      await tx
        .update(outboxDeadLetters)
        .set({ replayedAt: this.deps.clock.now(), replayedBy: by })
        .where(eq(outboxDeadLetters.id, id));
      return { replayed: true };
    });
  }

  /** Drops events every subscriber has passed that are older than the retention. */
  async prune(): Promise<number> {
    const before = new Date(this.deps.clock.now().getTime() - OUTBOX_RETENTION_MS);
    const rows = await this.deps.db
      .delete(outboxEvents)
      .where(
        and(
          sql`${outboxEvents.createdAt} < ${before}`,
          sql`not exists (select 1 from ${outboxCursors} c where (c.tx_id, c.event_id) < (${outboxEvents.txId}, ${outboxEvents.id}))`,
        ),
      )
      .returning({ id: outboxEvents.id });
    return rows.length;
  }
}
