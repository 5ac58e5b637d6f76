import type { RouteObject } from 'react-router';

/** The access notices: caveat, restriction and the robot check. */
export const accessRoutes: RouteObject[] = [
  { path: 'access-alert', lazy: async () => ({ Component: (await import('./AccessAlertPage')).AccessAlertPage }) },
  {
    path: 'access-restriction',
    lazy: async () => ({ Component: (await import('./AccessRestrictionPage')).AccessRestrictionPage }),
  },
  { path: 'robot-check', lazy: async () => ({ Component: (await import('./RobotCheckPage')).RobotCheckPage }) },
];
