import type { Announcement } from '@courtside/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { homeKeys } from './keys';

export type { Announcement };

export const fetchAnnouncements = (): Promise<Announcement[]> => api.site.announcements({});

export const useAnnouncements = () =>
  useQuery({ queryKey: homeKeys.announcements(), queryFn: fetchAnnouncements, staleTime: 60_000 });

/** Popup announcements are shown once per browser session. */
export const POPUP_SEEN_KEY = 'cs-announcements-seen';

export function popupsToShow(list: readonly Announcement[], storage: Pick<Storage, 'getItem'> = sessionStorage) {
  const seen = new Set((storage.getItem(POPUP_SEEN_KEY) ?? '').split(',').filter(Boolean));
  return list.filter((a) => a.popup && !seen.has(String(a.id)));
}

export function markPopupsSeen(
  list: readonly Announcement[],
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
) {
  const seen = new Set((storage.getItem(POPUP_SEEN_KEY) ?? '').split(',').filter(Boolean));
  for (const a of list) seen.add(String(a.id));
  storage.setItem(POPUP_SEEN_KEY, [...seen].join(','));
}
