import { paymentRoutes } from '@courtside/contract';
import { toMinorUnits } from '@courtside/domain';
import type { RouteKit } from '../../platform/http';
import type { AddressService } from './addresses';
import type { UsdtService } from './usdt';

/** Withdraw addresses (USDT and e-wallets) and the RMB <-> USDT wallets; all the member's own. */
export const registerCryptoRoutes = (http: RouteKit, deps: { addresses: AddressService; usdt: UsdtService }): void => {
  const { addresses, usdt } = deps;
  const r = paymentRoutes;
  http.member(r.addressList, (_i, member) => addresses.list(member));
  http.member(r.addressInsert, (input, member) => addresses.insert(member, input));
  http.member(r.addressDelete, (input, member) => addresses.delete(member, input));
  http.member(r.addressWhitelist, (_i, member) => addresses.whitelistStatus(member));
  http.member(r.usdtInfo, (_i, member) => usdt.info(member));
  http.member(r.usdtConvert, (input, member) => usdt.convert(member, { ...input, amount: toMinorUnits(input.amount) }));
};
