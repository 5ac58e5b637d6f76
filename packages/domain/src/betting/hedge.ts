import { assertMoney } from './units';

/** One member's settled bet on one outcome of a market, for the hedging rule. */
export interface MarketStake {
  /** The outcome backed, e.g. 'home', 'over', 'draw'. Bets with the same key are on the same side. */
  readonly outcome: string;
  /**
   * The bet's stake in minor units, or its own valid turnover when that is lower (a half result), so
   * a part already excluded is not excluded twice.
   */
  readonly stake: bigint;
}

/** The most bets one call accepts: a member's bets on one market, bounded so the work is too. */
export const MARKET_STAKES_MAX = 10_000;

/**
 * The valid turnover of one member's settled bets on ONE market, with hedged stake removed. Stake on
 * different outcomes of one market is matched cent for cent; a matched cent is covered on both sides
 * (one of the two always wins), so both matched cents count zero. Only the unmatched excess of the
 * largest side counts:
 *
 *   valid = max(0, largest side - sum of the other sides)
 *
 * With two outcomes that is total - 2 x min(side A, side B) = |A - B|. With three or more, the
 * largest side can be matched against all the others together; when it is no larger than their sum
 * everything is matchable and nothing counts. (Rejected: "valid = largest side", which lets a member
 * covering every outcome of a 1X2 market, risk-free apart from the margin, still earn turnover.)
 */
export function hedgedTurnover(bets: readonly MarketStake[]): bigint {
  if (bets.length > MARKET_STAKES_MAX) {
    throw new RangeError(`At most ${MARKET_STAKES_MAX} bets per market: ${bets.length}`);
  }
  const sides = new Map<string, bigint>();
  let total = 0n;
  for (const bet of bets) {
    assertMoney(bet.stake, 'Stake');
    sides.set(bet.outcome, (sides.get(bet.outcome) ?? 0n) + bet.stake);
    total += bet.stake;
  }
  let largest = 0n;
  for (const side of sides.values()) if (side > largest) largest = side;
  const excess = largest - (total - largest);
  return excess > 0n ? excess : 0n;
}
