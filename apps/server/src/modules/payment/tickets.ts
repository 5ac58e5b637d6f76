import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import * as store from './ticket-store';

/** A member may nudge finance about one order at most this often. */
export const REMIND_INTERVAL_MS = 5 * 60_000;

export interface TicketView {
  kind: store.TicketKind;
  text: string;
  reply: string | null;
  createdAt: string;
}

const view = (t: store.TicketRow): TicketView => ({
  kind: t.kind as store.TicketKind,
  text: t.text,
  reply: t.reply,
  createdAt: t.createdAt.toISOString(),
});

/** A ticket as the back office lists it: which order, whose, and when it was answered. */
export interface DeskTicketView extends TicketView {
  id: number;
  orderNo: string;
  orderKind: 'deposit' | 'withdrawal';
  memberId: number;
  repliedAt: string | null;
}

const deskView = (t: store.TicketRow): DeskTicketView => ({
  ...view(t),
  id: t.id,
  orderNo: t.orderNo,
  orderKind: t.orderNo.startsWith('D') ? 'deposit' : 'withdrawal',
  memberId: t.memberId,
  repliedAt: t.repliedAt?.toISOString() ?? null,
});

/**
 * Reminders, not-arrived feedback and appeals on deposits and withdrawals. Callers hold the order's
 * row lock and have checked its state, so these only add the rules of the tickets themselves.
 */
export class TicketDesk {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async remind(tx: Executor, order: { orderNo: string; memberId: number }): Promise<void> {
    const now = this.deps.clock.now();
    const last = await store.latestTicket(tx, order.orderNo, 'remind');
    if (last && now.getTime() - last.createdAt.getTime() < REMIND_INTERVAL_MS) {
      const minutes = Math.ceil((REMIND_INTERVAL_MS - (now.getTime() - last.createdAt.getTime())) / 60_000);
      throw new DomainError('remindTooSoon', { msg: `已催促过，请${minutes}分钟后再试` });
    }
    await store.insertTicket(tx, {
      orderNo: order.orderNo,
      memberId: order.memberId,
      kind: 'remind',
      text: '',
      createdAt: now,
    });
  }

  /** An appeal or feedback; one at a time, until finance has answered the last. */
  async raise(
    tx: Executor,
    order: { orderNo: string; memberId: number },
    kind: 'feedback' | 'appeal',
    text: string,
  ): Promise<void> {
    const last = await store.latestTicket(tx, order.orderNo, kind);
    if (last && last.repliedAt === null) {
      throw new DomainError('ticketNotAllowed', {
        msg: kind === 'appeal' ? '您的申诉正在处理中，请等待客服回复' : '您的反馈正在处理中，请等待客服回复',
      });
    }
    await store.insertTicket(tx, {
      orderNo: order.orderNo,
      memberId: order.memberId,
      kind,
      text,
      createdAt: this.deps.clock.now(),
    });
  }

  async byOrder(orderNos: readonly string[]): Promise<Map<string, TicketView[]>> {
    const grouped = new Map<string, TicketView[]>();
    for (const t of await store.ticketsOf(this.deps.db, orderNos)) {
      grouped.set(t.orderNo, [...(grouped.get(t.orderNo) ?? []), view(t)]);
    }
    return grouped;
  }

  /** One site's tickets for the back office's queue. */
  async page(siteId: number, query: Omit<store.TicketQuery, 'limit' | 'offset'> & { page: number; pageSize: number }) {
    const { page, pageSize, ...filter } = query;
    const { rows, total } = await store.pageTickets(this.deps.db, siteId, {
      ...filter,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { items: rows.map(deskView), total };
  }

  /** Every ticket on one order, oldest first. */
  async ofOrder(orderNo: string): Promise<DeskTicketView[]> {
    return (await store.ticketsOf(this.deps.db, [orderNo])).map(deskView);
  }

  reply(orderNo: string, text: string): Promise<number> {
    return store.replyTickets(this.deps.db, orderNo, text, this.deps.clock.now());
  }
}
