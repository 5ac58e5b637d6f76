import type { LiveHub } from '../../platform/live';
import { payloadOf, type Subscriber } from '../../platform/outbox';
import { accountEvents } from './events';

/** An ended session's sockets are closed on every node, so nothing more reaches them. */
export const endedSessionSockets = (live: LiveHub): Subscriber => ({
  name: 'account.endedSessionSockets',
  kind: 'notify',
  topics: [accountEvents.sessionEnded],
  async handle(event) {
    for (const sessionId of payloadOf(accountEvents.sessionEnded, event).sessionIds) live.endSession(sessionId);
  },
});
