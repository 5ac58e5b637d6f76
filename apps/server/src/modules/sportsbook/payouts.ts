import { freeBetReturn } from '@courtside/domain/promotions';
import type { Executor } from '../../platform/db';
import type { Ledger, MoveRequest } from '../wallet';
import type { BetBonus, ReturnShares } from './bonus';
import { betsInPlay, bookAccount, memberWallet, owedAccount } from './rules';
import type { BetRow } from './store';
import { betNo } from './views';

type Currency = 'RMB' | 'USDT';

/**
 * The ledger movements of a closing bet, each keyed by the bet and a step name so that a repeated
 * settlement finds its movements already made. All run inside the caller's transaction.
 */
export class Payouts {
  constructor(
    private readonly ledger: Ledger,
    private readonly bonus: BetBonus,
  ) {}

  private move(
    tx: Executor,
    bet: BetRow,
    debit: ReturnType<typeof memberWallet>,
    credit: ReturnType<typeof memberWallet>,
    amount: bigint,
    kind: string,
    step: string,
  ) {
    if (amount <= 0n) return Promise.resolve(null);
    return this.ledger.moveWithin(tx, {
      debit,
      credit,
      amount,
      kind,
      reference: betNo(bet),
      idempotencyKey: `sportsbook:bet:${bet.id}:${step}`,
      memberId: bet.memberId,
      detail: { betId: bet.id },
    });
  }

  /**
   * The movements that close a settled bet, for `Ledger.moveManyWithin`: its stake to the book, then
   * its return to the member, less what they owe (`owed`, by `memberId:currency`, is drawn down as
   * the bets of one batch repay it). A bonus-funded bet's bonus share is not paid here (see
   * `bonusReturns`), and the share of a bonus that has ended stays with the book.
   */
  settlementMoves(
    bet: BetRow,
    returned: bigint,
    kind: string,
    step: string,
    owed: Map<string, bigint>,
    shares: ReturnShares = { toPromo: 0n, withheld: 0n },
  ): MoveRequest[] {
    const currency = bet.currency as Currency;
    const book = bookAccount(bet.siteId, currency);
    const who = `${bet.memberId}:${currency}`;
    const due = owed.get(who) ?? 0n;
    const own = returned - shares.toPromo - shares.withheld;
    const repay = due < own ? due : own;
    if (repay > 0n) owed.set(who, due - repay);
    const request = (
      debit: MoveRequest['debit'],
      credit: MoveRequest['credit'],
      amount: bigint,
      what: string,
      at: string,
    ) =>
      ({
        debit,
        credit,
        amount,
        kind: what,
        reference: betNo(bet),
        idempotencyKey: `sportsbook:bet:${bet.id}:${at}`,
        memberId: bet.memberId,
        detail: { betId: bet.id },
      }) satisfies MoveRequest;
    return [
      request(betsInPlay(bet.siteId, bet.memberId, currency), book, bet.stake, 'betStakeTaken', `${step}:stake`),
      request(book, owedAccount(bet.siteId, bet.memberId, currency), repay, 'owedRepaid', `${step}:pay:owed`),
      request(book, memberWallet(bet.siteId, bet.memberId, currency), own - repay, kind, `${step}:pay`),
    ].filter((r) => r.amount > 0n);
  }

  /**
   * The bonus shares of a settlement batch going back from the book, one movement per promo account
   * (an account is a shard of members) instead of one per bet: a movement per winning bet made a
   * settlement of bonus-funded bets a third longer than the same settlement without them. Each bet's
   * own share stays on its grant's `win` entry and its `promo_grant_bet` row, which a rollback reads
   * to take that share back alone. The key names the group's first bet and its settlement step, which
   * no other group of any batch shares, since a bet settles once per step.
   */
  bonusReturns(closing: readonly { bet: BetRow; step: string; toPromo: bigint }[]): MoveRequest[] {
    const groups = new Map<
      string,
      { first: BetRow; step: string; promo: MoveRequest['credit']; amount: bigint; betIds: number[] }
    >();
    for (const { bet, step, toPromo } of closing) {
      if (toPromo <= 0n) continue;
      const promo = this.bonus.houseAccount(bet.siteId, bet.memberId, bet.currency as Currency);
      const key = `${promo.siteId}:${promo.venueCode}:${promo.currency}`;
      const group = groups.get(key) ?? { first: bet, step, promo, amount: 0n, betIds: [] };
      group.amount += toPromo;
      group.betIds.push(bet.id);
      groups.set(key, group);
    }
    return [...groups.values()].map((g) => ({
      debit: bookAccount(g.first.siteId, g.promo.currency),
      credit: g.promo,
      amount: g.amount,
      kind: 'bonusReturn',
      reference: betNo(g.first),
      idempotencyKey: `sportsbook:bet:${g.first.id}:${g.step}:pay:bonus`,
      memberId: null,
      detail: { betIds: g.betIds },
    }));
  }

