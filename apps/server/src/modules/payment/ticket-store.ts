import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { paymentTickets } from './tables';

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
