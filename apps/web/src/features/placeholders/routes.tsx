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

/** The sections later issues build. */
export const placeholderRoutes: RouteObject[] = [comingSoon('promotions'), comingSoon('messages'), comingSoon('vip')];
