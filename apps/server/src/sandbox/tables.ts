import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The sandbox's own books: what the outside parties it stands in for (a game provider, a payment
// gateway, a blockchain) keep on their side. No module reads them; modules ask through adapters.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The sandbox provider's wallets and the transfers it has seen, keyed by our reference, so the
 * two-phase protocol and reconciliation run against real state that survives restarts.
 */
export const sandboxBalances = pgTable(
  'sandbox_venue_balance',
  {
    siteId: integer('site_id').notNull(),
    channelCode: text('channel_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.channelCode, t.memberId] }),
    check('sandbox_balance_floor', sql`${t.balance} >= 0`),
  ],
);

export const sandboxTransfers = pgTable('sandbox_venue_transfer', {
  reference: text('reference').primaryKey(),
  outcome: text('outcome').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/**
 * The sandbox gateway's books: what it charged the member for each order. Its status query answers
 * from them, so an order whose callback was lost can still be credited.
 */
export const sandboxGatewayPayments = pgTable('sandbox_gateway_payment', {
  orderNo: text('order_no').primaryKey(),
  amount: text('amount').notNull(),
  status: text('status').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** The sandbox chain: transfers sent to an address, gaining a confirmation with every mined block. */
export const sandboxChainTransfers = pgTable(
  'sandbox_chain_tx',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    txHash: text('tx_hash').notNull(),
    network: text('network').notNull(),
    toAddress: text('to_address').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    confirmations: integer('confirmations').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_chain_tx_hash_key').on(t.txHash)],
);
