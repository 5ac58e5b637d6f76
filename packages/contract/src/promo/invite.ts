import { INVITEE_STATES, SHARED_KINDS } from '@courtside/domain/promotions';
import { z } from 'zod';
import { entityId, pageNumber, pageSizeOf } from '../common';
import { route } from '../route';
import { promotionTerms } from './schemas';

/**
 * 邀请好友 (issue 31): a member's invite code and link, the members who registered with it (names
 * masked) and the rewards their steps paid. Amounts are decimal strings with two places.
 */

export const inviteeState = z.enum(INVITEE_STATES);
export type InviteeStateView = z.infer<typeof inviteeState>;
export const sharedKind = z.enum(SHARED_KINDS);

export const inviteInfo = z.object({
  /** Why nothing can be earned now: notLoggedIn, noOffer (the promotion is missing, paused or ended), blacklisted. */
  reason: z.enum(['notLoggedIn', 'noOffer', 'blacklisted']).nullable(),
  /** The member's own code and the site path that carries it (`/register?i_code=CODE`); null for a visitor. */
  code: z.string().nullable(),
  link: z.string().nullable(),
  /** The invite promotion's title and terms (steps, rewards, wagering), null when there is none. */
  title: z.string().nullable(),
  terms: promotionTerms.nullable(),
  totals: z.object({
    invitees: z.number().int(),
    deposited: z.number().int(),
    rewarded: z.number().int(),
    flagged: z.number().int(),
    /** Rewards given to the member for their invitees, all steps. */
    rewardTotal: z.string(),
  }),
});
export type InviteInfo = z.infer<typeof inviteInfo>;

export const inviteesRequest = z.object({ page: pageNumber, pageSize: pageSizeOf(50, 10) });
export const inviteeView = z.object({
  /** Masked: first two and last character ("ab***9"). */
  name: z.string(),
  registeredAt: z.string(),
  state: inviteeState,
  /** What this invitee's steps paid the member so far. */
  reward: z.string(),
});
export type InviteeView = z.infer<typeof inviteeView>;
export const inviteesResponse = z.object({
  items: z.array(inviteeView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InviteesResponse = z.infer<typeof inviteesResponse>;

const INVITE = '/api/site/group/activity/invite';

export const inviteRoutes = {
  info: route({
    method: 'POST',
    path: `${INVITE}/v1/info`,
    summary: '邀请好友：邀请码、链接、规则与统计',
    request: z.object({}),
    response: inviteInfo,
  }),
  invitees: route({
    method: 'POST',
    path: `${INVITE}/v1/invitees`,
    summary: '邀请好友：我邀请的会员（分页）',
    request: inviteesRequest,
    response: inviteesResponse,
  }),
} as const;

// --- the operator ---

export const inviteFlagView = z.object({
  inviteeId: z.number().int(),
  inviteeName: z.string(),
  inviterId: z.number().int(),
  inviterName: z.string(),
  kind: sharedKind,
  /** open: no reward while it stands; cleared: the operator judged them two people; upheld: confirmed abuse. */
  decision: z.enum(['open', 'cleared', 'upheld']),
  flaggedAt: z.string(),
});
export type InviteFlagView = z.infer<typeof inviteFlagView>;
export const inviteFlagsRequest = z.object({
  decision: z.enum(['open', 'cleared', 'upheld', 'all']).default('open'),
  page: pageNumber,
  pageSize: pageSizeOf(100, 20),
});
export const inviteFlagsResponse = z.object({
  items: z.array(inviteFlagView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const inviteFlagDecideRequest = z.object({
  inviteeId: entityId,
  decision: z.enum(['cleared', 'upheld']),
  reason: z.string().trim().min(2, '请填写处理原因').max(200),
});
