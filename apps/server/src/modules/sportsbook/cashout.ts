import type { CashOutQuote, CashOutResult } from '@courtside/contract';
import { fromMinorUnits, toMinorUnits } from '@courtside/domain';
import { potentialReturn } from '@courtside/domain/betting';
import type { AuthContext } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import type { FeedService } from '../feed';
import type { Ledger } from '../wallet';
import type { BetBonus } from './bonus';
import { sportsbookEvents } from './events';
import { type BookLiability, betLiability } from './liability';
import type { Payouts } from './payouts';
import { cashOutValue } from './pricing';
import type { BetReader } from './reader';
import { memberWallet } from './rules';
import * as store from './store';

/**
 * Cash-out (提前结算): a bet's fair value now, from the current prices of its open legs, less a
 * margin; whole or in part. The member names the value they saw and gets at least that or a refusal
 * with the value now. A cash-out and a settlement both lock the bet first, so one of them wins.
 */
export class CashOut {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      ledger: Ledger;
      feed: FeedService;
      outbox: Outbox;
      payouts: Payouts;
      reader: BetReader;
      liability: BookLiability;
      bonus: BetBonus;
    },
  ) {}

  /** Why the bet cannot be cashed out at all, whatever part is asked for; null when it may be. */
  private refusal(bet: store.BetRow): string | null {
    if (bet.state !== 'accepted') return '该注单当前不能提前结算';
    if (bet.kind === 'system') return '复式串关不支持提前结算';
    if (bet.kind === 'builder') return '组合投注不支持提前结算';
    if (bet.freeBetId !== null) return '免费投注不支持提前结算';
    return null;
  }

  private async valueOf(bet: store.BetRow, part: bigint) {
    const reason = this.refusal(bet);
    if (reason !== null) return { reason };
    if (await this.deps.bonus.fundedByBonus(this.deps.db, bet.id))
      return { reason: '使用奖金投注的注单不支持提前结算' };
    const legs = (await store.legsOf(this.deps.db, [bet.id])).get(bet.id) ?? [];
    const markets = await this.deps.feed.bettable(legs.map((leg) => leg.marketId));
    return cashOutValue(part, legs, markets);
  }

  async quotes(auth: AuthContext, betIds: readonly number[]): Promise<{ quotes: CashOutQuote[] }> {
    const at = this.deps.clock.now().toISOString();
    const quotes = await Promise.all(
      [...new Set(betIds)].map(async (betId): Promise<CashOutQuote> => {
        const bet = await this.deps.reader.own(auth, betId);
        const offer = await this.valueOf(bet, bet.stake);
        return 'value' in offer
          ? { betId, value: fromMinorUnits(offer.value), reason: null, at }
          : { betId, value: null, reason: offer.reason, at };
      }),
    );
    return { quotes };
  }

  async apply(
    auth: AuthContext,
    input: { requestId: string; betId: number; stake?: string | undefined; expectedValue: string },
  ): Promise<CashOutResult> {
    const { db } = this.deps;
    const bet = await this.deps.reader.own(auth, input.betId);
    const earlier = await store.findCashOut(db, bet.id, input.requestId);
    if (earlier) return { bet: await this.deps.reader.view(bet), paid: fromMinorUnits(earlier.paid) };
    // Before the part is judged: a bet cashed out in full has no stake left, and that is not a bad stake.
    const refusal = this.refusal(bet);
    if (refusal !== null) throw new DomainError('cashOutUnavailable', { msg: refusal });
    const part = input.stake === undefined ? bet.stake : toMinorUnits(input.stake);
    if (part <= 0n || part > bet.stake) {
      throw new DomainError('invalidParameter', { msg: '提前结算的本金不能超过注单剩余本金' });
    }
    const offer = await this.valueOf(bet, part);
    if (!('value' in offer)) throw new DomainError('cashOutUnavailable', { msg: offer.reason });
    const expected = toMinorUnits(input.expectedValue);
    if (offer.value < expected) {
      throw new DomainError('cashOutChanged', { data: { value: fromMinorUnits(offer.value) } });
    }
    const outcome = await db.transaction(async (tx) => {
      // Locked before the look for a twin: the same request sent twice at once finds the first one's row.
      const locked = await store.lockBet(tx, bet.id);
      const twin = await store.findCashOut(tx, bet.id, input.requestId);
      if (twin) return { row: locked!, paid: twin.paid };
      // The bet changed since it was valued (settled, or another cash-out): the member looks again.
      if (locked?.state !== 'accepted' || locked.stake !== bet.stake) {
        throw new DomainError('cashOutUnavailable', { msg: '注单状态已变化，请刷新后重试' });
      }
      const step = `co:${input.requestId}`;
      await this.deps.payouts.takeStake(tx, locked, part, `${step}:stake`);
      await this.deps.payouts.pay(tx, locked, offer.value, 'betCashOut', `${step}:pay`);
      const remaining = locked.stake - part;
      const legs = (await store.legsOf(tx, [bet.id])).get(bet.id) ?? [];
      const now = this.deps.clock.now();
      const row = await store.updateBet(tx, bet.id, {
        stake: remaining,
        cashedOut: locked.cashedOut + offer.value,
        validTurnover: locked.validTurnover + part,
        potentialReturn:
          remaining > 0n
            ? potentialReturn(
                remaining,
                legs.map((leg) => leg.odds),
              )
            : 0n,
        ...(remaining === 0n ? { state: 'cashedOut', settledAt: now } : {}),
      });
      await this.deps.liability.shift(tx, [...betLiability(locked, legs, -1n), ...betLiability(row, legs, 1n)]);
      await store.insertCashOut(tx, {
        betId: bet.id,
        requestId: input.requestId,
        stake: part,
        paid: offer.value,
        at: now,
      });
      await this.deps.outbox.add(tx, sportsbookEvents.betCashedOut, {
        siteId: row.siteId,
        memberId: row.memberId,
        betId: row.id,
        currency: row.currency,
        state: row.state,
        stake: part.toString(),
        paid: offer.value.toString(),
      });
      return { row, paid: offer.value };
    });
    this.deps.ledger.announce([memberWallet(bet.siteId, bet.memberId, bet.currency as 'RMB' | 'USDT')]);
    return { bet: await this.deps.reader.view(outcome.row), paid: fromMinorUnits(outcome.paid) };
  }
}
