import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';

/** Any address no other route claims. */
export const notFoundRoute: RouteObject = {
  path: '*',
  lazy: async () => ({ Component: (await withStrings(['pages'], () => import('./NotFoundPage'))).NotFoundPage }),
};
