import type { z } from 'zod';
import { inviteFlagDecideRequest, inviteFlagsRequest, inviteFlagsResponse, inviteFlagView } from '../promo/invite';
import { route } from '../route';

const ADMIN_INVITE = '/api/admin/promo/v1/invite';

/** The back office's view of invitations: the invitees flagged as sharing an identity with their inviter. */
export const inviteAdminRoutes = {
  flags: route({
    method: 'POST',
    path: `${ADMIN_INVITE}/flags`,
    summary: '邀请好友：疑似同一人的被邀请会员',
    request: inviteFlagsRequest,
    response: inviteFlagsResponse,
  }),
  decide: route({
    method: 'POST',
    path: `${ADMIN_INVITE}/decide`,
    summary: '处理邀请标记（解除后按规则补发奖励）',
    request: inviteFlagDecideRequest,
    response: inviteFlagView,
  }),
} as const;

export type InviteFlagsResponse = z.infer<typeof inviteFlagsResponse>;
