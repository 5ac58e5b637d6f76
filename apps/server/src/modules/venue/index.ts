import type { ModuleParts, Platform } from '../../platform/module';
import { GameCatalogue } from './catalogue';
import { GameRecords } from './records';
import { registerVenueRoutes } from './routes';
import { VenueService } from './service';

export type { VenueAdapter, VenueBetRecord, VenueMember, VenueReply, VenueTransferStatus } from './adapter';
export type { GameCatalogue, VenueEntrance } from './catalogue';
export { type GameRecordStored, venueEvents } from './events';
export type { GameRecords } from './records';
export { type GameBrandSeed, type GameChannelSeed, type GameSeed, seedVenues, type VenueSeed } from './seed';
export { summaryOf, type VenueService } from './service';
export type { VenueRow } from './store';

/**
 * The venue registry: venues, their state and game entrances, the adapter each is reached through,
 * the game catalogue and the game records pulled from every provider.
 */
export const createVenueModule = (platform: Platform) => {
  const venues = new VenueService({ db: platform.db, cache: platform.cache });
  const catalogue = new GameCatalogue({ db: platform.db, venues });
  const records = new GameRecords({ db: platform.db, clock: platform.clock, outbox: platform.outbox });
  const parts: ModuleParts = {
    name: 'venue',
    routes: (http) => registerVenueRoutes(http, { venues, catalogue, records }),
    jobs: [
      {
        name: 'venue.recordsPull',
        intervalMs: platform.config.GAME_RECORDS_PULL_INTERVAL_MS,
        run: async () => {
          for (const [name, adapter] of venues.pullable()) await records.pull(name, adapter);
        },
      },
    ],
  };
  return { parts, venues, catalogue, records };
};
