import type { WalletCurrency } from '@courtside/contract';
import { usdtRateOf } from '../crypto';
import type { SiteService } from '../site';

/** A USDT site settles in USDT: nothing to convert, so its rate is one. */
const ONE = 10_000n;

/** A site's settlement currency and its units per USDT (ten-thousandths), for USDT deposits and payouts. */
export const siteMoney = async (
  site: SiteService,
  siteId: number,
): Promise<{ currency: WalletCurrency; usdtRate: bigint }> =>
  (await site.info(siteId)).settlementUnit === 'usdt'
    ? { currency: 'USDT', usdtRate: ONE }
    : { currency: 'RMB', usdtRate: await usdtRateOf(site, siteId) };

/** A Shanghai calendar day's bounds as instants, for date filters. */
export const shanghaiDayStart = (day: string): Date => new Date(`${day}T00:00:00+08:00`);
export const shanghaiDayEnd = (day: string): Date => new Date(shanghaiDayStart(day).getTime() + 24 * 60 * 60_000);
