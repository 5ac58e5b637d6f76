import { z } from 'zod';
import { entityId } from '../common';
import * as rg from '../rg/schemas';
import { route } from '../route';

const ADMIN_RG = '/api/admin/rg/v1';

export const rgMemberRequest = z.object({ memberId: entityId });
export const rgMemberView = z.object({
  state: rg.rgState,
  /** Every change the member (or an operator) made, newest first, at most 100. */
  audit: z.array(z.object({ actor: z.string(), action: z.string(), detail: z.string(), at: z.string() })),
});
export type RgMemberView = z.infer<typeof rgMemberView>;

/** The back office's view of a member's safer-gambling settings: read-only (exclusions cannot be lifted here). */
export const rgAdminRoutes = {
  member: route({
    method: 'POST',
    path: `${ADMIN_RG}/member`,
    summary: '会员的负责任博彩设置：限额、待生效的提高、暂停与自我排除、变更记录',
    request: rgMemberRequest,
    response: rgMemberView,
  }),
} as const;
