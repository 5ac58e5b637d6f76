import { LOTTERY_PICKS } from '@courtside/domain/promotions';
import { z } from 'zod';
import { entityId, pageNumber, pageSizeOf, requestId } from '../common';
import { route } from '../route';

/**
 * 足球彩票 (issue 31, the spec's soccer lottery): a card (期) of N real football matches from the feed;
 * a member picks home, draw or away for each, free and once, before the card's first kickoff. When every
 * match is decided, all right pays the first prize and one wrong the second, as bonus grants; a match
 * the feed cancels or postpones counts as right for everyone.
 */

export const lotteryPick = z.enum(LOTTERY_PICKS);
export const lotteryResult = z.enum([...LOTTERY_PICKS, 'void']);

export const lotteryMatchView = z.object({
  matchId: z.number().int(),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  kickoffAt: z.string(),
  /** Known once the feed decided the match. */
  result: lotteryResult.nullable(),
});

export const lotteryEntryView = z.object({
  id: z.number().int(),
  cardId: z.number().int(),
  /** Match id (as text) -> pick. */
  picks: z.record(z.string(), lotteryPick),
  state: z.enum(['open', 'won', 'lost']),
  /** How many picks were right, once the card is settled. */
  right: z.number().int().nullable(),
  payout: z.string(),
  grantId: z.number().int().nullable(),
  at: z.string(),
});
export type LotteryEntryView = z.infer<typeof lotteryEntryView>;

export const lotteryCardView = z.object({
  id: z.number().int(),
  /** 第N期, counted per site. */
  issue: z.number().int(),
  /** open: taking entries until `closesAt`; closed: waiting for results; settled. */
  state: z.enum(['open', 'closed', 'settled']),
  closesAt: z.string(),
  prizes: z.object({ first: z.string(), second: z.string() }),
  matches: z.array(lotteryMatchView),
  entries: z.number().int(),
  /** The member's own entry on this card; null when none (or a visitor). */
  mine: lotteryEntryView.nullable(),
});
export type LotteryCardView = z.infer<typeof lotteryCardView>;

export const lotteryInfo = z.object({
  reason: z.enum(['notLoggedIn', 'noOffer', 'blacklisted', 'rgBlocked']).nullable(),
  title: z.string().nullable(),
  summary: z.string().nullable(),
  rules: z.object({ matches: z.number().int(), multiplier: z.number().int(), validDays: z.number().int() }).nullable(),
  /** The card taking entries now, or null when the feed has too few matches ahead to fill one. */
  current: lotteryCardView.nullable(),
  /** Earlier cards, newest first: those waiting for results and the last settled ones. */
  recent: z.array(lotteryCardView),
});
export type LotteryInfo = z.infer<typeof lotteryInfo>;

export const lotteryEnterRequest = z.object({
  cardId: entityId,
  picks: z
    .array(z.object({ matchId: entityId, pick: z.string().max(8) }))
    .min(1, '请选择比赛结果')
    .max(20),
  requestId,
});
export const lotteryEnterResult = z.object({ card: lotteryCardView });
export type LotteryEnterResult = z.infer<typeof lotteryEnterResult>;

export const lotteryEntriesRequest = z.object({ page: pageNumber, pageSize: pageSizeOf(50, 10) });
export const lotteryEntriesResponse = z.object({
  items: z.array(lotteryEntryView.extend({ issue: z.number().int() })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LotteryEntriesResponse = z.infer<typeof lotteryEntriesResponse>;

// --- the operator ---

export const lotteryAdminCardsRequest = z.object({ page: pageNumber, pageSize: pageSizeOf(100, 20) });
export const lotteryAdminCardView = lotteryCardView.omit({ mine: true }).extend({
  /** Entries that won a prize, and what they were paid. */
  won: z.number().int(),
  paid: z.string(),
});
export type LotteryAdminCardView = z.infer<typeof lotteryAdminCardView>;
export const lotteryAdminCardsResponse = z.object({
  items: z.array(lotteryAdminCardView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

const LOTTERY = '/api/site/group/activity/lottery';

export const lotteryRoutes = {
  info: route({
    method: 'POST',
    path: `${LOTTERY}/v1/info`,
    summary: '足球彩票：本期比赛、我的投注与往期结果',
    request: z.object({}),
    response: lotteryInfo,
  }),
  enter: route({
    method: 'POST',
    path: `${LOTTERY}/v1/enter`,
    summary: '足球彩票：提交本期选择（首场开赛前，requestId 幂等）',
    request: lotteryEnterRequest,
    response: lotteryEnterResult,
  }),
  entries: route({
    method: 'POST',
    path: `${LOTTERY}/v1/entries`,
    summary: '足球彩票：我的投注记录',
    request: lotteryEntriesRequest,
    response: lotteryEntriesResponse,
  }),
} as const;
