import { isMoney, toMinorUnits } from '@courtside/domain';
import {
  BARRIER_STAGES_MAX,
  BARRIER_STAGES_MIN,
  BIRTHDAY_WINDOW_MAX,
  barrierLadderProblem,
  DRAW_SEGMENTS_MAX,
  DRAW_SEGMENTS_MIN,
  DRAW_WEIGHT_MAX,
  drawTableProblem,
  ENTRY_KINDS,
  FORFEIT_REASONS,
  GRANT_STATUSES,
  INELIGIBILITY,
  LOTTERY_MATCHES_MAX,
  LOTTERY_MATCHES_MIN,
  PRODUCT_KINDS,
  QUIZ_KINDS,
  TASK_KINDS,
  TASK_PERIODS,
} from '@courtside/domain/promotions';
import { z } from 'zod';
import { calendarDate, entityId, pageNumber, pageSizeOf, requestId } from '../common';

/**
 * Promotions (spec section 7, "Activities"): offers, bonus grants with their wagering, and the
 * operator's terms. A bonus stays on its grant until it converts into wallet money, once, when its
 * wagering is done. Amounts are decimal strings with two places; percents are decimal strings
 * ("100.00"); odds are decimal strings ("1.50").
 */

export const money = z
  .string()
  .trim()
  .refine((v) => isMoney(v), '请输入正确的金额（最多两位小数）')
  .refine((v) => v.split('.')[0]!.length <= 9, '金额过大');
const positiveMoney = money.refine((v) => Number(v) > 0, '金额必须大于0');
/** Percent 0-100 with at most two places. */
const percent = z.string().regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, '比例须为0-100，最多两位小数');
const odds = z.string().regex(/^\d{1,3}(\.\d{1,2})?$/, '赔率格式无效（如 1.50）');
const code = z.string().regex(/^[\w.-]{1,64}$/, '代码须为1-64位字母、数字、点、下划线或连字符');

export const promotionKind = z.enum([
  'newcomer',
  'deposit',
  'manual',
  'vip',
  'signin',
  'birthday',
  'welfare',
  'backflow',
  'invite',
  'wheel',
  'exchange',
  'quiz',
  'lottery',
  'barrier',
  'vote',
]);
export type PromotionKind = z.infer<typeof promotionKind>;
export const promotionState = z.enum(['active', 'paused', 'ended']);
export type PromotionState = z.infer<typeof promotionState>;
export const productKind = z.enum(PRODUCT_KINDS);
export const identityCheck = z.enum(['device', 'ip', 'phone']);

export const bonusRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), amount: positiveMoney }),
  z.object({ kind: z.literal('percent'), percent, cap: positiveMoney }),
]);

/** Weights: percent of valid turnover that counts, most specific first (game, market, product, default). */
export const weightTerms = z.object({
  default: percent,
  products: z.partialRecord(productKind, percent),
  games: z.record(code, percent).refine((r) => Object.keys(r).length <= 200, '最多200个游戏'),
  markets: z.record(code, percent).refine((r) => Object.keys(r).length <= 200, '最多200个玩法'),
});

/**
 * A 福利中心 task: what it measures (first deposit, a payout account bound, settled bets, valid
 * turnover), over the whole membership or one business day, its target and its reward (a 1x grant).
 */
export const taskTerms = z
  .object({
    code,
    kind: z.enum(TASK_KINDS),
    title: z.string().trim().min(1).max(40),
    period: z.enum(TASK_PERIODS),
    /** Bets for betCount; 1 for firstDeposit and bindCard. */
    count: z.number().int().min(1).max(10_000).default(1),
    /** dailyTurnover: the valid turnover to reach. */
    amount: positiveMoney.optional(),
    reward: positiveMoney,
  })
  .refine((t) => t.kind !== 'dailyTurnover' || t.amount !== undefined, '流水任务须填写目标金额');
export type TaskTerms = z.infer<typeof taskTerms>;

/** A promotion's terms as the operator writes them; the server snapshots them on each grant. */
export const wheelPrizeKind = z.enum(['bonus', 'points', 'none']);
export type WheelPrizeKind = z.infer<typeof wheelPrizeKind>;

