import { venueRoutes } from '@courtside/contract';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/http';
import { siteIdOf } from '../../platform/site-context';
import type { VenueService } from './service';

export const registerVenueRoutes = (app: FastifyInstance, venues: VenueService, defaultSiteId: number): void => {
  mount(app, 'venue', venueRoutes.list, (_input, request) => venues.visible(siteIdOf(request, defaultSiteId)));
  mount(app, 'venue', venueRoutes.gameChannels, (_input, request) =>
    venues.gameChannels(siteIdOf(request, defaultSiteId)),
  );
};
