import { Redis } from 'ioredis';

/** A Redis connection that fails fast instead of queueing commands forever while Redis is away. */
export const connectRedis = async (url: string): Promise<Redis> => {
  const redis = new Redis(url, { connectTimeout: 2_000, maxRetriesPerRequest: 2, lazyConnect: true });
  await redis.connect();
  return redis;
};
