import { walletRoutes } from '@courtside/contract';
import { toMinorUnits } from '@courtside/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mount } from '../../platform/http';
import { authOf } from '../account/auth';
import type { WalletService } from './service';

/** Wallet routes: all behind the session guard; amounts arrive validated as decimal strings. */
export const registerWalletRoutes = (
  app: FastifyInstance,
  wallet: WalletService,
  guard: (request: FastifyRequest) => Promise<void>,
): void => {
  const authed = { guard };
  const r = walletRoutes;
  mount(app, 'wallet', r.balances, (_i, request) => wallet.balances(authOf(request)), authed);
  for (const def of [r.transferInto, r.transferIntoVal]) {
    mount(
      app,
      'wallet',
      def,
      (input, request) =>
        wallet.transfer(authOf(request), input.venueCode, 'in', toMinorUnits(input.amount), input.requestId),
      authed,
    );
  }
  mount(
    app,
    'wallet',
    r.transferOutVal,
    (input, request) =>
      wallet.transfer(authOf(request), input.venueCode, 'out', toMinorUnits(input.amount), input.requestId),
    authed,
  );
  mount(
    app,
    'wallet',
    r.oneClickIn,
    (input, request) => wallet.oneClickIn(authOf(request), input.venueCode, input.requestId),
    authed,
  );
  mount(
    app,
    'wallet',
    r.oneClickRecovery,
    (input, request) => wallet.oneClickRecovery(authOf(request), input.requestId),
    authed,
  );
  mount(
    app,
    'wallet',
    r.oneClickConfirm,
    (input, request) => wallet.oneClickConfirm(authOf(request), input.requestId),
    authed,
  );
  mount(app, 'wallet', r.walletTypeGet, (_i, request) => wallet.walletType(authOf(request)), authed);
  mount(
    app,
    'wallet',
    r.walletTypeSet,
    (input, request) => wallet.setWalletType(authOf(request), input.walletType),
    authed,
  );
  mount(app, 'wallet', r.autoTransferGet, (_i, request) => wallet.autoTransfer(authOf(request)), authed);
  mount(
    app,
    'wallet',
    r.autoTransferSet,
    (input, request) => wallet.setAutoTransfer(authOf(request), input.enabled),
    authed,
  );
  mount(app, 'wallet', r.dealRecords, (input, request) => wallet.dealRecords(authOf(request), input), authed);
};
