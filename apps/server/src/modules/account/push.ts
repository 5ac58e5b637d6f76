import type { LiveHub } from '../../platform/live';
import { payloadOf, type Subscriber } from '../../platform/outbox';
import { accountEvents } from './events';
import type { SessionService } from './sessions';

/** An ended session's sockets are closed on every node, so nothing more reaches them. */
export const endedSessionSockets = (live: LiveHub): Subscriber => ({
  name: 'account.endedSessionSockets',
  kind: 'notify',
  topics: [accountEvents.sessionEnded],
  async handle(event) {
    for (const sessionId of payloadOf(accountEvents.sessionEnded, event).sessionIds) live.endSession(sessionId);
  },
});

/** Once an ended session has committed, no node serves it from its cache of session lookups. */
export const endedSessionLookups = (sessions: SessionService): Subscriber => ({
  name: 'account.endedSessionLookups',
  kind: 'notify',
  topics: [accountEvents.sessionEnded],
  handle: () => sessions.forgetSessions(),
});
