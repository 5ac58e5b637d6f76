import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { authRoutes } from '../features/auth/routes';
import { memberRoutes } from '../features/member/routes';
import { paymentRoutes } from '../features/payment/routes';
import type { ComingSoonSection } from '../features/placeholders/sections';
import { savingsRoutes } from '../features/savings/routes';
import { walletRoutes } from '../features/wallet/routes';
import { Root, RootFallback } from './Root';
import { RouteError } from './RouteError';
import { Shell } from './shell/Shell';
import { Standalone } from './shell/Standalone';

// Every page is its own chunk, so the first load carries only the shell and the page it shows.
const comingSoon = (section: ComingSoonSection): RouteObject => ({
  path: section,
  lazy: async () => {
    const { ComingSoonPage } = await import('../features/placeholders/ComingSoonPage');
    return { element: <ComingSoonPage section={section} /> };
  },
});

export const routes: RouteObject[] = [
  {
    element: <Root />,
    HydrateFallback: RootFallback,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/app/home" replace /> },
      {
        path: 'app',
        element: <Shell />,
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to="/app/home" replace /> },
          { path: 'home', lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }) },
          {
            path: 'egame/:code',
            lazy: async () => ({ Component: (await import('../features/egame/EgameLobbyPage')).EgameLobbyPage }),
          },
          {
            path: 'activity/carnivalactivity',
            lazy: async () => ({
              Component: (await import('../features/activity/CarnivalActivityPage')).CarnivalActivityPage,
            }),
          },
          { path: 'help', lazy: async () => ({ Component: (await import('../features/help/HelpPage')).HelpPage }) },
          {
            path: 'help/article/:id',
            lazy: async () => ({ Component: (await import('../features/help/HelpArticlePage')).HelpArticlePage }),
          },
          ...memberRoutes,
          ...walletRoutes,
          ...paymentRoutes,
          ...savingsRoutes,
          {
            path: 'sports',
            lazy: async () => {
              const [{ ComingSoonPage }, { SportsGate }] = await Promise.all([
                import('../features/placeholders/ComingSoonPage'),
                import('../features/venue/SportsGate'),
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
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../features/notFound/NotFoundPage')).NotFoundPage }),
          },
        ],
      },
      {
        // Customer service keeps the shell but is exempt from the maintenance and access redirects.
        path: 'cs',
        element: <Shell />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/cs/CustomerServicePage')).CustomerServicePage }),
          },
        ],
      },
      {
        element: <Standalone />,
        children: [
          ...authRoutes,
          {
            path: 'maintenance',
            lazy: async () => ({
              Component: (await import('../features/maintenance/MaintenancePage')).MaintenancePage,
            }),
          },
          {
            path: 'access-alert',
            lazy: async () => ({ Component: (await import('../features/access/AccessAlertPage')).AccessAlertPage }),
          },
          {
            path: 'access-restriction',
            lazy: async () => ({
              Component: (await import('../features/access/AccessRestrictionPage')).AccessRestrictionPage,
            }),
          },
          {
            path: 'robot-check',
            lazy: async () => ({ Component: (await import('../features/access/RobotCheckPage')).RobotCheckPage }),
          },
        ],
      },
      {
        element: <Shell />,
        children: [
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../features/notFound/NotFoundPage')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;
