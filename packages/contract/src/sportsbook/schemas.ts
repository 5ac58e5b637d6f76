import { isMoney } from '@courtside/domain';
import { ODDS_MAX, ODDS_MIN, PARLAY_LEGS_MAX } from '@courtside/domain/betting';
import { z } from 'zod';
import { calendarDate, entityId, pageNumber, pageSizeOf, requestId } from '../common';
import { outcomeResult, sportId } from '../feed/schemas';

/**
 * The house sportsbook (DESIGN.md section 13): bets on the house venue (YB 体育, OBTY). Amounts are
 * decimal strings with two places; odds are integers, decimal odds x 1000, as in the feed.
 */

/** The most a stake field may hold; the site's stake limit refuses far less. */
const stakeAmount = z
  .string()
  .trim()
  .refine((v) => isMoney(v) && Number(v) > 0, '请输入正确的投注金额（大于0，最多两位小数）')
  .refine((v) => v.split('.')[0]!.length <= 9, '投注金额过大');

/** What the member does when a price moved between seeing it and the bet's acceptance. */
export const oddsPolicy = z.enum(['any', 'better', 'none']);
export type OddsPolicy = z.infer<typeof oddsPolicy>;

/** builder: several selections of one match at one price from the model (组合投注). */
export const betKind = z.enum(['single', 'parlay', 'system', 'builder']);
export type BetKind = z.infer<typeof betKind>;

/**
 * pending: in the in-play bet delay; accepted: open; rejected: refused after the delay (stake back);
 * settled / void / cashedOut: closed. A partial cash-out leaves the bet accepted with a smaller stake.
 */
export const betState = z.enum(['pending', 'accepted', 'rejected', 'settled', 'void', 'cashedOut']);
export type BetState = z.infer<typeof betState>;

