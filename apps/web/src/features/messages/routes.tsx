import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';
import { loadRequireMember } from '../../shared/loadRequireMember';

/** The message centre under /app/messages: the list by tab, and one message. Members only. */
export const messageRoutes: RouteObject[] = [
  {
    path: 'messages',
    lazy: async () => {
      const RequireMember = await loadRequireMember();
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
