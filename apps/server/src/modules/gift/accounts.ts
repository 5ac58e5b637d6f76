import type { AccountKey, LedgerCurrency } from '../wallet';

/** House accounts every gift or purchase touches are split by member (README: off the hot lock). */
const HOUSE_SPLIT = 32;

/** The ledger kinds of a gift's two movements, the anchor's share and the house's; ranks sum both. */
export const GIFT_KINDS = ['giftAnchor', 'giftHouse'] as const;

/** The ledger accounts of gold coins and gifts. */
export const giftAccounts = {
  /** A member's gold coins. */
  coins: (siteId: number, memberId: number): AccountKey => ({
    siteId,
    memberId,
    kind: 'coins',
    venueCode: '',
    currency: 'COIN',
  }),
  /** What an anchor has earned from gifts, in coins. */
  anchor: (siteId: number, anchorId: number): AccountKey => ({
    siteId,
    memberId: null,
    kind: 'anchorGifts',
    venueCode: `anchor:${anchorId}`,
    currency: 'COIN',
  }),
  /** A house account (coin sales, coin issue, gift revenue), one of 32 chosen by the member. */
  house: (siteId: number, kind: string, memberId: number, currency: LedgerCurrency): AccountKey => ({
    siteId,
    memberId: null,
    kind,
    venueCode: `${kind}:${memberId % HOUSE_SPLIT}`,
    currency,
  }),
  centre: (siteId: number, memberId: number, currency: 'RMB' | 'USDT'): AccountKey => ({
    siteId,
    memberId,
    kind: 'centre',
    venueCode: '',
    currency,
  }),
};

export const roomKeyOf = (room: { roomType: 'anchor' | 'match'; roomId: number }): string =>
  `${room.roomType}:${room.roomId}`;
