import type { WalletCurrency, WithdrawAddress, Withdrawal } from '@courtside/contract';
import {
  convertAtUsdtRate,
  endOfBusinessDay,
  formatPercentBp,
  formatUsdtRate,
  fromMinorUnits,
  parsePercentBp,
  withdrawalFeeMinor,
} from '@courtside/domain';
import { JURISDICTION_PARAM, jurisdictionProfile } from '@courtside/domain/rg';
import type { AuthContext } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import type { AccountService } from '../account';
import type { MemberService } from '../member';
import type { SiteService } from '../site';
import type { Ledger } from '../wallet';
import type { CardService } from './cards';
import type { DecisionRecord } from './decision-record';
import { paymentEvents } from './events';
import { type ListQuery, listFilters, withOwners } from './listing';
import { newOrderNo } from './order-no';
import { siteMoney } from './site-money';
import type { TicketDesk, TicketView } from './tickets';
import * as store from './withdrawal-store';

const money = (minor: bigint) => fromMinorUnits(minor);

type WithdrawState = Withdrawal['state'];

/** The member's USDT and e-wallet addresses, as the withdrawal needs them. */
export interface AddressBook {
  list(auth: AuthContext): Promise<WithdrawAddress[]>;
  findLive(memberId: number, addressId: number): Promise<{ id: number; kind: string } | null>;
  /** Addresses withdrawals went to, removed or not, masked. */
  describe(ids: readonly number[]): Promise<Map<number, { kind: 'usdt' | 'ewallet'; label: string; account: string }>>;
}

export interface WithdrawInput {
  amount: bigint;
  cardId?: number | undefined;
  addressId?: number | undefined;
  withdrawPassword?: string | undefined;
  requestId: string;
}

export type WithdrawQuery = ListQuery<WithdrawState>;

/**
 * Withdrawals. At request the amount moves at once from the centre wallet to the site's withdrawal
 * hold, so concurrent requests can never hold more than the balance; approval pays it from the hold
 * to payout clearing, rejection or cancellation returns it. The withdrawal's row lock decides a race
 * between the member's cancel and finance's decision: the first wins, the other finds it finished.
 */
