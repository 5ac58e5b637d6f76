import { defineEvent } from '../../platform/outbox';

/** Sessions that ended (logout, password change, blockade, disable...): their open sockets are closed. */
export interface SessionEnded {
  memberId: number;
  sessionIds: number[];
}

/** What changed on a member's security settings: each is told to the member (the message centre). */
export type SecurityChange =
  | 'password'
  | 'passwordRecovered'
  | 'withdrawPasswordSet'
  | 'withdrawPasswordChanged'
  | 'withdrawPasswordReset'
  | 'phone'
  | 'email';

export interface SecurityChanged {
  siteId: number;
  memberId: number;
  what: SecurityChange;
  at: string;
}

export const accountEvents = {
  sessionEnded: defineEvent<SessionEnded>('account.sessionEnded'),
  securityChanged: defineEvent<SecurityChanged>('account.securityChanged'),
};
