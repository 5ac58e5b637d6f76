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
    const value = await load();
    if (this.ttlMs > 0 && ttlMs > 0) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { value, expiresAt: this.now() + Math.min(ttlMs, this.ttlMs) });
    }
    return value;
  }

  /** Drops every entry whose key starts with `prefix`, here and on the other nodes. */
  async invalidate(prefix: string): Promise<void> {
    this.dropPrefix(prefix);
    await this.bus.publish(INVALIDATE, prefix);
  }

  private dropPrefix(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
