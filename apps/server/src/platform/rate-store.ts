import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** One window's counter in Redis: the first hit starts the window; answers the count and the time left. */
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { current, redis.call('PTTL', KEYS[1]) }
`;
/** This node's counters while Redis is away; past this many keys the oldest windows are forgotten. */
const LOCAL_KEYS_MAX = 10_000;

interface Window {
  current: number;
  resetAt: number;
}

/**
 * Rate-limit counters shared by every node through Redis, falling back to this node's own counters
 * whenever Redis is not connected or a command fails (its timeout is short): a request is never held
 * up, or let through unlimited, because Redis is away. Each node then allows the limit on its own,
 * which is the looser but safe side.
 */
export class FallbackRateStore implements FastifyRateLimitStore {
  private readonly local: Map<string, Window>;

  private readonly outage: { noted: boolean };

  /** `family` is the root store's state, which its per-route children share (one listener, one count). */
  constructor(
    private readonly shared: { redis: Redis; log: FastifyBaseLogger },
    private readonly prefix = 'courtside:rl:',
    family?: { local: Map<string, Window>; outage: { noted: boolean } },
  ) {
    this.local = family?.local ?? new Map<string, Window>();
    this.outage = family?.outage ?? { noted: false };
    if (family) return;
    shared.redis.on('ready', () => {
      if (this.outage.noted) shared.log.info('rate limits shared through Redis again');
      this.outage.noted = false;
    });
  }

  incr(key: string, callback: Counted, timeWindow: number, _max: number): void {
    const { redis } = this.shared;
    if (redis.status !== 'ready') {
      this.fallBack(new Error(`Redis ${redis.status}`));
      callback(null, this.countLocally(key, timeWindow));
      return;
    }
    (redis.eval(COUNT_SCRIPT, 1, this.prefix + key, timeWindow) as Promise<[number, number]>).then(
      ([current, ttl]) => callback(null, { current, ttl }),
      (error: Error) => {
        this.fallBack(error);
        callback(null, this.countLocally(key, timeWindow));
      },
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // The plugin's typings name the route's options; it passes its merged limits with the route under `routeInfo`.
    const { routeInfo } = routeOptions as unknown as { routeInfo?: { method?: unknown; url?: unknown } };
    const route = `${String(routeInfo?.method)}${String(routeInfo?.url)}-`;
    return new FallbackRateStore(this.shared, `${this.prefix}${route}`, { local: this.local, outage: this.outage });
  }

  private countLocally(key: string, timeWindow: number): { current: number; ttl: number } {
    const now = Date.now();
    const id = this.prefix + key;
    let window = this.local.get(id);
    if (!window || window.resetAt <= now) {
      if (this.local.size >= LOCAL_KEYS_MAX) this.local.clear();
      window = { current: 0, resetAt: now + timeWindow };
      this.local.set(id, window);
    }
    window.current += 1;
    return { current: window.current, ttl: window.resetAt - now };
  }

  /** One line per outage, not one per request. */
  private fallBack(error: Error): void {
    if (this.outage.noted) return;
    this.outage.noted = true;
    this.shared.log.warn({ err: error }, 'Redis unavailable: rate limits counted per node');
  }
}

/** The store as the plugin takes it: a class it constructs itself. */
export const sharedRateStore = (redis: Redis, log: FastifyBaseLogger): FastifyRateLimitStoreCtor =>
  class SharedRateStore extends FallbackRateStore {
    constructor() {
      super({ redis, log });
    }
  };
