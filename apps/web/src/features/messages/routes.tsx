import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';

/** The message centre under /app/messages: the list by tab, and one message. Members only. */
export const messageRoutes: RouteObject[] = [
  {
    path: 'messages',
    lazy: async () => {
      const { RequireMember } = await import('../../shared/RequireMember');
      return { element: <RequireMember textKey="guard.messages" /> };
    },
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await withStrings(['pages'], () => import('./pages/MessagesPage'))).MessagesPage,
        }),
      },
      {
        path: ':id',
        lazy: async () => ({
          Component: (await withStrings(['pages'], () => import('./pages/MessageDetailPage'))).MessageDetailPage,
        }),
      },
    ],
  },
];
