import { type AccountKey, OWED_KIND } from '../wallet';

/**
 * The house book's limits and accounts. The limits are the demo operator's: a real operator sets
 * them per site; they sit here, in one place, until the trader's desk edits them.
 */
export const BOOK_VENUE = 'OBTY';

/** Minor units (cents). */
export const LIMITS = {
  /** The least stake of a bet (a system bet: per combination). */
  minStake: 10_00n,
  /** The most one bet may stake in all. */
  maxStake: 50_000_00n,
  /** The most one bet may return, stake included (the payout limit is published this way). */
  maxPayout: 500_000_00n,
  /** The most a member's open bets on one match may return together. */
  maxMatchPayout: 1_000_000_00n,
} as const;

export interface MemberLimits {
  maxStake: bigint;
  maxPayout: bigint;
  maxMatchPayout: bigint;
}

/** A factor of 1 in basis points. */
export const FACTOR_ONE_BP = 10_000n;

/** The book's limits scaled by a member's factor (basis points; none is 1). */
export const memberLimits = (factorBp: number | null): MemberLimits => {
  const bp = factorBp === null ? FACTOR_ONE_BP : BigInt(factorBp);
  const scale = (limit: bigint) => (limit * bp) / FACTOR_ONE_BP;
  return {
    maxStake: scale(LIMITS.maxStake),
    maxPayout: scale(LIMITS.maxPayout),
    maxMatchPayout: scale(LIMITS.maxMatchPayout),
  };
};

/** Quick stakes the slip offers, in whole currency units. */
export const QUICK_STAKES = [50, 100, 500, 1000] as const;

/** The cash-out margin: an offer is the bet's fair value less 5 %. */
export const CASH_OUT_MARGIN_BP = 500;

type Currency = AccountKey['currency'];

/** The member's sports wallet: the house venue's account in the ledger. */
export const memberWallet = (siteId: number, memberId: number, currency: Currency): AccountKey => ({
  siteId,
  memberId,
  kind: 'venue',
  venueCode: BOOK_VENUE,
  currency,
});

/**
 * Stakes of open bets, held by the house until the bet closes. Every placement locks this account,
 * so it is split into shards by member: bets of different members rarely wait for each other, and
 * one bet always uses the same shard from placement to settlement.
 */
const IN_PLAY_SHARDS = 32;
export const betsInPlay = (siteId: number, memberId: number, currency: Currency): AccountKey => ({
  siteId,
  memberId: null,
  kind: 'betsInPlay',
  venueCode: `${BOOK_VENUE}:${memberId % IN_PLAY_SHARDS}`,
  currency,
});

/** The book's own money: lost stakes come in, winnings and cash-outs go out. */
export const bookAccount = (siteId: number, currency: Currency): AccountKey => ({
  siteId,
  memberId: null,
  kind: 'sportsbook',
  venueCode: BOOK_VENUE,
  currency,
});

/** What a member owes after a rollback they could not cover (below zero; repaid from later winnings). */
export const owedAccount = (siteId: number, memberId: number, currency: Currency): AccountKey => ({
  siteId,
  memberId,
  kind: OWED_KIND,
  venueCode: '',
  currency,
});
