import type { GameTile, NavItem } from '@courtside/contract';
import { egameCode } from '@courtside/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { siteKeys } from './keys';

export type { GameTile, NavItem };

export const fetchNavigation = (): Promise<NavItem[]> => api.site.navigation({});

export const useNavigation = () =>
  useQuery({ queryKey: siteKeys.navigation(), queryFn: fetchNavigation, staleTime: 60_000 });

/** The navigation item whose tiles make up the electronic-games list. */
export const EGAME_NAV_CODE = 'egame';

/**
 * The lobby code of a tile. "The first venue" of spec section 2 is read as the first venue of the
 * electronic-games list: only there does position make a tile `dz`; elsewhere the key decides.
 */
export function tileLobbyCode(item: NavItem, index: number, tile: GameTile): string {
  return egameCode(tile.venueCode, item.code === EGAME_NAV_CODE && index === 0);
}

/** The tiles of every navigation item that open the lobby `code`, with the item they belong to. */
export function tilesForLobby(items: readonly NavItem[], code: string): { item: NavItem; tile: GameTile }[] {
  return items.flatMap((item) =>
    item.tiles.flatMap((tile, index) => (tileLobbyCode(item, index, tile) === code ? [{ item, tile }] : [])),
  );
}
