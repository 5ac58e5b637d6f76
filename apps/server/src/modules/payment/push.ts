import { liveEvents, type PaymentPush } from '@courtside/contract';
import type { Namespace } from 'socket.io';
import { memberRoom } from '../live/namespace';
import type { PaymentUpdates } from './updates';

/** Each committed change of a member's order goes to that member's own sockets. */
export const pushPaymentUpdates = (live: Namespace, updates: PaymentUpdates): void => {
  updates.on((update) => {
    const push: PaymentPush = {
      kind: update.kind,
      orderNo: update.orderNo,
      state: update.state,
      at: new Date().toISOString(),
    };
    live.to(memberRoom(update.siteId, update.memberId)).emit(liveEvents.payment, push);
  });
};
