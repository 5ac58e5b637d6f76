// The public entry of the promotions rules: eligibility, wagering, contribution weights, terms
// checks and the reference model of a bonus grant. Money is bigint minor units; odds are integers,
// decimal odds x 1000; weights are basis points (10,000 = 100 %).

export { daysAway, isReturn, laterDay } from './backflow';
export type { BarrierStage, BarrierStageState } from './barrier';
export {
  BARRIER_STAGES_MAX,
  BARRIER_STAGES_MIN,
  barrierLadderProblem,
  barrierStates,
  barrierToNext,
} from './barrier';
export type { BirthdayWindow } from './birthday';
export { BIRTHDAY_WINDOW_MAX, birthdayIn, birthdayWindow, daysBetween, nextBirthday } from './birthday';
export type { DrawTableProblem, FairDrawClaim, FairDrawInput } from './draw';
export {
  DRAW_SEGMENTS_MAX,
  DRAW_SEGMENTS_MIN,
  DRAW_WEIGHT_MAX,
  disclosedChances,
  disclosedPercents,
  drawTableProblem,
  fairDrawIndex,
  verifyDraw,
} from './draw';
export type { DepositFacts, Ineligibility, MemberFacts, OfferRules, RgState } from './eligibility';
export { INELIGIBILITY, ineligibility } from './eligibility';
export type { Identities, InviteeFacts, InviteeState, InviteRule, InviteStep, SharedKind } from './invite';
export {
  INVITE_STEPS,
  INVITEE_STATES,
  inviteeState,
  maskMemberName,
  networkOf,
  SHARED_KINDS,
  sameNetwork,
  sharedIdentity,
  shareOf,
  stepsDue,
  stepsReached,
  validInvitation,
} from './invite';
export type { LotteryPick, LotteryResult } from './lottery';
export {
  LOTTERY_MATCHES_MAX,
  LOTTERY_MATCHES_MIN,
  LOTTERY_PICKS,
  lotteryPicksProblem,
  lotteryPrize,
  lotteryRight,
} from './lottery';
export type {
  Account,
  EntryKind,
  ForfeitReason,
  GrantStatus,
  ModelBet,
  ModelEntry,
  ModelGrant,
  ModelOp,
  ModelState,
} from './model';
export { applyOp, ENTRY_KINDS, emptyModel, FORFEIT_REASONS, GRANT_STATUSES, isLive } from './model';
export type { QuizKindName, QuizOption, QuizResult } from './quiz';
export { QUIZ_GOAL_LINE, QUIZ_KINDS, QUIZ_SCORE_MAX, quizAnswer, quizPayout, quizQuestion, winnerOf } from './quiz';
export { daysOf, REPORT_MAX_DAYS, reportRangeProblem } from './report';
export { POINT_TURNOVER, pointsChange, pointsFor } from './score';
export { nextStreak, SIGNIN_CYCLE, standingStreak } from './signin';
export type { SponsorSettingProblem } from './sponsor';
export {
  isSponsorTier,
  lowTierCount,
  SPONSOR_LOW_TIER_BELOW,
  SPONSOR_LOW_TIERS_MAX,
  SPONSOR_TIER_MAX,
  SPONSOR_TIER_MIN,
  sponsorChangeProblem,
  sponsorSettingProblem,
} from './sponsor';
export type { TaskFacts, TaskKind, TaskPeriod, TaskRule } from './tasks';
export { TASK_KINDS, TASK_PERIODS, taskDone, taskPeriodKey, taskProgress } from './tasks';
export type { GrantTerms, Jurisdiction } from './terms';
export { JURISDICTIONS, MAX_WIN_MULTIPLIER_MAX, termsProblem, VALID_DAYS_MAX } from './terms';
export type { RebatePart, VipLevel, VipMove } from './vip';
export {
  isoWeekKey,
  ladderProblem,
  monthKey,
  PERIOD_DAYS,
  qualifiedLevel,
  REBATE_BP_MAX,
  rebate,
  vipStep,
} from './vip';
export { voteShares } from './vote';
export type { BonusRule } from './wagering';
export {
  advance,
  bonusAmount,
  conversion,
  freeBetReturn,
  fundStake,
  MULTIPLIER_MAX,
  splitReturn,
  UK_MULTIPLIER_MAX,
  wageringRequirement,
} from './wagering';
export type { ContributionWeights, ProductKind, WeightedLeg } from './weights';
export {
  contribution,
  DEFAULT_MIN_ODDS,
  familiesCounted,
  gameWeightBp,
  PRODUCT_FAMILY,
  PRODUCT_KINDS,
  sportsBetWeightBp,
  WEIGHT_FULL_BP,
  weightsInBounds,
} from './weights';
export type { WheelChanceRule, WheelChances, WheelDay } from './wheel';
export { budgetCovers, wheelChances } from './wheel';
