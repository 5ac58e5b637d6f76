import { giftRoutes } from '@courtside/contract';
import { giftAdminRoutes } from '@courtside/contract/admin';
import type { RouteKit } from '../../platform/http';
import type { GiftService } from './service';

/** Gold coins and gifts; a member's calls act on their own coins and records only. */
export const registerGiftRoutes = (http: RouteKit, gifts: GiftService): void => {
  const r = giftRoutes;
  http.public(r.catalogue, (_i, call) => gifts.catalogue(call.siteId));
  http.visitor(r.calibratePermissions, (input, member) => gifts.calibrate(member, input));
  http.member(r.reward, (input, member) => gifts.reward(member, input), { geo: true });
  http.member(r.queryReward, (input, member) => gifts.records(member, input));
  http.visitor(r.rank, (input, member) => gifts.rank(member, input));
  http.member(r.coinBalance, (_i, member) => gifts.coinBalance(member));
  http.member(r.buyCoins, (input, member) => gifts.buyCoins(member, input), { geo: true });
  http.member(r.anchorEarnings, (_i, member) => gifts.anchorEarnings(member));

  // The back office: every change audited.
  const a = giftAdminRoutes;
  http.operator(a.list, (_i, _actor, call) => gifts.catalogue(call.siteId, true));
  http.operator(a.save, (input, actor, call) => gifts.saveGift(actor, call.siteId, input));
  http.operator(a.settings, (_i, _actor, call) => gifts.settingsView(call.siteId));
  http.operator(a.settingsSave, (input, actor, call) => gifts.saveSettings(actor, call.siteId, input));
  http.operator(a.roomSave, (input, actor, call) => gifts.saveRoom(actor, call.siteId, input));
  http.operator(a.block, (input, actor, call) => gifts.block(actor, call.siteId, input));
};
