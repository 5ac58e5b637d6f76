import type { RouteObject } from 'react-router';

/** Any address no other route claims. */
export const notFoundRoute: RouteObject = {
  path: '*',
  lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }),
};
