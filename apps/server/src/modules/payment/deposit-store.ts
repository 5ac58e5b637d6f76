import { and, asc, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { depositChainTransfers, depositOrders, paymentCallbacks, paymentChannels } from './tables';

export type ChannelRow = typeof paymentChannels.$inferSelect;
export type OrderRow = typeof depositOrders.$inferSelect;
export type ChainTxRow = typeof depositChainTransfers.$inferSelect;

const UNFINISHED = ['pending', 'submitted'];

export const listChannels = (db: Executor, siteId: number) =>
  db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.siteId, siteId), eq(paymentChannels.enabled, true)))
    .orderBy(asc(paymentChannels.sort));

export const findChannel = async (db: Executor, siteId: number, code: string): Promise<ChannelRow | null> => {
  const rows = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.siteId, siteId), eq(paymentChannels.code, code)))
    .limit(1);
  return rows[0] ?? null;
};

export const insertOrder = async (db: Executor, values: typeof depositOrders.$inferInsert): Promise<OrderRow> => {
  const rows = await db.insert(depositOrders).values(values).returning();
  return rows[0]!;
};

export const findOrderByRequest = async (db: Executor, requestKey: string): Promise<OrderRow | null> => {
  const rows = await db.select().from(depositOrders).where(eq(depositOrders.requestKey, requestKey)).limit(1);
  return rows[0] ?? null;
};

export const findOrder = async (db: Executor, orderNo: string): Promise<OrderRow | null> => {
  const rows = await db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo)).limit(1);
  return rows[0] ?? null;
};

export const lockOrder = async (db: Executor, orderNo: string): Promise<OrderRow | null> => {
  const rows = await db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo)).limit(1).for('update');
  return rows[0] ?? null;
};

/** The member's order still waiting for money or for finance, if any. */
export const findUnfinished = async (db: Executor, memberId: number): Promise<OrderRow | null> => {
  const rows = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), inArray(depositOrders.state, UNFINISHED)))
    .limit(1);
  return rows[0] ?? null;
};

/** Moves an order on from one of the given states; null when it was in none of them. */
export const transitionOrder = async (
  db: Executor,
  orderNo: string,
  from: readonly string[],
  patch: Partial<typeof depositOrders.$inferInsert>,
): Promise<OrderRow | null> => {
  const rows = await db
    .update(depositOrders)
    .set(patch)
    .where(and(eq(depositOrders.orderNo, orderNo), inArray(depositOrders.state, [...from])))
    .returning();
  return rows[0] ?? null;
};

/** Gateway orders still waiting for a callback a while after they were made: candidates for a status query. */
export const staleGatewayOrders = (db: Executor, before: Date) =>
  db
    .select()
    .from(depositOrders)
    .where(
      and(eq(depositOrders.kind, 'gateway'), eq(depositOrders.state, 'pending'), lt(depositOrders.createdAt, before)),
    )
    .orderBy(asc(depositOrders.id))
    .limit(200);

/**
 * Closes orders nobody paid in time. A USDT order whose transfer the chain has already seen is
 * waiting for confirmations, not for the member, so it is left alone.
 */
export const expireOrders = async (db: Executor, now: Date, memberId?: number): Promise<number> => {
  const rows = await db
    .update(depositOrders)
    .set({ state: 'expired', settledAt: now })
    .where(
      and(
        eq(depositOrders.state, 'pending'),
        lt(depositOrders.expiresAt, now),
        memberId === undefined ? undefined : eq(depositOrders.memberId, memberId),
        sql`not exists (select 1 from ${depositChainTransfers} where ${depositChainTransfers.matchedOrder} = ${depositOrders.orderNo})`,
      ),
    )
    .returning({ id: depositOrders.id });
  return rows.length;
};

export const logCallback = (
  db: Executor,
  entry: { channel: string; orderNo: string; outcome: string; payload: unknown },
) => db.insert(paymentCallbacks).values({ ...entry, payload: sql`${JSON.stringify(entry.payload)}::jsonb` });

export interface OrderFilters {
  siteId?: number;
  memberId?: number;
  state?: string;
  channelCode?: string;
  orderNo?: string;
  from?: Date;
  to?: Date;
}

