import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';

/** A venue's game lobby (spec section 2: /app/egame/{code}). */
export const egameRoutes: RouteObject[] = [
  {
    path: 'egame/:code',
    lazy: async () => ({ Component: (await withStrings(['pages'], () => import('./EgameLobbyPage'))).EgameLobbyPage }),
  },
];
