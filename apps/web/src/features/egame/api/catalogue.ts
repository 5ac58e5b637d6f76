import type { GameCategory, GameItem } from '@courtside/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useSession } from '../../../shared/sessionStore';
import { egameKeys } from './keys';

export type { GameCategory, GameItem };

export interface GameFilter {
  venueCodes: string[];
  brandCode?: string;
  category?: GameCategory;
  keyword?: string;
  pageSize: number;
}

/** The catalogue page by page; a member's list carries their favourite stars. */
export const useGames = (filter: GameFilter) => {
  const loggedIn = useSession((s) => s.loggedIn);
  return useQuery({
    queryKey: egameKeys.games({ ...filter, loggedIn }),
    queryFn: () => api.egame.list({ ...filter, pageNum: 1 }),
    enabled: filter.venueCodes.length > 0,
    placeholderData: keepPreviousData,
  });
};

export const useHotGames = (venueCodes: string[]) => {
  const loggedIn = useSession((s) => s.loggedIn);
  return useQuery({
    queryKey: [...egameKeys.hot(venueCodes), loggedIn],
    queryFn: () => api.egame.hot({ venueCodes }),
    enabled: venueCodes.length > 0,
  });
};

export const useBrands = (venueCodes: string[]) =>
  useQuery({
    queryKey: egameKeys.brands(venueCodes),
    queryFn: () => api.egame.brands({ venueCodes }),
    enabled: venueCodes.length > 0,
  });

export const useCategories = (venueCodes: string[]) =>
  useQuery({
    queryKey: egameKeys.categories(venueCodes),
    queryFn: () => api.egame.categories({ venueCodes }),
    enabled: venueCodes.length > 0,
  });

/** The member's recently played games (none for a visitor). */
export const useRecentGames = (venueCodes: string[]) => {
  const loggedIn = useSession((s) => s.loggedIn);
  return useQuery({
    queryKey: [...egameKeys.recent(), venueCodes],
    queryFn: () => api.egame.recent({ venueCodes }),
    enabled: loggedIn && venueCodes.length > 0,
  });
};

export const useFavouriteGames = (venueCodes: string[], enabled: boolean) => {
  const loggedIn = useSession((s) => s.loggedIn);
  return useQuery({
    queryKey: [...egameKeys.favourites(), venueCodes],
    queryFn: () => api.egame.collectionList({ venueCodes }),
    enabled: enabled && loggedIn && venueCodes.length > 0,
  });
};

/** Stars or unstars a game, then refreshes every list that shows stars. */
export const useToggleFavourite = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (game: GameItem) => {
      const ref = { venueCode: game.venueCode, gameCode: game.gameCode };
      return game.favourite ? api.egame.collectionRemove(ref) : api.egame.collectionAdd(ref);
    },
    onSettled: () => client.invalidateQueries({ queryKey: egameKeys.all }),
  });
};
