import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { adminRoutes } from '@courtside/contract/admin';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, createTestApp, databaseKinds, post, type TestApp } from '../test/harness';
import { rowsOf } from '../test/payments';
import { systemClock } from './clock';
import { openDatabase } from './db';
import { defineEvent, Outbox, type OutboxEvent, payloadOf, type Subscriber } from './outbox';

const probeEvent = defineEvent<{ n: number }>('test.probe');
const silent = pino({ level: 'silent' });

/** A notify subscriber that remembers what it was told, and an effect subscriber that writes a row. */
const probes = (prefix: string) => {
  const told: number[] = [];
  const notify: Subscriber = {
    name: `${prefix}.notify`,
    kind: 'notify',
    topics: [probeEvent],
    async handle(event: OutboxEvent) {
      told.push(payloadOf(probeEvent, event).n);
    },
  };
  const effect: Subscriber = {
    name: `${prefix}.effect`,
    kind: 'effect',
    topics: [probeEvent],
    async handle(event, tx) {
      await tx.execute(
        sql`insert into outbox_probe (subscriber, n) values (${prefix}, ${payloadOf(probeEvent, event).n})`,
      );
    },
  };
  return { told, notify, effect };
};

const effectRows = async (app: TestApp, prefix: string) =>
  (await rowsOf<{ n: number }>(app, sql`select n from outbox_probe where subscriber = ${prefix} order by n`)).map((r) =>
    Number(r.n),
  );

/**
 * Waits until every transaction older than the newest event has ended, on the whole server: only then
 * does the dispatcher hand events on (so a late commit is never passed over), and on a PostgreSQL
 * shared with other test files a transaction elsewhere can hold that moment back for a while.
 */
