import type { MarketView } from '@courtside/contract';

/**
 * The markets in anything the sports pages read: a match list (or the home strip), a match with all its
 * markets, the outrights. Other reads (the tabs' counts) have none.
 */
export function marketsIn(data: unknown): MarketView[] {
  if (!data || typeof data !== 'object') return [];
  const read = data as { mainMarkets?: MarketView[]; markets?: MarketView[]; market?: MarketView; items?: unknown };
  return [
    ...(read.mainMarkets ?? []),
    ...(read.markets ?? []),
    ...(read.market ? [read.market] : []),
    ...(Array.isArray(read.items) ? read.items.flatMap(marketsIn) : []),
  ];
}
