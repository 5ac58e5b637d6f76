import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';
import { loadRequireMember } from '../../shared/loadRequireMember';

/**
 * The VIP page (/app/vip), 返水 (/app/rebate) and 生日礼金 (/app/birthday) and 积分 (/app/score) need a login;
 * 福利中心 (/app/welfare) shows visitors its tasks and 积分兑换 (/app/score/exchange) its catalogue.
 */
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
    // 积分兑换 shows a visitor the catalogue (登录后兑换), so it sits outside 我的积分's login guard.
    path: 'score/exchange',
    lazy: async () => ({
      Component: (await withStrings(['promo'], () => import('./pages/ExchangePage'))).ExchangePage,
    }),
  },
  {
    path: 'welfare',
    lazy: async () => ({
      Component: (await withStrings(['promo'], () => import('./pages/WelfarePage'))).WelfarePage,
    }),
  },
];
