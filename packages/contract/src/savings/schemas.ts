import { z } from 'zod';
import { payValRequest } from '../payment/schemas';
import { walletCurrency } from '../wallet/schemas';

/**
 * The savings wallet ("余额宝", API family `yeb`): moves between the centre wallet and savings, the
 * balance with its interest, the daily interest records and the savings tasks. Amounts are decimal
 * strings with two places; a move's amount follows the deposit rule (at most 5 integer digits).
 */

/** One move in or out; the same requestId replays the first answer instead of moving twice. */
export const savingsMoveRequest = z.object({
  amount: payValRequest.shape.amount,
  requestId: payValRequest.shape.requestId,
});

export const savingsMoveResult = z.object({
  direction: z.enum(['toYeb', 'toCenter']),
  amount: z.string(),
  /** Savings and centre balances right after the move (a replay answers the first move's values). */
  savingsBalance: z.string(),
  centreAvailable: z.string(),
  transferId: z.number().int(),
});
export type SavingsMoveResult = z.infer<typeof savingsMoveResult>;

export const savingsInfo = z.object({
  currency: walletCurrency,
  savingsBalance: z.string(),
  /** What can be moved in right now. */
  centreAvailable: z.string(),
  /** Percent a year, two places ("3.65"); "0.00" when the site has not configured a rate. */
  annualRate: z.string(),
  /** Interest credited for yesterday (Asia/Shanghai), "0.00" when none. */
  yesterdayInterest: z.string(),
  totalInterest: z.string(),
  /** What today's balance would earn if held all day at the current rate. */
  estimatedDailyInterest: z.string(),
  /** When today's interest is credited at the earliest: the next Asia/Shanghai midnight (ISO). */
  nextInterestAt: z.string(),
});
export type SavingsInfo = z.infer<typeof savingsInfo>;

export const interestRecordsRequest = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(20),
});

export const interestRecord = z.object({
  /** The Asia/Shanghai day the interest is for. */
  day: z.iso.date(),
  /** The lowest balance held during the whole day: what earned the interest. */
  principal: z.string(),
  annualRate: z.string(),
  amount: z.string(),
  creditedAt: z.string(),
});
export type InterestRecord = z.infer<typeof interestRecord>;

export const interestRecordsResponse = z.object({
  items: z.array(interestRecord),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const savingsTaskCode = z.enum(['firstMoveIn', 'holdSevenDays', 'earnInterest']);
export type SavingsTaskCode = z.infer<typeof savingsTaskCode>;

export const savingsTask = z.object({
  code: savingsTaskCode,
  /** How progress is counted: moves, whole days held, or money. */
  unit: z.enum(['count', 'days', 'money']),
  /** Counts and days as whole numbers ("3"), money as amounts ("0.42"). */
  progress: z.string(),
  target: z.string(),
  reward: z.string(),
  state: z.enum(['inProgress', 'claimable', 'claimed']),
});
export type SavingsTask = z.infer<typeof savingsTask>;

export const taskClaimRequest = z.object({ code: savingsTaskCode });
