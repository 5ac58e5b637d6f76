import { Redis } from 'ioredis';
import { onceEvery } from './once-every';

export interface RedisOptions {
  commandTimeoutMs?: number;
  onError?: (error: Error) => void;
}

const quietly = (options: RedisOptions) =>
  onceEvery(10_000, options.onError ?? ((error: Error) => console.error(`Redis connection error: ${error.message}`)));

/**
 * A Redis connection for commands, which fails fast instead of queueing while Redis is away: each
 * command gives up after `commandTimeoutMs`. It is returned at once and connects in the background,
 * reconnecting by itself for ever (ioredis), so a node starts, and serves, while Redis is down;
 * callers read `status` to fall back. Its errors are logged once in a while, never thrown at the process.
 */
export const openRedis = (url: string, options: RedisOptions = {}): Redis => {
  const redis = new Redis(url, {
    connectTimeout: 2_000,
    commandTimeout: options.commandTimeoutMs ?? 1_000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    lazyConnect: true,
  });
  redis.on('error', quietly(options));
  // A refused first attempt is reported through 'error' above; the reconnecting goes on regardless.
  redis.connect().catch(() => {});
  return redis;
};

/**
 * A second connection, for subscriptions only. Unlike commands, a subscription must not give up: it
 * waits, however long Redis is away at start-up, and ioredis restores it after every reconnect. Its
 * commands are only (un)subscribes, so waiting holds up no request.
 */
export const subscriptionsOf = (redis: Redis, options: RedisOptions = {}): Redis => {
  const subscriber = redis.duplicate({ commandTimeout: undefined, maxRetriesPerRequest: null });
  subscriber.on('error', quietly(options));
  return subscriber;
};
