import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { aboutRoutes } from '../features/about';
import { accessRoutes } from '../features/access';
import { activityRoutes } from '../features/activity';
import { agentRoutes } from '../features/agent';
import { authRoutes } from '../features/auth';
import { csRoutes } from '../features/cs';
import { egameRoutes } from '../features/egame';
import { feedbackRoutes } from '../features/feedback';
import { giftRoutes } from '../features/gift';
import { helpRoutes } from '../features/help';
import { homeRoutes } from '../features/home';
import { invitePageRoutes } from '../features/invite';
import { liveRoutes } from '../features/live';
import { maintenanceRoutes } from '../features/maintenance';
import { memberRoutes } from '../features/member';
import { messageRoutes } from '../features/messages';
import { newsRoutes } from '../features/news';
import { notFoundRoute } from '../features/notFound';
import { paymentRoutes } from '../features/payment';
import { promotionRoutes } from '../features/promotions';
import { rgRoutes } from '../features/rg';
import { savingsRoutes } from '../features/savings';
import { sponsorRoutes } from '../features/sponsor';
import { sportsRoutes } from '../features/sports';
import { vipRoutes } from '../features/vip';
import { walletRoutes } from '../features/wallet';
import { Root, RootFallback } from './Root';
import { RouteError } from './RouteError';
import { Shell } from './shell/Shell';
import { Standalone } from './shell/Standalone';

// Every page is its own chunk (each feature's routes load their pages lazily), so the first load
// carries only the shell and the page it shows.
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
          ...homeRoutes,
          ...egameRoutes,
          ...activityRoutes,
          ...helpRoutes,
          ...aboutRoutes,
          ...memberRoutes,
          ...walletRoutes,
          ...paymentRoutes,
          ...savingsRoutes,
          ...rgRoutes,
          ...promotionRoutes,
          ...vipRoutes,
          ...invitePageRoutes,
          ...giftRoutes,
          ...messageRoutes,
          ...feedbackRoutes,
          ...agentRoutes,
          ...newsRoutes,
          ...sponsorRoutes,
          ...sportsRoutes,
          ...liveRoutes,
          notFoundRoute,
        ],
      },
      // Customer service keeps the shell but is exempt from the maintenance and access redirects.
      { path: 'cs', element: <Shell />, children: csRoutes },
      { element: <Standalone />, children: [...authRoutes, ...maintenanceRoutes, ...accessRoutes] },
      { element: <Shell />, children: [notFoundRoute] },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;
