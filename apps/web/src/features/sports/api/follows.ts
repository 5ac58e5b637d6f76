import { useSyncExternalStore } from 'react';

/** The matches starred in this browser (关注); a visitor's stars stay on the device. */
const KEY = 'followedMatches';
const LIMIT = 200;
const listeners = new Set<() => void>();
let cache: { raw: string | null; ids: ReadonlySet<number> } = { raw: null, ids: new Set() };

const read = (): ReadonlySet<number> => {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    raw = null;
  }
  if (raw === cache.raw) return cache.ids;
  let ids: number[] = [];
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    ids = Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    ids = [];
  }
  cache = { raw, ids: new Set(ids) };
  return cache.ids;
};

export function toggleFollow(matchId: number): void {
  const ids = new Set(read());
  if (ids.has(matchId)) ids.delete(matchId);
  else ids.add(matchId);
  try {
    localStorage.setItem(KEY, JSON.stringify([...ids].slice(-LIMIT)));
  } catch {
    // private mode: nothing is remembered
  }
  for (const listener of listeners) listener();
}

export function useFollowed(): ReadonlySet<number> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => cache.ids,
  );
}
