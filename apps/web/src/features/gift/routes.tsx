import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';

/** The member's gift records under /app/gifts; they need a login. */
export const giftRoutes: RouteObject[] = [
  {
    path: 'gifts',
    lazy: async () => {
      const { RequireMember } = await import('../../shared/RequireMember');
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
