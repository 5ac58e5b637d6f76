import type { VenueAdapter, VenueMember } from '../venue';
import type { Ledger } from './ledger';

/**
 * A venue run inside this server (the house sportsbook): its wallet is the member's venue account
 * in our own ledger, so a transfer is one ledger movement and needs no second phase.
 */
export class HouseVenue implements VenueAdapter {
  readonly house = true;

  constructor(private readonly ledger: Ledger) {}

  async balance(member: VenueMember, venueCode: string): Promise<bigint> {
    const account = {
      siteId: member.siteId,
      memberId: member.memberId,
      kind: 'venue',
      venueCode,
      currency: member.currency,
    };
    return (await this.ledger.balanceOf(account)).available;
  }

  // The wallet service's ledger movement is the transfer itself; there is nothing left to apply.
  async transferIn(): Promise<'applied'> {
    return 'applied';
  }

  async transferOut(): Promise<'applied'> {
    return 'applied';
  }

  async status(): Promise<'applied'> {
    return 'applied';
  }

  async demoLaunchUrl(venueCode: string): Promise<string> {
    return `/app/sports?venue=${encodeURIComponent(venueCode)}&demo=1`;
  }

  /** The house sportsbook is a page of this site. */
  async launchUrl(_member: VenueMember, venueCode: string): Promise<string> {
    return `/app/sports?venue=${encodeURIComponent(venueCode)}`;
  }
}
