import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';
import { infoPages } from './pages';

/** /app/about, /app/partners, /app/join, /app/responsible-gaming, /app/privacy and /app/terms. */
export const aboutRoutes: RouteObject[] = infoPages.map(({ key, path }) => ({
  path,
  lazy: async () => {
    const { InfoPage } = await withStrings(['about'], () => import('./InfoPage'));
    return { element: <InfoPage page={key} /> };
  },
}));
