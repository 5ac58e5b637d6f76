import type { Executor } from '../../platform/db';
import type { FeedService } from '../feed';
import * as store from './store';

/** A liability-suspended market reopens once every outcome is back under this share of the cap. */
const REOPEN_SHARE_BP = 9_000n;

/** What an open bet adds to each of its outcomes' liability: what it may win on top of its stake. */
export const betLiability = (
  bet: { potentialReturn: bigint; stake: bigint },
  legs: readonly { marketId: number; outcome: string }[],
  sign: 1n | -1n,
): store.LiabilityEntry[] =>
  legs.map((leg) => ({
    marketId: leg.marketId,
    outcome: leg.outcome,
    amount: sign * (bet.potentialReturn - bet.stake),
  }));

/**
 * The liability per outcome and the book's overlay on markets (DESIGN.md section 13). A bet that would
 * take an outcome past the cap is refused; when the outcome was already near the cap its market is
 * suspended too, and reopens by itself once a cash-out, a void, a rejection or the settlement of bets
 * brings every outcome back under the reopening line. The line sits below the cap so that a market
 * does not flap open and shut with each small bet; a market suspended while still under it would
 * wait for no one, so the book only suspends from the line up. A trader's suspension is not touched.
 */
export class BookLiability {
  readonly reopenLine: bigint;

  constructor(
    private readonly deps: { feed: FeedService },
    readonly cap: bigint,
  ) {
    this.reopenLine = (cap * REOPEN_SHARE_BP) / 10_000n;
  }

  /** Adds an opening bet's liability; answers the first market it took past the cap, if any. */
  async open(
    tx: Executor,
    entries: readonly store.LiabilityEntry[],
  ): Promise<{ marketId: number; before: bigint } | null> {
    const rows = await store.addLiability(tx, entries);
    const over = rows.find((row) => row.liability > this.cap);
    if (!over) return null;
    const added = entries
      .filter((e) => e.marketId === over.marketId && e.outcome === over.outcome)
      .reduce((sum, e) => sum + e.amount, 0n);
    return { marketId: over.marketId, before: over.liability - added };
  }

  /** After a refusal at the cap: the market suspends when the outcome was already at the line. */
  async refused(reached: { marketId: number; before: bigint }): Promise<void> {
    if (reached.before >= this.reopenLine) await this.deps.feed.suspendForLiability(reached.marketId);
  }

  /**
   * Changes liability by `entries` (a bet closing lowers it; a rollback or a repricing may raise it),
   * and reopens the markets of those that fell whose every outcome is back under the line. The feed's
   * lists show it within their one-second cache; placement reads the market itself.
   */
  async shift(tx: Executor, entries: readonly store.LiabilityEntry[]): Promise<number[]> {
    await store.addLiability(tx, entries);
    const fell = [...new Set(entries.filter((e) => e.amount < 0n).map((e) => e.marketId))];
    if (fell.length === 0) return [];
    const above = await store.marketsAbove(tx, fell, this.reopenLine);
    return this.deps.feed.liftLiability(
      tx,
      fell.filter((id) => !above.has(id)),
    );
  }
}
