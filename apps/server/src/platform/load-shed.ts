import { Errors } from '@courtside/contract';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler';

/** How often the event loop's punctuality is sampled. */
const SAMPLE_MS = 100;
/**
 * Late samples in a row that make pressure: one long task (a big query on the embedded database, a
 * collection) is one late sample, a node past its capacity is late at every one.
 */
const LATE_IN_A_ROW = 3;
/** Once under pressure the node keeps shedding this long, so a burst is not let back in at once. */
export const HOLD_MS = 1_000;

/**
 * Whether this node's event loop is falling behind: a timer that should fire every SAMPLE_MS records
 * how late it ran. Cheap enough to ask on every request (one clock read).
 */
export class LoopPressure {
  private lastTick = performance.now();
  private lateInARow = 0;
  private highUntil = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly lagMs: number) {
    this.timer = setInterval(() => this.sample(), SAMPLE_MS);
    this.timer.unref();
  }

  private sample(): void {
    const now = performance.now();
    this.lateInARow = now - this.lastTick - SAMPLE_MS > this.lagMs ? this.lateInARow + 1 : 0;
    if (this.lateInARow >= LATE_IN_A_ROW) this.highUntil = now + HOLD_MS;
    this.lastTick = now;
  }

  get high(): boolean {
    return performance.now() < this.highUntil;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/** The route config flag of a call this node may refuse under pressure (`mount`'s `degradable`). */
export const DEGRADABLE = { degradable: true } as const;

/**
 * Interface degrade (spec section 8, 10432): while this node's event loop runs more than `lagMs`
 * late, the calls marked degradable (reads a member can do without for a moment: news, the click
 * reports) answer 10432 at once, before their body is parsed, so the time goes to logins, balances,
 * deposits and stakes, which are never marked. The member sees the generic busy message. A lag of 0
 * turns shedding off.
 */
export const registerLoadShedding = (app: FastifyInstance, lagMs: number): void => {
  if (lagMs <= 0) return;
  const pressure = new LoopPressure(lagMs);
  app.addHook('onRequest', (request, reply, done) => {
    const config = request.routeOptions.config as { degradable?: boolean } | undefined;
    if (config?.degradable && pressure.high) {
      reply.header('retry-after', '1');
      void sendError(reply, Errors.interfaceDegraded);
      return;
    }
    done();
  });
  app.addHook('onClose', async () => pressure.stop());
};
