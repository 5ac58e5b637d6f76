import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';
import { loadRequireMember } from '../../shared/loadRequireMember';

/** The savings wallet under /app/savings; it needs a login. */
export const savingsRoutes: RouteObject[] = [
  {
    path: 'savings',
    lazy: async () => {
      const RequireMember = await loadRequireMember();
      return { element: <RequireMember textKey="guard.savings" /> };
    },
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await withStrings(['savings', 'wallet'], () => import('./pages/SavingsPage'))).SavingsPage,
        }),
      },
    ],
  },
];
