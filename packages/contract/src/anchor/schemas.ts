import { z } from 'zod';
import { entityId, pageNumber, pageSizeOf } from '../common';
import { sportId } from '../feed/schemas';

/** Anchor statuses (spec section 4): On0 not started, On1 live, On2 temporarily interrupted. */
export const anchorStatus = z.enum(['On0', 'On1', 'On2']);

/** Video kinds (spec section 2): our animated tracker, the match's own stream, a streamer's room. */
export const videoKind = z.enum(['ANIMATION', 'LIVE', 'ANCHOR']);
export type VideoKind = z.infer<typeof videoKind>;

const nullableText = z.string().nullable();

/**
 * One match of the anchor tab exactly as the spec's API sends it (snake_case; spec section 3, raw
 * anchor fields); the web maps it with `mapAnchorMatch` from packages/domain.
 */
export const rawAnchorMatch = z.object({
  eid: z.string(),
  egid: z.string(),
  tid: z.string(),
  team1: z.string(),
  team2: z.string(),
  team1_logo: z.string(),
  team2_logo: z.string(),
  homeScore: z.number().int().nullable(),
  guestScore: z.number().int().nullable(),
  start_datetime: z.string(),
  animation_url: z.string(),
  flv_url: z.string(),
  anchor_flv_url: z.string(),
  league: z.string(),
  sport_type: z.string(),
  ve_name: z.string(),
  anchor: z.object({ logo_square: z.string(), anchor_nick: z.string() }).nullable(),
  anchor_status: z.string(),
  status: z.string(),
  anchor_type: z.string(),
  room_info: z.object({ desc: nullableText, title: nullableText }).nullable(),
  anchor_list: z.array(z.object({ logo_square: z.string(), anchor_nick: z.string(), screen_mode: z.string() })),
});
export type RawAnchorMatchView = z.infer<typeof rawAnchorMatch>;

export const anchorMatchesRequest = z.object({
  sport: sportId.optional(),
  page: pageNumber,
  pageSize: pageSizeOf(200, 200),
});
export const anchorMatchesResponse = z.object({
  items: z.array(rawAnchorMatch),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const anchorView = z.object({
  id: z.number().int(),
  nick: z.string(),
  logo: z.string(),
  level: z.number().int(),
  intro: z.string(),
  followers: z.number().int(),
  /** Whether the calling member follows the anchor (false for visitors). */
  following: z.boolean(),
});
export type AnchorView = z.infer<typeof anchorView>;

export const roomView = z.object({
  roomId: z.number().int(),
  themeId: z.string(),
  title: z.string(),
  description: z.string(),
  cover: z.string(),
  status: anchorStatus,
  anchorType: z.number().int(),
  anchor: anchorView,
  /** The feed match the room casts, or null. */
  matchId: z.number().int().nullable(),
  sport: sportId.nullable(),
  match: z
    .object({
      home: z.string(),
      away: z.string(),
      homeLogo: z.string(),
      awayLogo: z.string(),
      homeScore: z.number().int(),
      awayScore: z.number().int(),
      league: z.string(),
      status: z.string(),
      periodName: z.string(),
    })
    .nullable(),
  viewers: z.number().int(),
  /** Streams it offers: the room's own, and HTTP-FLV for one demo room. */
  formats: z.array(z.enum(['hls', 'flv'])),
});
export type RoomView = z.infer<typeof roomView>;

export const liveListRequest = z.object({
  sport: sportId.optional(),
  page: pageNumber,
  pageSize: pageSizeOf(200, 200),
});
export const liveListResponse = z.object({
  rooms: z.array(roomView),
  /** Live matches with a stream of their own (LIVE), beside the rooms. */
  matches: z.array(
    z.object({
      matchId: z.number().int(),
      sport: sportId,
      league: z.string(),
      home: z.string(),
      away: z.string(),
      homeLogo: z.string(),
      awayLogo: z.string(),
      homeScore: z.number().int(),
      awayScore: z.number().int(),
      periodName: z.string(),
      viewers: z.number().int(),
      anchorAvatars: z.array(z.string()),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const roomRequest = z.object({ roomId: entityId });
export const followRequest = z.object({ anchorId: entityId, follow: z.boolean() });
export const followResponse = z.object({ following: z.boolean(), followers: z.number().int() });
export const followedRequest = z.object({});
/** The rooms of the anchors the member follows, on air first (at most 100). */
export const followedResponse = z.object({ rooms: z.array(roomView) });

/** The spec's video request (section 3): which stream of which match or room, for which player. */
export const videoRequest = z
  .object({
    channel: z
      .string()
      .regex(/^[A-Z]{2,8}$/, '渠道无效')
      .default('OBTY'),
    eventId: z.string().max(64).optional(),
    type: videoKind,
    platform: z.enum(['h5', 'pc']).default('h5'),
    /** Sent by the spec's client; the answer is signed by us, so it is not needed to verify anything. */
    sign: z.string().max(128).optional(),
    venueName: z.string().max(16).optional(),
    matchId: entityId.optional(),
    anchorRoomId: entityId.optional(),
  })
  .refine((v) => (v.type === 'ANCHOR' ? v.anchorRoomId !== undefined : v.matchId !== undefined), {
    message: '请指定比赛或主播房间',
    path: ['matchId'],
  });

export const videoSource = z.object({
  kind: videoKind,
  /** hls / flv streams play in /play.html; tracker is our animation, drawn in the page. */
  format: z.enum(['hls', 'flv', 'tracker']),
  url: z.string(),
  qualities: z.array(z.object({ name: z.string(), url: z.string() })),
  poster: z.string(),
  title: z.string(),
});
export type VideoSource = z.infer<typeof videoSource>;

export const videoResponse = z.object({
  sources: z.array(videoSource),
  /** When the signed URLs stop working (ISO); the player asks again before then. */
  expiresAt: z.string(),
  /** The venue the channel maps to (spec section 9). */
  venueCode: z.string(),
});
export type VideoResponse = z.infer<typeof videoResponse>;
