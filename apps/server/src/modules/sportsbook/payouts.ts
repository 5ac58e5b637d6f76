import type { Executor } from '../../platform/db';
import type { Ledger, MoveRequest } from '../wallet';
import { betsInPlay, bookAccount, memberWallet, owedAccount } from './rules';
import type { BetRow } from './store';
import { betNo } from './views';

type Currency = 'RMB' | 'USDT';

/**
 * The ledger movements of a closing bet, each keyed by the bet and a step name so that a repeated
 * settlement finds its movements already made. All run inside the caller's transaction.
 */
export class Payouts {
  constructor(private readonly ledger: Ledger) {}

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
   * the bets of one batch repay it).
   */
  settlementMoves(bet: BetRow, returned: bigint, kind: string, step: string, owed: Map<string, bigint>): MoveRequest[] {
    const currency = bet.currency as Currency;
    const book = bookAccount(bet.siteId, currency);
    const who = `${bet.memberId}:${currency}`;
    const due = owed.get(who) ?? 0n;
    const repay = due < returned ? due : returned;
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
      request(book, memberWallet(bet.siteId, bet.memberId, currency), returned - repay, kind, `${step}:pay`),
    ].filter((r) => r.amount > 0n);
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
   * goes, the rest as an amount owed, never as a negative wallet.
   */
  async reclaim(tx: Executor, bet: BetRow, amount: bigint, step: string): Promise<void> {
    const currency = bet.currency as Currency;
    const wallet = memberWallet(bet.siteId, bet.memberId, currency);
    const book = bookAccount(bet.siteId, currency);
    const { available } = await this.ledger.balanceOf(wallet, tx);
    const fromWallet = available < amount ? available : amount;
    await this.move(tx, bet, wallet, book, fromWallet, 'betReclaimed', step);
    await this.move(
      tx,
      bet,
      owedAccount(bet.siteId, bet.memberId, currency),
      book,
      amount - fromWallet,
      'betOwed',
      `${step}:owed`,
    );
  }

  /** Gives the stake back (a rejected bet). */
  refund(tx: Executor, bet: BetRow, step: string) {
    const currency = bet.currency as Currency;
    return this.move(
      tx,
      bet,
      betsInPlay(bet.siteId, bet.memberId, currency),
      memberWallet(bet.siteId, bet.memberId, currency),
      bet.stake,
      'betRefund',
      step,
    );
  }
}