export const wheelSegment = z
  .object({
    label: z.string().trim().min(1, '请填写奖品名称').max(12, '奖品名称最多12个字'),
    prize: wheelPrizeKind,
    /** Bonus: the grant's amount in yuan; '0.00' otherwise. */
    amount: money,
    /** Points: how many; 0 otherwise. */
    points: z.number().int('积分须为整数').min(0, '积分不能为负数').max(1_000_000, '积分过大'),
    weight: z.number().int('权重须为整数').min(0, '权重不能为负数').max(DRAW_WEIGHT_MAX, '权重过大'),
  })
  .refine((s) => s.prize !== 'bonus' || Number(s.amount) > 0, '彩金奖品的金额必须大于0')
  .refine((s) => s.prize !== 'points' || s.points > 0, '积分奖品的积分必须大于0')
  .refine((s) => s.prize === 'bonus' || Number(s.amount) === 0, '非彩金奖品的金额须为0')
  .refine((s) => s.prize === 'points' || s.points === 0, '非积分奖品的积分须为0');
export type WheelSegment = z.infer<typeof wheelSegment>;

/** 幸运转盘 (issue 31): the wheel's terms, kept on its promotion (`terms.wheel`). */
export const wheelTerms = z.object({
  segments: z
    .array(wheelSegment)
    .min(DRAW_SEGMENTS_MIN, `转盘至少${DRAW_SEGMENTS_MIN}个奖项`)
    .max(DRAW_SEGMENTS_MAX, `转盘最多${DRAW_SEGMENTS_MAX}个奖项`)
    .refine((ss) => drawTableProblem(ss.map((s) => s.weight)) === null, '至少一个奖项的权重须大于0'),
  /** One spin per this much valid turnover in a business day; '0.00' gives none from turnover. */
  turnoverPerChance: money,
  /** Spins for signing in that day. */
  signInChances: z.number().int().min(0).max(10),
  /** The most spins one business day gives. */
  dailyChancesMax: z.number().int().min(1).max(100),
  /** What the wheel may pay in one business day (bonus prizes); null: no daily cap. */
  dailyBudget: positiveMoney.nullable(),
});
export type WheelTerms = z.infer<typeof wheelTerms>;

/** 竞猜 (issue 31): the questions asked of each match. */
export const quizKind = z.enum(QUIZ_KINDS);
export type QuizKind = z.infer<typeof quizKind>;

/** 竞猜's terms, kept on its promotion (`terms.quiz`): what a right answer pays, and the buff cards. */
export const quizTerms = z.object({
  /**
   * What a right answer pays, per kind of question ('0.00': that question is not asked). The exact
   * score and first scorer came later: terms saved before them read as not asking them.
   */
  rewards: z.object({
    winner: money,
    totalGoals: money,
    bothScore: money,
    exactScore: money.default('0.00'),
    firstScorer: money.default('0.00'),
  }),
  /** A buff card multiplies a right answer's reward by this. */
  buffFactor: z.number().int().min(2).max(5),
  /** Buff cards each member gets per business day (0: none). */
  buffCardsPerDay: z.number().int().min(0).max(5),
  /** Football matches kicking off within this many hours get questions. */
  horizonHours: z.number().int().min(1).max(168),
  /** At most this many matches at a time. */
  matchesMax: z.number().int().min(1).max(20),
});
export type QuizTerms = z.infer<typeof quizTerms>;

/** 足球彩票's terms (`terms.lottery`): how many matches a card holds and what all right and one wrong pay. */
export const lotteryTerms = z.object({
  /** Matches on each card (期). */
  matches: z.number().int().min(LOTTERY_MATCHES_MIN).max(LOTTERY_MATCHES_MAX),
  /** All right; one wrong. */
  prizes: z
    .object({ first: positiveMoney, second: money })
    .refine((p) => Number(p.second) < Number(p.first), '二等奖须低于一等奖'),
  /** A card takes the soonest matches kicking off within this many hours (and at least 10 minutes away). */
  horizonHours: z.number().int().min(1).max(168),
});
export type LotteryTerms = z.infer<typeof lotteryTerms>;

