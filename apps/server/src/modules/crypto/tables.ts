import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * A member's withdraw destination other than a bank card: a USDT address on a network (TRC20,
 * ERC20) or an e-wallet account (network holds the e-wallet's code). Kept in full for payouts,
 * shown only masked; removal is soft so a withdrawal can still name where it went.
 */
export const withdrawAddresses = pgTable(
  'withdraw_address',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    index('withdraw_address_member_idx').on(t.memberId),
    uniqueIndex('withdraw_address_live')
      .on(t.memberId, t.kind, t.network, t.address)
      .where(sql`${t.deletedAt} is null`),
    check('withdraw_address_kind', sql`${t.kind} in ('usdt', 'ewallet')`),
  ],
);

/**
 * Members allowed to bind USDT addresses while the site's `virtual_currency_whitelist` is on. A
 * member belongs to one site, so the member id alone scopes it; the site is kept for the back office.
 */
export const addressWhitelist = pgTable('address_whitelist', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  siteId: integer('site_id').notNull(),
  addedBy: text('added_by').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/**
 * One RMB <-> USDT conversion, written in the transaction that moves both legs. Its request key is
 * unique, so a repeated or concurrent request finds the first one's result, at the rate it got.
 */
export const usdtConversions = pgTable(
  'usdt_conversion',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    requestKey: text('request_key').notNull(),
    fromCurrency: text('from_currency').notNull(),
    debited: money('debited').notNull(),
    credited: money('credited').notNull(),
    /** RMB per USDT as shown to the member ("7.20"). */
    rate: text('rate').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('usdt_conversion_request_key').on(t.requestKey),
    index('usdt_conversion_member_idx').on(t.memberId, t.createdAt),
    check('usdt_conversion_currency', sql`${t.fromCurrency} in ('RMB', 'USDT')`),
    check('usdt_conversion_amounts', sql`${t.debited} > 0 and ${t.credited} > 0`),
  ],
);
