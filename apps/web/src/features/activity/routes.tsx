import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';

/** The carnival activity page (spec section 2: a path containing carnivalactivity). */
export const activityRoutes: RouteObject[] = [
  {
    path: 'activity/carnivalactivity',
    lazy: async () => ({
      Component: (await withStrings(['pages', 'promo'], () => import('./CarnivalActivityPage'))).CarnivalActivityPage,
    }),
  },
];
