import { randomInt } from 'node:crypto';
import type { ChannelKind, DepositOrder, DepositState, UsdtNetwork } from '@courtside/contract';
import { formatUsdtRate, fromMinorUnits, percentOfMinor } from '@courtside/domain';
import type { AuthContext } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { type Db, type Executor, pgErrorCode } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import type { AccountService } from '../account';
import type { MemberService } from '../member';
import type { RgService } from '../rg';
import type { SiteService } from '../site';
import type { AccountKey, Ledger } from '../wallet';
import type { ChainReader, ChannelAdapter, SignedCallback } from './channel';
import type { DecisionRecord } from './decision-record';
import * as store from './deposit-store';
import { paymentEvents } from './events';
import { type ListQuery, listFilters, withOwners } from './listing';
import { newOrderNo } from './order-no';
import { siteMoney } from './site-money';
import type { TicketDesk, TicketView } from './tickets';
import { usdtConfig } from './usdt-channel';

const ORDER_TTL_MS = 15 * 60_000;
/** A USDT order waits longer: a chain transfer takes a while to send and to confirm. */
const USDT_ORDER_TTL_MS = 30 * 60_000;
const UNFINISHED: readonly DepositState[] = ['pending', 'submitted'];

const money = (minor: bigint) => fromMinorUnits(minor);
const oddCents = () => BigInt(randomInt(1, 100));

/** A gateway order still pending this long after it was made has its gateway asked what became of it. */
const QUERY_AFTER_MS = 2 * 60_000;
/** Stored callback attempts are kept this long for inspection (disputes, forged deliveries), then pruned. */
const CALLBACK_RETENTION_MS = 30 * 24 * 60 * 60_000;

export type CallbackOutcome = 'credited' | 'duplicate' | 'forged' | 'mismatch' | 'late' | 'unknown' | 'failed';

export interface DepositQuery extends ListQuery<DepositState> {
  channelCode?: string | undefined;
}

/**
 * Deposits on every kind of channel. An order is credited exactly once, whoever confirms it (the
 * gateway's callback, finance, or the chain watcher): each locks the order row, checks it is still
 * unfinished, and turns it paid in the same transaction as the ledger credit.
 */
