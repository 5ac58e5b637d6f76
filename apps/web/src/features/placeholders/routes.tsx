import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';
import type { ComingSoonSection } from './sections';

const comingSoon = (section: ComingSoonSection): RouteObject => ({
  path: section,
  lazy: async () => {
    const { ComingSoonPage } = await withStrings(['pages'], () => import('./ComingSoonPage'));
    return { element: <ComingSoonPage section={section} /> };
  },
});

/**
 * The message centre (issue 32) is not built: its address answers a plain 即将上线 page, and no
 * navigation links to it. Promotions and VIP have their own pages now.
 */
export const placeholderRoutes: RouteObject[] = [comingSoon('messages')];