  /** The stake held for the bet passes to the book (the bet is decided, whatever it returns). */
  takeStake(tx: Executor, bet: BetRow, stake: bigint, step: string) {
    const currency = bet.currency as Currency;
    return this.move(
      tx,
      bet,
      betsInPlay(bet.siteId, bet.memberId, currency),
      bookAccount(bet.siteId, currency),
      stake,
      'betStakeTaken',
      step,
    );
  }

  /** The book holds a stake again for a bet that is open again (a settlement undone). */
  restoreStake(tx: Executor, bet: BetRow, stake: bigint, step: string) {
    const currency = bet.currency as Currency;
    return this.move(
      tx,
      bet,
      bookAccount(bet.siteId, currency),
      betsInPlay(bet.siteId, bet.memberId, currency),
      stake,
      'betStakeRestored',
      step,
    );
  }

  /** Pays the member from the book; what they owe from an earlier rollback is repaid from it first. */
  async pay(tx: Executor, bet: BetRow, amount: bigint, kind: string, step: string): Promise<void> {
    const currency = bet.currency as Currency;
    const book = bookAccount(bet.siteId, currency);
    const owed = owedAccount(bet.siteId, bet.memberId, currency);
    const { balance: owedBalance } = await this.ledger.balanceOf(owed, tx);
    const repay = owedBalance < 0n ? (-owedBalance < amount ? -owedBalance : amount) : 0n;
    await this.move(tx, bet, book, owed, repay, 'owedRepaid', `${step}:owed`);
    await this.move(tx, bet, book, memberWallet(bet.siteId, bet.memberId, currency), amount - repay, kind, step);
  }

  /**
   * Takes back what a bet paid (its settlement was rolled back): from the sports wallet as far as it
   * goes, the rest as an amount owed, never as a negative wallet. What went back to a bonus grant
   * comes back from the promo account, as far as the promotions engine answers for it.
   */
  async reclaim(tx: Executor, bet: BetRow, amount: bigint, step: string): Promise<void> {
    const currency = bet.currency as Currency;
    const wallet = memberWallet(bet.siteId, bet.memberId, currency);
    const book = bookAccount(bet.siteId, currency);
    const shares = await this.reopenedShares(tx, bet, amount, step);
    const fromMember = shares ? shares.fromMember : amount;
    if (shares && shares.fromPromo > 0n) {
      const promo = this.bonus.houseAccount(bet.siteId, bet.memberId, currency);
      await this.ledger.moveWithin(
        tx,
        this.houseMove(bet, promo, book, shares.fromPromo, 'bonusReclaim', `${step}:bonus`),
      );
    }
    const { available } = await this.ledger.balanceOf(wallet, tx);
    const fromWallet = available < fromMember ? available : fromMember;
    await this.move(tx, bet, wallet, book, fromWallet, 'betReclaimed', step);
    await this.move(
      tx,
      bet,
      owedAccount(bet.siteId, bet.memberId, currency),
      book,
      fromMember - fromWallet,
      'betOwed',
      `${step}:owed`,
    );
  }

  /** A free bet's return divides by its own facts (the promotions engine keeps only its token). */
  private async reopenedShares(tx: Executor, bet: BetRow, amount: bigint, step: string) {
    const { freeBetId } = bet;
    if (freeBetId === null) return this.bonus.reopened(tx, bet.id, step);
    await this.bonus.freeBetReopened(tx, { ...bet, freeBetId });
    const { house, member } = freeBetReturn(amount, bet.stake);
    return { fromPromo: house, fromMember: member };
  }

  /** Gives the stake back (a rejected or voided bet); a bonus-funded part goes back to the promo account. */
  async refund(tx: Executor, bet: BetRow, step: string): Promise<void> {
    const currency = bet.currency as Currency;
    const inPlay = betsInPlay(bet.siteId, bet.memberId, currency);
    const { freeBetId } = bet;
    if (freeBetId !== null) await this.bonus.freeBetRefunded(tx, { id: bet.id, freeBetId });
    const toPromo = freeBetId === null ? await this.bonus.refunded(tx, bet.id, step) : bet.stake;
    if (toPromo > 0n) {
      const promo = this.bonus.houseAccount(bet.siteId, bet.memberId, currency);
      await this.ledger.moveWithin(tx, this.houseMove(bet, inPlay, promo, toPromo, 'bonusRefund', `${step}:bonus`));
    }
    await this.move(
      tx,
      bet,
      inPlay,
      memberWallet(bet.siteId, bet.memberId, currency),
      bet.stake - toPromo,
      'betRefund',
      step,
    );
  }

  /** A movement between house accounts for a bet: no member's records show it. */
  private houseMove(
    bet: BetRow,
    debit: MoveRequest['debit'],
    credit: MoveRequest['credit'],
    amount: bigint,
    kind: string,
    step: string,
  ): MoveRequest {
    return {
      debit,
      credit,
      amount,
      kind,
      reference: betNo(bet),
      idempotencyKey: `sportsbook:bet:${bet.id}:${step}`,
      memberId: null,
      detail: { betId: bet.id, memberId: bet.memberId },
    };
  }
}
