import { Errors } from '@courtside/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import { sandboxAllowances } from '../tables';
import type { GameSession } from './token';

/** The game client's words when a round would pass what the operator allowed. */
const ALLOWANCE_USED = '已达到您在平台设定的投注或亏损限额，本次游戏会话已结束';

/** The refusal of a round past the allowance; the routes end the member's game session on it. */
export const allowanceUsed = (): DomainError => new DomainError('rgLimitReached', { msg: ALLOWANCE_USED });

export const isAllowanceUsed = (error: unknown): boolean =>
  error instanceof DomainError && error.spec.code === Errors.rgLimitReached.code && error.message === ALLOWANCE_USED;

/**
 * The provider's side of the operator's safer-gambling limits (the `VenueAdapter` call
 * `setAllowance`): how much more a member may stake in its games. A new figure replaces the old one
 * and starts counting afresh; null lifts the cap.
 */
export class Allowances {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async set(siteId: number, memberId: number, allowance: bigint | null): Promise<void> {
    const key = and(eq(sandboxAllowances.siteId, siteId), eq(sandboxAllowances.memberId, memberId));
    if (allowance === null) {
      await this.db.delete(sandboxAllowances).where(key);
      return;
    }
    const setAt = new Date(this.now());
    await this.db
      .insert(sandboxAllowances)
      .values({ siteId, memberId, allowance, staked: 0n, setAt })
      .onConflictDoUpdate({
        target: [sandboxAllowances.siteId, sandboxAllowances.memberId],
        set: { allowance, staked: 0n, setAt },
      });
  }
}

/**
 * Takes a real-money round's stake from the member's allowance in the round's own transaction, so a
 * refused or failed round takes nothing. False: the stake would pass the allowance. The row's update
 * lock puts two rounds of one member one after the other.
 */
export const takeAllowance = async (tx: Executor, session: GameSession, stake: bigint): Promise<boolean> => {
  const key = and(eq(sandboxAllowances.siteId, session.siteId), eq(sandboxAllowances.memberId, session.memberId));
  const taken = await tx
    .update(sandboxAllowances)
    .set({ staked: sql`${sandboxAllowances.staked} + ${stake.toString()}::bigint` })
    .where(and(key, sql`${sandboxAllowances.staked} + ${stake.toString()}::bigint <= ${sandboxAllowances.allowance}`))
    .returning({ staked: sandboxAllowances.staked });
  if (taken.length > 0) return true;
  const capped = await tx.select({ allowance: sandboxAllowances.allowance }).from(sandboxAllowances).where(key);
  return capped.length === 0;
};
