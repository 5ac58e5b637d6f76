import { BARRIER_STAGES_MAX } from '@courtside/domain/promotions';
import { z } from 'zod';
import { route } from '../route';

/**
 * 闯关 (issue 31, the spec's barrier): a ladder of stages cleared by the business day's valid turnover
 * (of settled bets and game rounds, as VIP levels and rebates count it). Each cleared stage pays its
 * stated bonus once a day, as a grant with the promotion's wagering; the ladder restarts the next day
 * and an unclaimed stage lapses.
 */

export const barrierStageView = z.object({
  index: z.number().int(),
  /** The day's valid turnover that clears it. */
  turnover: z.string(),
  amount: z.string(),
  state: z.enum(['locked', 'claimable', 'claimed']),
  /** The grant the claim made, once claimed. */
  grantId: z.number().int().nullable(),
});
export type BarrierStageView = z.infer<typeof barrierStageView>;

export const barrierInfo = z.object({
  reason: z.enum(['notLoggedIn', 'noOffer', 'blacklisted', 'rgBlocked']).nullable(),
  title: z.string().nullable(),
  summary: z.string().nullable(),
  rules: z.object({ multiplier: z.number().int(), validDays: z.number().int() }).nullable(),
  /** The business day (Asia/Shanghai) the ladder counts. */
  day: z.string(),
  turnover: z.string(),
  /** Turnover still to play for the next stage; null when every stage is cleared. */
  toNext: z.string().nullable(),
  stages: z.array(barrierStageView),
});
export type BarrierInfo = z.infer<typeof barrierInfo>;

export const barrierClaimRequest = z.object({
  stage: z
    .number()
    .int('关卡序号无效')
    .min(0, '关卡序号无效')
    .max(BARRIER_STAGES_MAX - 1, '关卡序号无效'),
});
export const barrierClaimResult = z.object({ grantId: z.number().int(), info: barrierInfo });
export type BarrierClaimResult = z.infer<typeof barrierClaimResult>;

const BARRIER = '/api/site/group/activity/barrier';

export const barrierRoutes = {
  info: route({
    method: 'POST',
    path: `${BARRIER}/v1/info`,
    summary: '闯关：今日流水、各关门槛与奖励',
    request: z.object({}),
    response: barrierInfo,
  }),
  claim: route({
    method: 'POST',
    path: `${BARRIER}/v1/claim`,
    summary: '闯关：领取已通过关卡的奖励（每关每日一次，重复领取返回同一笔）',
    request: barrierClaimRequest,
    response: barrierClaimResult,
  }),
} as const;
