import { randomInt } from 'node:crypto';
import { banks, type DepositOrder, MAX_BANK_CARDS, type WalletCurrency } from '@courtside/contract';
import { endOfBusinessDay, fromMinorUnits, groupInFours, maskRealName } from '@courtside/domain';
import type { CallbackFields, SandboxGateway } from '../../payments/sandbox-gateway';
import type { Clock } from '../../platform/clock';
import { type Db, pgErrorCode } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { AccountService } from '../account/service';
import type { AuthContext } from '../account/sessions';
import type { MemberService } from '../member/service';
import type { SiteService } from '../site/service';
import type { Ledger } from '../wallet/ledger';
import * as store from './store';

const ORDER_TTL_MS = 15 * 60_000;
export const SANDBOX_PAY_PATH = '/sandbox/pay';
const ORDER_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const money = (minor: bigint) => fromMinorUnits(minor);

export type CallbackOutcome = 'credited' | 'duplicate' | 'forged' | 'mismatch' | 'late' | 'unknown' | 'failed';

/**
 * Deposits: channels, orders and the gateway callback. An order is credited exactly once: the
 * callback locks the order row, and the ledger credit and the order turning paid commit together.
 */
export class PaymentService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      ledger: Ledger;
      site: SiteService;
      account: AccountService;
      member: MemberService;
      sandbox: SandboxGateway;
    },
  ) {}

  private async currency(siteId: number): Promise<WalletCurrency> {
    return (await this.deps.site.info(siteId)).settlementUnit === 'usdt' ? 'USDT' : 'RMB';
  }

  private view(order: store.OrderRow): DepositOrder {
    return {
      orderNo: order.orderNo,
      channelCode: order.channelCode,
      amount: money(order.amount),
      payAmount: money(order.payAmount),
      state: order.state as DepositOrder['state'],
      createdAt: order.createdAt.toISOString(),
      expiresAt: order.expiresAt.toISOString(),
      payUrl: `${SANDBOX_PAY_PATH}/${order.orderNo}`,
    };
  }

  async channels(siteId: number) {
    return (await store.listChannels(this.deps.db, siteId)).map((c) => ({
      code: c.code,
      name: c.name,
      minAmount: money(c.minAmount),
      maxAmount: money(c.maxAmount),
      feeRate: (c.feeRateBp / 100).toFixed(2),
      oddAmount: c.oddAmount,
    }));
  }

  private newOrderNo(): string {
    const day = this.deps.clock.now().toISOString().slice(0, 10).replaceAll('-', '');
    const tail = Array.from({ length: 10 }, () => ORDER_ALPHABET.charAt(randomInt(ORDER_ALPHABET.length))).join('');
    return `D${day}${tail}`;
  }

  /** The site's gates (spec section 3 parameters): a bound real name or phone before depositing. */
  private async checkGates(auth: AuthContext): Promise<void> {
    const params = await this.deps.site.paramValues(auth.siteId, [
      'deposit_verify_true_name',
      'deposit_verify_mobile_phone',
    ]);
    if (params.deposit_verify_true_name === '1' && !(await this.deps.member.realName(auth)).bound) {
      throw new DomainError('depositNeedsRealName');
    }
    if (params.deposit_verify_mobile_phone === '1' && (await this.deps.account.member(auth.memberId)).phone === null) {
      throw new DomainError('depositNeedsPhone');
    }
  }

  async create(
    auth: AuthContext,
    input: { channelCode: string; amount: bigint; requestId: string },
  ): Promise<DepositOrder> {
    const requestKey = `${auth.memberId}:${input.requestId}`;
    const earlier = await store.findOrderByRequest(this.deps.db, requestKey);
    if (earlier) return this.view(earlier);
    const channel = (await store.listChannels(this.deps.db, auth.siteId)).find((c) => c.code === input.channelCode);
    if (!channel) throw new DomainError('notFound', { msg: '支付渠道不存在或已停用' });
    if (input.amount < channel.minAmount || input.amount > channel.maxAmount) {
      throw new DomainError('depositLimit', {
        msg: `单笔存款金额须在 ${money(channel.minAmount)} 至 ${money(channel.maxAmount)} 之间`,
      });
    }
    await this.checkGates(auth);
    const pending = await store.findPending(this.deps.db, auth.memberId);
    if (pending) throw new DomainError('depositPending', { data: this.view(pending) });

    const now = this.deps.clock.now();
    // Proof-amount control: an odd few cents make a bank transfer recognisable as this order.
    const payAmount = channel.oddAmount ? input.amount + BigInt(randomInt(1, 100)) : input.amount;
    try {
      const order = await store.insertOrder(this.deps.db, {
        orderNo: this.newOrderNo(),
        siteId: auth.siteId,
        memberId: auth.memberId,
        channelCode: channel.code,
        currency: await this.currency(auth.siteId),
        amount: input.amount,
        payAmount,
        requestKey,
        createdAt: now,
        expiresAt: new Date(now.getTime() + ORDER_TTL_MS),
      });
      return this.view(order);
    } catch (error) {
      if (pgErrorCode(error) !== '23505') throw error;
      // A twin of this request, or another order, got in first.
      const twin = await store.findOrderByRequest(this.deps.db, requestKey);
      if (twin) return this.view(twin);
      const open = await store.findPending(this.deps.db, auth.memberId);
      throw new DomainError('depositPending', { data: open ? this.view(open) : null });
    }
  }

  async close(auth: AuthContext, orderNo: string): Promise<DepositOrder> {
    const order = await store.findOrder(this.deps.db, orderNo);
    if (!order || order.memberId !== auth.memberId) throw new DomainError('notFound', { msg: '订单不存在' });
    const closed = await store.finishOrder(this.deps.db, orderNo, 'closed', this.deps.clock.now());
    if (!closed) throw new DomainError('orderNotPending');
    return this.view(closed);
  }

  async lastUnfinished(auth: AuthContext): Promise<DepositOrder | null> {
    const order = await store.findPending(this.deps.db, auth.memberId);
    return order && order.expiresAt > this.deps.clock.now() ? this.view(order) : null;
  }

  async order(auth: AuthContext, orderNo: string): Promise<DepositOrder> {
    const order = await store.findOrder(this.deps.db, orderNo);
    if (!order || order.memberId !== auth.memberId) throw new DomainError('notFound', { msg: '订单不存在' });
    return this.view(order);
  }

  /** For the sandbox pay page, which shows what to pay without knowing who the member is. */
  findOrder(orderNo: string) {
    return store.findOrder(this.deps.db, orderNo);
  }

  /**
   * A gateway callback. Forged, mismatched, late and unknown ones change nothing and are logged;
   * a duplicate finds the order already paid. Answers whether the gateway may stop retrying.
   */
  async callback(channel: 'sandbox', payload: CallbackFields & { sign: string }): Promise<{ accepted: boolean }> {
    const outcome = await this.settleCallback(payload);
    await store.logCallback(this.deps.db, { channel, orderNo: payload.orderNo, outcome, payload });
    return { accepted: outcome === 'credited' || outcome === 'duplicate' || outcome === 'failed' };
  }

  private async settleCallback(payload: CallbackFields & { sign: string }): Promise<CallbackOutcome> {
    if (!this.deps.sandbox.verify(payload)) return 'forged';
    let credited: store.OrderRow | null = null;
    const outcome = await this.deps.db.transaction(async (tx): Promise<CallbackOutcome> => {
      const order = await store.lockOrder(tx, payload.orderNo);
      if (!order) return 'unknown';
      if (order.state === 'paid') return 'duplicate';
      if (order.state !== 'pending') return 'late';
      if (payload.amount !== money(order.payAmount)) return 'mismatch';
      if (payload.status === 'failed') return 'failed';
      const currency = order.currency === 'USDT' ? 'USDT' : 'RMB';
      const moved = await this.deps.ledger.moveWithin(tx, {
        debit: { siteId: order.siteId, memberId: null, kind: 'paymentClearing', venueCode: '', currency },
        credit: { siteId: order.siteId, memberId: order.memberId, kind: 'centre', venueCode: '', currency },
        amount: order.payAmount,
        kind: 'deposit',
        reference: order.orderNo,
        idempotencyKey: `deposit:${order.orderNo}`,
        memberId: order.memberId,
      });
      await store.finishOrder(tx, order.orderNo, 'paid', this.deps.clock.now(), moved.transferId);
      credited = order;
      return 'credited';
    });
    const paid = credited as store.OrderRow | null;
    if (paid) {
      this.deps.ledger.announce([{ siteId: paid.siteId, memberId: paid.memberId, currency: paid.currency }]);
    }
    return outcome;
  }

  // ---- bank cards ----

  private cardView(card: store.CardRow) {
    const digits = card.cardNumber;
    return {
      id: card.id,
      bankCode: card.bankCode,
      bankName: banks.find((b) => b.code === card.bankCode)?.name ?? card.bankCode,
      cardNumber: groupInFours(`${digits.slice(0, 4)}${'*'.repeat(Math.max(0, digits.length - 8))}${digits.slice(-4)}`),
      holderName: maskRealName(card.holderName),
      createdAt: card.createdAt.toISOString(),
    };
  }

  async cards(auth: AuthContext) {
    return (await store.listCards(this.deps.db, auth.memberId)).map((c) => this.cardView(c));
  }

  /** Binds a card in the bound real name; at most three, no number twice. */
  async insertCard(auth: AuthContext, input: { bankCode: string; cardNumber: string }) {
    const holderName = await this.deps.member.boundRealName(auth);
    if (!holderName)
      throw new DomainError('depositNeedsRealName', { msg: '请先完成实名认证，银行卡户名须与真实姓名一致' });
    await this.deps.db.transaction(async (tx) => {
      await store.lockMemberCards(tx, auth.memberId);
      const cards = await store.listCards(tx, auth.memberId);
      if (cards.some((c) => c.cardNumber === input.cardNumber)) throw new DomainError('cardTaken');
      if (cards.length >= MAX_BANK_CARDS) throw new DomainError('cardLimit');
      await store.insertCard(tx, {
        memberId: auth.memberId,
        bankCode: input.bankCode,
        cardNumber: input.cardNumber,
        holderName,
      });
    });
    return this.cards(auth);
  }

  async deleteCard(auth: AuthContext, input: { cardId: number; withdrawPassword: string }) {
    await this.deps.member.verifyWithdrawPassword(auth, input.withdrawPassword);
    if (!(await store.deleteCard(this.deps.db, auth.memberId, input.cardId))) {
      throw new DomainError('notFound', { msg: '银行卡不存在' });
    }
    return this.cards(auth);
  }

  // ---- withdrawals ----

  private async withdrawLimits(siteId: number) {
    const params = await this.deps.site.paramValues(siteId, [
      'withdrawal_password',
      'withdraw_daily_times',
      'withdraw_min_amount',
      'withdraw_max_amount',
    ]);
    const whole = (value: string | undefined, fallback: bigint) =>
      value && /^\d{1,9}$/.test(value) ? BigInt(value) * 100n : fallback;
    return {
      passwordRequired: params.withdrawal_password !== '0',
      dailyTimes: Number(params.withdraw_daily_times ?? '5') || 5,
      minAmount: whole(params.withdraw_min_amount, 10_000n),
      maxAmount: whole(params.withdraw_max_amount, 5_000_000n),
    };
  }

  private dayStart(): Date {
    return new Date(endOfBusinessDay(this.deps.clock.now().getTime()) - 24 * 60 * 60_000 + 1);
  }

  private centreOf(siteId: number, memberId: number, currency: WalletCurrency) {
    return { siteId, memberId, kind: 'centre', venueCode: '', currency };
  }

  private houseOf(siteId: number, kind: 'withdrawalHold' | 'payoutClearing', currency: WalletCurrency) {
    return { siteId, memberId: null, kind, venueCode: '', currency };
  }

  private async withdrawalView(w: store.WithdrawalRow) {
    const card = (await store.listCardsIncludingDeleted(this.deps.db, w.memberId)).find((c) => c.id === w.cardId);
    return {
      orderNo: w.orderNo,
      amount: money(w.amount),
      cardNumber: card ? this.cardView(card).cardNumber : '',
      state: w.state as 'pending' | 'approved' | 'rejected' | 'cancelled',
      reason: w.reason,
      createdAt: w.createdAt.toISOString(),
      decidedAt: w.decidedAt?.toISOString() ?? null,
    };
  }

  async withdrawPrepare(auth: AuthContext) {
    const limits = await this.withdrawLimits(auth.siteId);
    const currency = await this.currency(auth.siteId);
    const { available } = await this.deps.ledger.balanceOf(this.centreOf(auth.siteId, auth.memberId, currency));
    return {
      available: money(available),
      cards: await this.cards(auth),
      passwordRequired: limits.passwordRequired,
      passwordSet: (await this.deps.member.withdrawPasswordStatus(auth)).isSet,
      minAmount: money(limits.minAmount),
      maxAmount: money(limits.maxAmount),
      dailyTimes: limits.dailyTimes,
      usedToday: await store.countWithdrawalsSince(this.deps.db, auth.memberId, this.dayStart()),
    };
  }

  /**
   * A withdrawal request: the amount moves at once from the centre wallet to the withdrawal hold, so
   * a hundred requests at the same moment can never hold more than the balance.
   */
  async withdraw(
    auth: AuthContext,
    input: { amount: bigint; cardId: number; withdrawPassword?: string | undefined; requestId: string },
  ) {
    const requestKey = `${auth.memberId}:${input.requestId}`;
    const earlier = await store.findWithdrawalByRequest(this.deps.db, requestKey);
    if (earlier) return this.withdrawalView(earlier);
    const limits = await this.withdrawLimits(auth.siteId);
    if (input.amount < limits.minAmount || input.amount > limits.maxAmount) {
      throw new DomainError('withdrawLimit', {
        msg: `单笔取款金额须在 ${money(limits.minAmount)} 至 ${money(limits.maxAmount)} 之间`,
      });
    }
    if (!(await this.cards(auth)).some((c) => c.id === input.cardId))
      throw new DomainError('notFound', { msg: '银行卡不存在' });
    if (limits.passwordRequired) await this.deps.member.verifyWithdrawPassword(auth, input.withdrawPassword ?? '');
    if ((await store.countWithdrawalsSince(this.deps.db, auth.memberId, this.dayStart())) >= limits.dailyTimes) {
      throw new DomainError('withdrawLimit', { msg: `今日取款次数已达上限（${limits.dailyTimes}次）` });
    }
    const currency = await this.currency(auth.siteId);
    const orderNo = this.newOrderNo().replace(/^D/, 'W');
    const created = await this.deps.db.transaction(async (tx) => {
      const row = await store.insertWithdrawal(tx, {
        orderNo,
        siteId: auth.siteId,
        memberId: auth.memberId,
        cardId: input.cardId,
        currency,
        amount: input.amount,
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
    this.deps.ledger.announce([{ siteId: auth.siteId, memberId: auth.memberId, currency }]);
    return this.withdrawalView(created);
  }

  /**
   * Ends a pending withdrawal: the member cancels, or finance approves or rejects. The row lock makes
   * the first of them win; the others find it no longer pending.
   */
  private async endWithdrawal(
    orderNo: string,
    outcome: 'approved' | 'rejected' | 'cancelled',
    by: string,
    reason: string,
    owner: number | null,
  ) {
    let ended: store.WithdrawalRow | null = null;
    await this.deps.db.transaction(async (tx) => {
      const w = await store.lockWithdrawal(tx, orderNo);
      if (!w || (owner !== null && w.memberId !== owner)) throw new DomainError('notFound', { msg: '取款订单不存在' });
      if (w.state !== 'pending') throw new DomainError('withdrawNotPending');
      const currency = w.currency === 'USDT' ? 'USDT' : 'RMB';
      await this.deps.ledger.moveWithin(tx, {
        debit: this.houseOf(w.siteId, 'withdrawalHold', currency),
        credit:
          outcome === 'approved'
            ? this.houseOf(w.siteId, 'payoutClearing', currency)
            : this.centreOf(w.siteId, w.memberId, currency),
        amount: w.amount,
        kind: outcome === 'approved' ? 'withdraw' : 'withdrawReturn',
        reference: w.orderNo,
        idempotencyKey: `withdraw:${w.orderNo}:${outcome}`,
        memberId: w.memberId,
      });
      ended = await store.decideWithdrawal(tx, w.id, {
        state: outcome,
        reason,
        decidedBy: by,
        decidedAt: this.deps.clock.now(),
      });
    });
    const done = ended as store.WithdrawalRow | null;
    if (!done) throw new Error('withdrawal ended without a row');
    if (outcome !== 'approved')
      this.deps.ledger.announce([{ siteId: done.siteId, memberId: done.memberId, currency: done.currency }]);
    return this.withdrawalView(done);
  }

  cancelWithdrawal(auth: AuthContext, orderNo: string) {
    return this.endWithdrawal(orderNo, 'cancelled', `member:${auth.memberId}`, '会员取消', auth.memberId);
  }

  decideWithdrawal(by: string, input: { orderNo: string; decision: 'approved' | 'rejected'; reason: string }) {
    return this.endWithdrawal(input.orderNo, input.decision, by, input.reason, null);
  }

  /** Closes orders nobody paid in time. */
  expire(): Promise<number> {
    return store.expireOrders(this.deps.db, this.deps.clock.now());
  }
}
