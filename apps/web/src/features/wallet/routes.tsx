import type { RouteObject } from 'react-router';
import { type StringBundle, withStrings } from '../../i18n';
import { loadRequireMember } from '../../shared/loadRequireMember';

// The records page lists deposits, withdrawals and savings movements beside the wallet's own.
const STRINGS: StringBundle[] = ['wallet', 'payment', 'savings'];

/** The wallet under /app/transfer: both pages need a login. */
export const walletRoutes: RouteObject[] = [
  {
    path: 'transfer',
    lazy: async () => {
      const RequireMember = await loadRequireMember();
      return { element: <RequireMember textKey="guard.wallet" /> };
    },
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await withStrings(STRINGS, () => import('./pages/WalletPage'))).WalletPage }),
      },
      {
        path: 'records',
        lazy: async () => ({
          Component: (await withStrings(STRINGS, () => import('./pages/RecordsPage'))).RecordsPage,
        }),
      },
    ],
  },
];
