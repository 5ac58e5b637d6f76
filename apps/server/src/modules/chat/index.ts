import type { BetView, MatchView } from '@courtside/contract';
import type { AuthContext } from '../../platform/auth';
import type { ModuleParts, Platform } from '../../platform/module';
import type { AccountService } from '../account';
import { FEED_VENUE_NAME, type FeedService } from '../feed';
import type { LiveService } from '../live';
import type { RgService } from '../rg';
import type { SiteService } from '../site';
import { ChatDesk } from './desk';
import { ChatHub } from './hub';
import { registerChatRoutes } from './routes';
import { ChatService } from './service';

export { seedChat } from './seed';
export { ChatService } from './service';

/**
 * Chat rooms (DESIGN.md section 14): the `/chat` namespace and the spec's chatroom calls, with
 * moderation, shared bets and order pushes. Other modules post into a room through
 * `chat.postGiftPush` (gifts).
 */
export const createChatModule = (
  platform: Platform,
  deps: {
    account: AccountService;
    site: SiteService;
    feed: FeedService;
    live: LiveService;
    ownBet: (auth: AuthContext, betId: number) => Promise<BetView>;
    rg: Pick<RgService, 'assertNotBlocked'>;
  },
) => {
  const { db, clock, cache, config, auth, log } = platform;
  let hub: ChatHub | null = null;
  const chat = new ChatService({
    db,
    clock,
    cache,
    memberOf: async (memberId) => {
      const member = await deps.account.member(memberId);
      return { nickname: member.nickname, vipLevel: member.vipLevel };
    },
    anchorRoom: (siteId, roomId) => deps.live.roomOwner(siteId, roomId),
    matches: (matchIds: readonly number[]): Promise<MatchView[]> => deps.feed.summaries(matchIds),
    market: async (marketId) => (await deps.feed.bettable([marketId])).get(marketId) ?? null,
    ownBet: deps.ownBet,
    siteSeries: async (siteId) => (await deps.site.info(siteId)).siteSeries,
    venueName: FEED_VENUE_NAME,
    messagesPer10s: config.CHAT_MESSAGES_PER_10S,
    fanout: () => hub,
    assertMaySpeak: (memberId) => deps.rg.assertNotBlocked(memberId),
  });
  deps.live.onRoomChange((siteId, roomId) => void chat.roomChanged(siteId, { kind: 'anchor', id: roomId }));
  const desk = new ChatDesk({ db, chat });
  const parts: ModuleParts = {
    name: 'chat',
    routes: (http) => registerChatRoutes(http, chat, desk),
    live: (live) => {
      hub = new ChatHub(live.namespace.server, auth, config.SITE_ID, chat, log.child({ module: 'chat' }));
    },
  };
  return { parts, chat };
};
