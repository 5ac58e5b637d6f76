import { and, eq, sql } from 'drizzle-orm';
import type { VenueAdapter, VenueMember, VenueReply } from '../modules/venue';
import type { Db } from '../platform/db';
import { pgErrorCode } from '../platform/db';
import { sandboxBalances, sandboxTransfers } from './tables';
import { SANDBOX_PAGE_PATH } from './venue-page';

/**
 * The sandbox provider: an outside venue for development and demos, keeping its books in its own
 * tables. Like a real provider it applies each reference once: a repeated reference answers what
 * the first one did, so a retried or duplicated request never pays twice.
 */
export class SandboxVenue implements VenueAdapter {
  readonly house = false;

  constructor(private readonly db: Db) {}

  async balance(member: VenueMember, venueCode: string): Promise<bigint> {
    const rows = await this.db
      .select({ balance: sandboxBalances.balance })
      .from(sandboxBalances)
      .where(
        and(
          eq(sandboxBalances.siteId, member.siteId),
          eq(sandboxBalances.channelCode, venueCode),
          eq(sandboxBalances.memberId, member.memberId),
        ),
      );
    return rows[0]?.balance ?? 0n;
  }

  private async apply(member: VenueMember, venueCode: string, delta: bigint, reference: string): Promise<VenueReply> {
    const earlier = await this.seen(reference);
    if (earlier !== 'unknown') return earlier;
    try {
      return await this.db.transaction(async (tx) => {
        await tx
          .insert(sandboxBalances)
          .values({ siteId: member.siteId, channelCode: venueCode, memberId: member.memberId })
          .onConflictDoNothing();
        const updated = await tx
          .update(sandboxBalances)
          .set({ balance: sql`${sandboxBalances.balance} + ${delta.toString()}::bigint` })
          .where(
            and(
              eq(sandboxBalances.siteId, member.siteId),
              eq(sandboxBalances.channelCode, venueCode),
              eq(sandboxBalances.memberId, member.memberId),
              sql`${sandboxBalances.balance} + ${delta.toString()}::bigint >= 0`,
            ),
          )
          .returning({ balance: sandboxBalances.balance });
        const outcome: VenueReply = updated.length > 0 ? 'applied' : 'refused';
        await tx.insert(sandboxTransfers).values({ reference, outcome });
        return outcome;
      });
    } catch (error) {
      // The same reference raced in twice: the first one's outcome stands.
      if (pgErrorCode(error) === '23505') {
        const first = await this.seen(reference);
        if (first !== 'unknown') return first;
      }
      throw error;
    }
  }

  transferIn(member: VenueMember, venueCode: string, amount: bigint, reference: string): Promise<VenueReply> {
    return this.apply(member, venueCode, amount, reference);
  }

  transferOut(member: VenueMember, venueCode: string, amount: bigint, reference: string): Promise<VenueReply> {
    return this.apply(member, venueCode, -amount, reference);
  }

  async demoLaunchUrl(venueCode: string): Promise<string> {
    return `${SANDBOX_PAGE_PATH}/${encodeURIComponent(venueCode)}?demo=1`;
  }

  /** The sandbox lobby page (sandbox/venue-page.ts); a real provider answers a signed game URL. */
  async launchUrl(_member: VenueMember, venueCode: string): Promise<string> {
    return `${SANDBOX_PAGE_PATH}/${encodeURIComponent(venueCode)}`;
  }

  /**
   * The final word on a reference. Asking closes it: a reference the sandbox never saw is recorded
   * as refused, so a request still in flight cannot be applied after reconciliation voided it.
   */
  async status(reference: string) {
    await this.db.insert(sandboxTransfers).values({ reference, outcome: 'refused' }).onConflictDoNothing();
    return this.seen(reference);
  }

  private async seen(reference: string) {
    const rows = await this.db
      .select({ outcome: sandboxTransfers.outcome })
      .from(sandboxTransfers)
      .where(eq(sandboxTransfers.reference, reference));
    const outcome = rows[0]?.outcome;
    return outcome === 'applied' || outcome === 'refused' ? outcome : 'unknown';
  }
}
