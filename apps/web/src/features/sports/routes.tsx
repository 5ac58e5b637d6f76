import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';
import { loadRequireMember } from '../../shared/loadRequireMember';

/** 体育: the match lists behind the sports venue's gate (spec section 2), and each match's page. */
export const sportsRoutes: RouteObject[] = [
  {
    path: 'sports',
    lazy: async () => {
      const [{ SportsPage }, { SportsGate }] = await Promise.all([
        withStrings(['sports'], () => import('./pages/SportsPage')),
        import('../venue'),
      ]);
      return {
        element: (
          <SportsGate>
            <SportsPage />
          </SportsGate>
        ),
      };
    },
  },
  {
    path: 'sports/results',
    lazy: async () => ({ Component: (await withStrings(['sports'], () => import('./pages/ResultsPage'))).ResultsPage }),
  },
  {
    path: 'sports/bets',
    lazy: async () => {
      const RequireMember = await loadRequireMember();
      return { element: <RequireMember /> };
    },
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await withStrings(['sports'], () => import('./pages/MyBetsPage'))).MyBetsPage,
        }),
      },
    ],
  },
  {
    path: 'sports/match/:id',
    lazy: async () => ({
      Component: (await withStrings(['sports', 'live', 'gift', 'rg'], () => import('./pages/MatchPage'))).MatchPage,
    }),
  },
];
