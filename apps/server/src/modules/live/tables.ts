import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../account/tables';
import { sites } from '../site/tables';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A streamer (主播): a profile linked to the member account the anchor signs in with. */
export const anchors = pgTable(
  'anchor',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'set null' }),
    nick: text('nick').notNull(),
    logoSquare: text('logo_square').notNull(),
    level: integer('level').notNull().default(1),
    intro: text('intro').notNull().default(''),
    /**
     * The sport the anchor is known for (football, basketball, esports); the streamers' rota casts
     * only matches of it. Null: any sport. `focus` narrows it to competitions whose name holds the
     * word (英雄联盟, 欧陆), preferred when one is live.
     */
    sport: text('sport'),
    focus: text('focus').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('anchor_site_nick').on(t.siteId, t.nick),
    index('anchor_member').on(t.memberId),
    check('anchor_sport', sql`${t.sport} is null or ${t.sport} in ('football', 'basketball', 'esports')`),
  ],
);

/**
 * An anchor's room. `themeId` is the room id the spec's cast-live matches carry (anchorRoomId); a
 * room casts a feed match (`matchId`) or none (pure chat). Status On0 not started, On1 live, On2
 * temporarily interrupted (spec section 4). `streamKey` names its stream at the media origin.
 */
export const anchorRooms = pgTable(
  'anchor_room',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    anchorId: integer('anchor_id')
      .notNull()
      .references(() => anchors.id, { onDelete: 'cascade' }),
    themeId: text('theme_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    cover: text('cover').notNull(),
    /** The feed match it casts; null for a room that only talks. */
    matchId: integer('match_id'),
    /** 1 pure match commentary, 2 cast live (the anchor on camera over the match). */
    anchorType: integer('anchor_type').notNull().default(2),
    status: text('status').notNull().default('On0'),
    streamKey: text('stream_key').notNull(),
    /** Whether the origin also serves this room as HTTP-FLV. */
    flv: integer('flv').notNull().default(0),
    startsAt: timestamptz('starts_at'),
    /**
     * Who last set the room's status or match: `operator` (the back office) or `schedule` (the
     * streamers' rota). The rota moves only rooms it holds; an operator's switch, a match set by an
     * operator and a room an operator created stay as the operator left them until handed back.
     */
    setBy: text('set_by').notNull().default('schedule'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('anchor_room_theme').on(t.siteId, t.themeId),
    index('anchor_room_match').on(t.matchId),
    check('anchor_room_status', sql`${t.status} in ('On0', 'On1', 'On2')`),
    check('anchor_room_set_by', sql`${t.setBy} in ('operator', 'schedule')`),
  ],
);

/** 关注: members following an anchor. */
export const anchorFollowers = pgTable(
  'anchor_follower',
  {
    anchorId: integer('anchor_id')
      .notNull()
      .references(() => anchors.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.anchorId, t.memberId] }), index('anchor_follower_member').on(t.memberId)],
);

/** The spec's video channels and the venue each maps to (section 9: OBTY, IMTY, FBTY, OBDJ, DBTY), as data. */
export const videoChannels = pgTable(
  'video_channel',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    venueCode: text('venue_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.channel] })],
);
