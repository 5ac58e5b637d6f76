import type { AccountKey } from '../wallet';

/**
 * The promo house account, which pays bonus stakes and conversions and takes bonus shares back. Like
 * the sportsbook's bets-in-play account it is split by member into shards, so bets and the daily
 * rebate of different members do not queue on one row lock.
 */
const PROMO_SHARDS = 32;
export const promoAccount = (siteId: number, memberId: number, currency: 'RMB' | 'USDT'): AccountKey => ({
  siteId,
  memberId: null,
  kind: 'promo',
  venueCode: `PROMO:${memberId % PROMO_SHARDS}`,
  currency,
});
