import type { RouteObject } from 'react-router';

/** The carnival activity page (spec section 2: a path containing carnivalactivity). */
export const activityRoutes: RouteObject[] = [
  {
    path: 'activity/carnivalactivity',
    lazy: async () => ({ Component: (await import('./CarnivalActivityPage')).CarnivalActivityPage }),
  },
];
