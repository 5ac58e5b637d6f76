import type { TicketsQuery } from '@courtside/contract/admin';
import { fromMinorUnits } from '@courtside/domain';
import { insertAudit } from '../../platform/audit';
import type { Db } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { AccountService } from '../account';
import type {
  DecisionRecord,
  DepositQuery,
  DepositService,
  TicketDesk,
  WithdrawalService,
  WithdrawQuery,
} from '../payment';
import type { AdminActor } from './auth';

/**
 * Finance's work on one site's money: the deposit and withdrawal queues, decisions on them, and
 * replies to members' reminders and appeals. Every decision leaves an audit row with its before
 * and after, committed with the decision; the order's row lock lets only the first of two operators act.
 */
export class FinanceDesk {
  constructor(
    private readonly deps: {
      db: Db;
      account: AccountService;
      deposits: DepositService;
      withdrawals: WithdrawalService;
      tickets: TicketDesk;
    },
  ) {}

  private audit(actor: AdminActor, action: string, detail: Record<string, unknown>) {
    return insertAudit(this.deps.db, { actor: actor.name, action, detail });
  }

  deposits(siteId: number, query: DepositQuery) {
    return this.deps.deposits.queue(siteId, query);
  }

  withdrawals(siteId: number, query: WithdrawQuery) {
    return this.deps.withdrawals.queue(siteId, query);
  }

  /** The audit row of a decision, written in the decision's own transaction. */
  private record(actor: AdminActor, action: string, detail: Record<string, unknown>): DecisionRecord {
    return (tx, change) => insertAudit(tx, { actor: actor.name, action, detail: { ...detail, ...change } });
  }

  decideDeposit(
    actor: AdminActor,
    siteId: number,
    input: { orderNo: string; decision: 'paid' | 'rejected'; reason: string },
  ) {
    const record = this.record(actor, 'payment.depositDecide', { ...input, siteId });
    return this.deps.deposits.decide(siteId, `admin:${actor.name}`, input, record);
  }

  /** Approve or reject a pending withdrawal; the first decision (or the member's cancel) wins. */
  decideWithdrawal(
    actor: AdminActor,
    siteId: number,
    input: { orderNo: string; decision: 'approved' | 'rejected'; reason: string },
  ) {
    const record = this.record(actor, 'payment.withdrawDecide', { ...input, siteId });
    return this.deps.withdrawals.decide(siteId, `admin:${actor.name}`, input, record);
  }

  /** The order a ticket is about, when it is this site's. */
  private async orderOf(siteId: number, orderNo: string) {
    const order = orderNo.startsWith('D')
      ? await this.deps.deposits.findOrder(orderNo)
      : await this.deps.withdrawals.findWithdrawal(orderNo);
    if (!order || order.siteId !== siteId) throw new DomainError('notFound', { msg: '订单不存在' });
    return order;
  }

  /** Members' reminders, feedback and appeals on this site's orders, with who raised them. */
  async tickets(siteId: number, query: TicketsQuery) {
    const { items, total } = await this.deps.tickets.page(siteId, query);
    const names = await this.deps.account.memberNames(items.map((t) => t.memberId));
    return {
      items: items.map((t) => ({ ...t, memberName: names.get(t.memberId) ?? '' })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** One order and every ticket on it: what the cashier reads before replying. */
  async ticketDetail(siteId: number, orderNo: string) {
    const order = await this.orderOf(siteId, orderNo);
    const [tickets, names] = await Promise.all([
      this.deps.tickets.ofOrder(orderNo),
      this.deps.account.memberNames([order.memberId]),
    ]);
    const memberName = names.get(order.memberId) ?? '';
    return {
      orderNo,
      orderKind: orderNo.startsWith('D') ? ('deposit' as const) : ('withdrawal' as const),
      memberId: order.memberId,
      memberName,
      currency: order.currency,
      amount: fromMinorUnits(order.amount),
      state: order.state,
      reason: order.reason,
      createdAt: order.createdAt.toISOString(),
      tickets: tickets.map((t) => ({ ...t, memberName })),
    };
  }

  async reply(actor: AdminActor, siteId: number, input: { orderNo: string; text: string }) {
    await this.orderOf(siteId, input.orderNo);
    const replied = await this.deps.tickets.reply(input.orderNo, input.text);
    await this.audit(actor, 'payment.ticketReply', { ...input, siteId, replied });
    return { replied };
  }
}
