import { z } from 'zod';
import { entityId } from '../common';
import { marketStatus, matchView, outcomeResult } from '../feed/schemas';
import { route } from '../route';
import { betState, betView } from '../sportsbook/schemas';

/** The trader's desk (DESIGN.md section 13): bets, market suspensions, voids, resettlement, liability. */

const marketId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** Every desk action says why; the audit log keeps it. */
const reason = z.string().trim().min(2, '请填写原因（至少2个字）').max(200, '原因最多200个字');

export const deskBetsRequest = z.object({
  matchId: entityId.optional(),
  memberId: entityId.optional(),
  state: betState.optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export const deskBet = betView.extend({ memberId: z.number().int() });
export const deskBetsResponse = z.object({ list: z.array(deskBet), total: z.number().int() });

export const marketStatusRequest = z.object({ marketId, status: z.enum(['open', 'suspended']), reason });
export const voidMarketRequest = z.object({ marketId, reason });
export const voidBetRequest = z.object({ betId: entityId, reason });
export const resettleRequest = z.object({
  marketId,
  /** Outcome key -> its result; every outcome the bets took must be named (10678 names the missing ones). */
  results: z
    .record(z.string().min(1).max(32), outcomeResult)
    .refine((results) => Object.keys(results).length > 0, '请填写赛果'),
  reason,
});
export const liabilityRequest = z.object({ marketId });
export const liabilityResponse = z.object({
  marketId: z.number().int(),
  cap: z.string(),
  outcomes: z.array(z.object({ outcome: z.string(), liability: z.string() })),
});
const changed = z.object({ bets: z.number().int() });

/** A member's limit factor: 0.01 to 10, at most two decimals; it scales their stake and payout limits. */
export const limitFactor = z
  .string()
  .trim()
  .regex(/^\d{1,2}(\.\d{1,2})?$/, '限额系数格式无效（如 0.5、2）')
  .refine((v) => Number(v) >= 0.01 && Number(v) <= 10, '限额系数须在0.01到10之间');
export const memberLimitsRequest = z.object({
  memberId: entityId.optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export const memberLimit = z.object({
  memberId: z.number().int(),
  memberName: z.string(),
  factor: z.string(),
  /** The member's limits with the factor applied, as placement uses them. */
  maxStake: z.string(),
  maxPayout: z.string(),
  maxMatchPayout: z.string(),
  reason: z.string(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export const memberLimitsResponse = z.object({ list: z.array(memberLimit), total: z.number().int() });
export const setMemberLimitRequest = z.object({ memberId: entityId, factor: limitFactor, reason });

/**
 * Where a market stands for the trader: 开盘 (takes bets), 操盘暂停 (the trader's stop, only the desk
 * reopens it), 风险暂停 (the book's: an outcome reached its liability cap), 数据源暂停 (the provider's),
 * 已关闭 (settled, cancelled or withdrawn by the provider).
 */
export const deskMarketState = z.enum(['open', 'suspended', 'liability', 'feedSuspended', 'closed']);
export type DeskMarketState = z.infer<typeof deskMarketState>;
export const deskMarketsRequest = z.object({
  matchId: entityId,
  state: deskMarketState.optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export const deskMarket = z.object({
  id: z.number().int(),
  type: z.string(),
  specifier: z.string(),
  name: z.string(),
  state: deskMarketState,
  /** What the provider says, and the desk's overlay (open, suspended by the trader, or by liability). */
  feedStatus: z.string(),
  traderStatus: z.string(),
  /** What members see: the stricter of the two, never open on a match that is over. */
  memberStatus: marketStatus,
  version: z.number().int(),
  updatedAt: z.string(),
  /** Every outcome with the feed's current price (decimal odds x 1000; 0 when withdrawn), suspended or not. */
  outcomes: z.array(
    z.object({ key: z.string(), name: z.string(), odds: z.number().int(), result: outcomeResult.nullable() }),
  ),
});
export type DeskMarket = z.infer<typeof deskMarket>;
export const deskMarketsResponse = z.object({
  match: matchView,
  list: z.array(deskMarket),
  total: z.number().int(),
});

const DESK = '/api/admin/sportsbook/v1';
export const sportsbookDeskRoutes = {
  deskBets: route({
    method: 'POST',
    path: `${DESK}/bets`,
    summary: '注单查询（按赛事、会员、状态）',
    request: deskBetsRequest,
    response: deskBetsResponse,
  }),
  deskMarkets: route({
    method: 'POST',
    path: `${DESK}/markets`,
    summary: '赛事的全部盘口（实时赔率与状态，可按状态筛选）',
    request: deskMarketsRequest,
    response: deskMarketsResponse,
  }),
  deskMarketStatus: route({
    method: 'POST',
    path: `${DESK}/marketStatus`,
    summary: '暂停或重开盘口（操盘）',
    request: marketStatusRequest,
    response: z.object({ marketId: z.number().int(), status: z.enum(['open', 'suspended']) }),
  }),
  deskVoidMarket: route({
    method: 'POST',
    path: `${DESK}/voidMarket`,
    summary: '盘口作废（退还本金）',
    request: voidMarketRequest,
    response: changed,
  }),
  deskVoidBet: route({
    method: 'POST',
    path: `${DESK}/voidBet`,
    summary: '注单作废（退还本金）',
    request: voidBetRequest,
    response: deskBet,
  }),
  deskResettle: route({
    method: 'POST',
    path: `${DESK}/resettle`,
    summary: '人工重新结算盘口',
    request: resettleRequest,
    response: changed,
  }),
  deskMemberLimits: route({
    method: 'POST',
    path: `${DESK}/memberLimits`,
    summary: '会员限额系数列表',
    request: memberLimitsRequest,
    response: memberLimitsResponse,
  }),
  deskSetMemberLimit: route({
    method: 'POST',
    path: `${DESK}/setMemberLimit`,
    summary: '设置会员限额系数（按系数调整单注投注与可赢上限）',
    request: setMemberLimitRequest,
    response: memberLimit,
  }),
  deskLiability: route({
    method: 'POST',
    path: `${DESK}/liability`,
    summary: '盘口各选项风险',
    request: liabilityRequest,
    response: liabilityResponse,
  }),
} as const;
