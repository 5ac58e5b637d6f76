import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';
import { loadRequireMember } from '../../shared/loadRequireMember';

/** 意见反馈 under /app/feedback: write one, read one's own with the answers. Members only. */
export const feedbackRoutes: RouteObject[] = [
  {
    path: 'feedback',
    lazy: async () => {
      const RequireMember = await loadRequireMember();
      return { element: <RequireMember textKey="guard.feedback" /> };
    },
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await withStrings(['pages'], () => import('./pages/FeedbackPage'))).FeedbackPage,
        }),
      },
    ],
  },
];
