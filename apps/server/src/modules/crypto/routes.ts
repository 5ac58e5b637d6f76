import { paymentRoutes } from '@courtside/contract';
import { toMinorUnits } from '@courtside/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mount } from '../../platform/http';
import { authOf } from '../account/auth';
import type { AddressService } from './addresses';
import type { UsdtService } from './usdt';

/** Withdraw addresses (USDT and e-wallets) and the RMB <-> USDT wallets; all need a member session. */
export const registerCryptoRoutes = (
  app: FastifyInstance,
  deps: { addresses: AddressService; usdt: UsdtService; guard: (request: FastifyRequest) => Promise<void> },
): void => {
  const { addresses, usdt } = deps;
  const r = paymentRoutes;
  const authed = { guard: deps.guard };
  mount(app, 'payment', r.addressList, (_i, request) => addresses.list(authOf(request)), authed);
  mount(app, 'payment', r.addressInsert, (input, request) => addresses.insert(authOf(request), input), authed);
  mount(app, 'payment', r.addressDelete, (input, request) => addresses.delete(authOf(request), input), authed);
  mount(app, 'payment', r.addressWhitelist, (_i, request) => addresses.whitelistStatus(authOf(request)), authed);
  mount(app, 'payment', r.usdtInfo, (_i, request) => usdt.info(authOf(request)), authed);
  mount(
    app,
    'payment',
    r.usdtConvert,
    (input, request) => usdt.convert(authOf(request), { ...input, amount: toMinorUnits(input.amount) }),
    authed,
  );
};