const eventsSettled = async (app: TestApp) => {
  for (let waited = 0; waited < 30_000; waited += 50) {
    const [row] = await rowsOf<{ settled: boolean }>(
      app,
      sql`select coalesce(max(tx_id), 0) < pg_snapshot_xmin(pg_current_snapshot())::text::bigint as settled from outbox_event`,
    );
    if (row?.settled) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.each(databaseKinds())('the outbox on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(kind);
    await app.database.db.execute(sql`create table outbox_probe (subscriber text not null, n int not null)`);
  });
  afterAll(() => app.close());

  const outbox = () => new Outbox({ db: app.database.db, clock: systemClock, log: silent });

  it('moves a cursor past other topics, and hands an effect subscriber its events in order across batches', async () => {
    // Topics of its own: a new cursor starts at the first event, so the probe events of the other
    // tests must not reach this subscriber, nor its events theirs.
    const otherEvent = defineEvent<{ n: number }>('test.other');
    const batchEvent = defineEvent<{ n: number }>('test.batch');
    const box = outbox();
    box.subscribe({
      name: 'skips.effect',
      kind: 'effect',
      topics: [batchEvent],
      async handle(event, tx) {
        await tx.execute(
          sql`insert into outbox_probe (subscriber, n) values ('skips', ${payloadOf(batchEvent, event).n})`,
        );
      },
    });
    await app.database.db.transaction((tx) =>
      box.addMany(
        tx,
        otherEvent,
        Array.from({ length: 120 }, (_, n) => ({ n })),
      ),
    );
    await app.database.db.transaction((tx) =>
      box.addMany(
        tx,
        batchEvent,
        Array.from({ length: 70 }, (_, n) => ({ n })),
      ),
    );
    await eventsSettled(app);
    expect(await box.dispatch()).toBe(70);
    expect(await effectRows(app, 'skips')).toEqual(Array.from({ length: 70 }, (_, n) => n));
    await app.database.db.transaction((tx) => box.add(tx, otherEvent, { n: 999 }));
    await eventsSettled(app);
    expect(await box.dispatch()).toBe(0);
    const [cursor] = await rowsOf<{ event_id: string; last: string }>(
      app,
      sql`select event_id, (select max(id) from outbox_event) as last from outbox_cursor where subscriber = 'skips.effect'`,
    );
    expect(Number(cursor!.event_id)).toBe(Number(cursor!.last));
  });

  it('carries an event a subscriber writes on to a subscriber that had nothing to do in the same round', async () => {
    const startEvent = defineEvent<{ n: number }>('test.chain.start');
    const nextEvent = defineEvent<{ n: number }>('test.chain.next');
    const box = outbox();
    const told: number[] = [];
    box.subscribe({
      name: 'chain.first',
      kind: 'effect',
      topics: [startEvent],
      async handle(event, tx) {
        await box.add(tx, nextEvent, { n: payloadOf(startEvent, event).n + 1 });
      },
    });
    box.subscribe({
      name: 'chain.second',
      kind: 'notify',
      topics: [nextEvent],
      async handle(event) {
        told.push(payloadOf(nextEvent, event).n);
      },
    });
    const backOff = (interval: string) =>
      app.database.db.execute(
        sql`update outbox_cursor set next_at = now() + ${interval}::interval where subscriber = 'chain.first'`,
      );
    await box.dispatch();
    // The first subscriber backs off while the second moves past the start event: the second is up to
    // date, and only the first has something to do when its backoff ends.
    await backOff('1 hour');
    await app.database.db.transaction((tx) => box.add(tx, startEvent, { n: 1 }));
    await eventsSettled(app);
    await box.dispatch();
    await backOff('0 seconds');
    const handled = await box.dispatch();
    // On a PostgreSQL shared with other test files, a transaction elsewhere can hold the new event
    // back from this round; the embedded database has no one else.
    if (kind === 'postgres' && told.length === 0) {
      await eventsSettled(app);
      await box.dispatch();
    } else expect(handled).toBe(2);
    expect(told).toEqual([2]);
    await eventsSettled(app);
    expect(await box.dispatch()).toBe(0);
  });

  it('delivers an event written with its change once to each subscriber, and none of a rolled-back change', async () => {
    const box = outbox();
    const { told, notify, effect } = probes('once');
    box.subscribe(notify);
    box.subscribe(effect);
    await app.database.db.transaction((tx) => box.add(tx, probeEvent, { n: 1 }));
    await app.database.db
      .transaction(async (tx) => {
        await box.add(tx, probeEvent, { n: 2 });
        throw new Error('the change failed');
      })
      .catch(() => {});
    await app.database.db.transaction((tx) => box.add(tx, probeEvent, { n: 3 }));
    await eventsSettled(app);
    await box.dispatch();
    await box.dispatch();
    expect(told).toEqual([1, 3]);
    expect(await effectRows(app, 'once')).toEqual([1, 3]);
  });

  it('delivers after a restart what was committed before the dispatcher ran', async () => {
    const first = outbox();
    await app.database.db.transaction((tx) => first.add(tx, probeEvent, { n: 7 }));
    // `first` never dispatches: the node died after the commit. A new node takes over.
    const restarted = outbox();
    const { told, notify, effect } = probes('restart');
    restarted.subscribe(notify);
    restarted.subscribe(effect);
    await eventsSettled(app);
    await restarted.dispatch();
    await restarted.dispatch();
    expect(told).toContain(7);
    expect(await effectRows(app, 'restart')).toContain(7);
    expect((await effectRows(app, 'restart')).filter((n) => n === 7)).toHaveLength(1);
  });

  it('retries a failing subscriber with backoff, then keeps the event as a dead letter an operator replays once', async () => {
    let now = Date.now();
    const clock = { now: () => new Date(now) };
    const box = new Outbox({ db: app.database.db, clock, log: silent });
    let failing = true;
    let handled = 0;
    box.subscribe({
      name: 'flaky.effect',
      kind: 'effect',
      topics: [probeEvent],
      async handle() {
        if (failing) throw new Error('downstream unavailable');
        handled += 1;
      },
    });
    await app.database.db.execute(sql`delete from outbox_event`);
    await app.database.db.transaction((tx) => box.add(tx, probeEvent, { n: 42 }));
    await eventsSettled(app);
    for (let attempt = 0; attempt < 8; attempt++) {
      await box.dispatch();
      // The backoff is kept in the cursor row: move it due, as the clock would.
      now += 120_000;
      await app.database.db.execute(sql`update outbox_cursor set next_at = now() where subscriber = 'flaky.effect'`);
    }
    const [cursor] = await rowsOf<{ attempts: number }>(
      app,
      sql`select attempts from outbox_cursor where subscriber = 'flaky.effect'`,
    );
    expect(cursor!.attempts).toBe(0);
    const { rows } = await box.deadLetters({ page: 1, pageSize: 10 });
    const letter = rows.find((r) => r.subscriber === 'flaky.effect');
    expect(letter).toMatchObject({ topic: 'test.probe', attempts: 8, payload: { n: 42 } });
    expect(handled).toBe(0);

    failing = false;
    const [once, twice] = await Promise.all([box.replay(letter!.id, 'ops'), box.replay(letter!.id, 'ops')]);
    expect([once.replayed, twice.replayed].sort()).toEqual([false, true]);
    expect(handled).toBe(1);
    expect((await box.deadLetters({ page: 1, pageSize: 10 })).rows.some((r) => r.id === letter!.id)).toBe(false);
  });

  it('shows the back office its dead letters and refuses a replay of one that does not exist', async () => {
    const admin = { 'x-admin-token': ADMIN_TOKEN };
    const list = await post(app, adminRoutes.deadLetters.path, { page: 1, pageSize: 20 }, admin);
    expect(list.body.code).toBe(0);
    const missing = await post(app, adminRoutes.deadLetterReplay.path, { id: 999_999 }, admin);
    expect(missing.body.code).not.toBe(0);
    expect((await post(app, adminRoutes.deadLetters.path, { page: 1 })).body.code).not.toBe(0);
  });
});

