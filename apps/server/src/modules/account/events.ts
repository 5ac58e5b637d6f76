import { defineEvent } from '../../platform/outbox';

/** Sessions that ended (logout, password change, blockade, disable...): their open sockets are closed. */
export interface SessionEnded {
  memberId: number;
  sessionIds: number[];
}

export const accountEvents = {
  sessionEnded: defineEvent<SessionEnded>('account.sessionEnded'),
};
