import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { depositOrders, paymentTickets, withdrawals } from './tables';

export type TicketRow = typeof paymentTickets.$inferSelect;
export type TicketKind = 'remind' | 'feedback' | 'appeal';

export const insertTicket = (
  db: Executor,
  values: { orderNo: string; memberId: number; kind: TicketKind; text: string; createdAt: Date },
) => db.insert(paymentTickets).values(values);

/** Tickets of several orders at once, oldest first, for list views. */
export const ticketsOf = (db: Executor, orderNos: readonly string[]) =>
  orderNos.length === 0
    ? Promise.resolve([] as TicketRow[])
    : db
        .select()
        .from(paymentTickets)
        .where(inArray(paymentTickets.orderNo, [...orderNos]))
        .orderBy(asc(paymentTickets.createdAt), asc(paymentTickets.id));

export const latestTicket = async (db: Executor, orderNo: string, kind: TicketKind): Promise<TicketRow | null> => {
  const rows = await db
    .select()
    .from(paymentTickets)
    .where(and(eq(paymentTickets.orderNo, orderNo), eq(paymentTickets.kind, kind)))
    .orderBy(desc(paymentTickets.createdAt), desc(paymentTickets.id))
    .limit(1);
  return rows[0] ?? null;
};

/** Answers every ticket of the order still waiting for a reply; returns how many. */
export const replyTickets = async (db: Executor, orderNo: string, reply: string, at: Date): Promise<number> => {
  const rows = await db
    .update(paymentTickets)
    .set({ reply, repliedAt: at })
    .where(and(eq(paymentTickets.orderNo, orderNo), isNull(paymentTickets.repliedAt)))
    .returning({ id: paymentTickets.id });
  return rows.length;
};

export interface TicketQuery {
  state: 'open' | 'replied' | 'all';
  kind?: TicketKind | undefined;
  memberId?: number | undefined;
  orderNo?: string | undefined;
  limit: number;
  offset: number;
}

/**
 * One site's tickets for the back office. A ticket names only its order, so the site is the order's:
 * a deposit's or a withdrawal's, whichever the number is. Open ones oldest first (a queue), else newest.
 */
export const pageTickets = async (db: Executor, siteId: number, query: TicketQuery) => {
  const where = and(
    or(eq(depositOrders.siteId, siteId), eq(withdrawals.siteId, siteId)),
    query.state === 'open' ? isNull(paymentTickets.repliedAt) : undefined,
    query.state === 'replied' ? isNotNull(paymentTickets.repliedAt) : undefined,
    query.kind ? eq(paymentTickets.kind, query.kind) : undefined,
    query.memberId ? eq(paymentTickets.memberId, query.memberId) : undefined,
    query.orderNo ? eq(paymentTickets.orderNo, query.orderNo) : undefined,
  );
  const order =
    query.state === 'open'
      ? [asc(paymentTickets.createdAt), asc(paymentTickets.id)]
      : [desc(paymentTickets.createdAt), desc(paymentTickets.id)];
  const rows = await db
    .select({ ticket: paymentTickets })
    .from(paymentTickets)
    .leftJoin(depositOrders, eq(depositOrders.orderNo, paymentTickets.orderNo))
    .leftJoin(withdrawals, eq(withdrawals.orderNo, paymentTickets.orderNo))
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  const totals = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentTickets)
    .leftJoin(depositOrders, eq(depositOrders.orderNo, paymentTickets.orderNo))
    .leftJoin(withdrawals, eq(withdrawals.orderNo, paymentTickets.orderNo))
    .where(where);
  return { rows: rows.map((r) => r.ticket), total: totals[0]?.n ?? 0 };
};
