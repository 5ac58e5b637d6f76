import { liveEvents, type MessagePush } from '@courtside/contract';
import type { Clock } from '../../platform/clock';
import type { LiveHub } from '../../platform/live';
import { payloadOf, type Subscriber } from '../../platform/outbox';
import { messageEvents } from './events';

/**
 * New messages reach the members' own sockets after their transaction committed, with the unread
 * counts (the bell). Nobody connected, nothing sent; a missed push is found on the next read.
 */
export const messagePushes = (live: LiveHub, clock: Clock): Subscriber => ({
  name: 'message.push',
  kind: 'notify',
  topics: [messageEvents.delivered],
  async handle(event) {
    const d = payloadOf(messageEvents.delivered, event);
    const at = clock.now().toISOString();
    for (const member of d.members) {
      if (!live.mayReachMember(d.siteId, member.id)) continue;
      const push: MessagePush = { unread: member.unread, latest: d.latest, at };
      live.toMember(d.siteId, member.id, liveEvents.message, push);
    }
  },
});
