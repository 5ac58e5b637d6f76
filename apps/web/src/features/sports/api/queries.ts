import type { MatchFilter, SportId } from '@courtside/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { keepList, keptList } from './listCache';
import { matchListBody, type SportsView } from './listRequest';

export const sportsKeys = {
  all: ['sports'] as const,
  config: () => [...sportsKeys.all, 'config'] as const,
  lists: () => [...sportsKeys.all, 'list'] as const,
  list: (sport: SportId, filter: MatchFilter, leagueIds: number[], page: number) =>
    [...sportsKeys.lists(), sport, filter, leagueIds.join(','), page] as const,
  outrights: (sport: SportId) => [...sportsKeys.all, 'outrights', sport] as const,
  detail: (matchId: number) => [...sportsKeys.all, 'detail', matchId] as const,
};

/**
 * A read that shows what this browser kept of it at once (marked as read when it was kept, so it is
 * read again straight away) and keeps each fresh answer for the next visit.
 */
const keptFirst = <T>(queryKey: readonly unknown[], read: () => Promise<T>) => {
  // Read from storage only when the query is first made, not at every render.
  let kept: { data: T; at: number } | null | undefined;
  const keptNow = () => {
    if (kept === undefined) kept = keptList<T>(queryKey);
    return kept;
  };
  return {
    queryKey,
    queryFn: async () => {
      const data = await read();
      keepList(queryKey, data);
      return data;
    },
    initialData: () => keptNow()?.data,
    initialDataUpdatedAt: () => keptNow()?.at,
  };
};

/** The tabs' counts and leagues; live counts move, so they are read again every half minute. */
export const useSportsConfig = () =>
  useQuery({ ...keptFirst(sportsKeys.config(), () => api.feed.sportsConfig({})), refetchInterval: 30_000 });

/** One page of a sport's matches under a filter. Live pushes keep it current between reads. */
export const useMatchList = (view: SportsView) => {
  const body = matchListBody(view);
  return useQuery({
    ...keptFirst(sportsKeys.list(body.sport, body.filter, body.leagueIds, body.page), () => api.feed.matchList(body)),
    enabled: body.filter !== 'outright',
    placeholderData: keepPreviousData,
    // New matches start and others end: the list is read again now and then, the rest comes live.
    refetchInterval: 60_000,
  });
};

export const useOutrights = (sport: SportId, enabled: boolean) =>
  useQuery({ queryKey: sportsKeys.outrights(sport), queryFn: () => api.feed.outrights({ sport }), enabled });

export const useMatchDetail = (matchId: number) =>
  useQuery({
    queryKey: sportsKeys.detail(matchId),
    queryFn: () => api.feed.matchDetail({ matchId }),
    enabled: Number.isSafeInteger(matchId) && matchId > 0,
    refetchInterval: 60_000,
  });
