import { z } from 'zod';
import { entityId, pageNumber, pageSizeOf, requestId } from '../common';
import { route } from '../route';
import { wheelPrizeKind } from './schemas';

/**
 * 幸运转盘 (issue 31): a wheel of prizes with whole weights, each prize's chance disclosed as
 * weight / total; spins earned from the day's valid turnover and from signing in; each spin drawn
 * provably fairly from the member's own seed pair (the server seed committed before, revealed when
 * the member changes seeds). Prizes are bonus grants (with their own wagering) or points.
 */

export const wheelSegmentView = z.object({
  index: z.number().int(),
  label: z.string(),
  prize: wheelPrizeKind,
  amount: z.string(),
  points: z.number().int(),
  weight: z.number().int(),
  /** The chance as a percent with two places ("12.50"). */
  chance: z.string(),
});
export type WheelSegmentView = z.infer<typeof wheelSegmentView>;

export const wheelSeedView = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The next spin's nonce. */
  nonce: z.number().int(),
});

export const wheelInfo = z.object({
  /** Why no spin can be made now, beyond chances: notLoggedIn, noOffer, blacklisted, rgBlocked, budgetSpent. */
  reason: z.enum(['notLoggedIn', 'noOffer', 'blacklisted', 'rgBlocked', 'budgetSpent']).nullable(),
  title: z.string().nullable(),
  summary: z.string().nullable(),
  segments: z.array(wheelSegmentView),
  rules: z
    .object({
      turnoverPerChance: z.string(),
      signInChances: z.number().int(),
      dailyChancesMax: z.number().int(),
      /** The bonus's wagering multiple and days to complete it. */
      multiplier: z.number().int(),
      validDays: z.number().int(),
    })
    .nullable(),
  /** Today's spins (Asia/Shanghai business day); zeros for a visitor. */
  chances: z.object({
    day: z.string(),
    turnover: z.string(),
    signedIn: z.boolean(),
    fromTurnover: z.number().int(),
    fromSignIn: z.number().int(),
    earned: z.number().int(),
    used: z.number().int(),
    left: z.number().int(),
  }),
  /** The member's current seed pair; null for a visitor. */
  seed: wheelSeedView.nullable(),
});
export type WheelInfo = z.infer<typeof wheelInfo>;

export const wheelSpinRequest = z.object({ requestId });

/** A spin as the member sees it; the server seed shows once the member has changed seeds. */
export const wheelDrawView = z.object({
  id: z.number().int(),
  day: z.string(),
  at: z.string(),
  index: z.number().int(),
  label: z.string(),
  prize: wheelPrizeKind,
  amount: z.string(),
  points: z.number().int(),
  grantId: z.number().int().nullable(),
  /** The table as drawn: every segment's weight, in order. */
  weights: z.array(z.number().int()),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type WheelDrawView = z.infer<typeof wheelDrawView>;

export const wheelSpinResult = z.object({ draw: wheelDrawView, chancesLeft: z.number().int() });
export type WheelSpinResult = z.infer<typeof wheelSpinResult>;

/** 1..64 printable ASCII characters other than ':' (the HMAC message's separator). */
export const clientSeed = z.string().regex(/^[\x21-\x39\x3b-\x7e]{1,64}$/, '客户端种子须为1-64位可见字符，不含冒号');
export const wheelSeedRequest = z.object({ clientSeed });
/** The seed pair just retired (its server seed now public) and the new one. */
export const wheelSeedResult = z.object({
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    draws: z.number().int(),
  }),
  seed: wheelSeedView,
});
export type WheelSeedResult = z.infer<typeof wheelSeedResult>;

export const wheelDrawsRequest = z.object({ page: pageNumber, pageSize: pageSizeOf(50, 10) });
export const wheelDrawsResponse = z.object({
  items: z.array(wheelDrawView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WheelDrawsResponse = z.infer<typeof wheelDrawsResponse>;

const WHEEL = '/api/site/group/activity/wheel';

export const wheelRoutes = {
  info: route({
    method: 'POST',
    path: `${WHEEL}/v1/info`,
    summary: '幸运转盘：奖项与概率、今日次数、种子',
    request: z.object({}),
    response: wheelInfo,
  }),
  spin: route({
    method: 'POST',
    path: `${WHEEL}/v1/spin`,
    summary: '幸运转盘：抽奖（requestId 幂等）',
    request: wheelSpinRequest,
    response: wheelSpinResult,
  }),
  seed: route({
    method: 'POST',
    path: `${WHEEL}/v1/seed`,
    summary: '幸运转盘：更换种子（公开旧的服务端种子）',
    request: wheelSeedRequest,
    response: wheelSeedResult,
  }),
  draws: route({
    method: 'POST',
    path: `${WHEEL}/v1/draws`,
    summary: '幸运转盘：我的抽奖记录',
    request: wheelDrawsRequest,
    response: wheelDrawsResponse,
  }),
} as const;

// --- the operator ---

export const wheelAdminDrawsRequest = z.object({
  page: pageNumber,
  pageSize: pageSizeOf(100, 20),
  memberId: entityId.optional(),
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式须为 YYYY-MM-DD')
    .optional(),
});
export const wheelAdminDrawView = wheelDrawView.extend({ memberId: z.number().int(), memberName: z.string() });
export type WheelAdminDrawView = z.infer<typeof wheelAdminDrawView>;
export const wheelAdminDrawsResponse = z.object({
  items: z.array(wheelAdminDrawView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Over the filter: spins, and bonus and points paid. */
  totals: z.object({ draws: z.number().int(), bonus: z.string(), points: z.number().int() }),
});
export type WheelAdminDrawsResponse = z.infer<typeof wheelAdminDrawsResponse>;
