import type { MatchFilter, SportId } from '@courtside/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

export const LIST_PAGE_SIZE = 50;

export const sportsKeys = {
  all: ['sports'] as const,
  config: () => [...sportsKeys.all, 'config'] as const,
  lists: () => [...sportsKeys.all, 'list'] as const,
  list: (sport: SportId, filter: MatchFilter, leagueIds: number[], page: number) =>
    [...sportsKeys.lists(), sport, filter, leagueIds.join(','), page] as const,
  outrights: (sport: SportId) => [...sportsKeys.all, 'outrights', sport] as const,
  detail: (matchId: number) => [...sportsKeys.all, 'detail', matchId] as const,
};

/** The tabs' counts and leagues; live counts move, so they are read again every half minute. */
export const useSportsConfig = () =>
  useQuery({ queryKey: sportsKeys.config(), queryFn: () => api.feed.sportsConfig({}), refetchInterval: 30_000 });

/** One page of a sport's matches under a filter. Live pushes keep it current between reads. */
export const useMatchList = (sport: SportId, filter: MatchFilter, leagueIds: number[], page: number) =>
  useQuery({
    queryKey: sportsKeys.list(sport, filter, leagueIds, page),
    queryFn: () => api.feed.matchList({ sport, filter, leagueIds, page, pageSize: LIST_PAGE_SIZE }),
    enabled: filter !== 'outright',
    placeholderData: keepPreviousData,
    // New matches start and others end: the list is read again now and then, the rest comes live.
    refetchInterval: 60_000,
  });

export const useOutrights = (sport: SportId, enabled: boolean) =>
  useQuery({ queryKey: sportsKeys.outrights(sport), queryFn: () => api.feed.outrights({ sport }), enabled });

export const useMatchDetail = (matchId: number) =>
  useQuery({
    queryKey: sportsKeys.detail(matchId),
    queryFn: () => api.feed.matchDetail({ matchId }),
    enabled: Number.isSafeInteger(matchId) && matchId > 0,
    refetchInterval: 60_000,
  });
