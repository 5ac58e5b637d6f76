import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';
import { loadRequireMember } from '../../shared/loadRequireMember';

/**
 * Promotions under /app/promotions: the 优惠 wall, open to visitors; the newcomer package and 我的优惠,
 * which need a login.
 */
export const promotionRoutes: RouteObject[] = [
  {
    path: 'promotions',
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await withStrings(['promo'], () => import('./pages/PromotionsPage'))).PromotionsPage,
        }),
      },
      {
        lazy: async () => {
          const RequireMember = await loadRequireMember();
          return { element: <RequireMember textKey="guard.promo" /> };
        },
        children: [
          {
            path: 'newcomer',
            lazy: async () => ({
              Component: (await withStrings(['promo'], () => import('./pages/NewcomerPage'))).NewcomerPage,
            }),
          },
          {
            path: 'mine',
            lazy: async () => ({
              Component: (await withStrings(['promo'], () => import('./pages/MyPromotionsPage'))).MyPromotionsPage,
            }),
          },
        ],
      },
    ],
  },
];
