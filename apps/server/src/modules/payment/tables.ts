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
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    payAmount: money('pay_amount').notNull(),
    state: text('state').notNull().default('pending'),
    requestKey: text('request_key').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    uniqueIndex('deposit_order_no_key').on(t.orderNo),
    uniqueIndex('deposit_order_request_key').on(t.requestKey),
    // One unfinished order per member (the spec's last-unfinished prompt), decided by the database.
    uniqueIndex('deposit_order_one_pending').on(t.memberId).where(sql`${t.state} = 'pending'`),
    index('deposit_order_expiry_idx').on(t.expiresAt).where(sql`${t.state} = 'pending'`),
    check('deposit_order_state', sql`${t.state} in ('pending', 'paid', 'closed', 'expired')`),
    check('deposit_order_amount', sql`${t.amount} > 0 and ${t.payAmount} > 0`),
  ],
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
    cardId: bigint('card_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    state: text('state').notNull().default('pending'),
    requestKey: text('request_key').notNull(),
    reason: text('reason').notNull().default(''),
    decidedBy: text('decided_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [
    uniqueIndex('withdrawal_order_no_key').on(t.orderNo),
    uniqueIndex('withdrawal_request_key').on(t.requestKey),
    index('withdrawal_member_idx').on(t.memberId, t.createdAt),
    check('withdrawal_state', sql`${t.state} in ('pending', 'approved', 'rejected', 'cancelled')`),
    check('withdrawal_amount', sql`${t.amount} > 0`),
  ],
);
