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

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * A balance in the double-entry ledger (DESIGN.md section 4): a member's centre or venue wallet, or
 * a house account (venue float, payment clearing, bonus expense, adjustment). Amounts are minor units.
 * `debits_pending` / `credits_pending` hold two-phase transfers that are not yet posted; a member's
 * available money is `balance - debits_pending`, and the database refuses to let it go below zero.
 */
export const walletAccounts = pgTable(
  'wallet_account',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    /** Null for house accounts. */
    memberId: bigint('member_id', { mode: 'number' }),
    kind: text('kind').notNull(),
    venueCode: text('venue_code').notNull().default(''),
    currency: text('currency').notNull(),
    balance: money('balance').notNull().default(sql`0`),
    debitsPending: money('debits_pending').notNull().default(sql`0`),
    creditsPending: money('credits_pending').notNull().default(sql`0`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_account_owner_key').on(
      t.siteId,
      sql`coalesce(${t.memberId}, 0)`,
      t.kind,
      t.venueCode,
      t.currency,
    ),
    // An `owed` account holds what a member owes after a rollback they could not cover: it alone may
    // go below zero (DESIGN.md section 13).
    check(
      'wallet_account_member_floor',
      sql`${t.memberId} is null or ${t.kind} = 'owed' or ${t.balance} - ${t.debitsPending} >= 0`,
    ),
    check('wallet_account_pending_nonnegative', sql`${t.debitsPending} >= 0 and ${t.creditsPending} >= 0`),
    check('wallet_account_currency', sql`${t.currency} in ('RMB', 'USDT', 'COIN')`),
  ],
);

/**
 * One movement: debit one account, credit another, same currency. A posted transfer changed both
 * balances in the transaction that wrote it; a pending one holds the amount until it is posted or
 * voided. The idempotency key is unique: a retried request finds its first result here.
 */
export const walletTransfers = pgTable(
  'wallet_transfer',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => walletAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => walletAccounts.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind').notNull(),
    state: text('state').notNull(),
    reference: text('reference').notNull().default(''),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of what was asked, so the same key with a different request is refused. */
    requestHash: text('request_hash').notNull(),
    /** The member the movement belongs to, for their records (null for house-only movements). */
    memberId: bigint('member_id', { mode: 'number' }),
    /** Available balances right after the movement: what a replay of the same request answers. */
    debitAvailableAfter: money('debit_available_after').notNull(),
    creditAvailableAfter: money('credit_available_after').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    resolvedAt: timestamptz('resolved_at'),
  },
  (t) => [
    uniqueIndex('wallet_transfer_idempotency_key').on(t.idempotencyKey),
    index('wallet_transfer_member_idx').on(t.memberId, t.createdAt),
    index('wallet_transfer_pending_idx').on(t.state).where(sql`${t.state} = 'pending'`),
    // Gift ranks are read from the ledger: a room's gift movements by time (DESIGN.md section 14).
    index('wallet_transfer_gift_room_idx')
      .on(t.reference, t.createdAt)
      .where(sql`${t.kind} in ('giftAnchor', 'giftHouse')`),
    check('wallet_transfer_amount_positive', sql`${t.amount} > 0`),
    check('wallet_transfer_distinct', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check('wallet_transfer_state', sql`${t.state} in ('posted', 'pending', 'voided')`),
  ],
);

/** A member's wallet preferences: the game wallet type and auto-transfer (spec section 4). */
export const walletSettings = pgTable('wallet_setting', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  walletType: text('wallet_type').notNull(),
  autoTransfer: boolean('auto_transfer').notNull().default(false),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * The last balance an outside venue reported for a member's wallet there. The balance read shows it
 * (one query with the member's own accounts) and asks the venue again, through its adapter and in
 * the background, once it is older than a few seconds; a transfer with the venue refreshes it too.
 */
export const walletVenueBalances = pgTable(
  'wallet_venue_balance',
  {
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    venueCode: text('venue_code').notNull(),
    currency: text('currency').notNull(),
    balance: money('balance').notNull(),
    refreshedAt: timestamptz('refreshed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.memberId, t.venueCode, t.currency] })],
);
