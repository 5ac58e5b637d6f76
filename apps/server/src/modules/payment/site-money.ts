import type { WalletCurrency } from '@courtside/contract';
import { isRate } from '@courtside/domain';
import type { SiteService } from '../site/service';

/** Used when a CNY site has no valid `usdt_rate` parameter: a round demo figure, not a market rate. */
const FALLBACK_USDT_RATE = '7.20';

/** A site's settlement currency and its RMB-per-USDT rate ("1" on a USDT site, where no conversion happens). */
export const siteMoney = async (
  site: SiteService,
  siteId: number,
): Promise<{ currency: WalletCurrency; usdtRate: string }> => {
  if ((await site.info(siteId)).settlementUnit === 'usdt') return { currency: 'USDT', usdtRate: '1' };
  const { usdt_rate: rate } = await site.paramValues(siteId, ['usdt_rate']);
  return { currency: 'RMB', usdtRate: rate && isRate(rate) ? rate : FALLBACK_USDT_RATE };
};

/** A Shanghai calendar day's bounds as instants, for date filters. */
export const shanghaiDayStart = (day: string): Date => new Date(`${day}T00:00:00+08:00`);
export const shanghaiDayEnd = (day: string): Date => new Date(shanghaiDayStart(day).getTime() + 24 * 60 * 60_000);
