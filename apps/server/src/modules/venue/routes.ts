import { venueRoutes } from '@courtside/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mount } from '../../platform/http';
import { siteIdOf } from '../../platform/site-context';
import { authOf } from '../account/auth';
import type { WalletService } from '../wallet/service';
import type { VenueService } from './service';

export const registerVenueRoutes = (
  app: FastifyInstance,
  deps: {
    venues: VenueService;
    wallet: WalletService;
    guard: (request: FastifyRequest) => Promise<void>;
    defaultSiteId: number;
  },
): void => {
  const { venues, wallet, guard, defaultSiteId } = deps;
  mount(
    app,
    'venue',
    venueRoutes.launch,
    (input, request) => wallet.enterVenue(authOf(request), input.venueCode, input.requestId),
    {
      guard,
    },
  );
  mount(
    app,
    'venue',
    venueRoutes.leave,
    (input, request) => wallet.leaveVenue(authOf(request), input.venueCode, input.requestId),
    {
      guard,
    },
  );
  mount(app, 'venue', venueRoutes.list, (_input, request) => venues.visible(siteIdOf(request, defaultSiteId)));
  mount(app, 'venue', venueRoutes.demoLaunch, (input, request) =>
    venues.demoLaunch(siteIdOf(request, defaultSiteId), input.venueCode),
  );
  mount(app, 'venue', venueRoutes.gameChannels, (_input, request) =>
    venues.gameChannels(siteIdOf(request, defaultSiteId)),
  );
};
