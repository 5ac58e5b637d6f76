import type { ModuleParts, Platform } from '../../platform/module';
import type { FeedService } from '../feed';
import { registerNewsRoutes } from './routes';
import { NewsService } from './service';

export { NewsService } from './service';

/** How often this node's site gets previews of newly listed matches (member reads also start a run). */
const PREVIEW_INTERVAL_MS = 5 * 60_000;

/**
 * News and expert articles (资讯, issue 32): previews written from the feed's data for upcoming
 * matches, operators' articles with sanitised HTML, and the spec's newsoccer reads.
 */
export const createNewsModule = (platform: Platform, deps: { feed: FeedService }) => {
  const news = new NewsService({ db: platform.db, clock: platform.clock, feed: deps.feed, log: platform.log });
  const parts: ModuleParts = {
    name: 'news',
    routes: (http) => registerNewsRoutes(http, news),
    jobs: [
      {
        name: 'news.previews',
        intervalMs: PREVIEW_INTERVAL_MS,
        run: () => news.generatePreviews(platform.config.SITE_ID),
      },
    ],
  };
  return { parts, news };
};