/** 闯关's terms (`terms.barrier`): the day's turnover each stage asks, rising, and what it pays. */
export const barrierTerms = z.object({
  stages: z
    .array(z.object({ turnover: positiveMoney, amount: positiveMoney }))
    .min(BARRIER_STAGES_MIN)
    .max(BARRIER_STAGES_MAX)
    .superRefine((stages, ctx) => {
      const problem = barrierLadderProblem(
        stages.map((s) => ({ turnover: toMinorUnits(s.turnover), amount: toMinorUnits(s.amount) })),
      );
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type BarrierTerms = z.infer<typeof barrierTerms>;

/** 冠军投票's terms (`terms.vote`): what a right vote pays when the competition settles. */
export const voteTerms = z.object({ reward: positiveMoney });
export type VoteTerms = z.infer<typeof voteTerms>;

export const promotionTerms = z.object({
  bonus: bonusRule,
  multiplier: z.number().int('流水倍数须为整数').min(0).max(40),
  weights: weightTerms,
  minOdds: odds.default('1.50'),
  maxBet: positiveMoney.nullable(),
  maxWinMultiplier: z.number().int().min(1).max(100).nullable(),
  validDays: z.number().int().min(1).max(90),
  /** Sign-in: the bonus of each day of the streak (day 1 first); the bonus rule above is unused. */
  schedule: z.array(positiveMoney).min(1).max(31).optional(),
  /** Birthday: the days after the birthday it may still be claimed (0: the birthday's business day only). */
  claimWindowDays: z.number().int().min(0).max(BIRTHDAY_WINDOW_MAX).optional(),
  /** Backflow: the days without a deposit or a settled bet that make a deposit a return. */
  awayDays: z.number().int().min(1).max(365).optional(),
  /** Welfare centre: its tasks, codes unique; the bonus rule above is unused. */
  tasks: z
    .array(taskTerms)
    .max(20)
    .refine((ts) => new Set(ts.map((t) => t.code)).size === ts.length, '任务代码不能重复')
    .optional(),
  /** 邀请好友: the steps an invitee completes and what each pays the inviter (0: nothing). */
  invite: z
    .object({
      /** X: the invitee's first credited deposit must be at least this. */
      firstDepositMin: positiveMoney,
      /** Y: the invitee's valid turnover since registration, after the first deposit step. */
      turnoverMin: positiveMoney,
      rewards: z.object({ registered: money, firstDeposit: money, turnover: money }),
      /** A share of each invitee's valid turnover for their first `days` business days, paid daily. */
      share: z.object({ percent, days: z.number().int().min(1).max(365) }).optional(),
    })
    .optional(),
  /** 幸运转盘: its prizes, weights and how spins are earned. */
  wheel: wheelTerms.optional(),
  /** 竞猜: the rewards of right answers and the buff cards. */
  quiz: quizTerms.optional(),
  /** 足球彩票: the card's size and its prizes. */
  lottery: lotteryTerms.optional(),
  /** 闯关: its stages. */
  barrier: barrierTerms.optional(),
  /** 冠军投票: what a right vote pays. */
  vote: voteTerms.optional(),
  eligibility: z.object({
    /** Deposit offers: which credited deposit (1 for the first); null for any. */
    depositNth: z.number().int().min(1).max(100).nullable(),
    minDeposit: positiveMoney.nullable(),
    maxDeposit: positiveMoney.nullable(),
    requiresVipLevel: z.boolean(),
    minVipLevel: z.number().int().min(0).max(10).nullable(),
    registeredWithinDays: z.number().int().min(1).max(365).nullable(),
    /** One person behind several accounts gets the gift once: accounts sharing these are refused and flagged. */
    identityChecks: z.array(identityCheck).max(3),
  }),
});
export type PromotionTerms = z.infer<typeof promotionTerms>;

export const ineligibility = z.enum(INELIGIBILITY);
export const grantStatus = z.enum(GRANT_STATUSES);
export type GrantStatus = z.infer<typeof grantStatus>;
export const forfeitReason = z.enum(FORFEIT_REASONS);
export const entryKind = z.enum(ENTRY_KINDS);

/** An offer as the member sees it, with what they can do about it now. */
export const offerView = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: promotionKind,
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  terms: promotionTerms,
  startDay: z.string(),
  endDay: z.string().nullable(),
  /**
   * claimable: the member may claim it now; automatic: it is paid when its deposit arrives;
   * open: it is taken part in on its own page (`link`); claimed: the member has it already;
   * ineligible: see `reason`.
   */
  state: z.enum(['claimable', 'automatic', 'open', 'claimed', 'ineligible']),
  reason: ineligibility.nullable(),
  grantId: z.number().int().nullable(),
  /** Where the offer is taken part in, when not by a claim here. */
  link: z.string().nullable(),
});
export type OfferView = z.infer<typeof offerView>;

export const offersRequest = z.object({ kinds: z.array(promotionKind).max(3).optional() });

export const claimRequest = z.object({ promotionId: entityId, requestId });

export const grantView = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  title: z.string(),
  kind: promotionKind,
  status: grantStatus,
  reason: forfeitReason.nullable(),
  currency: z.string(),
  granted: z.string(),
  balance: z.string(),
  requirement: z.string(),
  progress: z.string(),
  remaining: z.string(),
  /** Percent of the requirement done, two places ("37.50"). */
  progressPercent: z.string(),
  multiplier: z.number().int(),
  minOdds: z.string(),
  maxBet: z.string().nullable(),
  maxWinMultiplier: z.number().int().nullable(),
  /** Open bets funded by or feeding this grant: it cannot complete while any is open. */
  openBets: z.number().int(),
  expiresAt: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** What converting now would pay: the balance, capped at granted x max win. */
  convertible: z.string(),
  /** What the conversion paid into the wallet. */
  converted: z.string().nullable(),
});
export type GrantView = z.infer<typeof grantView>;

