/**
 * A game provider's wallet, as DESIGN.md section 6 describes it. Transfers carry our reference (the
 * ledger transfer id), so the venue can answer "did you apply this?" during reconciliation.
 */
export interface VenueMember {
  siteId: number;
  memberId: number;
  currency: 'RMB' | 'USDT';
}

export type VenueReply = 'applied' | 'refused';
export type VenueTransferStatus = 'applied' | 'refused' | 'unknown';

export interface VenueAdapter {
  /** True when the venue's wallet is an account in our own ledger (no two-phase hop needed). */
  readonly house: boolean;
  balance(member: VenueMember, venueCode: string): Promise<bigint>;
  /** Moves money into the member's venue wallet; throws when the venue cannot be reached in time. */
  transferIn(member: VenueMember, venueCode: string, amount: bigint, reference: string): Promise<VenueReply>;
  transferOut(member: VenueMember, venueCode: string, amount: bigint, reference: string): Promise<VenueReply>;
  /** What the venue knows of a transfer: the truth reconciliation settles a pending one with. */
  status(reference: string): Promise<VenueTransferStatus>;
  /** Where the member's game opens: the venue's lobby, or one game of its catalogue. */
  launchUrl(member: VenueMember, venueCode: string, gameCode?: string): Promise<string>;
  /** Where a visitor tries the venue (or one of its games) with play money; no wallet is involved. */
  demoLaunchUrl(venueCode: string, gameCode?: string): Promise<string>;
  /**
   * The provider's settled bets whose settlement time is in [from, to), for the game records. A house
   * venue (our own sportsbook) has none to pull: it writes its records itself.
   */
  betRecords?(from: Date, to: Date): Promise<VenueBetRecord[]>;
  /**
   * Ends every game session the member has open at the provider, at once (a time-out or
   * self-exclusion began: RTS 12 and LCCP 3.5 want play stopped, not only our own sessions). A house
   * venue has none: its bets are placed through our own gated calls.
   */
  endSessions?(member: Pick<VenueMember, 'siteId' | 'memberId'>): Promise<void>;
  /**
   * Tells the provider how much more the member may stake in its games (their stake and loss limits'
   * remaining amount; null: no cap). The provider refuses a round that would pass it and ends the
   * member's game session, so winnings staked again inside a game cannot carry play past a limit
   * that a transfer in was cut to. A new figure replaces the last and counts from zero.
   */
  setAllowance?(member: Pick<VenueMember, 'siteId' | 'memberId'>, allowance: bigint | null): Promise<void>;
}

/** One settled bet as a provider reports it; amounts in minor units, payout including returned stakes. */
export interface VenueBetRecord {
  betId: string;
  siteId: number;
  memberId: number;
  venueCode: string;
  gameCode: string;
  stake: bigint;
  validTurnover: bigint;
  payout: bigint;
  betAt: Date;
  settledAt: Date;
  detail: unknown;
}
