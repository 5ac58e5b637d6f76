import type { FastifyBaseLogger } from 'fastify';
import type { ModuleParts, Platform } from '../../platform/module';
import { payloadOf, type Subscriber } from '../../platform/outbox';
import type { AccountService } from '../account';
import type { ChatService } from '../chat';
import type { FeedService } from '../feed';
import type { LiveService } from '../live';
import type { RgService } from '../rg';
import type { SiteService } from '../site';
import type { Ledger } from '../wallet';
import { giftEvents } from './events';
import { registerGiftRoutes } from './routes';
import { GiftService } from './service';

export { giftAccounts } from './accounts';
export type { GiftSent } from './events';
export { giftEvents } from './events';
export { type GiftCatalogueSeed, seedGiftHistory, seedGifts } from './seed';
export type { GiftService } from './service';

/**
 * Once a gift is paid for, the room hears it: the chat posts its gift push message (the chat line, the
 * other viewers' animation). A notice: a failed post leaves the gift paid and only its line unshown.
 * The post is not awaited: a notice runs inside the outbox's transaction on its cursor, and the post
 * writes through the chat's own connection, which on the one-connection PGlite would wait for that
 * transaction for ever.
 */
const giftPushes = (chat: ChatService, log: FastifyBaseLogger): Subscriber => ({
  name: 'gift.chatPushes',
  kind: 'notify',
  topics: [giftEvents.sent],
  async handle(event) {
    const sent = payloadOf(giftEvents.sent, event);
    chat
      .postGiftPush({
        siteId: sent.siteId,
        room: { kind: sent.room.roomType, id: sent.room.roomId },
        memberId: sent.memberId,
        nick: sent.nick,
        level: sent.level,
        gift: { recordId: sent.recordId, ...sent.gift, count: sent.count, combo: sent.combo },
      })
      .catch((error: unknown) => log.warn({ err: error, recordId: sent.recordId }, 'gift push not posted to the chat'));
  },
});

/** Gold coins and gifts in the chat rooms (DESIGN.md section 14). */
export const createGiftModule = (
  platform: Platform,
  deps: {
    site: SiteService;
    ledger: Ledger;
    account: AccountService;
    live: LiveService;
    feed: FeedService;
    chat: ChatService;
    rg: RgService;
  },
) => {
  const { db, clock, outbox } = platform;
  const { chat, ...services } = deps;
  const gifts = new GiftService({
    db,
    clock,
    outbox,
    ...services,
    // The room's chat settings switch its gifts too (the room administrator's 礼物 switch).
    chatTakesGifts: (siteId, room) => chat.giftsOn(siteId, { kind: room.roomType, id: room.roomId }),
  });
  const parts: ModuleParts = {
    name: 'gift',
    routes: (http) => registerGiftRoutes(http, gifts),
    subscribers: () => [giftPushes(chat, platform.log)],
  };
  return { parts, gifts };
};
