import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';

/** 直播: the live page and the anchor rooms. */
export const liveRoutes: RouteObject[] = [
  {
    path: 'live',
    lazy: async () => ({ Component: (await withStrings(['live'], () => import('./pages/LivePage'))).LivePage }),
  },
  {
    path: 'live/anchor/:roomId',
    lazy: async () => ({
      Component: (await withStrings(['live', 'sports', 'gift'], () => import('./pages/AnchorRoomPage'))).AnchorRoomPage,
    }),
  },
];
