import type { Announcement } from '@courtside/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { homeKeys } from './keys';

export type { Announcement };

export const fetchAnnouncements = (): Promise<Announcement[]> => api.site.announcements({});

export const useAnnouncements = () =>
  useQuery({ queryKey: homeKeys.announcements(), queryFn: fetchAnnouncements, staleTime: 60_000 });

/**
 * Popup announcements pop up once per notice, in this browser for good (not once per visit): the ids
 * seen are kept in localStorage, so only a notice published since pops up again.
 */
export const POPUP_SEEN_KEY = 'cs-announcements-seen';
/** The most ids kept; the oldest are dropped first (a notice that old is no longer listed). */
const SEEN_KEPT = 200;

const seenStorage = (): Pick<Storage, 'getItem' | 'setItem'> => {
  try {
    return localStorage;
  } catch {
    // Storage refused (private mode): the session's own keeps it to once per visit at worst.
    return sessionStorage;
  }
};

const readSeen = (storage: Pick<Storage, 'getItem'>): string[] => {
  try {
    return (storage.getItem(POPUP_SEEN_KEY) ?? '').split(',').filter(Boolean);
  } catch {
    return [];
  }
};

export function popupsToShow(list: readonly Announcement[], storage: Pick<Storage, 'getItem'> = seenStorage()) {
  const seen = new Set(readSeen(storage));
  return list.filter((a) => a.popup && !seen.has(String(a.id)));
}

export function markPopupsSeen(
  list: readonly Announcement[],
  storage: Pick<Storage, 'getItem' | 'setItem'> = seenStorage(),
) {
  const seen = new Set(readSeen(storage));
  for (const a of list) seen.add(String(a.id));
  try {
    storage.setItem(POPUP_SEEN_KEY, [...seen].slice(-SEEN_KEPT).join(','));
  } catch {
    // A full or refused storage shows the notice again next visit; nothing else depends on it.
  }
}
