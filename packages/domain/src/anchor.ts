import { formatShanghaiDateTime, parseShanghaiTimestamp } from './time';

/** Anchor stream states: On0 not started, On1 live, On2 temporarily interrupted. */
export type AnchorStatus = 'On0' | 'On1' | 'On2';

/** Toast to show when an anchor icon is clicked. */
export type AnchorClickNotice = 'notStarted' | 'interrupted';

const ICON_STATES: ReadonlySet<string> = new Set<AnchorStatus>(['On0', 'On1', 'On2']);

/** True when the anchor icon is shown: status On0, On1 or On2. */
export function anchorShowsIcon(status: string | null | undefined): boolean {
  return status != null && ICON_STATES.has(status);
}

/** The toast for a click on the anchor icon: 'notStarted' for On0, 'interrupted' for On2, else null. */
export function anchorClickNotice(status: string | null | undefined): AnchorClickNotice | null {
  if (status === 'On0') return 'notStarted';
  if (status === 'On2') return 'interrupted';
  return null;
}

type RawText = string | null | undefined;
type RawId = string | number | null | undefined;

/** An anchor (streamer) as the API nests it in a match. */
export interface RawAnchor {
  logo_square?: RawText;
  anchor_nick?: RawText;
}

/** One entry of a match's anchor_list. */
export interface RawAnchorListItem extends RawAnchor {
  screen_mode?: RawId;
}

/** A match of the anchor tab exactly as the API sends it (snake_case, every field optional). */
export interface RawAnchorMatch {
  eid?: RawId;
  egid?: RawId;
  dpid?: RawId;
  tid?: RawId;
  team1?: RawText;
  team2?: RawText;
  team1_logo?: RawText;
  team2_logo?: RawText;
  homeScore?: RawId;
  guestScore?: RawId;
  start_datetime?: RawId;
  start_time?: RawId;
  animation_url?: RawText;
  flv_url?: RawText;
  anchor_flv_url?: RawText;
  league?: RawText;
  sport_type?: RawId;
  ve_name?: RawText;
  anchor?: RawAnchor | null;
  anchor_status?: RawText;
  status?: RawId;
  anchor_type?: RawId;
  room_info?: { desc?: RawText; title?: RawText } | null;
  anchor_list?: readonly RawAnchorListItem[] | null;
}

/** The streamer shown on a match card. */
export interface AnchorInfo {
  nickname: string;
  avatar: string;
}

/** A match of the anchor tab, ready to display (spec section 3, "Match"). */
export interface MatchItem {
  matchId: string;
  homeName: string;
  homeLogo: string;
  visitName: string;
  visitLogo: string;
  homeScore: number | null;
  visitScore: number | null;
  /** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai, or '' when the API sent no valid time. */
  startAt: string;
  animationUrl: string;
  videoWebUrl: string;
  matchName: string;
  matchClass: string;
  ballClassId: string;
  leagueId: string;
  anchorRoomId: string;
  anchorType: string;
  anchorInfo: AnchorInfo | null;
  /** Up to 3 distinct avatar URLs. */
  anchorAvatars: string[];
  anchorStatus: string;
  isStart: boolean;
  /** The venue code as sent (e.g. OBTY), for video and bet requests. */
  venueCode: string;
  /** The venue's display name (OBTY -> YB, IMTY -> IM). */
  venueName: string;
  roomInfo: { desc: string; title: string } | null;
}

const MAX_AVATARS = 3;
const VENUE_DISPLAY_NAMES: Readonly<Record<string, string>> = { OBTY: 'YB', IMTY: 'IM' };

function text(value: RawId): string {
  return value == null ? '' : String(value);
}

function score(value: RawId): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : null;
}

// start_datetime is preferred; start_time is used only when start_datetime is missing or invalid.
function startAt(raw: RawAnchorMatch): string {
  const epochMs = parseShanghaiTimestamp(raw.start_datetime) ?? parseShanghaiTimestamp(raw.start_time);
  return epochMs === null ? '' : formatShanghaiDateTime(epochMs);
}

// The match's own anchor first, then anchor_list, skipping blanks and repeats.
function anchorAvatars(raw: RawAnchorMatch): string[] {
  const anchors = [raw.anchor, ...(raw.anchor_list ?? [])];
  const logos = anchors.map((anchor) => anchor?.logo_square?.trim() ?? '').filter((logo) => logo !== '');
  return [...new Set(logos)].slice(0, MAX_AVATARS);
}

function anchorInfo(anchor: RawAnchor | null | undefined): AnchorInfo | null {
  if (!anchor) return null;
  return { nickname: text(anchor.anchor_nick), avatar: text(anchor.logo_square) };
}

/**
 * Maps a raw anchor-tab match to a MatchItem. `venue` is the venue code of the list being
 * loaded; matchId is dpid for DPTY and eid otherwise.
 */
export function mapAnchorMatch(raw: RawAnchorMatch, venue: string): MatchItem {
  // The match's own ve_name wins; the list's venue is the fallback when the API omits it.
  const venueCode = text(raw.ve_name) || venue;
  const anchorStatus = text(raw.anchor_status);
  return {
    matchId: text(venue.toUpperCase() === 'DPTY' ? raw.dpid : raw.eid),
    homeName: text(raw.team1),
    homeLogo: text(raw.team1_logo),
    visitName: text(raw.team2),
    visitLogo: text(raw.team2_logo),
    homeScore: score(raw.homeScore),
    visitScore: score(raw.guestScore),
    startAt: startAt(raw),
    animationUrl: text(raw.animation_url),
    // The anchor's own stream is what this tab is for; the match stream is the fallback.
    videoWebUrl: text(raw.anchor_flv_url) || text(raw.flv_url),
    matchName: text(raw.league),
    matchClass: text(raw.sport_type),
    ballClassId: text(raw.sport_type),
    // tid is the league id for a pure match and the theme (room) id for a cast live; the spec
    // does not give anchor_type's values, so both fields carry it and anchorType tells them apart.
    leagueId: text(raw.tid),
    anchorRoomId: text(raw.tid),
    anchorType: text(raw.anchor_type),
    anchorInfo: anchorInfo(raw.anchor),
    anchorAvatars: anchorAvatars(raw),
    anchorStatus,
    // The spec's "live value" is not shown; On1 is the one state neither not-started nor interrupted.
    isStart: anchorStatus === 'On1',
    venueCode,
    venueName: VENUE_DISPLAY_NAMES[venueCode] ?? venueCode,
    roomInfo: raw.room_info ? { desc: text(raw.room_info.desc), title: text(raw.room_info.title) } : null,
  };
}
