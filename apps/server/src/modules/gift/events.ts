import { defineEvent } from '../../platform/outbox';

/**
 * A member sent a gift in a room. The chat module subscribes to post the gift push message into the
 * room; it carries what that message shows, so the subscriber reads nothing back.
 */
export interface GiftSent {
  siteId: number;
  recordId: number;
  room: { roomType: 'anchor' | 'match'; roomId: number };
  memberId: number;
  nick: string;
  level: number;
  gift: {
    giftId: number;
    giftCode: string;
    giftName: string;
    giftIcon: string;
    giftIconWeb: string;
    giftType: 1 | 2;
  };
  count: number;
  combo: number;
  /** Coins the send cost, as text. */
  amount: string;
  at: string;
}

export const giftEvents = {
  sent: defineEvent<GiftSent>('gift.sent'),
};
