import { defineEvent } from '../../platform/outbox';

/** A time-out or self-exclusion began: promotions forfeit the member's active grants. */
export interface BlockStarted {
  memberId: number;
  siteId: number;
  kind: 'timeOut' | 'selfExclusion';
  endsAt: string;
  /** Imposed by an operator (absent on events written before operators could). */
  byOperator?: boolean;
}

/**
 * A limit changed: `applied` (a new limit or a decrease), `pending` (an increase or a removal waiting
 * out its 24 hours), `confirmed` (that wait over and confirmed), or `imposed` (an operator set or, with
 * `active` null, lifted their own limit). Amounts in minor units; null where there is no limit.
 */
export interface LimitChanged {
  memberId: number;
  siteId: number;
  /** `time` is the session-time limit, its amounts in seconds. */
  kind: 'deposit' | 'loss' | 'stake' | 'time';
  period: 'day' | 'week' | 'month';
  outcome: 'applied' | 'pending' | 'confirmed' | 'imposed';
  active: string | null;
  pending: { amount: string | null; effectiveAt: string } | null;
  at: string;
}

/** Six months (or another six) since the member last changed their limits: time to review them. */
export interface ReviewDue {
  memberId: number;
  siteId: number;
  since: string;
  step: number;
}

export const rgEvents = {
  blockStarted: defineEvent<BlockStarted>('rg.blockStarted'),
  limitChanged: defineEvent<LimitChanged>('rg.limitChanged'),
  reviewDue: defineEvent<ReviewDue>('rg.reviewDue'),
};
