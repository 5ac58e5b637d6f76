import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';

/**
 * The carnival activity page (spec section 2: a path containing carnivalactivity), 幸运转盘 with
 * its verify page, 赛事竞猜, 足球彩票, 闯关 and 冠军投票; each a lazy chunk of its own, so the wheel's drawing and fair-draw
 * maths load only there.
 */
export const activityRoutes: RouteObject[] = [
  {
    path: 'activity/carnivalactivity',
    lazy: async () => ({
      Component: (await withStrings(['pages', 'promo', 'sponsor'], () => import('./CarnivalActivityPage')))
        .CarnivalActivityPage,
    }),
  },
  {
    path: 'activity/wheel',
    lazy: async () => ({
      Component: (await withStrings(['promo'], () => import('./wheel/WheelPage'))).WheelPage,
    }),
  },
  {
    path: 'activity/guess',
    lazy: async () => ({
      Component: (await withStrings(['promo'], () => import('./guess/GuessPage'))).GuessPage,
    }),
  },
  {
    path: 'activity/lottery',
    lazy: async () => ({
      Component: (await withStrings(['promo'], () => import('./lottery/LotteryPage'))).LotteryPage,
    }),
  },
  {
    path: 'activity/barrier',
    lazy: async () => ({
      Component: (await withStrings(['promo'], () => import('./barrier/BarrierPage'))).BarrierPage,
    }),
  },
  {
    path: 'activity/vote',
    lazy: async () => ({
      Component: (await withStrings(['promo'], () => import('./vote/VotePage'))).VotePage,
    }),
  },
  {
    path: 'activity/wheel/verify',
    lazy: async () => ({
      Component: (await withStrings(['promo'], () => import('./wheel/WheelVerifyPage'))).WheelVerifyPage,
    }),
  },
];
