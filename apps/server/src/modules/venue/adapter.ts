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
  /** Where the member's game opens. */
  launchUrl(member: VenueMember, venueCode: string): Promise<string>;
  /** Where a visitor tries the venue with play money; no wallet is involved. */
  demoLaunchUrl(venueCode: string): Promise<string>;
}
