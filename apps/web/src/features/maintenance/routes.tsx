import type { RouteObject } from 'react-router';

/** The maintenance notice (/maintenance). */
export const maintenanceRoutes: RouteObject[] = [
  { path: 'maintenance', lazy: async () => ({ Component: (await import('./MaintenancePage')).MaintenancePage }) },
];
