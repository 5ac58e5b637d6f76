import type { RouteObject } from 'react-router';

/** The savings wallet under /app/savings; it needs a login. */
export const savingsRoutes: RouteObject[] = [
  {
    path: 'savings',
    lazy: async () => {
      const { RequireMember } = await import('../../shared/RequireMember');
      return { element: <RequireMember textKey="savings.guard" /> };
    },
    children: [{ index: true, lazy: async () => ({ Component: (await import('./pages/SavingsPage')).SavingsPage }) }],
  },
];
