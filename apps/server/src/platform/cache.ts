import type { EventBus } from './events';

interface Entry {
  value: unknown;
  expiresAt: number;
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
  /** Moves on at every invalidation, so a read that started before one is not kept. */
  private generation = 0;
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

  /** As `get`, with a lifetime of its own (a list that changes every second in play). */
  async getFor<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value as T;
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<T>;
    const generation = this.generation;
    const loaded = load()
      .then((value) => {
        if (this.ttlMs > 0 && ttlMs > 0 && generation === this.generation) {
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

  /** Drops every entry whose key starts with `prefix`, here and on the other nodes. */
  async invalidate(prefix: string): Promise<void> {
    this.dropPrefix(prefix);
    await this.bus.publish(INVALIDATE, prefix);
  }

  private dropPrefix(prefix: string): void {
    this.generation += 1;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
    for (const key of this.loading.keys()) if (key.startsWith(prefix)) this.loading.delete(key);
  }
}
