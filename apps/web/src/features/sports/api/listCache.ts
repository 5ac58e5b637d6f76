/**
 * The sports lists a member last saw, kept in this browser so the next visit shows them at once while
 * they are read again (the page then shows the fresh answer and the live pushes keep it current). A
 * kept list older than MAX_AGE_MS is not shown: its matches may have ended.
 */
const STORAGE_KEY = 'cs-sports-lists';
const ENTRIES_MAX = 6;
const MAX_AGE_MS = 30 * 60_000;

interface Kept {
  key: string;
  at: number;
  data: unknown;
}

const readAll = (): Kept[] => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Kept[]) : [];
  } catch {
    return [];
  }
};

/** A kept answer for this query key and when it was read, if one younger than MAX_AGE_MS is here. */
export function keptList<T>(queryKey: readonly unknown[], now = Date.now()): { data: T; at: number } | null {
  const key = JSON.stringify(queryKey);
  const found = readAll().find((entry) => entry.key === key);
  return found && now - found.at < MAX_AGE_MS && found.at <= now ? { data: found.data as T, at: found.at } : null;
}

/** Keeps an answer, newest first, at most ENTRIES_MAX of them; a full storage keeps nothing. */
export function keepList(queryKey: readonly unknown[], data: unknown, now = Date.now()): void {
  const key = JSON.stringify(queryKey);
  const entries = [{ key, at: now, data }, ...readAll().filter((entry) => entry.key !== key)].slice(0, ENTRIES_MAX);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    localStorage.removeItem(STORAGE_KEY);
  }
}
