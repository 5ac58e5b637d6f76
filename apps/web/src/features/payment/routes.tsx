import type { RouteObject } from 'react-router';

const guarded = (path: string, textKey: string, load: () => Promise<RouteObject['Component']>): RouteObject => ({
  path,
  lazy: async () => {
    const { RequireMember } = await import('../../shared/RequireMember');
    return { element: <RequireMember textKey={textKey} /> };
  },
  children: [{ index: true, lazy: async () => ({ Component: await load() }) }],
});

/** Deposits, withdrawals, cards and USDT conversion: every page needs a login. */
export const paymentRoutes: RouteObject[] = [
  guarded('deposit', 'payment.deposit.guard', async () => (await import('./pages/DepositPage')).DepositPage),
  guarded('withdraw', 'payment.withdraw.guard', async () => (await import('./pages/WithdrawPage')).WithdrawPage),
  guarded('cards', 'payment.cards.guard', async () => (await import('./pages/CardsPage')).CardsPage),
  guarded('usdt', 'payment.convert.guard', async () => (await import('./pages/UsdtConvertPage')).UsdtConvertPage),
];
