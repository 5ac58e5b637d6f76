import { defineEvent } from '../../platform/outbox';

/** A member's deposit or withdrawal changed state (credited, decided, cancelled...). */
export interface OrderChanged {
  siteId: number;
  memberId: number;
  kind: 'deposit' | 'withdrawal';
  orderNo: string;
  state: string;
}

/** A deposit was credited to the member's centre wallet: what promotions (first deposit...) react to. */
export interface DepositCredited {
  siteId: number;
  memberId: number;
  orderNo: string;
  channelCode: string;
  /** Minor units credited to the member (the order's amount less the channel fee), as text. */
  creditedMinor: string;
  currency: string;
}

/** A withdrawal reached its end: paid out, refused by finance, or cancelled by the member. */
export interface WithdrawalDecided {
  siteId: number;
  memberId: number;
  orderNo: string;
  outcome: 'approved' | 'rejected' | 'cancelled';
  amountMinor: string;
  currency: string;
  /** Why finance refused it (or the member's cancel note); events written before it carry none. */
  reason?: string;
}

export const paymentEvents = {
  orderChanged: defineEvent<OrderChanged>('payment.orderChanged'),
  depositCredited: defineEvent<DepositCredited>('payment.depositCredited'),
  withdrawalDecided: defineEvent<WithdrawalDecided>('payment.withdrawalDecided'),
};
