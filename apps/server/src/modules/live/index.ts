import { randomBytes } from 'node:crypto';
import type { LiveHub } from '../../platform/live';
import type { ModuleParts, Platform } from '../../platform/module';
import type { AccountService } from '../account';
import type { FeedService } from '../feed';
import { registerLiveRoutes } from './routes';
import { LiveService } from './service';
import { ViewerCounter } from './viewers';

export { type AnchorRoomSeed, seedAnchors } from './seed';
export { type DemoAudience, LiveService, matchStream, VISITOR_COOKIE } from './service';
export { type MediaVerdict, verifyMedia, viewerOfSession, viewerOfVisitor } from './signing';

/**
 * Live video and anchor rooms (DESIGN.md section 14): anchors and their rooms, the anchor tab, the
 * live page, viewer counts and the video call, whose URLs are signed for the caller.
 */
export const createLiveModule = (platform: Platform, deps: { feed: FeedService; account: AccountService }) => {
  const { db, clock, config, log, redis } = platform;
  let hub: LiveHub | null = null;
  let viewers: ViewerCounter | null = null;
  const signingKey = config.MEDIA_SIGNING_KEY ?? randomBytes(32).toString('hex');
  const live = new LiveService({
    db,
    clock,
    feed: deps.feed,
    viewerCount: (room) => viewers?.count(room) ?? 0,
    live: () => hub,
    memberNames: (memberIds) => deps.account.memberNames(memberIds),
    media: { baseUrl: config.MEDIA_BASE_URL, signingKey, ttlSeconds: config.MEDIA_URL_TTL_SECONDS },
  });
  const parts: ModuleParts = {
    name: 'live',
    routes: (http) => registerLiveRoutes(http, live),
    live: (liveHub) => {
      hub = liveHub;
      viewers = new ViewerCounter({ live: liveHub, redis, log, simulated: (room) => live.simulatedViewers(room) });
      viewers.start();
    },
  };
  return { parts, live, signingKey, stop: () => viewers?.stop() };
};
