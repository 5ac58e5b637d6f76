import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';

/** The help centre: categories and articles. */
export const helpRoutes: RouteObject[] = [
  {
    path: 'help',
    lazy: async () => ({ Component: (await withStrings(['pages'], () => import('./HelpPage'))).HelpPage }),
  },
  {
    path: 'help/article/:id',
    lazy: async () => ({
      Component: (await withStrings(['pages'], () => import('./HelpArticlePage'))).HelpArticlePage,
    }),
  },
];
