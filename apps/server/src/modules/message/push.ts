import { liveEvents } from '@courtside/contract';
import type { LiveHub } from '../../platform/live';
import { payloadOf, type Subscriber } from '../../platform/outbox';
import { messageEvents } from './events';
import type { MessageService } from './service';

/**
 * New messages reach the members' own sockets after their transaction committed, with the unread
 * counts now (the bell). Nobody connected, nothing read or sent; a missed push is found on the next read.
 */
export const messagePushes = (live: LiveHub, messages: MessageService): Subscriber => ({
  name: 'message.push',
  kind: 'notify',
  topics: [messageEvents.delivered],
  async handle(event) {
    const d = payloadOf(messageEvents.delivered, event);
    for (const memberId of d.memberIds) {
      if (!live.mayReachMember(d.siteId, memberId)) continue;
      live.toMember(d.siteId, memberId, liveEvents.message, await messages.pushFor(memberId, d.latest));
    }
  },
});
