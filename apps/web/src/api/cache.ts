/** How long a cached site-config read stays fresh (spec section 9: cache 60 s). */
export const CACHE_TTL_MS = 60_000;
/** Bound on entries, so a long session cannot grow the cache without limit. */
const CACHE_ENTRIES_MAX = 200;

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are the same cache key. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

/**
 * A local cache of GET-like calls keyed by path, params and token (spec section 7), so a
 * member's answers are never served to a visitor or to another member on the same device.
 */
export class RequestCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  key(path: string, params: unknown, token: string | null): string {
    return `${path}|${stableStringify(params ?? {})}|${token ?? ''}`;
  }

  get(key: string): { hit: true; value: unknown } | { hit: false } {
    const entry = this.entries.get(key);
    if (!entry) return { hit: false };
    if (this.now() >= entry.expiresAt) {
      this.entries.delete(key);
      return { hit: false };
    }
    return { hit: true, value: entry.value };
  }

  set(key: string, value: unknown): void {
    if (this.entries.size >= CACHE_ENTRIES_MAX) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
