// How one outcome of one market ends, and what that means for the money. Pricing, settlement and the
// bet builder all read results through this file so the three cannot drift apart.

/**
 * The result of one outcome, in the industry's odds-feed vocabulary.
 *
 * Convention (as in the common odds-feed protocols): every result is a pair (won?, voidFactor), where
 * voidFactor is the share of the stake handed back and the rest of the stake is settled as won or lost:
 * - 'win'       won,  voidFactor 0   -> returns stake x odds
 * - 'lose'      lost, voidFactor 0   -> returns 0
 * - 'half-win'  won,  voidFactor 0.5 -> half the stake back, the other half at the odds: stake x (1 + odds) / 2
 * - 'half-lose' lost, voidFactor 0.5 -> half the stake back: stake / 2
 * - 'push'      the line landed exactly (whole Asian lines), voidFactor 1 -> stake back
 * - 'void'      the outcome was cancelled by a rule (a map never played), voidFactor 1 -> stake back
 * Payout = stake x (voidFactor + (won ? (1 - voidFactor) x odds : 0)); see `returnShares`.
 */
export type SettlementResult = 'win' | 'lose' | 'half-win' | 'half-lose' | 'push' | 'void';

/** The share of the stake handed back for a result (see SettlementResult). */
export type VoidFactor = 0 | 0.5 | 1;

/** Every result, in a fixed order. */
export const SETTLEMENT_RESULTS: readonly SettlementResult[] = ['win', 'half-win', 'push', 'void', 'half-lose', 'lose'];

/** How likely each result is for one outcome; the six values sum to 1. */
export type ResultDistribution = Readonly<Record<SettlementResult, number>>;

/** The share of the stake handed back for each result (the feed's void factor). */
export function voidFactor(result: SettlementResult): VoidFactor {
  switch (result) {
    case 'win':
    case 'lose':
      return 0;
    case 'half-win':
    case 'half-lose':
      return 0.5;
    case 'push':
    case 'void':
      return 1;
  }
}

/** Whether the part of the stake not handed back is won. */
export function isWinning(result: SettlementResult): boolean {
  return result === 'win' || result === 'half-win';
}

/**
 * A result as the return per unit stake, oddsShare x decimalOdds + stakeShare. Win (1, 0),
 * half-win (0.5, 0.5), push and void (0, 1), half-lose (0, 0.5), lose (0, 0).
 */
export function returnShares(result: SettlementResult): { oddsShare: number; stakeShare: number } {
  const refunded = voidFactor(result);
  return { oddsShare: isWinning(result) ? 1 - refunded : 0, stakeShare: refunded };
}

/** A distribution with all its mass on win (probability p) or lose (1 - p). */
export function winLose(p: number): ResultDistribution {
  return { ...emptyDistribution(), win: p, lose: 1 - p };
}

/** A distribution with every result at 0, to accumulate into. */
export function emptyDistribution(): Record<SettlementResult, number> {
  return { win: 0, 'half-win': 0, push: 0, void: 0, 'half-lose': 0, lose: 0 };
}

/**
 * The fair (EV-zero) implied probability of an outcome: 1 / the decimal price o at which
 * E[oddsShare] x o + E[stakeShare] = 1, i.e. E[oddsShare] / (1 - E[stakeShare]). For win/lose outcomes
 * it is P(win); with pushes, halves and voids it accounts for the refunded stake. Null when the
 * outcome refunds for certain (every price is fair, so there is none to quote).
 */
export function fairProbability(distribution: ResultDistribution): number | null {
  let oddsShare = 0;
  let staked = 0;
  for (const result of SETTLEMENT_RESULTS) {
    oddsShare += distribution[result] * returnShares(result).oddsShare;
    // The stake at risk, summed directly rather than as 1 - refunded: when nearly every stake is
    // refunded (a whole line all but landed), 1 - refunded would cancel away the digits that matter.
    staked += distribution[result] * (1 - voidFactor(result));
  }
  return staked <= 1e-15 ? null : oddsShare / staked;
}

/** The expected return per unit stake of an outcome at decimal odds (1 = break even). */
export function expectedReturn(distribution: ResultDistribution, decimalOdds: number): number {
  let total = 0;
  for (const result of SETTLEMENT_RESULTS) {
    const shares = returnShares(result);
    total += distribution[result] * (shares.oddsShare * decimalOdds + shares.stakeShare);
  }
  return total;
}

/** The result the other side of a two-way line gets: win <-> lose, half-win <-> half-lose. */
export function mirrorResult(result: SettlementResult): SettlementResult {
  switch (result) {
    case 'win':
      return 'lose';
    case 'lose':
      return 'win';
    case 'half-win':
      return 'half-lose';
    case 'half-lose':
      return 'half-win';
    default:
      return result;
  }
}

/**
 * The Asian-line result for one side: `margin` is that side's count minus the other's (goals, points,
 * maps; for an over, the total; for an under, minus the total), `lineQuarters` its line x 4
 * (hcp -0.25 -> -1; over 2.5 -> -10; under 2.5 -> +10). Whole and half lines win, push or lose on
 * margin + line; a quarter line is two half-stakes on the neighbouring lines (-0.25 = 0 and -0.5), so
 * it can also half-win or half-lose.
 */
export function asianResult(margin: number, lineQuarters: number): SettlementResult {
  if (!Number.isInteger(margin) || !Number.isInteger(lineQuarters)) {
    throw new RangeError(`margin and lineQuarters must be integers, got ${margin}, ${lineQuarters}`);
  }
  const adjusted = margin * 4 + lineQuarters;
  if (lineQuarters % 2 === 0) return adjusted > 0 ? 'win' : adjusted === 0 ? 'push' : 'lose';
  // Quarter line: adjusted is odd, so its two halves (adjusted -+ 1) are even and at most one is 0.
  const lower = adjusted - 1;
  const upper = adjusted + 1;
  if (lower > 0) return 'win';
  if (upper < 0) return 'lose';
  return lower === 0 ? 'half-win' : 'half-lose';
}
