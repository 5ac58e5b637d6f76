import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { VenueAdapter, VenueBetRecord, VenueMember, VenueReply } from '../modules/venue';
import type { Db } from '../platform/db';
import { pgErrorCode } from '../platform/db';
import { Allowances } from './games/allowance';
import { SessionCuts } from './games/cuts';
import { SandboxGames } from './games/provider';
import { GameTokens } from './games/token';
import { sandboxBalances, sandboxTransfers } from './tables';
import { SANDBOX_PAGE_PATH } from './venue-page';

const gameUrl = (venueCode: string, gameCode: string, token: string) =>
  `/app/egame/play/${encodeURIComponent(venueCode)}/${encodeURIComponent(gameCode)}?token=${encodeURIComponent(token)}`;

/**
 * The sandbox provider: an outside venue for development and demos, keeping its books in its own
 * tables. Like a real provider it applies each reference once: a repeated reference answers what
 * the first one did, so a retried or duplicated request never pays twice.
 */
export class SandboxVenue implements VenueAdapter {
  readonly house = false;

  private readonly games: SandboxGames;
  private readonly tokens: GameTokens;
  private readonly cuts: SessionCuts;
  private readonly allowances: Allowances;

  /** Its games, launch tokens, ended sessions and allowances; a venue made alone (a wallet test) gets its own, on the system clock. */
  constructor(
    private readonly db: Db,
    play?: { games: SandboxGames; tokens: GameTokens; cuts: SessionCuts; allowances: Allowances },
  ) {
    this.games = play?.games ?? new SandboxGames(db, Date.now);
    this.tokens = play?.tokens ?? new GameTokens(randomBytes(32).toString('hex'), Date.now);
    this.cuts = play?.cuts ?? new SessionCuts(db, Date.now);
    this.allowances = play?.allowances ?? new Allowances(db, Date.now);
  }

  endSessions(member: Pick<VenueMember, 'siteId' | 'memberId'>): Promise<void> {
    return this.cuts.cut(member.siteId, member.memberId);
  }

  setAllowance(member: Pick<VenueMember, 'siteId' | 'memberId'>, allowance: bigint | null): Promise<void> {
    return this.allowances.set(member.siteId, member.memberId, allowance);
  }

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
        await tx.insert(sandboxTransfers).values({
          reference,
          outcome,
          siteId: member.siteId,
          channelCode: venueCode,
          memberId: member.memberId,
          amount: delta,
        });
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

  async demoLaunchUrl(venueCode: string, gameCode?: string): Promise<string> {
    if (gameCode) {
      const token = this.tokens.issue({ siteId: 0, memberId: 0, currency: 'RMB', venueCode, gameCode }, true);
      return gameUrl(venueCode, gameCode, token);
    }
    return `${SANDBOX_PAGE_PATH}/${encodeURIComponent(venueCode)}?demo=1`;
  }

  /**
   * A game: the provider's game client with a signed session token. The sandbox's client is built
   * into the web app (as a real provider's would be its own page); the venue alone lands on the
   * sandbox lobby page (sandbox/venue-page.ts).
   */
  async launchUrl(member: VenueMember, venueCode: string, gameCode?: string): Promise<string> {
    if (gameCode) return gameUrl(venueCode, gameCode, this.tokens.issue({ ...member, venueCode, gameCode }, false));
    return `${SANDBOX_PAGE_PATH}/${encodeURIComponent(venueCode)}`;
  }

  betRecords(from: Date, to: Date): Promise<VenueBetRecord[]> {
    return this.games.records(from, to);
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
