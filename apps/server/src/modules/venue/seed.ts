import type { Tx } from '../../platform/db';
import { gameBrands, gameChannels, games, venues } from './tables';

export type VenueSeed = Omit<typeof venues.$inferInsert, 'siteId' | 'sort'>;
export type GameChannelSeed = Omit<typeof gameChannels.$inferInsert, 'siteId' | 'sort'>;
export type GameBrandSeed = Omit<typeof gameBrands.$inferInsert, 'siteId' | 'sort'>;
export type GameSeed = Omit<typeof games.$inferInsert, 'siteId' | 'sort'>;

/** A new site's venues, the game entrances beside its live rooms and its game catalogue, in order. */
export const seedVenues = async (
  tx: Tx,
  siteId: number,
  seeds: {
    venues: readonly VenueSeed[];
    gameChannels: readonly GameChannelSeed[];
    brands: readonly GameBrandSeed[];
    games: readonly GameSeed[];
  },
) => {
  await tx.insert(venues).values(seeds.venues.map((v, sort) => ({ ...v, siteId, sort })));
  await tx.insert(gameChannels).values(seeds.gameChannels.map((c, sort) => ({ ...c, siteId, sort })));
  await tx.insert(gameBrands).values(seeds.brands.map((b, sort) => ({ ...b, siteId, sort })));
  await tx.insert(games).values(seeds.games.map((g, sort) => ({ ...g, siteId, sort })));
};
