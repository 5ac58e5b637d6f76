import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';
import { loadRequireMember } from '../../shared/loadRequireMember';

/** The member's gift records under /app/gifts; they need a login. */
export const giftRoutes: RouteObject[] = [
  {
    path: 'gifts',
    lazy: async () => {
      const RequireMember = await loadRequireMember();
      return { element: <RequireMember textKey="guard.gifts" /> };
    },
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await withStrings(['gift'], () => import('./pages/GiftRecordsPage'))).GiftRecordsPage,
        }),
      },
    ],
  },
];
