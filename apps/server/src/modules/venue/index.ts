import type { ModuleParts, Platform } from '../../platform/module';
import { registerVenueRoutes } from './routes';
import { VenueService } from './service';

export type { VenueAdapter, VenueMember, VenueReply, VenueTransferStatus } from './adapter';
export { type GameChannelSeed, seedVenues, type VenueSeed } from './seed';
export { summaryOf, type VenueService } from './service';
export type { VenueRow } from './store';

/** The venue registry: venues, their state and game entrances, and the adapter each is reached through. */
export const createVenueModule = (platform: Platform) => {
  const venues = new VenueService({ db: platform.db, cache: platform.cache });
  const parts: ModuleParts = { name: 'venue', routes: (http) => registerVenueRoutes(http, venues) };
  return { parts, venues };
};