/** One selection as the member saw it: the market, the outcome, the price and the market's version. */
export const selection = z.object({
  marketId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  outcome: z.string().min(1).max(32),
  odds: z.number().int().min(ODDS_MIN, '赔率无效').max(ODDS_MAX, '赔率无效'),
  marketVersion: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export type Selection = z.infer<typeof selection>;

export const placeRequest = z
  .object({
    requestId,
    kind: betKind,
    /** For a system bet: its type as members name it, e.g. 3串4. */
    systemType: z.string().max(8).optional(),
    /** A single's or parlay's stake; a system bet's stake per combination. */
    stake: stakeAmount,
    oddsPolicy: oddsPolicy.default('better'),
    /** A builder's combined price as the member saw it (decimal x 1000). */
    builderOdds: z.number().int().min(ODDS_MIN).max(ODDS_MAX).optional(),
    legs: z.array(selection).min(1, '请选择投注项').max(PARLAY_LEGS_MAX, `串关最多${PARLAY_LEGS_MAX}场`),
    /** A free bet (免费投注券) the house stakes: singles only, at the token's amount. */
    freeBetId: entityId.optional(),
  })
  .superRefine((bet, ctx) => {
    if (bet.freeBetId !== undefined && bet.kind !== 'single') {
      ctx.addIssue({ code: 'custom', message: '免费投注券仅可用于单关', path: ['freeBetId'] });
    }
    if (bet.kind === 'single' && bet.legs.length !== 1) {
      ctx.addIssue({ code: 'custom', message: '单关只能选择一个投注项', path: ['legs'] });
    }
    if (bet.kind !== 'single' && bet.legs.length < 2) {
      ctx.addIssue({ code: 'custom', message: '串关至少选择两场比赛', path: ['legs'] });
    }
    if (bet.kind === 'builder' && bet.builderOdds === undefined) {
      ctx.addIssue({ code: 'custom', message: '请先获取组合赔率', path: ['builderOdds'] });
    }
    if (bet.kind === 'system' && !bet.systemType) {
      ctx.addIssue({ code: 'custom', message: '请选择串关方式', path: ['systemType'] });
    }
  });
export type PlaceRequest = z.infer<typeof placeRequest>;

export const betLegView = z.object({
  matchId: z.number().int(),
  sport: sportId,
  leagueName: z.string(),
  home: z.string(),
  away: z.string(),
  kickoffAt: z.string(),
  marketId: z.number().int(),
  marketName: z.string(),
  outcome: z.string(),
  outcomeName: z.string(),
  odds: z.number().int(),
  /** Placed while the match was live (在滚球中投注), with the score then. */
  inPlay: z.boolean(),
  scoreAtPlacement: z.string(),
  result: outcomeResult.nullable(),
  /** The match now: status and score, for the live score of an open leg. */
  matchStatus: z.string(),
  score: z.object({ home: z.number().int(), away: z.number().int() }),
});
export type BetLegView = z.infer<typeof betLegView>;

export const betView = z.object({
  id: z.number().int(),
  /** What the member quotes to support: YB + date + id. */
  betNo: z.string(),
  kind: betKind,
  systemType: z.string().nullable(),
  /** 单关, 2串1, 3串4 ... */
  typeName: z.string(),
  state: betState,
  /** The stake still riding (after a partial cash-out, what remains). */
  stake: z.string(),
  /** The stake per combination of a system bet; the stake otherwise. */
  unitStake: z.string(),
  potentialReturn: z.string(),
  /** Paid back at settlement, stake included; null while open. */
  settledReturn: z.string().nullable(),
  /** Paid by cash-outs so far. */
  cashedOut: z.string(),
  validTurnover: z.string(),
  /**
   * Staked with a free bet: the house paid the stake, so the member's stake counts as nothing and
   * `potentialReturn` and `settledReturn` are what the member gets, the return less the stake.
   */
  freeBet: z.boolean(),
  oddsPolicy,
  rejectReason: z.string().nullable(),
  placedAt: z.string(),
  /** When an in-play bet's delay ends (pending bets only). */
  decideAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  legs: z.array(betLegView),
});
export type BetView = z.infer<typeof betView>;

export const betsRequest = z.object({
  /** 未结算 (pending and accepted) or 已结算 (everything closed). */
  tab: z.enum(['open', 'settled']).default('open'),
  /** Business days (Asia/Shanghai) of placement, inclusive; settled tab only. */
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  pageNum: pageNumber,
  pageSize: pageSizeOf(50, 20),
});

export const betsResponse = z.object({
  list: z.array(betView),
  total: z.number().int(),
  /** Totals of the listed tab (all pages): stake and, on the settled tab, return and valid turnover. */
  totals: z.object({ stake: z.string(), returned: z.string(), validTurnover: z.string() }),
});
export type BetsResponse = z.infer<typeof betsResponse>;

export const betRequest = z.object({ betId: entityId });

/** The days a summary may span: a month. */
export const SUMMARY_DAYS_MAX = 31;
export const summaryRequest = z.object({ from: calendarDate, to: calendarDate });
export const daySummary = z.object({
  date: z.string(),
  bets: z.number().int(),
  stake: z.string(),
  returned: z.string(),
  /** The member's win/loss: returned - stake. */
  winLoss: z.string(),
  /** 有效投注: decided stake, less what was hedged within one market and what pushed. */
  validTurnover: z.string(),
});
export type DaySummary = z.infer<typeof daySummary>;
export const summaryResponse = z.object({ days: z.array(daySummary) });

export const cashOutQuoteRequest = z.object({ betIds: z.array(entityId).min(1).max(50) });
export const cashOutQuote = z.object({
  betId: z.number().int(),
  /** What the whole open stake is worth now; null when cash-out is not offered (bet stop, closed market). */
  value: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type CashOutQuote = z.infer<typeof cashOutQuote>;
export const cashOutQuotes = z.object({ quotes: z.array(cashOutQuote) });

export const cashOutRequest = z.object({
  requestId,
  betId: entityId,
  /** The part of the open stake to cash out; the whole stake when absent. */
  stake: stakeAmount.optional(),
  /** The value the member saw for that part; a lower value now is refused with the new value. */
  expectedValue: z.string().refine(isMoney, '金额格式不正确'),
});
export const cashOutResult = z.object({ bet: betView, paid: z.string() });
export type CashOutResult = z.infer<typeof cashOutResult>;

export const sportsbookLimits = z.object({
  minStake: z.string(),
  maxStake: z.string(),
  maxPayout: z.string(),
  /** The in-play bet delay, milliseconds. */
  inPlayDelayMs: z.number().int(),
  quickStakes: z.array(z.number().int()),
});
export type SportsbookLimits = z.infer<typeof sportsbookLimits>;

/** A bet builder's selections: two or more outcomes of markets of one match. */
export const builderPriceRequest = z.object({
  legs: z
    .array(z.object({ marketId: selection.shape.marketId, outcome: selection.shape.outcome }))
    .min(2, '组合投注至少选择两项')
    .max(PARLAY_LEGS_MAX, `组合投注最多${PARLAY_LEGS_MAX}项`),
});
export const builderPrice = z.object({
  matchId: z.number().int(),
  /** The combined price, decimal odds x 1000. */
  odds: z.number().int(),
  legs: z.array(
    z.object({ marketId: z.number().int(), outcome: z.string(), marketName: z.string(), outcomeName: z.string() }),
  ),
});
export type BuilderPrice = z.infer<typeof builderPrice>;

/** The `/live` push to the member when one of their bets changes (accepted, rejected, settled...). */
export const betPush = z.object({ betId: z.number().int(), state: betState, at: z.string() });
export type BetPush = z.infer<typeof betPush>;
