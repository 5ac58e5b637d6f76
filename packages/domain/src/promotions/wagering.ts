/**
 * The arithmetic of a bonus grant (DESIGN: bonus money lives on the grant and becomes wallet money
 * once, at conversion). All amounts are bigint minor units; every function is total over valid input
 * and rounds against the member where it must round at all.
 */

/** The most a wagering multiple may be anywhere, and where the site is UK-licensed (LCCP SR 5.1.1 3a). */
export const MULTIPLIER_MAX = 40;
export const UK_MULTIPLIER_MAX = 10;

/** The wagering requirement of a credited bonus: bonus x multiple (the multiple is a whole number). */
export function wageringRequirement(bonus: bigint, multiplier: number): bigint {
  if (bonus < 0n) throw new RangeError('A bonus cannot be negative');
  if (!Number.isInteger(multiplier) || multiplier < 0 || multiplier > MULTIPLIER_MAX) {
    throw new RangeError(`Not a wagering multiple: ${multiplier}`);
  }
  return bonus * BigInt(multiplier);
}

/** How a bonus is worked out from what qualified it. */
export type BonusRule =
  | { readonly kind: 'fixed'; readonly amount: bigint }
  /** Percent of the deposit in basis points, capped. */
  | { readonly kind: 'percent'; readonly percentBp: number; readonly cap: bigint };

/** The bonus a rule credits for a qualifying amount (a deposit; 0 for offers without one), rounded down. */
export function bonusAmount(rule: BonusRule, qualifying: bigint): bigint {
  if (rule.kind === 'fixed') return rule.amount;
  const raw = (qualifying * BigInt(rule.percentBp)) / 10_000n;
  return raw < rule.cap ? raw : rule.cap;
}

/**
 * Progress after a weighted contribution, never past the requirement, and what was actually added:
 * the amount a void or rollback of the same bet takes off again, exactly.
 */
export function advance(progress: bigint, requirement: bigint, weighted: bigint): { progress: bigint; added: bigint } {
  if (weighted < 0n) throw new RangeError('A contribution cannot be negative');
  const room = requirement - progress;
  const added = weighted < room ? weighted : room > 0n ? room : 0n;
  return { progress: progress + added, added };
}

/**
 * How a stake is paid while a bonus is active: the member's real money first, the bonus covering the
 * shortfall. Null when the two together cannot pay it.
 */
export function fundStake(
  stake: bigint,
  realAvailable: bigint,
  bonusBalance: bigint,
): { real: bigint; bonus: bigint } | null {
  if (stake <= 0n) throw new RangeError('A stake must be positive');
  const realOk = realAvailable > 0n ? realAvailable : 0n;
  const real = realOk < stake ? realOk : stake;
  const bonus = stake - real;
  if (bonus > (bonusBalance > 0n ? bonusBalance : 0n)) return null;
  return { real, bonus };
}

/**
 * What a settled bet returns, split in proportion to how its stake was paid. The bonus share is
 * rounded down, so a rounding remainder goes to the real balance and the parts sum exactly.
 */
export function splitReturn(returned: bigint, stake: bigint, bonusStake: bigint): { bonus: bigint; real: bigint } {
  if (returned < 0n || stake <= 0n || bonusStake < 0n || bonusStake > stake) {
    throw new RangeError('Not a settled bet: returned >= 0, 0 <= bonus stake <= stake > 0');
  }
  const bonus = (returned * bonusStake) / stake;
  return { bonus, real: returned - bonus };
}

/**
 * A free bet's return (免费投注): the house staked it, so the stake's part of the return goes back
 * to the house and the member is paid the rest. A win pays the winnings alone; a loss, a void or a
 * half result up to the stake pays the member nothing.
 */
export function freeBetReturn(returned: bigint, stake: bigint): { house: bigint; member: bigint } {
  if (returned < 0n || stake <= 0n) throw new RangeError('Not a settled bet: returned >= 0, stake > 0');
  const house = returned < stake ? returned : stake;
  return { house, member: returned - house };
}

/**
 * A completed grant turning into wallet money: its balance, capped at granted x max-win multiple
 * when the terms set one (applied here only, once); the excess is forfeited.
 */
export function conversion(
  balance: bigint,
  granted: bigint,
  maxWinMultiplier: number | null,
): { paid: bigint; forfeited: bigint } {
  if (balance < 0n) throw new RangeError('A grant balance cannot be negative');
  if (maxWinMultiplier === null) return { paid: balance, forfeited: 0n };
  const cap = granted * BigInt(maxWinMultiplier);
  const paid = balance < cap ? balance : cap;
  return { paid, forfeited: balance - paid };
}
