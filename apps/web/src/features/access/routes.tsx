import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';

/** The access notices: caveat, restriction and the robot check. */
export const accessRoutes: RouteObject[] = [
  {
    path: 'access-alert',
    lazy: async () => ({
      Component: (await withStrings(['pages'], () => import('./AccessAlertPage'))).AccessAlertPage,
    }),
  },
  {
    path: 'access-restriction',
    lazy: async () => ({
      Component: (await withStrings(['pages'], () => import('./AccessRestrictionPage'))).AccessRestrictionPage,
    }),
  },
  {
    path: 'robot-check',
    lazy: async () => ({ Component: (await withStrings(['pages'], () => import('./RobotCheckPage'))).RobotCheckPage }),
  },
];
