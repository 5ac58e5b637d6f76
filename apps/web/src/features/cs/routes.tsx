import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';

/** Customer service (/cs); the shell mounts it outside /app. */
export const csRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: (await withStrings(['pages'], () => import('./CustomerServicePage'))).CustomerServicePage,
    }),
  },
];
