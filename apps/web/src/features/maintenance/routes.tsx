import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';

/** The maintenance notice (/maintenance). */
export const maintenanceRoutes: RouteObject[] = [
  {
    path: 'maintenance',
    lazy: async () => ({
      Component: (await withStrings(['pages'], () => import('./MaintenancePage'))).MaintenancePage,
    }),
  },
];
