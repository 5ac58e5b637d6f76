import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';
import { loadRequireMember } from '../../shared/loadRequireMember';

/** A venue's game lobby (spec section 2: /app/egame/{code}), a game opened from it, and the game records. */
export const egameRoutes: RouteObject[] = [
  {
    path: 'egame/:code',
    lazy: async () => ({
      Component: (await withStrings(['pages', 'casino'], () => import('./EgameLobbyPage'))).EgameLobbyPage,
    }),
  },
  {
    path: 'egame/verify',
    lazy: async () => ({ Component: (await withStrings(['casino'], () => import('./VerifyPage'))).VerifyPage }),
  },
  {
    path: 'egame/play/:venueCode/:gameCode',
    lazy: async () => ({
      Component: (await withStrings(['casino', 'rg'], () => import('./play/GamePage'))).GamePage,
    }),
  },
  {
    path: 'egame/records',
    lazy: async () => {
      const RequireMember = await loadRequireMember();
      return { element: <RequireMember textKey="guard.member" /> };
    },
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await withStrings(['casino'], () => import('./GameRecordsPage'))).GameRecordsPage,
        }),
      },
    ],
  },
];
