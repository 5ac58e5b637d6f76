import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
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

/**
 * Every transfer the provider has answered, with whose wallet it moved and by how much (signed: in
 * positive, out negative), so its books reconcile with our ledger transfer by transfer. A reference
 * closed by a status question before it arrived has no member or amount.
 */
export const sandboxTransfers = pgTable('sandbox_venue_transfer', {
  reference: text('reference').primaryKey(),
  outcome: text('outcome').notNull(),
  siteId: integer('site_id'),
  channelCode: text('channel_code'),
  memberId: bigint('member_id', { mode: 'number' }),
  amount: bigint('amount', { mode: 'bigint' }),
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

/**
 * The sandbox provider's bet records: one row per round (a slot spin with its free spins, or a
 * baccarat bet on one hand), keyed by the client's round id, so a replayed round pays once. A slot
 * round settles in the transaction that takes its stake; a baccarat round stays open until its hand
 * is dealt. Amounts in minor units; `payout` includes returned stakes.
 */
export const sandboxRounds = pgTable(
  'sandbox_game_round',
  {
    roundId: text('round_id').primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    channelCode: text('channel_code').notNull(),
    gameCode: text('game_code').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }),
    validTurnover: bigint('valid_turnover', { mode: 'bigint' }),
    status: text('status').notNull(),
    /** Baccarat: the table's hand the bet is on, as shoe and hand number. */
    shoeNo: integer('shoe_no'),
    hand: integer('hand'),
    detail: jsonb('detail').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    index('sandbox_game_round_settled_idx').on(t.settledAt),
    index('sandbox_game_round_open_idx').on(t.channelCode, t.gameCode, t.status),
    check('sandbox_round_status', sql`${t.status} in ('open', 'settled')`),
  ],
);

/** Each member's slot seed at the provider: its hash is shown before the next round, the seed after. */
export const sandboxFairSeeds = pgTable(
  'sandbox_fair_seed',
  {
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    channelCode: text('channel_code').notNull(),
    serverSeed: text('server_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.memberId, t.channelCode] })],
);

/** A baccarat table's shoes: the seed's hash is published when the shoe starts, the seed when it ends. */
export const sandboxShoes = pgTable(
  'sandbox_baccarat_shoe',
  {
    channelCode: text('channel_code').notNull(),
    tableCode: text('table_code').notNull(),
    shoeNo: integer('shoe_no').notNull(),
    shoeSeed: text('shoe_seed').notNull(),
    startedAt: timestamptz('started_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelCode, t.tableCode, t.shoeNo] })],
);

/**
 * When the operator last ended a member's game sessions at the provider (a time-out or
 * self-exclusion began): a launch token issued before it no longer plays.
 */
export const sandboxSessionCuts = pgTable(
  'sandbox_session_cut',
  {
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    cutAt: timestamptz('cut_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.memberId] })],
);

/**
 * What the operator told the provider a member may still stake in its games (safer-gambling limits),
 * and how much of it their rounds have staked since: a round that would pass it is refused and ends
 * the member's game session. No row: the operator set no cap.
 */
export const sandboxAllowances = pgTable(
  'sandbox_allowance',
  {
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    allowance: bigint('allowance', { mode: 'bigint' }).notNull(),
    staked: bigint('staked', { mode: 'bigint' }).notNull().default(sql`0`),
    setAt: timestamptz('set_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.memberId] })],
);
