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

  /** One round: every subscriber handles what is waiting for it. Answers how many events were handled. */
  async dispatch(): Promise<number> {
    let handled = 0;
    for (const subscriber of this.subscribers) handled += await this.deliver(subscriber);
    return handled;
  }

  private async ensureCursor(name: string): Promise<void> {
    await this.deps.db.insert(outboxCursors).values({ subscriber: name }).onConflictDoNothing();
  }

  private async deliver(subscriber: Subscriber): Promise<number> {
    await this.ensureCursor(subscriber.name);
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

  private waiting(tx: Executor, subscriber: Subscriber, cursor: CursorRow, limit: number) {
    const topics = subscriber.topics.map((t) => t.topic);
    return tx
      .select({
        id: outboxEvents.id,
        topic: outboxEvents.topic,
        payload: outboxEvents.payload,
        txId: outboxEvents.txId,
      })
      .from(outboxEvents)
      .where(
        and(
          sql`(${outboxEvents.txId}, ${outboxEvents.id}) > (${cursor.txId}, ${cursor.eventId})`,
          settled,
          inArray(outboxEvents.topic, topics),
        ),
      )
      .orderBy(asc(outboxEvents.txId), asc(outboxEvents.id))
      .limit(limit);
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
      const events = await this.waiting(tx, subscriber, cursor, BATCH_MAX);
      for (const event of events) {
        await subscriber.handle(event).catch((error: unknown) => {
          this.deps.log.warn({ err: error, subscriber: subscriber.name, eventId: event.id }, 'notice not delivered');
        });
      }
      const last = events.at(-1);
      if (last) await this.advance(tx, subscriber.name, last);
      return events.length;
    });
  }

  /** One event per transaction, with the cursor: the effect and the record that it happened commit together. */
  private async deliverEffects(subscriber: Extract<Subscriber, { kind: 'effect' }>): Promise<number> {
    let handled = 0;
    for (;;) {
      const outcome = await this.deps.db
        .transaction(async (tx) => {
          const cursor = await this.lockCursor(tx, subscriber.name);
          if (!cursor) return 'idle' as const;
          const [event] = await this.waiting(tx, subscriber, cursor, 1);
          if (!event) return 'idle' as const;
          await subscriber.handle(event, tx);
          await this.advance(tx, subscriber.name, event);
          return 'handled' as const;
        })
        .catch(async (error: unknown) => {
          await this.recordFailure(subscriber, error);
          return 'failed' as const;
        });
      if (outcome !== 'handled') return handled;
      handled += 1;
      if (handled >= BATCH_MAX) return handled;
    }
  }

  /** Backs the subscriber off; past its attempts the event goes to the dead letters and the cursor moves on. */
  private async recordFailure(subscriber: Subscriber, error: unknown): Promise<void> {
    this.deps.log.warn({ err: error, subscriber: subscriber.name }, 'outbox subscriber failed');
    await this.deps.db.transaction(async (tx) => {
      const cursor = await this.lockCursor(tx, subscriber.name);
      if (!cursor) return;
      const [event] = await this.waiting(tx, subscriber, cursor, 1);
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
