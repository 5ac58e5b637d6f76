import type { SportId } from '@courtside/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { videoKeys } from './keys';

/** The spec's popular live list: page 1, size 200 (spec section 9). */
export const LIVE_LIST_PAGE = { page: 1, pageSize: 200 } as const;
/** Viewer counts move: the list is read again this often while on screen. */
export const VIEWERS_REFRESH_MS = 15_000;

export const fetchLiveList = (sport: SportId | null) =>
  api.anchor.liveList({ ...LIVE_LIST_PAGE, ...(sport ? { sport } : {}) });
export type LiveList = Awaited<ReturnType<typeof fetchLiveList>>;
export type LiveMatch = LiveList['matches'][number];

export const useLiveList = (sport: SportId | null) =>
  useQuery({
    queryKey: videoKeys.liveList(sport),
    queryFn: () => fetchLiveList(sport),
    refetchInterval: VIEWERS_REFRESH_MS,
  });