const orderConditions = (f: OrderFilters): SQL | undefined =>
  and(
    f.siteId === undefined ? undefined : eq(depositOrders.siteId, f.siteId),
    f.memberId === undefined ? undefined : eq(depositOrders.memberId, f.memberId),
    f.state === undefined ? undefined : eq(depositOrders.state, f.state),
    f.channelCode === undefined ? undefined : eq(depositOrders.channelCode, f.channelCode),
    f.orderNo === undefined ? undefined : eq(depositOrders.orderNo, f.orderNo),
    f.from === undefined ? undefined : gte(depositOrders.createdAt, f.from),
    f.to === undefined ? undefined : lt(depositOrders.createdAt, f.to),
  );

/** A page of orders, newest first. */
export const pageOrders = async (db: Executor, filters: OrderFilters, page: { offset: number; limit: number }) => {
  const where = orderConditions(filters);
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(depositOrders)
      .where(where)
      .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(depositOrders).where(where),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
};

/** How many orders match and what they add up to (the back office's dashboard). */
export const tallyOrders = async (db: Executor, filters: OrderFilters) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(${depositOrders.amount}), 0)::text` })
    .from(depositOrders)
    .where(orderConditions(filters));
  return { count: row?.n ?? 0, amount: BigInt(row?.sum ?? '0') };
};

// ---- chain transfers, as the chain reader reported them ----

/** The receiving addresses open USDT orders wait on, which the watcher asks the chain about. */
export const openUsdtAddresses = async (db: Executor): Promise<{ network: string; address: string }[]> => {
  const rows = await db
    .selectDistinct({ network: depositOrders.network, address: depositOrders.address })
    .from(depositOrders)
    .where(and(eq(depositOrders.kind, 'usdt'), eq(depositOrders.state, 'pending')))
    .limit(500);
  return rows.flatMap((r) => (r.network && r.address ? [{ network: r.network, address: r.address }] : []));
};

/** Records what the chain reported: a new transfer, or more confirmations of a known one (never fewer). */
export const recordChainTransfer = (
  db: Executor,
  seen: { txHash: string; network: string; toAddress: string; amount: bigint; confirmations: number },
) =>
  db
    .insert(depositChainTransfers)
    .values(seen)
    .onConflictDoUpdate({
      target: depositChainTransfers.txHash,
      set: { confirmations: sql`greatest(${depositChainTransfers.confirmations}, excluded.confirmations)` },
    });

/** Transfers the watcher still has work on: not yet looked at, or matched and still confirming. */
export const openChainTxs = (db: Executor) =>
  db
    .select({ txHash: depositChainTransfers.txHash })
    .from(depositChainTransfers)
    .leftJoin(depositOrders, eq(depositOrders.orderNo, depositChainTransfers.matchedOrder))
    .where(sql`${depositChainTransfers.matchedOrder} is null or ${depositOrders.state} = 'pending'`)
    .orderBy(asc(depositChainTransfers.seenAt))
    .limit(500);

/** The transfer, locked for this tick; null when another watcher is on it right now. */
export const lockChainTx = async (db: Executor, txHash: string): Promise<ChainTxRow | null> => {
  const rows = await db
    .select()
    .from(depositChainTransfers)
    .where(eq(depositChainTransfers.txHash, txHash))
    .for('update', { skipLocked: true });
  return rows[0] ?? null;
};

export const matchChainTx = (db: Executor, txHash: string, matchedOrder: string) =>
  db.update(depositChainTransfers).set({ matchedOrder }).where(eq(depositChainTransfers.txHash, txHash));

/** The open USDT order a transfer pays: same network, receiving address and exact sum. */
export const findUsdtOrderFor = async (
  db: Executor,
  tx: { network: string; toAddress: string; amount: bigint },
): Promise<OrderRow | null> => {
  const rows = await db
    .select()
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.kind, 'usdt'),
        eq(depositOrders.state, 'pending'),
        eq(depositOrders.network, tx.network),
        eq(depositOrders.address, tx.toAddress),
        eq(depositOrders.usdtAmount, tx.amount),
        isNull(depositOrders.settledAt),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
};

/** Forgets callback attempts received before `before`; answers how many. */
export const pruneCallbacks = async (db: Executor, before: Date): Promise<number> =>
  (
    await db
      .delete(paymentCallbacks)
      .where(lt(paymentCallbacks.receivedAt, before))
      .returning({ id: paymentCallbacks.id })
  ).length;
