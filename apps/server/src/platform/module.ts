import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { AuthGate } from './auth';
import type { ReadCache } from './cache';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db';
import type { EventBus } from './events';
import type { RouteKit } from './http';
import type { LiveHub } from './live';
import type { Outbox, Subscriber } from './outbox';

/** What the platform hands every module: the shared infrastructure, never another module. */
export interface Platform {
  config: Config;
  db: Db;
  clock: Clock;
  cache: ReadCache;
  bus: EventBus;
  redis: Redis | null;
  auth: AuthGate;
  /** Durable events: write with `outbox.add(tx, ...)` in the transaction of the change. */
  outbox: Outbox;
  log: FastifyBaseLogger;
}

/** Background work a module runs on a schedule; the platform runs it (once per schedule across nodes). */
export interface JobSpec {
  /** Unique across the app, e.g. `payment.depositSweep`. */
  name: string;
  /** 0 turns the job off (configuration). */
  intervalMs: number;
  run(): Promise<unknown>;
}

/**
 * A module as `app.ts` installs it: its routes, its event subscribers and its jobs. A module is created by
 * its `createXModule(platform, deps)` in its `index.ts`, which also exposes the services other
 * modules may call; everything else in its folder is private to it.
 */
export interface ModuleParts {
  name: string;
  routes?(http: RouteKit): void | Promise<void>;
  /** Pushes wired straight to the socket hub (the wallet's, until its movements write events). */
  live?(hub: LiveHub): void;
  /** Reactions to durable events; `live` hands the socket hub to those that push. */
  subscribers?(live: LiveHub): Subscriber[];
  jobs?: JobSpec[];
}
