import type { ModuleParts, Platform } from '../../platform/module';
import type { AccountService } from '../account';
import type { FeedService } from '../feed';
import type { LiveService } from '../live';
import type { SiteService } from '../site';
import type { Ledger } from '../wallet';
import { registerGiftRoutes } from './routes';
import { GiftService } from './service';

export type { GiftSent } from './events';
export { giftEvents } from './events';
export { type GiftCatalogueSeed, seedGiftHistory, seedGifts } from './seed';
export type { GiftService } from './service';

/** Gold coins and gifts in the chat rooms (DESIGN.md section 14). */
export const createGiftModule = (
  platform: Platform,
  deps: { site: SiteService; ledger: Ledger; account: AccountService; live: LiveService; feed: FeedService },
) => {
  const { db, clock, outbox } = platform;
  const gifts = new GiftService({ db, clock, outbox, ...deps });
  const parts: ModuleParts = {
    name: 'gift',
    routes: (http) => registerGiftRoutes(http, gifts),
  };
  return { parts, gifts };
};
