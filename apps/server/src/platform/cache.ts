import type { EventBus } from './events';

interface Entry {
  value: unknown;
  expiresAt: number;
  /** Kept past its lifetime for a revalidating read (the others are dropped by an invalidation). */
  revalidating?: true;
}

/** How long a revalidating read may go on serving an answer past its lifetime or its invalidation. */
export interface Staleness {
  ttlMs: number;
  /** Past the lifetime (or an invalidation), readers are answered from the old value this long while one refill runs. */
  staleMs: number;
}

const INVALIDATE = 'cache.invalidate';

/**
 * A read-through cache for hot, rarely changing reads (site config). Entries live `ttlMs`; a change
 * invalidates by key prefix on every node through the event bus, so a TTL is only the backstop.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  /** Loads under way: callers of a key that is being read wait for that read instead of starting their own. */
  private readonly loading = new Map<string, Promise<unknown>>();
  /**
   * Refills of revalidating reads: one at a time per key, whatever invalidations come meanwhile, each
   * with the time of the last invalidation that reached its key while it ran.
   */
  private readonly refilling = new Map<string, { loaded: Promise<unknown>; invalidatedAt: number | null }>();
  private readonly maxEntries = 5_000;

  constructor(
    private readonly ttlMs: number,
    private readonly bus: EventBus,
    private readonly now: () => number = Date.now,
  ) {
    bus.subscribe(INVALIDATE, (prefix) => this.dropPrefix(String(prefix)));
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.getFor(key, this.ttlMs, load);
  }

  /**
   * As `get`, with a lifetime of its own (a list that changes every second in play). With `refreshAheadMs`,
   * a value past its lifetime (not one an invalidation dropped) still answers for that long while one
   * refill runs behind it: a read that a change must make fresh (a balance after a movement) waits, a
   * read whose lifetime is only a backstop does not.
   */
  getFor<T>(key: string, ttlMs: number, load: () => Promise<T>, refreshAheadMs = 0): Promise<T> {
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && hit.expiresAt > now) return Promise.resolve(hit.value as T);
    const loaded = (this.loading.get(key) as Promise<T> | undefined) ?? this.load(key, ttlMs, load);
    if (hit && hit.expiresAt + refreshAheadMs > now) {
      // The reader has its answer; a failed refill leaves the old value until the bound, then readers see the error.
      loaded.catch(() => {});
      return Promise.resolve(hit.value as T);
    }
    return loaded;
  }

  private load<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const loaded: Promise<T> = load()
      .then((value) => {
        // Kept unless an invalidation of its key came while it read (that drops it from `loading`);
        // invalidations of other keys do not matter to it.
        if (this.ttlMs > 0 && ttlMs > 0 && this.loading.get(key) === loaded) {
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, { value, expiresAt: this.now() + Math.min(ttlMs, this.ttlMs) });
        }
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      });
    this.loading.set(key, loaded);
    return loaded;
  }

  /**
   * As `getFor`, but readers never wait on a refill while the value is at most `staleMs` past its
   * lifetime or its invalidation: they get the last value and one refill runs behind them (a hot list
   * read hundreds of times a second while the data under it changes every second). Invalidations
   * during a refill coalesce: its value is kept as already stale, and the next reader starts one more.
   */
  getRevalidating<T>(key: string, staleness: Staleness, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && hit.expiresAt > now) return Promise.resolve(hit.value as T);
    const refill = this.refill(key, staleness.ttlMs, load);
    if (hit && hit.expiresAt + staleness.staleMs > now) {
      // The reader has its answer; a failed refill leaves the old value until the bound, then readers see the error.
      refill.catch(() => {});
      return Promise.resolve(hit.value as T);
    }
    return refill;
  }

  private refill<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const running = this.refilling.get(key);
    if (running) return running.loaded as Promise<T>;
    const refill: { loaded: Promise<T>; invalidatedAt: number | null } = {
      loaded: load()
        .then((value) => {
          if (this.ttlMs > 0 && ttlMs > 0) {
            if (this.entries.size >= this.maxEntries) this.entries.clear();
            // A value read before an invalidation is still the newest there is, but expired as of it.
            const expiresAt = refill.invalidatedAt ?? this.now() + Math.min(ttlMs, this.ttlMs);
            this.entries.set(key, { value, expiresAt, revalidating: true });
          }
          return value;
        })
        .finally(() => {
          this.refilling.delete(key);
        }),
      invalidatedAt: null,
    };
    this.refilling.set(key, refill);
    return refill.loaded;
  }

  /** Drops every entry whose key starts with `prefix`, here and on the other nodes. */
  async invalidate(prefix: string): Promise<void> {
    this.dropPrefix(prefix);
    await this.bus.publish(INVALIDATE, prefix);
  }

  /**
   * Drops every entry under `prefix`; a revalidating read's entry is only expired as of now, so it may
   * still answer from it for its stale bound while it refills.
   */
  private dropPrefix(prefix: string): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (!key.startsWith(prefix)) continue;
      if (entry.revalidating) entry.expiresAt = Math.min(entry.expiresAt, now);
      else this.entries.delete(key);
    }
    for (const key of this.loading.keys()) if (key.startsWith(prefix)) this.loading.delete(key);
    for (const [key, refill] of this.refilling) if (key.startsWith(prefix)) refill.invalidatedAt = now;
  }
}
