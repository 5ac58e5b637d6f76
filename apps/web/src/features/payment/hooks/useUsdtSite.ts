import { useSiteInfo } from '../../site';

/**
 * Whether this site settles in USDT. There, a member's "card" is a USDT address (spec section 1):
 * bank cards are not offered, and strings that would name both read their `_usdt` variant.
 */
export function useUsdtSite(): { usdt: boolean; context: { context?: 'usdt' } } {
  const usdt = useSiteInfo().data?.settlementUnit === 'usdt';
  return { usdt, context: usdt ? { context: 'usdt' } : {} };
}
