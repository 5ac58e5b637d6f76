import { randomInt } from 'node:crypto';
import { banks, type DepositOrder, MAX_BANK_CARDS, type WalletCurrency } from '@courtside/contract';
import { fromMinorUnits, groupInFours, maskRealName } from '@courtside/domain';
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

  /** Closes orders nobody paid in time. */
  expire(): Promise<number> {
    return store.expireOrders(this.deps.db, this.deps.clock.now());
  }
}
