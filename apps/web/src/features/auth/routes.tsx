import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';

/** The account screens; they stand alone, outside the shell. */
export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: async () => ({ Component: (await withStrings(['account', 'pages'], () => import('./LoginPage'))).LoginPage }),
  },
  {
    path: 'register',
    lazy: async () => ({
      Component: (await withStrings(['account', 'pages'], () => import('./RegisterPage'))).RegisterPage,
    }),
  },
  {
    path: 'forgot-password',
    lazy: async () => ({
      Component: (await withStrings(['account', 'pages'], () => import('./ForgotPasswordPage'))).ForgotPasswordPage,
    }),
  },
  {
    path: 'activate',
    lazy: async () => ({
      Component: (await withStrings(['account', 'pages'], () => import('./ActivatePage'))).ActivatePage,
    }),
  },
];
