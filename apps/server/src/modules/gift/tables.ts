import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const coins = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * The gift catalogue of a site. `code` is the spec's giftCode (oldId): it stays when the operator
 * renames or reprices a gift. Prices are whole gold coins.
 */
export const gifts = pgTable(
  'gift',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    code: text('code').notNull(),
    /** 1 normal, 2 luxury (played full screen). */
    type: smallint('type').notNull().default(1),
    price: integer('price').notNull(),
    name: text('name').notNull(),
    icon: text('icon').notNull(),
    iconWeb: text('icon_web').notNull(),
    /** 1 on sale, 0 withdrawn. */
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_site_code').on(t.siteId, t.code),
    check('gift_price_positive', sql`${t.price} > 0`),
    check('gift_type_known', sql`${t.type} in (1, 2)`),
    check('gift_status_known', sql`${t.status} in (0, 1)`),
  ],
);

/**
 * One send of a gift. The unique (member, request) index makes a send happen once: the row is
 * written in the transaction that moves the coins, so a repeat (or a concurrent twin, which waits on
 * the index) finds it and answers it instead of sending again. The money itself is in the ledger;
 * ranks read the ledger, not these rows.
 */
export const giftSends = pgTable(
  'gift_send',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    requestId: text('request_id').notNull(),
    /** `anchor:<room id>` or `match:<match id>`, as the ledger's transfer reference. */
    roomKey: text('room_key').notNull(),
    /** The anchor credited with the share, null in a match room. */
    anchorId: integer('anchor_id'),
    giftId: integer('gift_id').notNull(),
    count: integer('count').notNull(),
    combo: integer('combo').notNull().default(1),
    amount: coins('amount').notNull(),
    anchorAmount: coins('anchor_amount').notNull(),
    houseAmount: coins('house_amount').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_send_request').on(t.memberId, t.requestId),
    index('gift_send_member').on(t.memberId, t.createdAt, t.id),
    // A room's gifts over a day (the dashboard's live rooms).
    index('gift_send_room').on(t.siteId, t.roomKey, t.createdAt),
    check('gift_send_split', sql`${t.anchorAmount} + ${t.houseAmount} = ${t.amount}`),
  ],
);

/** One purchase of gold coins; unique per (member, request) so a repeat buys once. */
export const coinPurchases = pgTable(
  'gift_coin_purchase',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    requestId: text('request_id').notNull(),
    coins: coins('coins').notNull(),
    currency: text('currency').notNull(),
    costMinor: bigint('cost_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gift_coin_purchase_request').on(t.memberId, t.requestId)],
);

/** A room's gift switch; a room without a row takes gifts. */
export const giftRooms = pgTable(
  'gift_room',
  {
    siteId: integer('site_id').notNull(),
    roomKey: text('room_key').notNull(),
    giftsEnabled: boolean('gifts_enabled').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.roomKey] })],
);

/** Members the operator has stopped from sending gifts in a room. */
export const giftBlocks = pgTable(
  'gift_block',
  {
    siteId: integer('site_id').notNull(),
    roomKey: text('room_key').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.roomKey, t.memberId] })],
);
