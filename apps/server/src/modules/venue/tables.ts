import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
