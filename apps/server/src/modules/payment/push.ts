import { liveEvents, type PaymentPush } from '@courtside/contract';
import type { LiveHub } from '../../platform/live';
import { payloadOf, type Subscriber } from '../../platform/outbox';
import { paymentEvents } from './events';

/** Each committed change of a member's order goes to that member's own sockets. */
export const paymentPushes = (live: LiveHub): Subscriber => ({
  name: 'payment.push',
  kind: 'notify',
  topics: [paymentEvents.orderChanged],
  async handle(event) {
    const update = payloadOf(paymentEvents.orderChanged, event);
    const push: PaymentPush = {
      kind: update.kind,
      orderNo: update.orderNo,
      state: update.state,
      at: new Date().toISOString(),
    };
    live.toMember(update.siteId, update.memberId, liveEvents.payment, push);
  },
});
