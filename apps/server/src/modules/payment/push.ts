import { liveEvents, type PaymentPush } from '@courtside/contract';
import type { LiveHub } from '../../platform/live';
import type { PaymentUpdates } from './updates';

/** Each committed change of a member's order goes to that member's own sockets. */
export const pushPaymentUpdates = (live: LiveHub, updates: PaymentUpdates): void => {
  updates.on((update) => {
    const push: PaymentPush = {
      kind: update.kind,
      orderNo: update.orderNo,
      state: update.state,
      at: new Date().toISOString(),
    };
    live.toMember(update.siteId, update.memberId, liveEvents.payment, push);
  });
};