describe.runIf(process.env.DATABASE_URL)('the outbox across processes on PostgreSQL', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp('postgres');
    await app.database.db.execute(sql`create table outbox_probe (subscriber text not null, n int not null)`);
  });
  afterAll(() => app.close());

  it('delivers, once per subscriber, an event whose writer was killed right after the commit', async () => {
    const url = app.databaseUrl;
    expect(url).toBeTruthy();
    const script = fileURLToPath(new URL('./outbox-crash.fixture.ts', import.meta.url));
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', script], {
        env: { ...process.env, CRASH_DATABASE_URL: url },
        stdio: 'inherit',
      });
      child.on('exit', (exitCode, signal) => resolve(signal === 'SIGKILL' ? 137 : exitCode));
    });
    expect(code).toBe(137);
    const box = new Outbox({ db: app.database.db, clock: systemClock, log: silent });
    const { told, notify, effect } = probes('crash');
    box.subscribe(notify);
    box.subscribe(effect);
    await eventsSettled(app);
    await box.dispatch();
    await box.dispatch();
    expect(told.filter((n) => n === 99)).toHaveLength(1);
    expect((await effectRows(app, 'crash')).filter((n) => n === 99)).toHaveLength(1);
  });

  it('never passes over an event whose transaction commits after a later one', async () => {
    const url = app.databaseUrl!;
    const other = await openDatabase({ kind: 'postgres', url });
    try {
      const box = new Outbox({ db: app.database.db, clock: systemClock, log: silent });
      const { told, notify } = probes('order');
      box.subscribe(notify);
      // A new subscriber starts at the beginning of the outbox: drain what earlier tests wrote.
      await eventsSettled(app);
      await box.dispatch();
      told.length = 0;
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let started: () => void = () => {};
      const begun = new Promise<void>((resolve) => {
        started = resolve;
      });
      // A slow transaction writes its event first but commits last.
      const slow = other.db.transaction(async (tx) => {
        await box.add(tx, probeEvent, { n: 1 });
        started();
        await held;
      });
      await begun;
      await app.database.db.transaction((tx) => box.add(tx, probeEvent, { n: 2 }));
      await box.dispatch();
      const seenWhileOpen = [...told];
      release();
      await slow;
      expect(seenWhileOpen).toEqual([]);
      await eventsSettled(app);
      await box.dispatch();
      expect(told).toEqual([1, 2]);
    } finally {
      await other.close();
    }
  });
});
