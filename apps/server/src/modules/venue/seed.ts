import type { Tx } from '../../platform/db';
import { gameChannels, venues } from './tables';

export type VenueSeed = Omit<typeof venues.$inferInsert, 'siteId' | 'sort'>;
export type GameChannelSeed = Omit<typeof gameChannels.$inferInsert, 'siteId' | 'sort'>;

/** A new site's venues and the game entrances beside its live rooms, in the given order. */
export const seedVenues = async (
  tx: Tx,
  siteId: number,
  seeds: { venues: readonly VenueSeed[]; gameChannels: readonly GameChannelSeed[] },
) => {
  await tx.insert(venues).values(seeds.venues.map((v, sort) => ({ ...v, siteId, sort })));
  await tx.insert(gameChannels).values(seeds.gameChannels.map((c, sort) => ({ ...c, siteId, sort })));
};
