import type { RouteObject } from 'react-router';

/** The member centre under /app/member. */
export const memberRoutes: RouteObject[] = [
  {
    path: 'member',
    lazy: async () => ({
      Component: (await import('../placeholders/ComingSoonPage')).MemberCentrePage,
    }),
  },
];
