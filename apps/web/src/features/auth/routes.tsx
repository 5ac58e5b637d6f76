import type { RouteObject } from 'react-router';

/** The account screens; they stand alone, outside the shell. */
export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await import('./LoginPage')).LoginPage }) },
  { path: 'register', lazy: async () => ({ Component: (await import('./RegisterPage')).RegisterPage }) },
  {
    path: 'forgot-password',
    lazy: async () => ({ Component: (await import('./ForgotPasswordPage')).ForgotPasswordPage }),
  },
  { path: 'activate', lazy: async () => ({ Component: (await import('./ActivatePage')).ActivatePage }) },
];
