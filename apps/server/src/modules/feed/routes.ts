import { feedRoutes } from '@courtside/contract';
import type { RouteKit } from '../../platform/http';
import type { FeedService } from './service';

/** The sports-data calls; public (visitors browse every market), behind the sports venue's gate. */
export const registerFeedRoutes = (http: RouteKit, feed: FeedService): void => {
  const r = feedRoutes;
  http.public(r.sportsConfig, (_input, call) => feed.config(call.siteId));
  // The hot lists are answered from cached JSON text.
  http.cached(r.matchList, (input, call) => feed.list(call.siteId, input));
  http.cached(r.popularLive, (input, call) => feed.popularLive(call.siteId, input));
  http.public(r.matchDetail, (input, call) => feed.detail(call.siteId, input.matchId));
  http.public(r.getOdds, (input, call) => feed.odds(call.siteId, input));
  http.public(r.results, (input, call) => feed.results(call.siteId, input));
  http.public(r.outrights, (input, call) => feed.outrights(call.siteId, input));
};
