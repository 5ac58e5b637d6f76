import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { SqlRunner } from './db';
import type { JobSpec } from './module';

const SECOND_MS = 1_000;
/** However often a job runs, every node re-offers its next run this often, in case a chain broke. */
const RESEED_MS = 60_000;
const START_ATTEMPTS = 4;

/**
 * Scheduled work on a PostgreSQL job queue (pg-boss), the same on the embedded PGlite and on
 * PostgreSQL, so that with any number of nodes each run of a job happens once (DESIGN.md section 11).
 *
 * pg-boss's cron fires at most once a minute, and our jobs run every few seconds to every few
 * minutes, so each job queues its own next run when a run ends. Each queue is `stately`: at most one
 * run waiting and one running, so the runs every node offers fold into one, and two nodes never run
 * a job at once. A run that dies with its node expires and is retried.
 */
export class JobRunner {
  private boss: PgBoss | null = null;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(private readonly deps: { sql: SqlRunner; log: FastifyBaseLogger }) {}

  async start(jobs: readonly JobSpec[]): Promise<void> {
    const enabled = jobs.filter((job) => job.intervalMs > 0);
    if (enabled.length === 0) return;
    const boss = new PgBoss({ db: this.deps.sql, schedule: false, supervise: true, migrate: true });
    boss.on('error', (error) => this.deps.log.warn({ err: error }, 'job queue error'));
    this.boss = boss;
    await this.withRetries('start', () => boss.start());
    for (const job of enabled) await this.schedule(boss, job);
  }

  /**
   * Nodes that start together on a new database race to create the queue's schema and its queues;
   * the losers fail (a deadlock or a duplicate), and once the winner committed, trying again succeeds.
   */
  private async withRetries(what: string, step: () => Promise<unknown>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await step();
        return;
      } catch (error) {
        if (attempt >= START_ATTEMPTS) throw error;
        this.deps.log.warn({ err: error, attempt, what }, 'job queue setup failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, attempt * 500 + Math.random() * 500));
      }
    }
  }

  private async schedule(boss: PgBoss, job: JobSpec): Promise<void> {
    const seconds = Math.max(1, Math.round(job.intervalMs / SECOND_MS));
    await this.withRetries(job.name, () =>
      boss.createQueue(job.name, {
        name: job.name,
        policy: 'stately',
        retryLimit: 2,
        // A run longer than this is taken for dead with its node and run again.
        expireInSeconds: Math.max(60, seconds * 10),
      }),
    );
    const offerNext = () =>
      boss.send(job.name, {}, { startAfter: seconds }).catch((error: unknown) => {
        this.deps.log.warn({ err: error, job: job.name }, 'job could not queue its next run');
      });
    await boss.work(job.name, { pollingIntervalSeconds: Math.min(2, Math.max(0.5, seconds / 2)) }, async () => {
      try {
        await job.run();
      } catch (error) {
        this.deps.log.error({ err: error, job: job.name }, 'job failed');
      } finally {
        await offerNext();
      }
    });
    await offerNext();
    const reseed = setInterval(() => void offerNext(), Math.max(RESEED_MS, job.intervalMs));
    reseed.unref();
    this.timers.push(reseed);
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await this.boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
    this.boss = null;
  }
}
