/**
 * 幸运转盘 (issue 31): how many spins a member has on a business day. Chances come from the day's
 * valid turnover (one per whole `turnoverPerChance`) and from signing in that day, capped by the
 * day's maximum; the spins already made that day are spent. Computed from the facts each time (the
 * turnover rows, the sign-in row, the draws), so a settlement's rollback takes its chances back and
 * no chance counter can drift from what earned it.
 */
export interface WheelChanceRule {
  /** Minor units of turnover per chance; 0n gives none from turnover. */
  readonly turnoverPerChance: bigint;
  /** Chances for signing in that day. */
  readonly signInChances: number;
  /** The most chances one business day gives, whatever is earned. */
  readonly dailyMax: number;
}

export interface WheelDay {
  /** The day's valid turnover, in minor units. */
  readonly turnover: bigint;
  readonly signedIn: boolean;
  /** Spins already made that day. */
  readonly used: number;
}

export interface WheelChances {
  readonly fromTurnover: number;
  readonly fromSignIn: number;
  /** What the day gives after the cap. */
  readonly earned: number;
  readonly used: number;
  readonly left: number;
}

export function wheelChances(rule: WheelChanceRule, day: WheelDay): WheelChances {
  const fromTurnover =
    rule.turnoverPerChance > 0n && day.turnover > 0n ? Number(day.turnover / rule.turnoverPerChance) : 0;
  const fromSignIn = day.signedIn ? rule.signInChances : 0;
  const earned = Math.min(rule.dailyMax, fromTurnover + fromSignIn);
  return { fromTurnover, fromSignIn, earned, used: day.used, left: Math.max(0, earned - day.used) };
}

/**
 * Whether the budget left can pay any prize the wheel might land on. A wheel whose biggest prize no
 * longer fits is stopped for the day (or for good, for the campaign's budget): a prize is never
 * swapped for a smaller one after the draw, which would make the disclosed chances untrue.
 */
export function budgetCovers(left: bigint | null, prizes: readonly bigint[]): boolean {
  if (left === null) return true;
  return prizes.every((p) => p <= left);
}
