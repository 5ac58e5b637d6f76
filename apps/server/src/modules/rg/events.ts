import { defineEvent } from '../../platform/outbox';

/** A time-out or self-exclusion began: promotions forfeit the member's active grants. */
export interface BlockStarted {
  memberId: number;
  siteId: number;
  kind: 'timeOut' | 'selfExclusion';
  endsAt: string;
}

export const rgEvents = {
  blockStarted: defineEvent<BlockStarted>('rg.blockStarted'),
};