export class DepositService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      ledger: Ledger;
      site: SiteService;
      account: AccountService;
      member: MemberService;
      tickets: TicketDesk;
      adapters: Record<ChannelKind, ChannelAdapter>;
      chain: ChainReader;
      outbox: Outbox;
      /** Safer gambling: an order past the deposit limit is refused before the gateway; a credit is counted. */
      rg: RgService;
    },
  ) {}

  private view(order: store.OrderRow, tickets: TicketView[], required = 0): DepositOrder {
    return {
      orderNo: order.orderNo,
      channelCode: order.channelCode,
      kind: order.kind as ChannelKind,
      amount: money(order.amount),
      payAmount: money(order.payAmount),
      fee: money(order.fee),
      state: order.state as DepositState,
      createdAt: order.createdAt.toISOString(),
      expiresAt: order.expiresAt.toISOString(),
      payUrl: order.payUrl,
      receiver: order.receiver ?? null,
      crypto:
        order.network && order.address && order.usdtAmount !== null
          ? {
              network: order.network as UsdtNetwork,
              address: order.address,
              usdtAmount: money(order.usdtAmount),
              rate: order.rate ?? '1',
              confirmations: order.confirmations,
              required,
            }
          : null,
      reason: order.reason,
      tickets,
    };
  }

  private async requiredConfirmations(order: store.OrderRow, db: Executor = this.deps.db): Promise<number> {
    if (order.kind !== 'usdt') return 0;
    const channel = await store.findChannel(db, order.siteId, order.channelCode);
    const config = usdtConfig.safeParse(channel?.config);
    return config.success ? config.data.confirmations : 1;
  }

  private async viewOne(order: store.OrderRow): Promise<DepositOrder> {
    const tickets = await this.deps.tickets.byOrder([order.orderNo]);
    return this.view(order, tickets.get(order.orderNo) ?? [], await this.requiredConfirmations(order));
  }

  private async viewMany(orders: store.OrderRow[]): Promise<DepositOrder[]> {
    const tickets = await this.deps.tickets.byOrder(orders.map((o) => o.orderNo));
    const required = new Map<string, number>();
    for (const order of orders) {
      if (order.kind === 'usdt' && !required.has(order.channelCode)) {
        required.set(order.channelCode, await this.requiredConfirmations(order));
      }
    }
    return orders.map((o) => this.view(o, tickets.get(o.orderNo) ?? [], required.get(o.channelCode) ?? 0));
  }

  async channels(siteId: number) {
    return (await store.listChannels(this.deps.db, siteId)).map((c) => {
      const config = c.kind === 'usdt' ? usdtConfig.safeParse(c.config) : null;
      return {
        code: c.code,
        name: c.name,
        kind: c.kind as ChannelKind,
        minAmount: money(c.minAmount),
        maxAmount: money(c.maxAmount),
        feeRate: (c.feeRateBp / 100).toFixed(2),
        oddAmount: c.oddAmount || c.kind !== 'gateway',
        networks: config?.success
          ? (['TRC20', 'ERC20'] as const).filter((n) => config.data.addresses[n] !== undefined)
          : [],
      };
    });
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
    input: { channelCode: string; amount: bigint; requestId: string; network?: UsdtNetwork | undefined },
  ): Promise<DepositOrder> {
    const requestKey = `${auth.memberId}:${input.requestId}`;
    const earlier = await store.findOrderByRequest(this.deps.db, requestKey);
    if (earlier) return this.viewOne(earlier);
    const channel = await store.findChannel(this.deps.db, auth.siteId, input.channelCode);
    if (!channel?.enabled) throw new DomainError('notFound', { msg: '支付渠道不存在或已停用' });
    if (input.amount < channel.minAmount || input.amount > channel.maxAmount) {
      throw new DomainError('depositLimit', {
        msg: `单笔存款金额须在 ${money(channel.minAmount)} 至 ${money(channel.maxAmount)} 之间`,
      });
    }
    await this.checkGates(auth);
    await this.deps.rg.precheck(auth, 'deposit', input.amount);
    let open = await store.findUnfinished(this.deps.db, auth.memberId);
    if (open?.state === 'pending' && open.expiresAt <= this.deps.clock.now()) {
      // Lapsed but not yet swept: settle it now rather than block the member until the job runs.
      await this.recover(open);
      await store.expireOrders(this.deps.db, this.deps.clock.now(), auth.memberId);
      open = await store.findUnfinished(this.deps.db, auth.memberId);
    }
    if (open) throw new DomainError('depositPending', { data: await this.viewOne(open) });

    const kind = channel.kind as ChannelKind;
    const { currency, usdtRate } = await siteMoney(this.deps.site, auth.siteId);
    const now = this.deps.clock.now();
    // A clash on the USDT match key (same address and sum as another open order) gets fresh odd cents.
    for (let attempt = 0; ; attempt++) {
      const orderNo = newOrderNo('D', now);
      const told = this.deps.adapters[kind].instruct({
        orderNo,
        amount: input.amount,
        network: input.network,
        config: channel.config,
        oddAmount: channel.oddAmount,
        rate: usdtRate,
        oddCents,
      });
      try {
        const order = await store.insertOrder(this.deps.db, {
          orderNo,
          siteId: auth.siteId,
          memberId: auth.memberId,
          channelCode: channel.code,
          kind,
          currency,
          amount: input.amount,
          payAmount: told.payAmount,
          fee: percentOfMinor(input.amount, channel.feeRateBp),
          payUrl: told.payUrl,
          requestKey,
          receiver: told.receiver,
          network: told.crypto?.network ?? null,
          address: told.crypto?.address ?? null,
          usdtAmount: told.crypto?.usdtAmount ?? null,
          rate: told.crypto ? formatUsdtRate(told.crypto.rate) : null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + (kind === 'usdt' ? USDT_ORDER_TTL_MS : ORDER_TTL_MS)),
        });
        return this.viewOne(order);
      } catch (error) {
        if (pgErrorCode(error) !== '23505') throw error;
        const twin = await store.findOrderByRequest(this.deps.db, requestKey);
        if (twin) return this.viewOne(twin);
        const unfinished = await store.findUnfinished(this.deps.db, auth.memberId);
        if (unfinished) throw new DomainError('depositPending', { data: await this.viewOne(unfinished) });
        if (attempt >= 5) throw error;
      }
    }
  }

  private async own(auth: AuthContext, orderNo: string): Promise<store.OrderRow> {
    const order = await store.findOrder(this.deps.db, orderNo);
    if (!order || order.memberId !== auth.memberId) throw new DomainError('notFound', { msg: '订单不存在' });
    return order;
  }

  /**
   * The member gives up an order; a transfer already reported to finance can no longer be withdrawn.
   * The provider is asked first: a payment whose callback is still on its way is credited, not lost.
   */
  async close(auth: AuthContext, orderNo: string): Promise<DepositOrder> {
    const order = await this.own(auth, orderNo);
    if (order.state === 'pending' && (await this.recover(order)) === 'credited') {
      throw new DomainError('orderNotPending', {
        msg: '该订单已支付成功，款项已到账',
        data: await this.order(auth, orderNo),
      });
    }
    const closed = await store.transitionOrder(this.deps.db, orderNo, ['pending'], {
      state: 'closed',
      settledAt: this.deps.clock.now(),
    });
    if (!closed) throw new DomainError('orderNotPending');
    return this.viewOne(closed);
  }

  async lastUnfinished(auth: AuthContext): Promise<DepositOrder | null> {
    const order = await store.findUnfinished(this.deps.db, auth.memberId);
    if (!order) return null;
    if (order.state === 'pending' && order.expiresAt <= this.deps.clock.now()) return null;
    return this.viewOne(order);
  }

  async order(auth: AuthContext, orderNo: string): Promise<DepositOrder> {
    return this.viewOne(await this.own(auth, orderNo));
  }

  /** For the sandbox pages, which show what to pay without knowing who the member is. */
  findOrder(orderNo: string) {
    return store.findOrder(this.deps.db, orderNo);
  }

  private async page(filters: store.OrderFilters, query: DepositQuery) {
    const { filters: common, slice } = listFilters(query);
    const { rows, total } = await store.pageOrders(
      this.deps.db,
      { ...filters, ...common, ...(query.channelCode ? { channelCode: query.channelCode } : {}) },
      slice,
    );
    const views = await this.viewMany(rows);
    return { rows, views, total, page: query.page, pageSize: query.pageSize };
  }

  async records(auth: AuthContext, query: DepositQuery) {
    const { views, total, page, pageSize } = await this.page({ memberId: auth.memberId }, query);
    return { items: views, total, page, pageSize };
  }

  /** The back office's dashboard: how many of the site's orders in a state were made in a span, and their sum. */
  async tally(siteId: number, state: DepositState, span: { from: Date; to: Date }) {
    const { count, amount } = await store.tallyOrders(this.deps.db, { siteId, state, ...span });
    return { count, amount: fromMinorUnits(amount) };
  }

  /** The back office's queue of one site's deposits. */
  async queue(siteId: number, query: DepositQuery) {
    const { rows, views, total, page, pageSize } = await this.page(
      { siteId, ...(query.memberId ? { memberId: query.memberId } : {}) },
      query,
    );
    const names = await this.deps.account.memberNames(rows.map((r) => r.memberId));
    const owners = rows.map((r) => ({
      memberId: r.memberId,
      username: names.get(r.memberId) ?? '',
      decidedBy: r.decidedBy,
    }));
    return { items: withOwners(views, owners), total, page, pageSize };
  }

  /** Credits an unfinished order inside the caller's transaction (which holds the order's row lock). */
  private async credit(tx: Executor, order: store.OrderRow, by: string): Promise<store.OrderRow> {
    const currency = order.currency === 'USDT' ? 'USDT' : 'RMB';
    const clearing: AccountKey = {
      siteId: order.siteId,
      memberId: null,
      kind: 'paymentClearing',
      venueCode: '',
      currency,
    };
    const centre: AccountKey = {
      siteId: order.siteId,
      memberId: order.memberId,
      kind: 'centre',
      venueCode: '',
      currency,
    };
    // Gross: the amount paid counts, whatever the fee; money received is credited even past a limit.
    await this.deps.rg.count(tx, order, 'deposit', order.payAmount, { check: false });
    const moved = await this.deps.ledger.moveWithin(tx, {
      debit: clearing,
      credit: centre,
      amount: order.payAmount - order.fee,
      kind: 'deposit',
      reference: order.orderNo,
      idempotencyKey: `deposit:${order.orderNo}`,
      memberId: order.memberId,
    });
    // What the member owes after a sportsbook rollback is repaid first from what they deposit.
    await this.deps.ledger.repayOwedWithin(tx, {
      from: centre,
      memberId: order.memberId,
      max: order.payAmount - order.fee,
      idempotencyKey: `deposit:${order.orderNo}:owed`,
      reference: order.orderNo,
    });
    if (order.fee > 0n) {
      await this.deps.ledger.moveWithin(tx, {
        debit: clearing,
        credit: { siteId: order.siteId, memberId: null, kind: 'feeIncome', venueCode: '', currency },
        amount: order.fee,
        kind: 'depositFee',
        reference: order.orderNo,
        idempotencyKey: `deposit:${order.orderNo}:fee`,
        memberId: order.memberId,
      });
    }
    const paid = await store.transitionOrder(tx, order.orderNo, UNFINISHED, {
      state: 'paid',
      settledAt: this.deps.clock.now(),
      transferId: moved.transferId,
      decidedBy: by,
    });
    if (!paid) throw new Error(`deposit ${order.orderNo} left its state under the row lock`);
    await this.deps.outbox.add(tx, paymentEvents.depositCredited, {
      siteId: paid.siteId,
      memberId: paid.memberId,
      orderNo: paid.orderNo,
      channelCode: paid.channelCode,
      creditedMinor: (paid.payAmount - paid.fee).toString(),
      currency,
    });
    await this.told(tx, paid);
    return paid;
  }

  /** The order's page should move: its change is told in the transaction that made it. */
  private told(tx: Executor, order: store.OrderRow): Promise<void> {
    const { siteId, memberId, orderNo, state } = order;
    return this.deps.outbox.add(tx, paymentEvents.orderChanged, { siteId, memberId, kind: 'deposit', orderNo, state });
  }

  /** After the commit: the member's balance moved. */
  private announce(order: store.OrderRow): void {
    if (order.state === 'paid') {
      this.deps.ledger.announce([{ siteId: order.siteId, memberId: order.memberId, currency: order.currency }]);
    }
    this.deps.outbox.kick();
  }

  /**
   * A gateway callback. Forged, mismatched, late and unknown ones change nothing and are logged;
   * a duplicate finds the order already paid. Answers whether the gateway may stop retrying.
   */
  async callback(channel: 'sandbox', payload: SignedCallback): Promise<{ accepted: boolean }> {
    const outcome = await this.settleCallback(payload);
    await store.logCallback(this.deps.db, { channel, orderNo: payload.orderNo, outcome, payload });
    return { accepted: outcome === 'credited' || outcome === 'duplicate' || outcome === 'failed' };
  }

  private settleCallback(payload: SignedCallback): Promise<CallbackOutcome> {
    if (!this.deps.adapters.gateway.verifyCallback?.(payload)) return Promise.resolve('forged');
    return this.settleReported(payload, 'gateway:sandbox');
  }

  /** Settles what a gateway reported about an order, by callback or answering a status query. */
  private async settleReported(
    payload: { orderNo: string; amount: string; status: 'paid' | 'failed' },
    by: string,
  ): Promise<CallbackOutcome> {
    let credited: store.OrderRow | null = null;
    const outcome = await this.deps.db.transaction(async (tx): Promise<CallbackOutcome> => {
      const order = await store.lockOrder(tx, payload.orderNo);
      if (!order || this.deps.adapters[order.kind as ChannelKind].confirmedBy !== 'callback') return 'unknown';
      if (order.state === 'paid') return 'duplicate';
      if (order.state !== 'pending') return 'late';
      if (payload.amount !== money(order.payAmount)) return 'mismatch';
      if (payload.status === 'failed') return 'failed';
      credited = await this.credit(tx, order, by);
      return 'credited';
    });
    const paid = credited as store.OrderRow | null;
    if (paid) this.announce(paid);
    return outcome;
  }

  // ---- fast-to-card (speedPay) ----

  /** Runs a member's step on their own order under its row lock, if the order allows it now. */
  private async memberStep(
    auth: AuthContext,
    orderNo: string,
    allowed: (order: store.OrderRow) => boolean,
    step: (tx: Executor, order: store.OrderRow) => Promise<void>,
  ): Promise<DepositOrder> {
    await this.own(auth, orderNo);
    await this.deps.db.transaction(async (tx) => {
      const order = await store.lockOrder(tx, orderNo);
      if (!order) throw new DomainError('notFound', { msg: '订单不存在' });
      if (!allowed(order)) throw new DomainError('ticketNotAllowed');
      await step(tx, order);
    });
    return this.order(auth, orderNo);
  }

  /** "I have paid": the order waits for finance from now on and no longer expires. */
  confirmPaid(auth: AuthContext, orderNo: string): Promise<DepositOrder> {
    return this.memberStep(
      auth,
      orderNo,
      (o) => o.kind === 'bankTransfer' && o.state === 'pending',
      async (tx, order) => {
        if (order.expiresAt <= this.deps.clock.now()) throw new DomainError('orderNotPending');
        await store.transitionOrder(tx, order.orderNo, ['pending'], {
          state: 'submitted',
          submittedAt: this.deps.clock.now(),
        });
      },
    );
  }

  /**
   * A nudge to finance, once there is something for them to look at: a bank transfer the member
   * reported, or a USDT order still open (its transfer may be stuck on the chain).
   */
  remind(auth: AuthContext, orderNo: string): Promise<DepositOrder> {
    return this.memberStep(
      auth,
      orderNo,
      (o) => (o.kind === 'bankTransfer' && o.state === 'submitted') || (o.kind === 'usdt' && o.state === 'pending'),
      (tx, o) => this.deps.tickets.remind(tx, o),
    );
  }

  /** An appeal on an order finance is sitting on, rejected, or that expired though the member paid. */
  appeal(auth: AuthContext, orderNo: string, text: string): Promise<DepositOrder> {
    return this.memberStep(
      auth,
      orderNo,
      (o) => ['submitted', 'rejected', 'expired'].includes(o.state),
      (tx, o) => this.deps.tickets.raise(tx, o, 'appeal', text),
    );
  }

  /**
   * Finance's decision on a bank or USDT transfer: the money arrived (credit) or it did not (reject).
   * The row lock makes the first decision win; a second finds the order finished.
   */
  async decide(
    siteId: number,
    by: string,
    input: { orderNo: string; decision: 'paid' | 'rejected'; reason: string },
    record: DecisionRecord,
  ): Promise<DepositOrder> {
    const decided = await this.deps.db.transaction(async (tx) => {
      const order = await store.lockOrder(tx, input.orderNo);
      if (!order || order.siteId !== siteId) throw new DomainError('notFound', { msg: '订单不存在' });
      // Only the gateway knows whether it took the money; a bank transfer, or a USDT transfer the
      // watcher could not match (a wrong sum, say), finance can check against the statement itself.
      if (this.deps.adapters[order.kind as ChannelKind].confirmedBy === 'callback') {
        throw new DomainError('ticketNotAllowed', { msg: '该渠道的订单由支付网关确认，不能人工审核' });
      }
      if (!UNFINISHED.includes(order.state as DepositState)) throw new DomainError('orderNotPending');
      const after =
        input.decision === 'paid'
          ? await this.credit(tx, order, by)
          : await store.transitionOrder(tx, order.orderNo, UNFINISHED, {
              state: 'rejected',
              reason: input.reason || '未查询到您的转账，请核对后申诉',
              settledAt: this.deps.clock.now(),
              decidedBy: by,
            });
      if (!after) throw new Error(`deposit ${order.orderNo} left its state under the row lock`);
      if (after.state !== 'paid') await this.told(tx, after);
      await record(tx, { before: order.state, after: after.state });
      return after;
    });
    this.announce(decided);
    return this.viewOne(decided);
  }

  // ---- USDT on the chain ----

  /**
   * One watcher tick: asks the chain about the addresses open orders wait on, records what it
   * reports, matches each new transfer to the order waiting for its exact sum, and credits an order
   * once its transfer has enough confirmations. A transfer with no order waiting is marked
   * unmatched and logged for finance.
   */
  async watchChain(): Promise<number> {
    const addresses = await store.openUsdtAddresses(this.deps.db);
    if (addresses.length > 0) {
      for (const seen of await this.deps.chain.transfersTo(addresses)) {
        await store.recordChainTransfer(this.deps.db, seen);
      }
    }
    let credited = 0;
    for (const open of await store.openChainTxs(this.deps.db)) {
      const paid = await this.deps.db.transaction(async (db) => {
        // Two watchers (two nodes) never work on the same transfer at once.
        const tx = await store.lockChainTx(db, open.txHash);
        if (!tx) return null;
        const logged = { txHash: tx.txHash, network: tx.network, toAddress: tx.toAddress, amount: money(tx.amount) };
        if (tx.matchedOrder === null) {
          const matched = (await store.findUsdtOrderFor(db, tx))?.orderNo ?? 'unmatched';
          await store.matchChainTx(db, tx.txHash, matched);
          if (matched === 'unmatched') {
            await store.logCallback(db, { channel: 'usdt-chain', orderNo: '', outcome: 'unknown', payload: logged });
            return null;
          }
          tx.matchedOrder = matched;
        }
        const order = await store.lockOrder(db, tx.matchedOrder);
        if (order?.state !== 'pending') return null;
        const confirmations = tx.confirmations;
        if (order.confirmations !== confirmations) {
          await store.transitionOrder(db, order.orderNo, ['pending'], { confirmations });
        }
        if (confirmations < (await this.requiredConfirmations(order, db))) return null;
        await store.logCallback(db, {
          channel: 'usdt-chain',
          orderNo: order.orderNo,
          outcome: 'credited',
          payload: logged,
        });
        return this.credit(db, { ...order, confirmations }, `chain:${tx.txHash}`);
      });
      if (paid) {
        credited++;
        this.announce(paid);
      }
    }
    return credited;
  }

  /** The pruning job: callback attempts are kept for a while for inspection, then forgotten. */
  pruneCallbacks(): Promise<number> {
    return store.pruneCallbacks(this.deps.db, new Date(this.deps.clock.now().getTime() - CALLBACK_RETENTION_MS));
  }

  /**
   * The sweep job: asks the gateway about orders whose callback is late, credits those it says were
   * paid (a lost callback), then closes the orders nobody paid in time. Every answer is logged.
   */
  async sweep(): Promise<{ recovered: number; expired: number }> {
    const now = this.deps.clock.now();
    let recovered = 0;
    for (const order of await store.staleGatewayOrders(this.deps.db, new Date(now.getTime() - QUERY_AFTER_MS))) {
      if ((await this.recover(order)) === 'credited') recovered++;
    }
    return { recovered, expired: await store.expireOrders(this.deps.db, now) };
  }

  /** Asks the order's provider what became of it and credits it if the provider took the money. */
  private async recover(order: store.OrderRow): Promise<CallbackOutcome | null> {
    const answer = await this.deps.adapters[order.kind as ChannelKind].queryStatus?.(order.orderNo);
    // A failed or unknown charge leaves the order open: the member may still pay it before it expires.
    if (answer?.status !== 'paid') return null;
    const outcome = await this.settleReported({ orderNo: order.orderNo, ...answer }, 'gateway:query');
    await store.logCallback(this.deps.db, {
      channel: 'sandbox-query',
      orderNo: order.orderNo,
      outcome,
      payload: answer,
    });
    return outcome;
  }
}
