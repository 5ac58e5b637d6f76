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

/**
 * The venue registry (spec section 3, venue item): `status` 0 open / 1 maintenance, `isDisplay` 1
 * hidden, checked with isVenueOpenStrict/Loose. `adapter` names how its wallet is reached.
 */
export const venues = pgTable(
  'venue',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    channelCode: text('channel_code').notNull(),
    name: text('name').notNull(),
    venueEnName: text('venue_en_name').notNull(),
    kind: text('kind').notNull(),
    status: integer('status').notNull().default(0),
    isDisplay: integer('is_display').notNull().default(0),
    adapter: text('adapter').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.channelCode] }),
    check('venue_kind', sql`${t.kind} in ('sports', 'esports', 'live', 'egame')`),
  ],
);

/**
 * Game-channel entries (spec section 3): the game entrances shown beside live rooms. `enName` is the
 * channel's key (ZBYX is the anchor games channel); `isDisplayMaintainVenue` 1 keeps the entry visible
 * while its venue is in maintenance.
 */
export const gameChannels = pgTable(
  'game_channel',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    enName: text('en_name').notNull(),
    channelName: text('channel_name').notNull(),
    venueCode: text('venue_code').notNull(),
    siteAnchorGameEntranceV4: integer('site_anchor_game_entrance_v4').notNull().default(0),
    isDisplay: integer('is_display').notNull().default(0),
    isDisplayMaintainVenue: integer('is_display_maintain_venue').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.enName] })],
);

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A game brand (a provider's label) shown as a lobby tab. */
export const gameBrands = pgTable(
  'game_brand',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    brandCode: text('brand_code').notNull(),
    name: text('name').notNull(),
    venueCode: text('venue_code').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.brandCode] })],
);

/**
 * The game catalogue: one row per game a venue offers. `engine` says what plays it at the provider
 * (a slot of packages/domain by `gameCode`, or a baccarat table); `status` 0 open, 1 hidden.
 */
export const games = pgTable(
  'game',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    venueCode: text('venue_code').notNull(),
    gameCode: text('game_code').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    engine: text('engine').notNull(),
    brandCode: text('brand_code').notNull(),
    hot: boolean('hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    jackpot: boolean('jackpot').notNull().default(false),
    demo: boolean('demo').notNull().default(true),
    rtp: text('rtp'),
    /** The game's picture (512 x 512): a URL on this site (`/media/games/…`) or the provider's own. */
    image: text('image').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    status: integer('status').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.venueCode, t.gameCode] }),
    check('game_category', sql`${t.category} in ('slots', 'table', 'fishing', 'arcade', 'live')`),
    check('game_engine', sql`${t.engine} in ('slot', 'baccarat')`),
  ],
);

/** A member's starred games. */
export const gameFavourites = pgTable(
  'game_favourite',
  {
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    venueCode: text('venue_code').notNull(),
    gameCode: text('game_code').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.memberId, t.venueCode, t.gameCode] })],
);

/** The games a member last opened (demo or real), newest first when read. */
export const gameRecents = pgTable(
  'game_recent',
  {
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    venueCode: text('venue_code').notNull(),
    gameCode: text('game_code').notNull(),
    playedAt: timestamptz('played_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.memberId, t.venueCode, t.gameCode] })],
);

/**
 * Game records of every venue: one row per provider bet, stored once by (adapter, bet id) however
 * often a time range is pulled again. Amounts in minor units; `winLoss` is payout minus stake.
 */
export const gameRecords = pgTable(
  'game_record',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adapter: text('adapter').notNull(),
    betId: text('bet_id').notNull(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    venueCode: text('venue_code').notNull(),
    gameCode: text('game_code').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    validTurnover: bigint('valid_turnover', { mode: 'bigint' }).notNull(),
    winLoss: bigint('win_loss', { mode: 'bigint' }).notNull(),
    detail: jsonb('detail').notNull(),
    betAt: timestamptz('bet_at').notNull(),
    settledAt: timestamptz('settled_at').notNull(),
    pulledAt: timestamptz('pulled_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('game_record_bet_key').on(t.adapter, t.betId),
    // With the id last, a member's page (newest settled first, id breaking ties) is read off the index
    // without a sort, however deep: the 360 view pages a member's 100,000 rounds.
    index('game_record_member_idx').on(t.siteId, t.memberId, t.settledAt, t.id),
  ],
);

/** How far each adapter's bet records have been pulled (settlement time, exclusive). */
export const gameRecordCursors = pgTable('game_record_cursor', {
  adapter: text('adapter').primaryKey(),
  pulledTo: timestamptz('pulled_to').notNull(),
});
