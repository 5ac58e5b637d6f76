import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';

/** 资讯 under /app/news: the list and each article. Open to visitors; loaded on first visit. */
export const newsRoutes: RouteObject[] = [
  {
    path: 'news',
    lazy: async () => ({
      Component: (await withStrings(['pages'], () => import('./pages/NewsListPage'))).NewsListPage,
    }),
  },
  {
    path: 'news/:id',
    lazy: async () => ({
      Component: (await withStrings(['pages'], () => import('./pages/NewsDetailPage'))).NewsDetailPage,
    }),
  },
];
