import { z } from 'zod';
import { entityId, pageNumber, pageSizeOf, requestId } from '../common';
import { route } from '../route';
import { money } from './schemas';

/**
 * 积分兑换 (issue 31, the spec's top gift exchange): a catalogue of items bought with points — a bonus
 * grant (with the exchange promotion's wagering) or gold coins — each with its stock and a limit per
 * member. An exchange spends the points, takes one from stock and gives the item in one transaction,
 * once per requestId.
 */

/** freeBet: a free bet token (免费投注券) for one sportsbook single at its amount. */
export const exchangeItemKind = z.enum(['bonus', 'coins', 'freeBet']);
export type ExchangeItemKind = z.infer<typeof exchangeItemKind>;
export const exchangeItemState = z.enum(['active', 'paused']);

export const exchangeItemView = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: exchangeItemKind,
  /** Bonus and free bet: yuan ("18.00"); coins: how many ("100"). */
  amount: z.string(),
  points: z.number().int(),
  /** What is left in stock; null: no limit. */
  stockLeft: z.number().int().nullable(),
  perMemberLimit: z.number().int().nullable(),
  /** How many the member has taken (0 for a visitor). */
  taken: z.number().int(),
  /** Why the member cannot take it now: notLoggedIn, soldOut, limitReached, notEnoughPoints; null: they can. */
  reason: z.enum(['notLoggedIn', 'soldOut', 'limitReached', 'notEnoughPoints']).nullable(),
});
export type ExchangeItemView = z.infer<typeof exchangeItemView>;

export const exchangeCatalogue = z.object({
  /** The member's points (0 for a visitor). */
  balance: z.number().int(),
  items: z.array(exchangeItemView),
});
export type ExchangeCatalogue = z.infer<typeof exchangeCatalogue>;

export const exchangeRequest = z.object({ itemId: entityId, requestId });

export const exchangeView = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  title: z.string(),
  kind: exchangeItemKind,
  amount: z.string(),
  points: z.number().int(),
  grantId: z.number().int().nullable(),
  /** The free bet token it gave (a freeBet item). */
  freeBetId: z.number().int().nullable(),
  at: z.string(),
});
export type ExchangeView = z.infer<typeof exchangeView>;
export const exchangeResult = z.object({ exchange: exchangeView, balance: z.number().int() });
export type ExchangeResult = z.infer<typeof exchangeResult>;

export const exchangesRequest = z.object({ page: pageNumber, pageSize: pageSizeOf(50, 10) });
export const exchangesResponse = z.object({
  items: z.array(exchangeView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ExchangesResponse = z.infer<typeof exchangesResponse>;

/**
 * A free bet token (免费投注券): the house stakes one sportsbook single at its amount; a win pays the
 * return less the stake. usable: ready for the bet slip; riding: on an open bet; used: its bet closed;
 * expired: not used in time. A void or rejected bet gives the token back.
 */
export const freeBetState = z.enum(['usable', 'riding', 'used', 'expired']);
export const freeBetView = z.object({
  id: z.number().int(),
  amount: z.string(),
  currency: z.enum(['RMB', 'USDT']),
  state: freeBetState,
  /** The bet it staked (riding or used). */
  betId: z.number().int().nullable(),
  /** What the member was paid by its bet (used only). */
  won: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type FreeBetView = z.infer<typeof freeBetView>;
export const freeBetsRequest = z.object({ usable: z.boolean().default(false) });
export const freeBetsResponse = z.object({ items: z.array(freeBetView) });
export type FreeBetsResponse = z.infer<typeof freeBetsResponse>;

const SCORE = '/api/site/group/activity/score';

export const exchangeRoutes = {
  items: route({
    method: 'POST',
    path: `${SCORE}/v1/items`,
    summary: '积分兑换：可兑换的奖品与我的积分',
    request: z.object({}),
    response: exchangeCatalogue,
  }),
  exchange: route({
    method: 'POST',
    path: `${SCORE}/v1/exchange`,
    summary: '积分兑换（requestId 幂等）',
    request: exchangeRequest,
    response: exchangeResult,
  }),
  exchanges: route({
    method: 'POST',
    path: `${SCORE}/v1/exchanges`,
    summary: '积分兑换：我的兑换记录',
    request: exchangesRequest,
    response: exchangesResponse,
  }),
  freeBets: route({
    method: 'POST',
    path: `${SCORE}/v1/freebets`,
    summary: '我的免费投注券（usable: 只看可用的）',
    request: freeBetsRequest,
    response: freeBetsResponse,
  }),
} as const;

// --- the operator ---

/** A whole number of coins as text, 1..10,000,000. */
const coinCount = z.string().regex(/^[1-9]\d{0,7}$/, '金币数量须为1-10000000的整数');

export const exchangeItemSave = z
  .object({
    /** Absent to create; present to edit (exchanges already made keep what they gave). */
    id: entityId.optional(),
    title: z.string().trim().min(1, '请填写奖品名称').max(20, '奖品名称最多20个字'),
    kind: exchangeItemKind,
    amount: z.string().trim(),
    points: z.number().int('积分须为整数').min(1, '所需积分至少为1').max(10_000_000, '所需积分过大'),
    /** The whole stock including what was taken; null: no limit. */
    stock: z.number().int().min(0, '库存不能为负数').max(10_000_000).nullable(),
    perMemberLimit: z.number().int().min(1, '每人限兑至少为1').max(1000).nullable(),
    state: exchangeItemState,
    sort: z.number().int().min(0).max(10_000).default(0),
  })
  .superRefine((v, ctx) => {
    const ok =
      v.kind === 'coins'
        ? coinCount.safeParse(v.amount).success
        : money.safeParse(v.amount).success && Number(v.amount) > 0;
    if (!ok)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: v.kind === 'coins' ? '金币数量须为1-10000000的整数' : '金额须大于0，最多两位小数',
      });
  });
export const exchangeItemAdminView = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: exchangeItemKind,
  amount: z.string(),
  points: z.number().int(),
  stock: z.number().int().nullable(),
  taken: z.number().int(),
  perMemberLimit: z.number().int().nullable(),
  state: exchangeItemState,
  sort: z.number().int(),
});
export type ExchangeItemAdminView = z.infer<typeof exchangeItemAdminView>;

export const exchangeLogRequest = z.object({
  page: pageNumber,
  pageSize: pageSizeOf(100, 20),
  memberId: entityId.optional(),
  itemId: entityId.optional(),
});
export const exchangeLogView = exchangeView.extend({ memberId: z.number().int(), memberName: z.string() });
export const exchangeLogResponse = z.object({
  items: z.array(exchangeLogView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
