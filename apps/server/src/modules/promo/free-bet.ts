import type { FreeBetView } from '@courtside/contract';
import { fromMinorUnits } from '@courtside/domain';
import { freeBetReturn } from '@courtside/domain/promotions';
import type { AuthContext } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { ClosingBet, StakeToFund } from '../sportsbook';
import type { Ledger } from '../wallet';
import * as store from './free-bet-store';
import { promoAccount } from './promo-account';

/** How long a free bet bought with points can be used. */
export const FREE_BET_VALID_DAYS = 7;
const DAY_MS = 86_400_000;
/** A token given back by a void bet stays usable at least this long, even past its first expiry. */
const GIVEN_BACK_MIN_MS = DAY_MS;
/** The source of the token a feed-voided bet gives back; its reference is the bet and the settlement step. */
const VOID_SOURCE = 'void';

type Currency = 'RMB' | 'USDT';

const viewOf = (row: store.FreeBetRow, now: Date): FreeBetView => ({
  id: row.id,
  amount: fromMinorUnits(row.amount),
  currency: row.currency as Currency,
  state: row.state === 'unused' ? (row.expiresAt > now ? 'usable' : 'expired') : (row.state as 'riding' | 'used'),
  betId: row.betId,
  won:
    row.state === 'used' && row.returned !== null && row.toPromo !== null
      ? fromMinorUnits(row.returned - row.toPromo)
      : null,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/**
 * 免费投注券 (issue 31): a token that stakes one sportsbook single at its amount from the promo
 * account. The money of a free bet follows the bet's own facts (`freeBetReturn` of its return and
 * stake), never the token's state; the token only says whether the member may stake with it. Every
 * method runs in the caller's transaction.
 */
export class FreeBets {
  constructor(private readonly deps: { db: Db; clock: Clock; ledger: Ledger }) {}

  give(
    tx: Executor,
    t: { siteId: number; memberId: number; currency: Currency; amount: bigint; source: string; sourceRef: string },
  ) {
    const now = this.deps.clock.now();
    return store.insertFreeBet(tx, {
      ...t,
      state: 'unused',
      expiresAt: new Date(now.getTime() + FREE_BET_VALID_DAYS * DAY_MS),
      createdAt: now,
    });
  }

  async mine(auth: AuthContext, usableOnly: boolean): Promise<{ items: FreeBetView[] }> {
    const now = this.deps.clock.now();
    const rows = await store.memberFreeBets(this.deps.db, auth.memberId, now, usableOnly);
    return { items: rows.map((r) => viewOf(r, now)) };
  }

  /** Stakes the bet with its token: the whole stake comes from the promo account. */
  async stake(tx: Executor, bet: StakeToFund & { freeBetId: number }): Promise<bigint> {
    const token = await store.lockFreeBet(tx, bet.freeBetId);
    const now = this.deps.clock.now();
    if (token?.memberId !== bet.memberId || token.state !== 'unused' || token.expiresAt <= now) {
      throw new DomainError('freeBetNotFound');
    }
    if (token.currency !== bet.currency || token.amount !== bet.stake) {
      throw new DomainError('freeBetMismatch', {
        msg: `免费投注券仅可用于单关，投注金额须为 ${fromMinorUnits(token.amount)}`,
      });
    }
    await store.updateFreeBet(tx, token.id, { state: 'riding', betId: bet.betId });
    await this.deps.ledger.moveWithin(tx, {
      debit: promoAccount(bet.siteId, bet.memberId, bet.currency),
      credit: bet.inPlay,
      amount: bet.stake,
      kind: 'freeBetStake',
      reference: `bet:${bet.betId}`,
      idempotencyKey: `promo:bet:${bet.betId}:stake`,
      memberId: null,
      detail: { betId: bet.betId, memberId: bet.memberId, freeBetId: token.id },
    });
    return bet.stake;
  }

  /**
   * Free bets closing in a settlement batch: each token is used, and a bet the feed voided gives the
   * member a new token of the same amount. Answers the stake's share of each return, for the promo account.
   */
  async closed(tx: Executor, bets: readonly (ClosingBet & { freeBetId: number })[]): Promise<Map<number, bigint>> {
    const shares = new Map<number, bigint>();
    if (bets.length === 0) return shares;
    const tokens = await store.lockFreeBets(
      tx,
      bets.map((b) => b.freeBetId),
    );
    const now = this.deps.clock.now();
    for (const bet of bets) {
      const { house } = freeBetReturn(bet.returned, bet.stake);
      shares.set(bet.betId, house);
      const token = tokens.get(bet.freeBetId);
      if (token?.state !== 'riding' || token.betId !== bet.betId) continue;
      await store.updateFreeBet(tx, token.id, { state: 'used', returned: bet.returned, toPromo: house, usedAt: now });
      if (bet.voided) {
        await store.insertFreeBet(tx, {
          siteId: token.siteId,
          memberId: token.memberId,
          currency: token.currency,
          amount: token.amount,
          source: VOID_SOURCE,
          sourceRef: `bet:${bet.betId}:${bet.step}`,
          state: 'unused',
          expiresAt: this.givenBackUntil(token.expiresAt),
          createdAt: now,
        });
      }
    }
    return shares;
  }

  /** A rejected bet, or one the trader voided, gives its token back as it was: such a bet never opens again. */
  async refunded(tx: Executor, bet: { id: number; freeBetId: number }): Promise<void> {
    const token = await store.lockFreeBet(tx, bet.freeBetId);
    if (token?.state !== 'riding' || token.betId !== bet.id) return;
    await store.updateFreeBet(tx, token.id, {
      state: 'unused',
      betId: null,
      expiresAt: this.givenBackUntil(token.expiresAt),
    });
  }

  /**
   * A settlement undone: the token rides its bet again, and the token a void gave back is taken back
   * while still unused. One already staked stays with the member: the house bears that one (a feed
   * rollback after a void is rare, and taking a bet back from under a member is worse).
   */
  async reopened(tx: Executor, bet: { id: number; memberId: number; freeBetId: number; generation: number }) {
    const token = await store.lockFreeBet(tx, bet.freeBetId);
    if (token?.state !== 'used' || token.betId !== bet.id) return;
    await store.updateFreeBet(tx, token.id, { state: 'riding', returned: null, toPromo: null, usedAt: null });
    await store.revokeUnused(tx, bet.memberId, VOID_SOURCE, `bet:${bet.id}:g${bet.generation}`);
  }

  private givenBackUntil(expiresAt: Date): Date {
    const floor = new Date(this.deps.clock.now().getTime() + GIVEN_BACK_MIN_MS);
    return expiresAt > floor ? expiresAt : floor;
  }
}