export const grantsRequest = z.object({
  scope: z.enum(['current', 'history']).default('current'),
  page: pageNumber,
  pageSize: pageSizeOf(50, 20),
});
export const grantsResponse = z.object({
  items: z.array(grantView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const grantEntryView = z.object({
  id: z.number().int(),
  kind: entryKind,
  amount: z.string(),
  balanceAfter: z.string(),
  /** What caused it: a bet number, a deposit order, a conversion. */
  reference: z.string(),
  at: z.string(),
});
export const grantRequest = z.object({ grantId: entityId });
export const grantDetail = z.object({ grant: grantView, entries: z.array(grantEntryView) });
export type GrantDetail = z.infer<typeof grantDetail>;

export const convertRequest = z.object({ grantId: entityId, requestId });
export const convertResult = z.object({ grant: grantView, paid: z.string(), forfeited: z.string() });
export type ConvertResult = z.infer<typeof convertResult>;

/** Operator: a promotion with its counters. */
export const promotionAdminView = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: promotionKind,
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  terms: promotionTerms,
  state: promotionState,
  startDay: z.string(),
  endDay: z.string().nullable(),
  budget: z.string().nullable(),
  budgetUsed: z.string(),
  maxReceivers: z.number().int().nullable(),
  receivers: z.number().int(),
  sort: z.number().int(),
});
export type PromotionAdminView = z.infer<typeof promotionAdminView>;

export const promotionSaveRequest = z.object({
  /** Absent to create; present to edit (existing grants keep the terms they were given). */
  id: entityId.optional(),
  code,
  kind: promotionKind,
  title: z.string().trim().min(1).max(40),
  summary: z.string().trim().max(200),
  image: z.string().trim().max(200),
  terms: promotionTerms,
  startDay: calendarDate,
  endDay: calendarDate.nullable(),
  budget: positiveMoney.nullable(),
  maxReceivers: z.number().int().min(1).max(10_000_000).nullable(),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export const promotionStateRequest = z.object({ id: entityId, state: promotionState });
export const blacklistRequest = z.object({
  memberId: entityId,
  blocked: z.boolean(),
  reason: z.string().trim().min(1, '请填写原因').max(200),
});
export const manualGrantRequest = z.object({
  memberId: entityId,
  promotionId: entityId,
  amount: positiveMoney,
  reason: z.string().trim().min(1, '请填写原因').max(200),
  requestId,
});
export const forfeitRequest = z.object({ grantId: entityId, reason: z.string().trim().min(1, '请填写原因').max(200) });
/** Newest first; without paging, the first 200 (the 会员优惠 screen's single page). */
export const memberGrantsRequest = z.object({
  memberId: entityId,
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(200).default(200),
});
export const memberGrants = z.object({
  blacklisted: z.boolean(),
  grants: z.array(grantDetail),
  /** Every grant of the member, for paging. */
  total: z.number().int(),
  flags: z.array(z.object({ promotionId: z.number().int(), reason: z.string(), detail: z.string(), at: z.string() })),
});

/** One level of the VIP ladder with its privileges; rebate rates are percents ("0.50"). */
export const vipLevelView = z.object({
  level: z.number().int(),
  name: z.string(),
  minDeposit: z.string(),
  minTurnover: z.string(),
  retainTurnover: z.string(),
  upgradeGift: z.string(),
  weeklyPacket: z.string(),
  monthlyPacket: z.string(),
  rebate: z.partialRecord(productKind, z.string()),
  rebateCap: z.string(),
});
export type VipLevelView = z.infer<typeof vipLevelView>;

/**
 * Operator: one level of the ladder as it is written. Rebate rates are percents of valid turnover per
 * product ("0.40"); the server holds the whole ladder to the domain's `ladderProblem` (10740).
 */
export const vipLadderLevelInput = z.object({
  level: z.number().int().min(0).max(10),
  name: z.string().trim().min(1, '请填写等级名称').max(20),
  minDeposit: money,
  minTurnover: money,
  retainTurnover: money,
  upgradeGift: money,
  weeklyPacket: money,
  monthlyPacket: money,
  birthdayGift: money,
  rebate: z.record(productKind, percent),
  rebateCap: money,
});
export type VipLadderLevelInput = z.infer<typeof vipLadderLevelInput>;
export const vipLadderSaveRequest = z.object({
  levels: z.array(vipLadderLevelInput).max(11, 'VIP等级最多11级（VIP0-VIP10）'),
});
export type VipLadderSaveRequest = z.infer<typeof vipLadderSaveRequest>;

/** Operator: the ladder as stored (a birthday gift never named is null), and how many members hold each level. */
export const vipLadderView = z.object({
  levels: z.array(
    z.object({
      level: z.number().int(),
      name: z.string(),
      minDeposit: z.string(),
      minTurnover: z.string(),
      retainTurnover: z.string(),
      upgradeGift: z.string(),
      weeklyPacket: z.string(),
      monthlyPacket: z.string(),
      birthdayGift: z.string().nullable(),
      rebate: z.record(productKind, z.string()),
      rebateCap: z.string(),
      members: z.number().int(),
    }),
  ),
  /** The highest level a member holds: a saved ladder keeps at least this many levels above VIP0. */
  highestHeld: z.number().int(),
});
export type VipLadderView = z.infer<typeof vipLadderView>;

export const vipPacketKind = z.enum(['weekly', 'monthly']);

export const vipInfo = z.object({
  level: z.number().int(),
  name: z.string(),
  levelSince: z.string(),
  /** Credited deposits counted so far, and valid turnover over the last `periodDays` business days. */
  deposits: z.string(),
  periodTurnover: z.string(),
  periodDays: z.number().int(),
  /** What the next level needs in both lines, with how far along each is (percent, two places). */
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      needDeposit: z.string(),
      needTurnover: z.string(),
      depositPercent: z.string(),
      turnoverPercent: z.string(),
    })
    .nullable(),
  /** The retention rule, shown to the member: the period's turnover must stay at or above the line. */
  retention: z.object({ line: z.string(), met: z.boolean(), appliesFrom: z.string() }),
  levels: z.array(vipLevelView),
  upgradeGifts: z.array(z.object({ level: z.number().int(), amount: z.string(), state: z.enum(['paid', 'locked']) })),
  packets: z.array(
    z.object({
      kind: vipPacketKind,
      period: z.string(),
      amount: z.string(),
      state: z.enum(['claimable', 'claimed', 'unavailable']),
    }),
  ),
});
export type VipInfo = z.infer<typeof vipInfo>;

export const vipClaimRequest = z.object({ kind: vipPacketKind, requestId });

/** One product's part of a day's rebate. */
export const rebatePart = z.object({
  product: productKind,
  turnover: z.string(),
  rate: z.string(),
  amount: z.string(),
});

export const rebateInfo = z.object({
  level: z.number().int(),
  levelName: z.string(),
  /** Percent per product at the member's level, and the daily cap. */
  rates: z.partialRecord(productKind, z.string()),
  cap: z.string(),
  /** Today (Asia/Shanghai) so far: settled valid turnover per product and what it would pay now. */
  today: z.object({ day: z.string(), turnover: z.string(), estimate: z.string(), parts: z.array(rebatePart) }),
  /** When today's rebate is paid: the next business day at the site's pay hour (ISO). */
  payAt: z.string(),
});
export type RebateInfo = z.infer<typeof rebateInfo>;

export const rebateRecord = z.object({
  day: z.string(),
  level: z.number().int(),
  turnover: z.string(),
  amount: z.string(),
  capped: z.boolean(),
  parts: z.array(rebatePart),
  paidAt: z.string(),
});
export type RebateRecord = z.infer<typeof rebateRecord>;
export const rebateRecordsRequest = z.object({ page: pageNumber, pageSize: pageSizeOf(50, 20) });
export const rebateRecordsResponse = z.object({
  items: z.array(rebateRecord),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const signDayView = z.object({
  /** The day of the streak, 1..7. */
  index: z.number().int(),
  amount: z.string(),
  state: z.enum(['signed', 'today', 'upcoming']),
});
export const signInfo = z.object({
  /** The streak the member stands on now (0 when broken or never started). */
  streak: z.number().int(),
  signedToday: z.boolean(),
  /** Whether the member may sign in now, and why not. */
  eligible: z.boolean(),
  reason: z.enum(['notLoggedIn', 'noDeposit', 'blacklisted', 'noOffer']).nullable(),
  days: z.array(signDayView),
  terms: promotionTerms.nullable(),
});
export type SignInfo = z.infer<typeof signInfo>;
export const signRequest = z.object({ requestId });
export const signResult = z.object({ streak: z.number().int(), grant: grantView });
export type SignResult = z.infer<typeof signResult>;

/** 生日礼金: the member's birthday from their profile, the gift of their VIP level, and whether it is claimable now. */
export const birthdayInfo = z.object({
  birthday: z.string().nullable(),
  level: z.number().int(),
  levelName: z.string(),
  /** The gift at the member's level (0.00 at a level without one). */
  amount: z.string(),
  /** The claim window the birthday is in now, or the next one. */
  window: z.object({ from: z.string(), to: z.string() }).nullable(),
  /**
   * claimable: in the window and eligible; claimed: this birthday's gift is taken (`grantId`);
   * otherwise why not: noBirthday (fill it in the profile), notInWindow, noVipLevel, blacklisted, noOffer,
   * notLoggedIn.
   */
  state: z.enum([
    'claimable',
    'claimed',
    'noBirthday',
    'notInWindow',
    'noVipLevel',
    'blacklisted',
    'noOffer',
    'notLoggedIn',
  ]),
  grantId: z.number().int().nullable(),
  levels: z.array(z.object({ level: z.number().int(), name: z.string(), amount: z.string() })),
  terms: promotionTerms.nullable(),
});
export type BirthdayInfo = z.infer<typeof birthdayInfo>;
export const birthdayClaimRequest = z.object({ requestId });

/** One task of the welfare centre with the member's progress in its current period. */
export const welfareTaskView = z.object({
  code: z.string(),
  kind: z.enum(TASK_KINDS),
  title: z.string(),
  period: z.enum(TASK_PERIODS),
  /** 'once', or the business day the progress belongs to. */
  periodKey: z.string(),
  /** Progress and target: money text for turnover, counts otherwise. */
  progress: z.string(),
  target: z.string(),
  /** Percent done, two places ("37.50"). */
  percent: z.string(),
  reward: z.string(),
  /** todo: not reached; claimable: reached, reward waiting; claimed: paid (`grantId`). */
  state: z.enum(['todo', 'claimable', 'claimed']),
  grantId: z.number().int().nullable(),
  /** Where the member does it. */
  link: z.string(),
});
export type WelfareTaskView = z.infer<typeof welfareTaskView>;
export const welfareInfo = z.object({
  day: z.string(),
  /** Why the member cannot claim now: notLoggedIn, blacklisted, noOffer; null when they can. */
  reason: z.enum(['notLoggedIn', 'blacklisted', 'noOffer']).nullable(),
  tasks: z.array(welfareTaskView),
  terms: promotionTerms.nullable(),
});
export type WelfareInfo = z.infer<typeof welfareInfo>;
export const welfareClaimRequest = z.object({ taskCode: code, requestId });

/** 回归礼金: the rule, and where the member stands (days since their last deposit or settled bet). */
export const backflowInfo = z.object({
  awayDays: z.number().int(),
  lastActiveDay: z.string().nullable(),
  daysAway: z.number().int().nullable(),
  /** Whether the member's next qualifying deposit today would be a return. */
  qualifies: z.boolean(),
  reason: z.enum(['notLoggedIn', 'blacklisted', 'noOffer']).nullable(),
  /** The member's comeback bonuses, newest first. */
  grants: z.array(grantView),
  terms: promotionTerms.nullable(),
});
export type BackflowInfo = z.infer<typeof backflowInfo>;

/** The bonus-cost report: Asia/Shanghai business days, both ends counted (at most 92 days). */
export const costReportRequest = z.object({ from: calendarDate, to: calendarDate });

/**
 * What a promotion (or a day) cost, read from the grant entries and the ledger. Counts are grants
 * (or rebate payments); amounts are money strings. `capped` is what conversions left behind over the
 * max win; `paid` is what left the promo house account for members' wallets (conversions and rebates).
 */
export const costFigures = z.object({
  givenCount: z.number().int(),
  given: z.string(),
  convertedCount: z.number().int(),
  converted: z.string(),
  forfeitedCount: z.number().int(),
  forfeited: z.string(),
  expiredCount: z.number().int(),
  expired: z.string(),
  capped: z.string(),
  rebateCount: z.number().int(),
  rebate: z.string(),
  paid: z.string(),
});
export type CostFigures = z.infer<typeof costFigures>;

export const costReport = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** One row per promotion with any movement in the range, and one for 返水 (promotionId null). */
  promotions: z.array(
    costFigures.extend({
      promotionId: z.number().int().nullable(),
      code: z.string(),
      title: z.string(),
      kind: z.string(),
    }),
  ),
  /** Every day of the range, zeros included, in order. */
  days: z.array(costFigures.extend({ day: z.string() })),
  totals: costFigures,
});
export type CostReport = z.infer<typeof costReport>;

/** 积分: whole points; `turnoverPerPoint` is the valid turnover that earns one (a money string). */
export const scoreInfo = z.object({
  balance: z.number().int(),
  earned: z.number().int(),
  turnoverPerPoint: z.string(),
});
export type ScoreInfo = z.infer<typeof scoreInfo>;

/** One change of a member's points: earned by a settled bet or casino round, or taken back by its rollback. */
export const scoreRecord = z.object({
  id: z.number().int(),
  /** Turnover (a sports bet, a casino round), a 幸运转盘 prize, or a 积分兑换 (spent). */
  source: z.enum(['sportsbook', 'casino', 'wheel', 'exchange']),
  /** The bet or round it came from; a wheel prize's seed pair and nonce; an exchange's id. */
  reference: z.string(),
  kind: z.enum(['earn', 'reverse', 'draw', 'spend']),
  points: z.number().int(),
  turnover: z.string(),
  balanceAfter: z.number().int(),
  at: z.string(),
});
export type ScoreRecord = z.infer<typeof scoreRecord>;
export const scoreRecordsRequest = z.object({ page: pageNumber, pageSize: pageSizeOf(50, 20) });
export const scoreRecordsResponse = z.object({
  items: z.array(scoreRecord),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
