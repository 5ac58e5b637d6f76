/**
 * 福利中心 tasks (issue 28): each task measures one fact of the member's over its period (the whole
 * membership, or one Asia/Shanghai business day) against a target. Progress is computed from the
 * facts, never added up from events, so a replayed event changes nothing and a rolled-back bet takes
 * its part back until the reward is claimed.
 */

export const TASK_KINDS = ['firstDeposit', 'bindCard', 'betCount', 'dailyTurnover'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];
export const TASK_PERIODS = ['once', 'daily'] as const;
export type TaskPeriod = (typeof TASK_PERIODS)[number];

/** What a task's progress is measured from, over the task's period. */
export interface TaskFacts {
  /** Credited deposits, ever. */
  deposits: number;
  /** Payout accounts bound now (bank cards, USDT addresses). */
  payoutAccounts: number;
  /** Settled bets and game rounds with valid turnover in the period. */
  bets: number;
  /** Valid turnover in the period, minor units. */
  turnover: bigint;
}

export interface TaskRule {
  kind: TaskKind;
  /** Bets for betCount, minor units for dailyTurnover, 1 for the yes/no kinds. */
  target: bigint;
}

/** The period key a task's progress and reward belong to: 'once', or the business day. */
export const taskPeriodKey = (period: TaskPeriod, today: string): string => (period === 'once' ? 'once' : today);

/** The measure of a task's fact, capped at its target (never negative). */
export function taskProgress(rule: TaskRule, facts: TaskFacts): bigint {
  const measure =
    rule.kind === 'firstDeposit'
      ? BigInt(Math.min(facts.deposits, 1))
      : rule.kind === 'bindCard'
        ? BigInt(Math.min(facts.payoutAccounts, 1))
        : rule.kind === 'betCount'
          ? BigInt(facts.bets)
          : facts.turnover;
  const target = rule.target > 0n ? rule.target : 1n;
  return measure < 0n ? 0n : measure > target ? target : measure;
}

export const taskDone = (rule: TaskRule, facts: TaskFacts): boolean =>
  taskProgress(rule, facts) >= (rule.target > 0n ? rule.target : 1n);
