import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';
import { loadRequireMember } from '../../shared/loadRequireMember';

const guarded = (path: string, textKey: string, load: () => Promise<RouteObject['Component']>): RouteObject => ({
  path,
  lazy: async () => {
    const RequireMember = await loadRequireMember();
    return { element: <RequireMember textKey={textKey} /> };
  },
  children: [{ index: true, lazy: async () => ({ Component: await withStrings(['payment', 'wallet'], load) }) }],
});

/** Deposits, withdrawals, cards and USDT conversion: every page needs a login. */
export const paymentRoutes: RouteObject[] = [
  guarded('deposit', 'guard.deposit', async () => (await import('./pages/DepositPage')).DepositPage),
  guarded('withdraw', 'guard.withdraw', async () => (await import('./pages/WithdrawPage')).WithdrawPage),
  guarded('cards', 'guard.cards', async () => (await import('./pages/CardsPage')).CardsPage),
  guarded('usdt', 'guard.convert', async () => (await import('./pages/UsdtConvertPage')).UsdtConvertPage),
];
