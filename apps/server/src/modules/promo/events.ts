import { defineEvent } from '../../platform/outbox';

/** A reward reached a member: a bonus grant (on the grant until it converts) or money in the wallet. */
export interface RewardPaid {
  siteId: number;
  memberId: number;
  /** The promotion's kind, or 'rebate' for the daily 返水. */
  kind: string;
  title: string;
  /** Minor units as text. */
  amount: string;
  currency: string;
  /** The grant, for a bonus; null for money paid straight into the wallet. */
  grantId: number | null;
  /** Whether the wallet's balance moved (the header reads it again). */
  wallet: boolean;
}

/** The daily 返水 of many members in one event, one per paying transaction. */
export interface RebatesPaid {
  siteId: number;
  day: string;
  currency: string;
  paid: { memberId: number; amount: string }[];
}

export const promoEvents = {
  rewardPaid: defineEvent<RewardPaid>('promo.rewardPaid'),
  rebatesPaid: defineEvent<RebatesPaid>('promo.rebatesPaid'),
};
