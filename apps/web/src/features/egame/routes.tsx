import type { RouteObject } from 'react-router';

/** A venue's game lobby (spec section 2: /app/egame/{code}). */
export const egameRoutes: RouteObject[] = [
  { path: 'egame/:code', lazy: async () => ({ Component: (await import('./EgameLobbyPage')).EgameLobbyPage }) },
];
