import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';

/** 赞助伙伴 under /app/sponsors and /app/sponsors/:id; open to visitors, each page its own chunk. */
export const sponsorRoutes: RouteObject[] = [
  {
    path: 'sponsors',
    lazy: async () => ({
      Component: (await withStrings(['sponsor'], () => import('./pages/SponsorsPage'))).SponsorsPage,
    }),
  },
  {
    path: 'sponsors/:id',
    lazy: async () => ({
      Component: (await withStrings(['sponsor'], () => import('./pages/SponsorDetailPage'))).SponsorDetailPage,
    }),
  },
];
