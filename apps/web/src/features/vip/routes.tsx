import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';
import { loadRequireMember } from '../../shared/loadRequireMember';

/** The VIP page (/app/vip), 返水 (/app/rebate) and 生日礼金 (/app/birthday) and 积分 (/app/score) need a login; 福利中心 (/app/welfare) shows visitors its tasks. */
export const vipRoutes: RouteObject[] = [
  {
    path: 'vip',
    lazy: async () => {
      const RequireMember = await loadRequireMember();
      return { element: <RequireMember textKey="guard.vip" /> };
    },
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await withStrings(['promo'], () => import('./pages/VipPage'))).VipPage }),
      },
    ],
  },
  {
    path: 'rebate',
    lazy: async () => {
      const RequireMember = await loadRequireMember();
      return { element: <RequireMember textKey="guard.vip" /> };
    },
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await withStrings(['promo'], () => import('./pages/RebatePage'))).RebatePage,
        }),
      },
    ],
  },
  {
    path: 'birthday',
    lazy: async () => {
      const RequireMember = await loadRequireMember();
      return { element: <RequireMember textKey="guard.vip" /> };
    },
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await withStrings(['promo'], () => import('./pages/BirthdayPage'))).BirthdayPage,
        }),
      },
    ],
  },
  {
    path: 'score',
    lazy: async () => {
      const RequireMember = await loadRequireMember();
      return { element: <RequireMember textKey="guard.vip" /> };
    },
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await withStrings(['promo'], () => import('./pages/ScorePage'))).ScorePage,
        }),
      },
    ],
  },
  {
    path: 'welfare',
    lazy: async () => ({
      Component: (await withStrings(['promo'], () => import('./pages/WelfarePage'))).WelfarePage,
    }),
  },
];
