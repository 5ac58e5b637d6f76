import type { Executor } from '../../platform/db';
import type { AccountKey } from '../wallet';

/** A stake about to move, as the bonus rules need to see it. */
export interface StakeToFund {
  siteId: number;
  memberId: number;
  betId: number;
  currency: 'RMB' | 'USDT';
  stake: bigint;
  /** Each leg's price (decimal odds x 1000) and market type, for the bet's contribution weight. */
  legs: { odds: number; marketType: string }[];
  placedAt: Date;
  /** Where the stake is held: the bonus part is moved there by the bonus rules. */
  inPlay: AccountKey;
  /** The member's real money available for it; asked only when a bonus is active. */
  realAvailable: () => Promise<bigint>;
  /** The free bet token that stakes it all (a single at the token's amount); no grant funds or counts it. */
  freeBetId: number | null;
}

/** A bet closing with a return, in a settlement batch. */
export interface ClosingBet {
  siteId: number;
  memberId: number;
  betId: number;
  /** `esports` when every leg is an esports match, else `sports`: the product its turnover counts as. */
  product: 'sports' | 'esports';
  /** A single's market and outcome (empty for a parlay), so hedged stake can be told apart. */
  market: string;
  side: string;
  stake: bigint;
  returned: bigint;
  validTurnover: bigint;
  /** The settlement's step (`g3`): the bonus entries of a bet are keyed by it, like its movements. */
  step: string;
  freeBetId: number | null;
  /** Every leg void: the stake came back whole. */
  voided: boolean;
}

/**
 * How a bet's return is paid when part of its stake was bonus money: `toPromo` goes back to the
 * grant (through the promo house account), `withheld` stays with the book (the share of a bonus that
 * ended before the bet did), the rest is the member's.
 */
export interface ReturnShares {
  toPromo: bigint;
  withheld: bigint;
}

/**
 * The promotions engine as the sportsbook sees it: bonus money is staked only here, real money
 * first and the bonus covering the shortfall; wins return in proportion; progress advances in the
 * settlement's own transaction, and a void or rollback reverses exactly what it made. Every method
 * runs inside the caller's transaction and locks grants before the ledger's accounts.
 */
export interface BetBonus {
  /** The house account bonus stakes come from and bonus shares return to, for this member. */
  houseAccount(siteId: number, memberId: number, currency: 'RMB' | 'USDT'): AccountKey;
  /** Checks the max bet of an active grant and pays the stake's shortfall from it; answers the bonus part. */
  fundStake(tx: Executor, bet: StakeToFund): Promise<bigint>;
  /**
   * Records the bets' valid turnover (for VIP levels and rebates) and their contributions to
   * wagering; answers, for the bets a grant funded or feeds, how their returns divide.
   */
  settled(tx: Executor, bets: readonly ClosingBet[]): Promise<Map<number, ReturnShares>>;
  /** A bet's stake goes back (void, rejected): answers the part that returns to the promo account. */
  refunded(tx: Executor, betId: number, step: string): Promise<bigint>;
  /**
   * A settled bet opens again: its turnover and contribution come off, and what its settlement paid is answered
   * back by source: `fromPromo` from the promo account, `fromMember` from the member. Null for a bet
   * no grant knows of.
   */
  reopened(tx: Executor, betId: number, step: string): Promise<{ fromPromo: bigint; fromMember: bigint } | null>;
  /** A free bet's stake went back to the promo account (rejected, voided by the trader): its token is usable again. */
  freeBetRefunded(tx: Executor, bet: { id: number; freeBetId: number }): Promise<void>;
  /** A settled free bet opens again: its token rides it again. */
  freeBetReopened(
    tx: Executor,
    bet: { id: number; memberId: number; freeBetId: number; generation: number },
  ): Promise<void>;
  /** True when bonus money rides on the bet: it cannot be cashed out (that would pay bonus as cash). */
  fundedByBonus(db: Executor, betId: number): Promise<boolean>;
}