export class WithdrawalService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      ledger: Ledger;
      site: SiteService;
      account: AccountService;
      member: MemberService;
      cards: CardService;
      addresses: AddressBook;
      tickets: TicketDesk;
      outbox: Outbox;
    },
  ) {}

  private async limits(siteId: number) {
    const params = await this.deps.site.paramValues(siteId, [
      'withdrawal_password',
      'withdraw_daily_times',
      'withdraw_min_amount',
      'withdraw_max_amount',
      'withdraw_daily_max_amount',
      'withdraw_fee_rate',
      'withdraw_free_times',
    ]);
    const whole = (value: string | undefined, fallback: bigint) =>
      value && /^\d{1,9}$/.test(value) ? BigInt(value) * 100n : fallback;
    const count = (value: string | undefined, fallback: number) =>
      value && /^\d{1,4}$/.test(value) ? Number(value) : fallback;
    return {
      passwordRequired: params.withdrawal_password !== '0',
      dailyTimes: count(params.withdraw_daily_times, 5) || 5,
      minAmount: whole(params.withdraw_min_amount, 10_000n),
      maxAmount: whole(params.withdraw_max_amount, 5_000_000n),
      dailyMaxAmount: whole(params.withdraw_daily_max_amount, 20_000_000n),
      // Unset or malformed, withdrawals are free: a broken setting must not charge members.
      feeBp: parsePercentBp(params.withdraw_fee_rate) ?? 0,
      freeTimes: count(params.withdraw_free_times, 0),
    };
  }

  private dayStart(): Date {
    return new Date(endOfBusinessDay(this.deps.clock.now().getTime()) - 24 * 60 * 60_000 + 1);
  }

  private centreOf(siteId: number, memberId: number, currency: WalletCurrency) {
    return { siteId, memberId, kind: 'centre', venueCode: '', currency };
  }

  private houseOf(siteId: number, kind: 'withdrawalHold' | 'payoutClearing' | 'feeIncome', currency: WalletCurrency) {
    return { siteId, memberId: null, kind, venueCode: '', currency };
  }

  /** Whether the site's jurisdiction profile lets a member cancel their withdrawal (RTS 14B: not under `uk`). */
  private async memberMayCancel(siteId: number): Promise<boolean> {
    const params = await this.deps.site.paramValues(siteId, [JURISDICTION_PARAM]);
    return jurisdictionProfile(params[JURISDICTION_PARAM]).memberMayCancelWithdrawal;
  }

  private async views(rows: store.WithdrawalRow[]): Promise<Withdrawal[]> {
    const siteIds = [...new Set(rows.map((w) => w.siteId))];
    const [cards, addresses, tickets, mayCancel] = await Promise.all([
      this.deps.cards.describe(rows.flatMap((w) => (w.cardId === null ? [] : [w.cardId]))),
      this.deps.addresses.describe(rows.flatMap((w) => (w.addressId === null ? [] : [w.addressId]))),
      this.deps.tickets.byOrder(rows.map((w) => w.orderNo)),
      Promise.all(siteIds.map(async (siteId) => [siteId, await this.memberMayCancel(siteId)] as const)).then(
        (pairs) => new Map(pairs),
      ),
    ]);
    return rows.map((w) => {
      const card = w.cardId === null ? undefined : cards.get(w.cardId);
      const address = w.addressId === null ? undefined : addresses.get(w.addressId);
      return {
        orderNo: w.orderNo,
        amount: money(w.amount),
        fee: money(w.fee),
        destination: card
          ? { kind: 'card' as const, ...card }
          : { kind: address?.kind ?? ('usdt' as const), label: address?.label ?? '', account: address?.account ?? '' },
        usdt: w.usdtAmount === null ? null : { amount: money(w.usdtAmount), rate: w.rate ?? '1' },
        state: w.state as WithdrawState,
        reason: w.reason,
        createdAt: w.createdAt.toISOString(),
        decidedAt: w.decidedAt?.toISOString() ?? null,
        arrivedAt: w.arrivedAt?.toISOString() ?? null,
        tickets: tickets.get(w.orderNo) ?? ([] as TicketView[]),
        cancellable: w.state === 'pending' && (mayCancel.get(w.siteId) ?? false),
      };
    });
  }

  private async view(row: store.WithdrawalRow): Promise<Withdrawal> {
    return (await this.views([row]))[0]!;
  }

  async prepare(auth: AuthContext) {
    const limits = await this.limits(auth.siteId);
    const { currency, usdtRate } = await siteMoney(this.deps.site, auth.siteId);
    const { available } = await this.deps.ledger.balanceOf(this.centreOf(auth.siteId, auth.memberId, currency));
    const pending = await store.findPendingWithdrawal(this.deps.db, auth.memberId);
    const usage = await store.usageSince(this.deps.db, auth.memberId, this.dayStart());
    return {
      available: money(available),
      cards: await this.deps.cards.list(auth),
      addresses: await this.deps.addresses.list(auth),
      passwordRequired: limits.passwordRequired,
      passwordSet: (await this.deps.member.withdrawPasswordStatus(auth)).isSet,
      minAmount: money(limits.minAmount),
      maxAmount: money(limits.maxAmount),
      dailyTimes: limits.dailyTimes,
      usedToday: usage.count,
      dailyMaxAmount: money(limits.dailyMaxAmount),
      usedAmountToday: money(usage.amount),
      feeRate: formatPercentBp(limits.feeBp),
      freeTimes: limits.freeTimes,
      usdtRate: formatUsdtRate(usdtRate),
      pending: pending ? await this.view(pending) : null,
    };
  }

  /**
   * A withdrawal request (withdraw newVal). To a USDT address it is paid in USDT at the rate of the
   * moment, fixed on the order; `usdtOnly` is usdtDraw, which accepts nothing else.
   */
  async request(auth: AuthContext, input: WithdrawInput, usdtOnly = false): Promise<Withdrawal> {
    const requestKey = `${auth.memberId}:${input.requestId}`;
    const earlier = await store.findWithdrawalByRequest(this.deps.db, requestKey);
    if (earlier) return this.view(earlier);
    const limits = await this.limits(auth.siteId);
    if (input.amount < limits.minAmount || input.amount > limits.maxAmount) {
      throw new DomainError('withdrawLimit', {
        msg: `单笔取款金额须在 ${money(limits.minAmount)} 至 ${money(limits.maxAmount)} 之间`,
      });
    }
    const address =
      input.addressId === undefined ? null : await this.deps.addresses.findLive(auth.memberId, input.addressId);
    if (input.addressId !== undefined && !address) throw new DomainError('notFound', { msg: '钱包地址不存在' });
    if (usdtOnly && address?.kind !== 'usdt') throw new DomainError('notFound', { msg: '请选择USDT地址' });
    if (input.cardId !== undefined && !(await this.deps.cards.live(auth.memberId, input.cardId))) {
      throw new DomainError('notFound', { msg: '银行卡不存在' });
    }
    if (limits.passwordRequired) await this.deps.member.verifyWithdrawPassword(auth, input.withdrawPassword ?? '');
    const { currency, usdtRate } = await siteMoney(this.deps.site, auth.siteId);
    const orderNo = newOrderNo('W', this.deps.clock.now());
    let twin = false;
    const created = await this.deps.db.transaction(async (tx) => {
      // One request per member at a time, so the daily limits hold however many arrive at once.
      await store.lockMemberWithdrawals(tx, auth.memberId);
      const same = await store.findWithdrawalByRequest(tx, requestKey);
      if (same) {
        twin = true;
        return same;
      }
      const usage = await store.usageSince(tx, auth.memberId, this.dayStart());
      if (usage.count >= limits.dailyTimes) {
        throw new DomainError('withdrawLimit', { msg: `今日取款次数已达上限（${limits.dailyTimes}次）` });
      }
      if (usage.amount + input.amount > limits.dailyMaxAmount) {
        throw new DomainError('withdrawLimit', {
          msg: `超出今日取款总额，今日还可取款 ${money(limits.dailyMaxAmount - usage.amount)}`,
        });
      }
      const fee = withdrawalFeeMinor(input.amount, { usedToday: usage.count, ...limits });
      if (fee >= input.amount) throw new DomainError('withdrawLimit', { msg: '取款金额不足以支付手续费' });
      const usdtAmount = address?.kind === 'usdt' ? convertAtUsdtRate('RMB', input.amount - fee, usdtRate) : null;
      if (usdtAmount === 0n) throw new DomainError('withdrawLimit', { msg: '按当前汇率折算后不足0.01 USDT' });
      const row = await store.insertWithdrawal(tx, {
        orderNo,
        siteId: auth.siteId,
        memberId: auth.memberId,
        cardId: input.cardId ?? null,
        addressId: address?.id ?? null,
        currency,
        amount: input.amount,
        fee,
        usdtAmount,
        rate: usdtAmount === null ? null : formatUsdtRate(usdtRate),
        requestKey,
        createdAt: this.deps.clock.now(),
      });
      await this.deps.ledger.moveWithin(tx, {
        debit: this.centreOf(auth.siteId, auth.memberId, currency),
        credit: this.houseOf(auth.siteId, 'withdrawalHold', currency),
        amount: input.amount,
        kind: 'withdraw',
        reference: orderNo,
        idempotencyKey: `withdraw:${orderNo}:hold`,
        memberId: auth.memberId,
      });
      return row;
    });
    if (!twin) this.deps.ledger.announce([{ siteId: auth.siteId, memberId: auth.memberId, currency }]);
    return this.view(created);
  }

  /** Ends a pending withdrawal under its row lock: approve pays it out, reject or cancel returns it. */
  private async end(
    orderNo: string,
    outcome: 'approved' | 'rejected' | 'cancelled',
    by: string,
    reason: string,
    scope: { memberId?: number; siteId?: number },
    record?: DecisionRecord,
  ): Promise<Withdrawal> {
    const done = await this.deps.db.transaction(async (tx) => {
      const w = await store.lockWithdrawal(tx, orderNo);
      if (
        !w ||
        (scope.memberId !== undefined && w.memberId !== scope.memberId) ||
        (scope.siteId !== undefined && w.siteId !== scope.siteId)
      ) {
        throw new DomainError('notFound', { msg: '取款订单不存在' });
      }
      if (w.state !== 'pending') throw new DomainError('withdrawNotPending');
      const currency = w.currency === 'USDT' ? 'USDT' : 'RMB';
      const common = { reference: w.orderNo, memberId: w.memberId };
      const hold = this.houseOf(w.siteId, 'withdrawalHold', currency);
      if (outcome === 'approved') {
        // The member is paid the amount less the fee; the fee stays with the house.
        await this.deps.ledger.moveWithin(tx, {
          ...common,
          debit: hold,
          credit: this.houseOf(w.siteId, 'payoutClearing', currency),
          amount: w.amount - w.fee,
          kind: 'withdraw',
          idempotencyKey: `withdraw:${w.orderNo}:approved`,
        });
        if (w.fee > 0n) {
          await this.deps.ledger.moveWithin(tx, {
            ...common,
            debit: hold,
            credit: this.houseOf(w.siteId, 'feeIncome', currency),
            amount: w.fee,
            kind: 'withdrawFee',
            idempotencyKey: `withdraw:${w.orderNo}:fee`,
          });
        }
      } else {
        await this.deps.ledger.moveWithin(tx, {
          ...common,
          debit: hold,
          credit: this.centreOf(w.siteId, w.memberId, currency),
          amount: w.amount,
          kind: 'withdrawReturn',
          idempotencyKey: `withdraw:${w.orderNo}:${outcome}`,
        });
      }
      const ended = await store.updateWithdrawal(tx, w.id, {
        state: outcome,
        reason,
        decidedBy: by,
        decidedAt: this.deps.clock.now(),
      });
      await record?.(tx, { before: w.state, after: ended.state });
      const told = { siteId: ended.siteId, memberId: ended.memberId, orderNo: ended.orderNo };
      await this.deps.outbox.add(tx, paymentEvents.orderChanged, { ...told, kind: 'withdrawal', state: ended.state });
      await this.deps.outbox.add(tx, paymentEvents.withdrawalDecided, {
        ...told,
        outcome,
        amountMinor: ended.amount.toString(),
        currency,
        reason,
      });
      return ended;
    });
    if (outcome !== 'approved') {
      this.deps.ledger.announce([{ siteId: done.siteId, memberId: done.memberId, currency: done.currency }]);
    }
    this.deps.outbox.kick();
    return this.view(done);
  }

  async cancel(auth: AuthContext, orderNo: string): Promise<Withdrawal> {
    if (!(await this.memberMayCancel(auth.siteId))) throw new DomainError('rgWithdrawCancelForbidden');
    return this.end(orderNo, 'cancelled', `member:${auth.memberId}`, '会员取消', { memberId: auth.memberId });
  }

  decide(
    siteId: number,
    by: string,
    input: { orderNo: string; decision: 'approved' | 'rejected'; reason: string },
    record: DecisionRecord,
  ) {
    return this.end(input.orderNo, input.decision, by, input.reason, { siteId }, record);
  }

  // ---- fast withdrawal (speedDraw): what the member does once finance has acted ----

  private async memberStep(
    auth: AuthContext,
    orderNo: string,
    allowed: (w: store.WithdrawalRow) => boolean,
    step: (tx: Executor, w: store.WithdrawalRow) => Promise<void>,
  ): Promise<Withdrawal> {
    const row = await this.deps.db.transaction(async (tx) => {
      const w = await store.lockWithdrawal(tx, orderNo);
      if (!w || w.memberId !== auth.memberId) throw new DomainError('notFound', { msg: '取款订单不存在' });
      if (!allowed(w)) throw new DomainError('ticketNotAllowed');
      await step(tx, w);
      return w.id;
    });
    const fresh = await store.findWithdrawal(this.deps.db, orderNo);
    if (!fresh || fresh.id !== row) throw new Error(`withdrawal ${orderNo} vanished`);
    return this.view(fresh);
  }

  /** The money arrived: the order is complete from the member's side too. */
  confirmArrival(auth: AuthContext, orderNo: string): Promise<Withdrawal> {
    return this.memberStep(
      auth,
      orderNo,
      (w) => w.state === 'approved' && w.arrivedAt === null,
      async (tx, w) => {
        await store.updateWithdrawal(tx, w.id, { arrivedAt: this.deps.clock.now() });
      },
    );
  }

  remind(auth: AuthContext, orderNo: string): Promise<Withdrawal> {
    return this.memberStep(
      auth,
      orderNo,
      (w) => w.state === 'pending',
      (tx, w) => this.deps.tickets.remind(tx, w),
    );
  }

  /** "Not arrived yet": only once finance has paid it out and the member has not confirmed it. */
  feedback(auth: AuthContext, orderNo: string, text: string): Promise<Withdrawal> {
    return this.memberStep(
      auth,
      orderNo,
      (w) => w.state === 'approved' && w.arrivedAt === null,
      (tx, w) => this.deps.tickets.raise(tx, w, 'feedback', text),
    );
  }

  appeal(auth: AuthContext, orderNo: string, text: string): Promise<Withdrawal> {
    return this.memberStep(
      auth,
      orderNo,
      (w) => (w.state === 'approved' && w.arrivedAt === null) || w.state === 'rejected',
      (tx, w) => this.deps.tickets.raise(tx, w, 'appeal', text),
    );
  }

  private async page(filters: store.WithdrawalFilters, query: WithdrawQuery) {
    const { filters: common, slice } = listFilters(query);
    const { rows, total } = await store.pageWithdrawals(this.deps.db, { ...filters, ...common }, slice);
    return { rows, views: await this.views(rows), total };
  }

  async records(auth: AuthContext, query: WithdrawQuery) {
    const { views, total } = await this.page({ memberId: auth.memberId }, query);
    return { items: views, total, page: query.page, pageSize: query.pageSize };
  }

  /** The back office's dashboard: how many of the site's orders in a state were made in a span, and their sum. */
  async tally(siteId: number, state: Withdrawal['state'], span: { from: Date; to: Date }) {
    const { count, amount } = await store.tallyWithdrawals(this.deps.db, { siteId, state, ...span });
    return { count, amount: fromMinorUnits(amount) };
  }

  /** The back office's queue of one site's withdrawals. */
  async queue(siteId: number, query: WithdrawQuery) {
    const { rows, views, total } = await this.page(
      { siteId, ...(query.memberId ? { memberId: query.memberId } : {}) },
      query,
    );
    const names = await this.deps.account.memberNames(rows.map((r) => r.memberId));
    const owners = rows.map((r) => ({
      memberId: r.memberId,
      username: names.get(r.memberId) ?? '',
      decidedBy: r.decidedBy,
    }));
    return { items: withOwners(views, owners), total, page: query.page, pageSize: query.pageSize };
  }

  /** Who owns an order, for finance's replies to tickets. */
  findWithdrawal(orderNo: string) {
    return store.findWithdrawal(this.deps.db, orderNo);
  }
}
