import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n';
import { loadRequireMember } from '../../shared/loadRequireMember';

/** 代理中心 under /app/agent: members only (a member who is no agent is offered /app/join). */
export const agentRoutes: RouteObject[] = [
  {
    path: 'agent',
    lazy: async () => {
      const RequireMember = await loadRequireMember();
      return { element: <RequireMember textKey="guard.agent" /> };
    },
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await withStrings(['agent'], () => import('./pages/AgentPage'))).AgentPage,
        }),
      },
    ],
  },
];

/**
 * The join form's page (/app/join belongs to the footer pages, which hand it their text to show
 * above the form): loaded on demand, so no page carries it in its first JavaScript.
 */
export const loadJoinPage = () => withStrings(['agent'], () => import('./pages/JoinPage'));
