import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
import { sites } from '../site/tables';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * A deposit channel as the member sees it (payment newTypes): limits in minor units, display order,
 * and `oddAmount` for channels that ask the member to pay a slightly odd sum (proof-amount control),
 * so a bank transfer can be matched to its order.
 */
export const paymentChannels = pgTable(
  'payment_channel',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    adapter: text('adapter').notNull(),
    /** gateway, bankTransfer or usdt: decides what the member is shown and who confirms. */
    kind: text('kind').notNull().default('gateway'),
    /**
     * The channel's receiving details: `{ bankName, accountName, cardNumber }` for a bank transfer,
     * `{ addresses: { TRC20, ERC20 }, confirmations }` for USDT. Demo values only.
     */
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    feeRateBp: integer('fee_rate_bp').notNull().default(0),
    oddAmount: boolean('odd_amount').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.code] }),
    check('payment_channel_limits', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
    check('payment_channel_kind', sql`${t.kind} in ('gateway', 'bankTransfer', 'usdt')`),
  ],
);

/**
 * A deposit order. It is credited once: the callback locks the row, checks it is still pending and
 * that the amount matches, and turns it paid in the same transaction as the ledger credit.
 */
export const depositOrders = pgTable(
  'deposit_order',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    channelCode: text('channel_code').notNull(),
    kind: text('kind').notNull().default('gateway'),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    payAmount: money('pay_amount').notNull(),
    fee: money('fee').notNull().default(sql`0`),
    state: text('state').notNull().default('pending'),
    requestKey: text('request_key').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    payUrl: text('pay_url').notNull().default(''),
    /** Bank transfer: the receiving card the member was given. */
    receiver: jsonb('receiver').$type<{ bankName: string; accountName: string; cardNumber: string }>(),
    /** USDT: network, receiving address, the exact USDT sum (minor units) and the rate it came from. */
    network: text('network'),
    address: text('address'),
    usdtAmount: money('usdt_amount'),
    rate: text('rate'),
    confirmations: integer('confirmations').notNull().default(0),
    reason: text('reason').notNull().default(''),
    decidedBy: text('decided_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    submittedAt: timestamptz('submitted_at'),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    uniqueIndex('deposit_order_no_key').on(t.orderNo),
    uniqueIndex('deposit_order_request_key').on(t.requestKey),
    // One unfinished order per member (the spec's last-unfinished prompt), decided by the database.
    uniqueIndex('deposit_order_one_unfinished').on(t.memberId).where(sql`${t.state} in ('pending', 'submitted')`),
    // A chain transfer is matched to its order by address and exact sum, so no two open orders share both.
    uniqueIndex('deposit_order_usdt_match')
      .on(t.network, t.address, t.usdtAmount)
      .where(sql`${t.state} = 'pending' and ${t.kind} = 'usdt'`),
    index('deposit_order_expiry_idx').on(t.expiresAt).where(sql`${t.state} = 'pending'`),
    index('deposit_order_site_idx').on(t.siteId, t.createdAt),
    index('deposit_order_member_idx').on(t.memberId, t.createdAt),
    check('deposit_order_state', sql`${t.state} in ('pending', 'submitted', 'paid', 'closed', 'expired', 'rejected')`),
    check(
      'deposit_order_amount',
      sql`${t.amount} > 0 and ${t.payAmount} > 0 and ${t.fee} >= 0 and ${t.fee} < ${t.payAmount}`,
    ),
  ],
);

/**
 * What a member said about an order (a reminder, a not-arrived feedback or an appeal) and finance's
 * reply. Deposits and withdrawals share it; the order number says which.
 */
export const paymentTickets = pgTable(
  'payment_ticket',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    text: text('text').notNull().default(''),
    reply: text('reply'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    repliedAt: timestamptz('replied_at'),
  },
  (t) => [
    index('payment_ticket_order_idx').on(t.orderNo, t.createdAt),
    check('payment_ticket_kind', sql`${t.kind} in ('remind', 'feedback', 'appeal')`),
  ],
);

/**
 * Chain transfers to the site's receiving addresses as the watcher saw them through the chain
 * reader, with the confirmations last reported and the order each paid ('unmatched' when none was
 * waiting for its exact sum, null until looked at).
 */
export const depositChainTransfers = pgTable(
  'deposit_chain_transfer',
  {
    txHash: text('tx_hash').primaryKey(),
    network: text('network').notNull(),
    toAddress: text('to_address').notNull(),
    amount: money('amount').notNull(),
    confirmations: integer('confirmations').notNull().default(0),
    matchedOrder: text('matched_order'),
    seenAt: timestamptz('seen_at').notNull().defaultNow(),
  },
  (t) => [index('deposit_chain_transfer_matched').on(t.matchedOrder)],
);

/** Every callback received, whatever became of it: credited, duplicate, forged, mismatched, late. */
export const paymentCallbacks = pgTable('payment_callback', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel').notNull(),
  orderNo: text('order_no').notNull(),
  outcome: text('outcome').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

/**
 * A member's bank card for withdrawals. The holder is the member's bound real name at the time of
 * binding; the number is kept for payouts and only ever shown masked.
 */
export const bankCards = pgTable(
  'bank_card',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    bankCode: text('bank_code').notNull(),
    cardNumber: text('card_number').notNull(),
    holderName: text('holder_name').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    index('bank_card_member_idx').on(t.memberId),
    uniqueIndex('bank_card_live_number').on(t.memberId, t.cardNumber).where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * A withdrawal. At request the amount moves from the centre wallet to the site's withdrawal hold;
 * approval pays it from the hold to payout clearing, rejection or cancellation returns it. The row
 * lock on the withdrawal decides a race between the member's cancel and finance's decision.
 */
export const withdrawals = pgTable(
  'withdrawal',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** Exactly one of a bank card or a withdraw address (USDT or e-wallet). */
    cardId: bigint('card_id', { mode: 'number' }),
    addressId: bigint('address_id', { mode: 'number' }),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    /** Kept by the house out of `amount` on payout; the member receives the rest. */
    fee: money('fee').notNull().default(sql`0`),
    /** A USDT payout (usdtDraw): the USDT sum in minor units and the rate fixed at request. */
    usdtAmount: money('usdt_amount'),
    rate: text('rate'),
    state: text('state').notNull().default('pending'),
    requestKey: text('request_key').notNull(),
    reason: text('reason').notNull().default(''),
    decidedBy: text('decided_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    decidedAt: timestamptz('decided_at'),
    arrivedAt: timestamptz('arrived_at'),
  },
  (t) => [
    uniqueIndex('withdrawal_order_no_key').on(t.orderNo),
    uniqueIndex('withdrawal_request_key').on(t.requestKey),
    index('withdrawal_member_idx').on(t.memberId, t.createdAt),
    index('withdrawal_site_idx').on(t.siteId, t.createdAt),
    check('withdrawal_state', sql`${t.state} in ('pending', 'approved', 'rejected', 'cancelled')`),
    check('withdrawal_amount', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.fee} < ${t.amount}`),
    check('withdrawal_destination', sql`(${t.cardId} is null) <> (${t.addressId} is null)`),
  ],
);
