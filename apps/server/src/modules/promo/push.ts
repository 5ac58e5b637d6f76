import { liveEvents, type RewardPush } from '@courtside/contract';
import { fromMinorUnits } from '@courtside/domain';
import type { Clock } from '../../platform/clock';
import type { LiveHub } from '../../platform/live';
import { payloadOf, type Subscriber } from '../../platform/outbox';
import { promoEvents } from './events';

/**
 * A paid reward goes to the member's own sockets after the transaction that paid it committed: a
 * bonus grant (newcomer, deposit gift, VIP gift, sign-in, birthday, welfare task, comeback) or a
 * day's 返水. Nobody connected, nothing sent; a missed push is found on the next read.
 */
export const rewardPushes = (live: LiveHub, clock: Clock): Subscriber => ({
  name: 'promo.push',
  kind: 'notify',
  topics: [promoEvents.rewardPaid, promoEvents.rebatesPaid],
  async handle(event) {
    const at = clock.now().toISOString();
    if (event.topic === promoEvents.rewardPaid.topic) {
      const r = payloadOf(promoEvents.rewardPaid, event);
      if (!live.mayReachMember(r.siteId, r.memberId)) return;
      const push: RewardPush = {
        kind: r.kind,
        title: r.title,
        amount: fromMinorUnits(BigInt(r.amount)),
        currency: r.currency === 'USDT' ? 'USDT' : 'RMB',
        grantId: r.grantId,
        wallet: r.wallet,
        at,
      };
      live.toMember(r.siteId, r.memberId, liveEvents.reward, push);
      return;
    }
    const batch = payloadOf(promoEvents.rebatesPaid, event);
    for (const paid of batch.paid) {
      if (!live.mayReachMember(batch.siteId, paid.memberId)) continue;
      const push: RewardPush = {
        kind: 'rebate',
        title: batch.day,
        amount: fromMinorUnits(BigInt(paid.amount)),
        currency: batch.currency === 'USDT' ? 'USDT' : 'RMB',
        grantId: null,
        wallet: true,
        at,
      };
      live.toMember(batch.siteId, paid.memberId, liveEvents.reward, push);
    }
  },
});
