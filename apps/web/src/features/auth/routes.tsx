import type { RouteObject } from 'react-router';

/** The account screens; they stand alone, outside the shell. */
export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await import('../login/LoginPage')).LoginPage }) },
];
