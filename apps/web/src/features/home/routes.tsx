import type { RouteObject } from 'react-router';

/** The home page (/app/home). */
export const homeRoutes: RouteObject[] = [
  { path: 'home', lazy: async () => ({ Component: (await import('./HomePage')).HomePage }) },
];
