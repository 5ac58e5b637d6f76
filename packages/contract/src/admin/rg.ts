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

/** An operator's limit: `amount` as the member types one (null lifts it), with the reason for the record. */
export const rgImposeLimitRequest = z.object({
  memberId: entityId,
  kind: z.string().max(16),
  period: z.string().max(16),
  amount: z.string().max(32).nullable(),
  reason: z.string().max(1_000),
});

/** An operator's time-out of 1 to 42 days, with the reason and an explicit confirmation. */
export const rgImposeTimeOutRequest = z.object({
  memberId: entityId,
  days: z.number().int().min(-1_000_000).max(1_000_000),
  reason: z.string().max(1_000),
  confirm: z.boolean(),
});

export const rgNearLimitsRequest = z.object({
  /** Per cent of a limit used, 50 to 100. */
  pct: z.number().int().min(50).max(100).default(80),
  page: z.number().int().min(1).max(10_000).default(1),
  size: z.number().int().min(1).max(100).default(20),
});
export const rgNearLimits = z.object({
  total: z.number().int(),
  rows: z.array(
    z.object({
      memberId: z.number().int(),
      name: z.string(),
      kind: rg.rgLimitKind,
      period: rg.rgLimitPeriod,
      limit: z.string(),
      used: z.string(),
      /** Whole per cent used. */
      pct: z.number().int(),
      /** The operator's limit is the one that applies. */
      imposed: z.boolean(),
    }),
  ),
});
export type RgNearLimits = z.infer<typeof rgNearLimits>;

/**
 * The back office's safer-gambling desk: a member's settings and history, the operator's own limits
 * and time-outs (which only add restrictions: a member's exclusion or limit cannot be lifted here),
 * and the members close to their limits.
 */
export const rgAdminRoutes = {
  member: route({
    method: 'POST',
    path: `${ADMIN_RG}/member`,
    summary: '会员的负责任博彩设置：限额、待生效的提高、暂停与自我排除、变更记录',
    request: rgMemberRequest,
    response: rgMemberView,
  }),
  imposeLimit: route({
    method: 'POST',
    path: `${ADMIN_RG}/imposeLimit`,
    summary: '为会员设定或解除运营限额（与会员自设限额取低者生效），须填写原因',
    request: rgImposeLimitRequest,
    response: rgMemberView,
  }),
  imposeTimeOut: route({
    method: 'POST',
    path: `${ADMIN_RG}/imposeTimeOut`,
    summary: '由运营方暂停会员账户 1 至 42 天，须填写原因并确认；立即生效，不可提前解除',
    request: rgImposeTimeOutRequest,
    response: rgMemberView,
  }),
  nearLimits: route({
    method: 'POST',
    path: `${ADMIN_RG}/nearLimits`,
    summary: '本期用量已达限额一定比例的会员，按比例从高到低',
    request: rgNearLimitsRequest,
    response: rgNearLimits,
  }),
} as const;
