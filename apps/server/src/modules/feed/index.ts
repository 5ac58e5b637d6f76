import type { ModuleParts, Platform } from '../../platform/module';
import { payloadOf, type Subscriber } from '../../platform/outbox';
import type { VenueService } from '../venue';
import { feedEvents } from './events';
import { type Applied, FeedIngest } from './ingest';
import { FeedLivePublisher } from './live-publisher';
import type { FeedProvider } from './provider';
import { registerFeedRoutes } from './routes';
import { FeedService } from './service';
import * as store from './store';

export type {
  BetStopped,
  MarketCancelled,
  MarketRolledBack,
  MarketSettled,
  MarketsChanged,
  MatchStatusChanged,
} from './events';
export { feedEvents } from './events';
export type { Applied, FeedIngest } from './ingest';
export type * from './provider';
export type { FeedService } from './service';
export { FEED_VENUE_NAME, periodName } from './views';

/**
 * Sports data (DESIGN.md section 12): the provider's messages applied to our tables, the lists and
 * details members read, and live pushes of scores and odds. The provider (the simulator in
 * development) is connected by `app.ts` through `connect`.
 */
export const createFeedModule = (platform: Platform, deps: { venues: VenueService }) => {
  const { db, clock, cache, log, outbox } = platform;
  const feed = new FeedService({ db, clock, cache, venues: deps.venues, outbox });
  let publisher: FeedLivePublisher | null = null;
  const ingest = new FeedIngest({
    db,
    outbox,
    log,
    onApplied: (applied: Applied) => publisher?.take(applied),
  });
  // Lists are cached for a second; a match that starts or ends, or markets that close, expire them at
  // once (readers keep the last list for up to a second while one refill runs).
  const listInvalidation: Subscriber = {
    name: 'feed.lists',
    kind: 'notify',
    topics: [
      feedEvents.matchStatusChanged,
      feedEvents.marketSettled,
      feedEvents.marketCancelled,
      feedEvents.marketsChanged,
    ],
    handle: () => feed.invalidateLists(),
  };
  // A trader's or the book's overlay reaches the match's room like a change of the feed's own.
  const overlayPush: Subscriber = {
    name: 'feed.overlayPush',
    kind: 'notify',
    topics: [feedEvents.marketsChanged],
    handle: async (event) => {
      const { matchId, marketIds } = payloadOf(feedEvents.marketsChanged, event);
      publisher?.marketsChanged(matchId, marketIds);
    },
  };
  const parts: ModuleParts = {
    name: 'feed',
    routes: (http) => registerFeedRoutes(http, feed),
    subscribers: (live) => {
      publisher = new FeedLivePublisher(
        live,
        (marketIds) => store.pushedOdds(db, marketIds),
        (error) => log.warn({ err: error }, 'feed live push failed'),
      );
      return [listInvalidation, overlayPush];
    },
  };
  /** Takes a provider's messages from now on, recovering first from its snapshot. */
  const connect = async (provider: FeedProvider): Promise<void> => {
    ingest.connect(provider);
    await ingest.recover(provider);
  };
  return { parts, feed, ingest, connect, stop: () => publisher?.stop() };
};
