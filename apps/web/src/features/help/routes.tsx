import type { RouteObject } from 'react-router';

/** The help centre: categories and articles. */
export const helpRoutes: RouteObject[] = [
  { path: 'help', lazy: async () => ({ Component: (await import('./HelpPage')).HelpPage }) },
  { path: 'help/article/:id', lazy: async () => ({ Component: (await import('./HelpArticlePage')).HelpArticlePage }) },
];
