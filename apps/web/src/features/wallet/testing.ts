import { routes } from '@courtside/contract';
import { balancesFixture } from '../../test/fixtures';
import { type Handler, stubApiWith } from '../../test/helpers';
import { renderRoutes } from '../../test/render';
import { walletRoutes } from './routes';

/** The wallet's answers as the seeded demo server gives them. */
export const walletTable = (): Record<string, Handler> => ({
  [routes.wallet.balances.path]: balancesFixture(),
  [routes.wallet.autoTransferGet.path]: { enabled: false },
  [routes.wallet.walletTypeGet.path]: { walletType: 'RMB' },
  [routes.venue.list.path]: balancesFixture().venues,
  [routes.wallet.dealRecords.path]: { items: [], total: 0, page: 1, pageSize: 20 },
});

/** Stubs fetch with the wallet's answers, overridable per path (see stubApiWith). */
export const stubWalletApi = (overrides: Record<string, Handler> = {}) =>
  stubApiWith({ ...walletTable(), ...overrides });

/** The wallet routes under /app, as the shell mounts them. */
export const renderWallet = (path: string) =>
  renderRoutes([{ path: '/app', children: walletRoutes }], { initialEntries: [path] });
