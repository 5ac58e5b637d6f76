import type { VenueAdapter, VenueMember, VenueReply } from '../modules/venue';

/** How the next venue call misbehaves. */
export type Fault =
  /** answers normally */
  | 'none'
  /** applies the transfer, then the reply is lost (our side times out) */
  | 'lostReply'
  /** the request never arrives (our side times out) */
  | 'lostRequest'
  /** refuses the transfer */
  | 'refuse'
  /** the same request arrives twice at once (a retrying proxy) */
  | 'duplicate'
  /** answers after a delay */
  | 'slow';

/**
 * Wraps a venue and injects delay, timeouts, refusals and duplicate deliveries, one fault per call
 * from a queue, so the wallet's two-phase protocol and reconciliation can be tested against them.
 */
export class FaultyVenue implements VenueAdapter {
  readonly house = false;
  inner: VenueAdapter | null = null;
  private faults: Fault[] = [];
  /** While true, status() cannot be reached either. */
  statusDown = false;

  next(...faults: Fault[]): void {
    this.faults.push(...faults);
  }

  private get venue(): VenueAdapter {
    if (!this.inner) throw new Error('FaultyVenue used before its inner venue was set');
    return this.inner;
  }

  /** Balance asks read while held: the venue's figure is taken at once, the answer waits for release. */
  private held: { venueCode: string; answer: () => void }[] | null = null;

  /**
   * From now on a balance ask reads the venue's figure at once and answers only when the returned
   * function is called: a slow reply carrying a figure from before whatever happens meanwhile.
   */
  holdBalances(): () => void {
    const held: NonNullable<typeof this.held> = [];
    this.held = held;
    return () => {
      this.held = null;
      for (const entry of held) entry.answer();
    };
  }

  /** How many held balance asks wait for this venue. */
  heldAsks(venueCode: string): number {
    return this.held?.filter((entry) => entry.venueCode === venueCode).length ?? 0;
  }

  async balance(member: VenueMember, venueCode: string): Promise<bigint> {
    const figure = await this.venue.balance(member, venueCode);
    const held = this.held;
    if (held) await new Promise<void>((answer) => held.push({ venueCode, answer }));
    return figure;
  }

  private async call(apply: () => Promise<VenueReply>): Promise<VenueReply> {
    const fault = this.faults.shift() ?? 'none';
    switch (fault) {
      case 'none':
        return apply();
      case 'lostReply':
        await apply();
        throw new Error('venue timed out');
      case 'lostRequest':
        throw new Error('venue timed out');
      case 'refuse':
        return 'refused';
      case 'duplicate': {
        const [first] = await Promise.all([apply(), apply()]);
        return first;
      }
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, 50));
        return apply();
    }
  }

  transferIn(member: VenueMember, venueCode: string, amount: bigint, reference: string): Promise<VenueReply> {
    return this.call(() => this.venue.transferIn(member, venueCode, amount, reference));
  }

  transferOut(member: VenueMember, venueCode: string, amount: bigint, reference: string): Promise<VenueReply> {
    return this.call(() => this.venue.transferOut(member, venueCode, amount, reference));
  }

  demoLaunchUrl(venueCode: string): Promise<string> {
    return this.venue.demoLaunchUrl(venueCode);
  }

  launchUrl(member: VenueMember, venueCode: string): Promise<string> {
    return this.venue.launchUrl(member, venueCode);
  }

  async status(reference: string) {
    if (this.statusDown) throw new Error('venue unreachable');
    return this.venue.status(reference);
  }
}
