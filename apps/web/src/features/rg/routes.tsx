import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';
import { loadRequireMember } from '../../shared/loadRequireMember';

/** The safer-gambling page under /app/rg; it needs a login. */
export const rgRoutes: RouteObject[] = [
  {
    path: 'rg',
    lazy: async () => {
      const RequireMember = await loadRequireMember();
      return { element: <RequireMember textKey="guard.rg" /> };
    },
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await withStrings(['rg', 'wallet'], () => import('./pages/RgPage'))).RgPage,
        }),
      },
    ],
  },
];
