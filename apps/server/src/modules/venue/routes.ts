import { venueRoutes } from '@courtside/contract';
import type { RouteKit } from '../../platform/http';
import type { VenueService } from './service';

/** The public venue reads; launching and leaving move money, so the wallet module serves them. */
export const registerVenueRoutes = (http: RouteKit, venues: VenueService): void => {
  http.public(venueRoutes.list, (_input, call) => venues.visible(call.siteId));
  http.public(venueRoutes.demoLaunch, (input, call) => venues.demoLaunch(call.siteId, input.venueCode));
  http.public(venueRoutes.gameChannels, (_input, call) => venues.gameChannels(call.siteId));
};
