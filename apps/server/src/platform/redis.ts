import { Redis } from 'ioredis';
import { onceEvery } from './once-every';

/**
 * A Redis connection that fails fast instead of queueing commands while Redis is away: each command
 * gives up after `commandTimeoutMs`, and the connection keeps reconnecting by itself (ioredis), with
 * its subscriptions restored. Its errors are logged (once in a while), never thrown at the process.
 */
export const connectRedis = async (
  url: string,
  options: { commandTimeoutMs?: number; onError?: (error: Error) => void } = {},
): Promise<Redis> => {
  const redis = new Redis(url, {
    connectTimeout: 2_000,
    commandTimeout: options.commandTimeoutMs ?? 1_000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    lazyConnect: true,
  });
  redis.on(
    'error',
    onceEvery(10_000, options.onError ?? ((error: Error) => console.error(`Redis connection error: ${error.message}`))),
  );
  await redis.connect();
  return redis;
};
