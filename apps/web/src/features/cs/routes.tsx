import type { RouteObject } from 'react-router';

/** Customer service (/cs); the shell mounts it outside /app. */
export const csRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./CustomerServicePage')).CustomerServicePage }) },
];
