import type { ModuleParts, Platform } from '../../platform/module';
import type { MemberService } from '../member';
import type { SiteService } from '../site';
import type { Ledger } from '../wallet';
import { AddressService } from './addresses';
import { registerCryptoRoutes } from './routes';
import { UsdtService, usdtRateOf } from './usdt';

export type { AddressService } from './addresses';
export type { UsdtService } from './usdt';
export { usdtRateOf };

/** Withdraw addresses (USDT and e-wallets) and conversion between the RMB and USDT wallets. */
export const createCryptoModule = (
  platform: Platform,
  deps: { site: SiteService; member: MemberService; ledger: Ledger },
) => {
  const { db, clock } = platform;
  const addresses = new AddressService({ db, site: deps.site, member: deps.member });
  const usdt = new UsdtService({ db, clock, ledger: deps.ledger, site: deps.site });
  const parts: ModuleParts = { name: 'crypto', routes: (http) => registerCryptoRoutes(http, { addresses, usdt }) };
  return { parts, addresses, usdt };
};
