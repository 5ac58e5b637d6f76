import type { RouteObject } from 'react-router';

/** The wallet under /app/transfer: both pages need a login. */
export const walletRoutes: RouteObject[] = [
  {
    path: 'transfer',
    lazy: async () => {
      const { RequireMember } = await import('../../shared/RequireMember');
      return { element: <RequireMember textKey="wallet.guard" /> };
    },
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./pages/WalletPage')).WalletPage }) },
      { path: 'records', lazy: async () => ({ Component: (await import('./pages/RecordsPage')).RecordsPage }) },
    ],
  },
];
