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

/** The sections later issues build; sports waits behind the sports venue's gate. */
export const placeholderRoutes: RouteObject[] = [
  {
    path: 'sports',
    lazy: async () => {
      const [{ ComingSoonPage }, { SportsGate }] = await Promise.all([
        withStrings(['pages'], () => import('./ComingSoonPage')),
        import('../venue'),
      ]);
      return {
        element: (
          <SportsGate>
            <ComingSoonPage section="sports" />
          </SportsGate>
        ),
      };
    },
  },
  comingSoon('live'),
  comingSoon('promotions'),
  comingSoon('messages'),
  comingSoon('vip'),
];
