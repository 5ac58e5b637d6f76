import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';
import { loadRequireMember } from '../../shared/loadRequireMember';

/** 邀请好友 (/app/invite): the member's code, link and QR code, the rules, and their invitees. */
export const invitePageRoutes: RouteObject[] = [
  {
    path: 'invite',
    lazy: async () => {
      const RequireMember = await loadRequireMember();
      return { element: <RequireMember textKey="guard.invite" /> };
    },
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await withStrings(['promo'], () => import('./InvitePage'))).InvitePage,
        }),
      },
    ],
  },
];
