import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';
import { loadJoinPage } from '../agent';
import { infoPages } from './pages';

/** /app/about, /app/partners, /app/join, /app/responsible-gaming, /app/privacy and /app/terms. */
export const aboutRoutes: RouteObject[] = infoPages.map(({ key, path }) => ({
  path,
  lazy: async () => {
    const { InfoPage } = await withStrings(['about'], () => import('./InfoPage'));
    // /app/join: the agents' application form under the join text (issue 32).
    if (key === 'join') {
      const { JoinPage } = await loadJoinPage();
      return { element: <JoinPage info={<InfoPage page="join" />} /> };
    }
    return { element: <InfoPage page={key} /> };
  },
}));
