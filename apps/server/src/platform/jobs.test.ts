import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { rowsOf } from '../test/payments';
import { type Database, openDatabase } from './db';
import { JobRunner } from './jobs';

const silent = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Run {
  node: string;
  started: number;
  ended: number;
}

/** A job that records each run (which node, when it started and ended) and takes a while. */
const recordingJob = (database: Database, node: string, intervalMs: number) => ({
  name: 'test.recorded',
  intervalMs,
  run: async () => {
    const started = Date.now();
    await sleep(150);
    await database.db.execute(
      sql`insert into job_probe (node, started, ended) values (${node}, ${started}, ${Date.now()})`,
    );
  },
});

const runsOf = async (app: TestApp): Promise<Run[]> =>
  (await rowsOf<Run>(app, sql`select node, started::float8 as started, ended::float8 as ended from job_probe`))
    .map((r) => ({ node: r.node, started: Number(r.started), ended: Number(r.ended) }))
    .sort((a, b) => a.started - b.started);

describe('jobs on the embedded database', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('pglite');
    await app.database.db.execute(sql`create table job_probe (node text, started bigint, ended bigint)`);
  });
  afterAll(() => app.close());

  it('run the same job code through the queue, once per interval', async () => {
    const runner = new JobRunner({ sql: app.database.sql, log: silent });
    await runner.start([recordingJob(app.database, 'embedded', 1_000)]);
    await sleep(4_500);
    await runner.stop();
    const runs = await runsOf(app);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(5);
  }, 60_000);
});

describe.runIf(process.env.DATABASE_URL)('jobs on two nodes sharing one PostgreSQL', () => {
  let app: TestApp;
  let second: Database;
  beforeAll(async () => {
    app = await createTestApp('postgres');
    await app.database.db.execute(sql`create table job_probe (node text, started bigint, ended bigint)`);
    second = await openDatabase({ kind: 'postgres', url: app.databaseUrl! });
  });
  afterAll(async () => {
    await second.close();
    await app.close();
  });

  it('run each scheduled run once: never on both nodes at once, never twice per interval', async () => {
    const intervalMs = 1_000;
    const one = new JobRunner({ sql: app.database.sql, log: silent });
    const two = new JobRunner({ sql: second.sql, log: silent });
    await Promise.all([
      one.start([recordingJob(app.database, 'one', intervalMs)]),
      two.start([recordingJob(second, 'two', intervalMs)]),
    ]);
    const windowMs = 8_000;
    await sleep(windowMs);
    await Promise.all([one.stop(), two.stop()]);

    const runs = await runsOf(app);
    // One chain of runs, each queued a second after the last one ended: about one run per 1.15 s.
    // Two nodes each running their own chain would make about twice as many.
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(windowMs / intervalMs));
    for (let i = 1; i < runs.length; i++) expect(runs[i]!.started).toBeGreaterThanOrEqual(runs[i - 1]!.ended);
  }, 60_000);
});
