import type { ModuleParts, Platform } from '../../platform/module';
import type { FeedService } from '../feed';
import { registerSponsorRoutes } from './routes';
import { SponsorService } from './service';

export { type SponsorSeed, seedSponsors } from './seed';
export { SponsorService } from './service';

/**
 * Sponsors (赞助, issue 31): the operator's 赞助设置 under the spec's tier rule, and the member's
 * 赞助伙伴 wall and detail pages, whose linked team's coming matches come from the feed.
 */
export const createSponsorModule = (platform: Platform, deps: { feed: FeedService }) => {
  const sponsors = new SponsorService({
    db: platform.db,
    clock: platform.clock,
    upcomingMatches: (sport, withinMs, limit) => deps.feed.upcomingMatches(sport, withinMs, limit),
  });
  const parts: ModuleParts = { name: 'sponsor', routes: (http) => registerSponsorRoutes(http, sponsors) };
  return { parts, sponsors };
};
