import { randomBytes } from 'node:crypto';
import {
  liveRooms,
  type MatchView,
  type RawAnchorMatchView,
  type RoomView,
  type SportId,
  sportsLiveEvents,
  type VideoKind,
  type VideoResponse,
  type VideoSource,
} from '@courtside/contract';
import { formatShanghaiDateTime } from '@courtside/domain';
import { insertAudit } from '../../platform/audit';
import type { AuthContext, OperatorActor } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { afterCommit, type Db, type Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { LiveHub } from '../../platform/live';
import type { FeedService } from '../feed';
import { type MediaGrant, signedPrefix, viewerOfSession, viewerOfVisitor } from './signing';
import * as store from './store';

export const VISITOR_COOKIE = 'cs-vid';
const VISITOR_ID = /^[0-9a-f]{16}$/;
const ROOM_STATUSES = ['On0', 'On1', 'On2'] as const;
/** The followed list shows at most this many rooms. */
const FOLLOWED_MAX = 100;
/** A match stream at the origin is named after the match. */
export const matchStream = (matchId: number) => `match-${matchId}`;

export interface Viewer {
  member: AuthContext | null;
  /** The session token the member called with (for the URL's viewer binding). */
  token: string | null;
  /** The visitor's id from their cookie, if any. */
  visitorId: string | null;
}

type RoomJoined = { room: store.RoomRow; anchor: store.AnchorRow };

/**
 * Simulated audience for demo streams (the sandbox's): viewers per live room key and followers per
 * anchor, added to the real ones for members and shown apart in the operator's view. Production has
 * none.
 */
export interface DemoAudience {
  viewers(room: string): number;
  followers(anchorId: number): number;
}

/**
 * Anchors and their rooms, the anchor tab, the live page and the video call. Video URLs are signed
 * for the caller (DESIGN.md section 14) and point at the media base: the demo origin with SANDBOX=1,
 * a CDN in production.
 */
type GiftTotals = (
  siteId: number,
  anchorIds: readonly number[],
) => Promise<Map<number, { sends: number; coins: bigint }>>;

export class LiveService {
  private readonly roomListeners: ((siteId: number, roomId: number) => void)[] = [];
  private audience: DemoAudience | null = null;
  private giftTotals: GiftTotals | null = null;

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      feed: FeedService;
      /** How many watch a room now. */
      viewerCount: (room: string) => number;
      live: () => LiveHub | null;
      /** Members' names by id (the account module's). */
      memberNames: (memberIds: number[]) => Promise<Map<number, string>>;
      /** Where URLs point, the key they are signed with, and how long (seconds) a signature holds. */
      media: { baseUrl: string; signingKey: string; ttlSeconds: number };
    },
  ) {}

  /**
   * Gifts each anchor received (the gift module's, which itself reads rooms from here; app.ts wires
   * it once both exist).
   */
  useGiftTotals(totals: GiftTotals): void {
    this.giftTotals = totals;
  }

  /** The sandbox's simulated audience for its demo streams (app.ts wires it; none in production). */
  useDemoAudience(audience: DemoAudience): void {
    this.audience = audience;
  }

  /** Simulated viewers of a room key (0 without a demo audience). */
  simulatedViewers(room: string): number {
    return this.audience?.viewers(room) ?? 0;
  }

  /** What members see: the real viewers (socket connections) and the demo's simulated ones together. */
  private viewersOf(room: string): number {
    return this.deps.viewerCount(room) + this.simulatedViewers(room);
  }

  private followersOf(anchorId: number, real: number): number {
    return real + (this.audience?.followers(anchorId) ?? 0);
  }

  /**
   * Called once a change to a room has committed (status, match, texts, who holds it), whoever made it:
   * for dropping what other modules read of the room (the chat's room facts), in the same step.
   */
  onRoomChange(listener: (siteId: number, roomId: number) => void): void {
    this.roomListeners.push(listener);
  }

  private roomChanged(siteId: number, roomId: number): void {
    for (const listener of this.roomListeners) listener(siteId, roomId);
  }

  private async rooms(siteId: number, statuses: readonly string[], member: AuthContext | null) {
    const rows = await store.listRooms(this.deps.db, siteId, statuses);
    return this.roomViews(rows, member);
  }

  private async roomViews(rows: RoomJoined[], member: AuthContext | null): Promise<RoomView[]> {
    const anchorIds = [...new Set(rows.map((r) => r.anchor.id))];
    const [followers, followed, matches] = await Promise.all([
      store.followerCounts(this.deps.db, anchorIds),
      member ? store.followedBy(this.deps.db, member.memberId, anchorIds) : Promise.resolve(new Set<number>()),
      this.deps.feed.summaries(rows.flatMap((r) => (r.room.matchId ? [r.room.matchId] : []))),
    ]);
    const byId = new Map(matches.map((m) => [m.id, m]));
    return rows.map(({ room, anchor }) => {
      const match = room.matchId ? byId.get(room.matchId) : undefined;
      return {
        roomId: room.id,
        themeId: room.themeId,
        title: room.title,
        description: room.description,
        cover: room.cover,
        status: room.status as RoomView['status'],
        anchorType: room.anchorType,
        anchor: {
          id: anchor.id,
          nick: anchor.nick,
          logo: anchor.logoSquare,
          level: anchor.level,
          intro: anchor.intro,
          followers: this.followersOf(anchor.id, followers.get(anchor.id) ?? 0),
          following: followed.has(anchor.id),
        },
        matchId: match?.id ?? null,
        sport: match?.sport ?? null,
        match: match
          ? {
              home: match.home.name,
              away: match.away.name,
              homeLogo: match.home.logo,
              awayLogo: match.away.logo,
              homeScore: match.score.home,
              awayScore: match.score.away,
              league: match.league.name,
              status: match.status,
              periodName: match.periodName,
            }
          : null,
        viewers: this.viewersOf(liveRooms.anchorRoom(room.id)),
        formats: room.flv === 1 ? ['hls', 'flv'] : ['hls'],
      };
    });
  }

  /** The live page: rooms live now (and interrupted ones), and live matches with their own stream. */
  async liveList(
    siteId: number,
    member: AuthContext | null,
    input: { sport?: SportId | undefined; page: number; pageSize: number },
  ) {
    const rooms = (await this.rooms(siteId, ['On1', 'On2'], member)).filter(
      (r) => !input.sport || r.sport === input.sport,
    );
    const live = await this.deps.feed.liveMatches(input.sport, 200);
    const anchorsByMatch = new Map<number, string[]>();
    for (const r of rooms)
      if (r.matchId) anchorsByMatch.set(r.matchId, [...(anchorsByMatch.get(r.matchId) ?? []), r.anchor.logo]);
    const start = (input.page - 1) * input.pageSize;
    return {
      rooms: rooms.slice(start, start + input.pageSize),
      matches: live.slice(start, start + input.pageSize).map((m) => ({
        matchId: m.id,
        sport: m.sport,
        league: m.league.name,
        home: m.home.name,
        away: m.away.name,
        homeLogo: m.home.logo,
        awayLogo: m.away.logo,
        homeScore: m.score.home,
        awayScore: m.score.away,
        periodName: m.periodName,
        viewers: this.viewersOf(liveRooms.match(m.id)),
        anchorAvatars: (anchorsByMatch.get(m.id) ?? []).slice(0, 3),
      })),
      total: Math.max(rooms.length, live.length),
      page: input.page,
      pageSize: input.pageSize,
    };
  }

  /**
   * The anchor tab (spec section 3): one record per match that anchors cast, in the raw shape the
   * spec's client maps with `mapAnchorMatch`; the first room's anchor leads, the rest are listed.
   */
  async anchorMatches(siteId: number, input: { sport?: SportId | undefined; page: number; pageSize: number }) {
    const rows = await store.listRooms(this.deps.db, siteId, ROOM_STATUSES);
    const matches = new Map(
      (await this.deps.feed.summaries(rows.flatMap((r) => (r.room.matchId ? [r.room.matchId] : [])))).map((m) => [
        m.id,
        m,
      ]),
    );
    const byMatch = new Map<number, RoomJoined[]>();
    for (const row of rows) {
      const match = row.room.matchId ? matches.get(row.room.matchId) : undefined;
      if (!match || (input.sport && match.sport !== input.sport)) continue;
      byMatch.set(match.id, [...(byMatch.get(match.id) ?? []), row]);
    }
    const items = [...byMatch.entries()].map(([matchId, rooms]) => this.rawAnchorMatch(matches.get(matchId)!, rooms));
    const start = (input.page - 1) * input.pageSize;
    return {
      items: items.slice(start, start + input.pageSize),
      total: items.length,
      page: input.page,
      pageSize: input.pageSize,
    };
  }

  private rawAnchorMatch(match: MatchView, rooms: RoomJoined[]): RawAnchorMatchView {
    const lead = rooms[0]!;
    const live = match.status === 'live';
    return {
      eid: String(match.id),
      egid: String(match.league.id),
      tid: lead.room.themeId,
      team1: match.home.name,
      team2: match.away.name,
      team1_logo: match.home.logo,
      team2_logo: match.away.logo,
      homeScore: live || match.status === 'ended' ? match.score.home : null,
      guestScore: live || match.status === 'ended' ? match.score.away : null,
      start_datetime: formatShanghaiDateTime(Date.parse(match.kickoffAt)),
      animation_url: `/app/sports/match/${match.id}?video=ANIMATION`,
      flv_url: '',
      anchor_flv_url: '',
      league: match.league.name,
      sport_type: match.sport,
      ve_name: 'OBTY',
      anchor: { logo_square: lead.anchor.logoSquare, anchor_nick: lead.anchor.nick },
      anchor_status: lead.room.status,
      status: match.status,
      anchor_type: String(lead.room.anchorType),
      room_info: { desc: lead.room.description, title: lead.room.title },
      anchor_list: rooms
        .slice(1)
        .map((r) => ({ logo_square: r.anchor.logoSquare, anchor_nick: r.anchor.nick, screen_mode: '1' })),
    };
  }

  async room(siteId: number, roomId: number, member: AuthContext | null): Promise<RoomView> {
    const row = await store.findRoom(this.deps.db, siteId, roomId);
    if (!row) throw new DomainError('notFound', { msg: '直播间不存在' });
    const [view] = await this.roomViews([row], member);
    return view!;
  }

  /** The anchor of a room, for the gift module to credit; null when the room does not exist. */
  async roomAnchor(siteId: number, roomId: number): Promise<{ anchorId: number; nick: string } | null> {
    const row = await store.findRoom(this.deps.db, siteId, roomId);
    return row ? { anchorId: row.anchor.id, nick: row.anchor.nick } : null;
  }

  /** Anchor profiles linked to a member account (how an anchor signs in). */
  anchorsOfMember(siteId: number, memberId: number) {
    return store.anchorsOfMember(this.deps.db, siteId, memberId);
  }

  /** Anchor nicks by id, for records that name the anchor a gift went to. */
  anchorNicks(anchorIds: readonly number[]) {
    return store.anchorNicks(this.deps.db, anchorIds);
  }

  /** Who owns a room's chat: the member account the anchor profile is linked to; null for no such room. */
  async roomOwner(siteId: number, roomId: number): Promise<{ anchorMemberId: number | null; status: string } | null> {
    const row = await store.findRoom(this.deps.db, siteId, roomId);
    return row ? { anchorMemberId: row.anchor.memberId, status: row.room.status } : null;
  }

  async follow(member: AuthContext, input: { anchorId: number; follow: boolean }) {
    const anchor = await store.findAnchor(this.deps.db, member.siteId, input.anchorId);
    if (!anchor) throw new DomainError('notFound', { msg: '主播不存在' });
    if (anchor.memberId === member.memberId) throw new DomainError('invalidParameter', { msg: '不能关注自己' });
    await store.setFollow(this.deps.db, anchor.id, member.memberId, input.follow);
    const followers = (await store.followerCounts(this.deps.db, [anchor.id])).get(anchor.id) ?? 0;
    return { following: input.follow, followers: this.followersOf(anchor.id, followers) };
  }

  /** The anchors a member follows, with their rooms, on air first (我的关注). */
  async followed(member: AuthContext): Promise<RoomView[]> {
    const rows = await store.followedRooms(this.deps.db, member.siteId, member.memberId, FOLLOWED_MAX);
    return this.roomViews(rows, member);
  }

  /** A visitor's id: theirs from the cookie, or a new one the route sets as the cookie. */
  static visitorIdOf(cookie: string | null): { id: string; fresh: boolean } {
    if (cookie && VISITOR_ID.test(cookie)) return { id: cookie, fresh: false };
    return { id: randomBytes(8).toString('hex'), fresh: true };
  }

  private grant(stream: string, viewer: string): { prefix: string; expiresAt: number } {
    const expiresAt = Math.floor(this.deps.clock.now().getTime() / 1000) + this.deps.media.ttlSeconds;
    const grant: MediaGrant = { stream, expiresAt, viewer };
    return { prefix: `${this.deps.media.baseUrl}${signedPrefix(this.deps.media.signingKey, grant)}`, expiresAt };
  }

  private streamSources(kind: VideoKind, stream: string, flv: boolean, viewer: string, title: string, poster: string) {
    const { prefix, expiresAt } = this.grant(stream, viewer);
    const hls: VideoSource = {
      kind,
      format: 'hls',
      url: `${prefix}index.m3u8`,
      qualities: [
        { name: '高清', url: `${prefix}360p/index.m3u8` },
        { name: '流畅', url: `${prefix}180p/index.m3u8` },
      ],
      poster,
      title,
    };
    const sources = flv ? [{ ...hls, format: 'flv' as const, url: `${prefix}stream.flv`, qualities: [] }, hls] : [hls];
    return { sources, expiresAt };
  }

  /**
   * The video call (spec section 7): the sources of a match (its tracker and its stream) or an anchor
   * room, each URL signed for this caller and valid a few minutes; the channel names the venue.
   */
  async video(
    siteId: number,
    viewer: Viewer,
    input: { channel: string; type: VideoKind; matchId?: number | undefined; anchorRoomId?: number | undefined },
  ): Promise<VideoResponse> {
    const venueCode = await store.venueOfChannel(this.deps.db, siteId, input.channel);
    if (!venueCode) throw new DomainError('invalidParameter', { msg: '视频渠道不存在' });
    const binding = viewer.token ? viewerOfSession(viewer.token) : viewerOfVisitor(viewer.visitorId ?? '');
    if (!viewer.token && !viewer.visitorId) throw new DomainError('invalidParameter', { msg: '缺少访客标识' });
    const expiresIn = (expiresAt: number) => new Date(expiresAt * 1000).toISOString();

    if (input.type === 'ANCHOR') {
      const row = await store.findRoom(this.deps.db, siteId, input.anchorRoomId!);
      if (!row) throw new DomainError('notFound', { msg: '直播间不存在' });
      if (row.room.status === 'On0') throw new DomainError('videoNotStarted');
      if (row.room.status === 'On2') throw new DomainError('anchorInterrupted');
      const { sources, expiresAt } = this.streamSources(
        'ANCHOR',
        row.room.streamKey,
        row.room.flv === 1,
        binding,
        row.room.title,
        row.room.cover,
      );
      return { sources, expiresAt: expiresIn(expiresAt), venueCode };
    }
    const [match] = await this.deps.feed.summaries([input.matchId!]);
    if (!match) throw new DomainError('notFound', { msg: '赛事不存在' });
    const tracker: VideoSource = {
      kind: 'ANIMATION',
      format: 'tracker',
      url: `/app/sports/match/${match.id}?video=ANIMATION`,
      qualities: [],
      poster: match.league.logo,
      title: `${match.home.name} vs ${match.away.name}`,
    };
    if (input.type === 'ANIMATION' || match.status !== 'live') {
      return {
        sources: [tracker],
        expiresAt: expiresIn(Math.floor(this.deps.clock.now().getTime() / 1000) + this.deps.media.ttlSeconds),
        venueCode,
      };
    }
    const { sources, expiresAt } = this.streamSources(
      'LIVE',
      matchStream(match.id),
      false,
      binding,
      tracker.title,
      match.league.logo,
    );
    return { sources: [...sources, tracker], expiresAt: expiresIn(expiresAt), venueCode };
  }

  private announceStatus(row: store.RoomRow): void {
    this.deps
      .live()
      ?.toRoom(liveRooms.anchorRoom(row.id), sportsLiveEvents.roomStatus, { roomId: row.id, status: row.status });
  }

  /**
   * An operator switches a room (status, the match it casts): the room is the operator's from now on,
   * and the rota leaves it alone until it is handed back (`releaseRoom`).
   */
  async switchRoom(
    siteId: number,
    roomId: number,
    patch: Pick<store.RoomPatch, 'status' | 'matchId'>,
    db: Executor = this.deps.db,
  ): Promise<store.RoomRow> {
    const row = await store.updateRoom(db, siteId, roomId, { ...patch, setBy: 'operator' });
    if (!row) throw new DomainError('notFound', { msg: '直播间不存在' });
    // Cached room facts drop and the viewers hear it once the switch is committed, not before.
    afterCommit(db, () => {
      this.roomChanged(siteId, roomId);
      this.announceStatus(row);
    });
    return row;
  }

  /** The rooms the streamers' rota holds: those no operator has set (or that were handed back). */
  scheduledRooms() {
    return store.scheduledRooms(this.deps.db);
  }

  /**
   * The rota moves one of its rooms. False when an operator set the room meanwhile: the operator's
   * decision stands and the rota's move is dropped.
   */
  async scheduleRoom(roomId: number, patch: Pick<store.RoomRow, 'status' | 'matchId'>): Promise<boolean> {
    const row = await store.updateScheduledRoom(this.deps.db, roomId, patch);
    if (!row) return false;
    this.roomChanged(row.siteId, row.id);
    this.announceStatus(row);
    return true;
  }

  /** An operator hands a room back to the rota, which sets its status and match from its next run; audited. */
  async releaseRoom(actor: OperatorActor, siteId: number, input: { roomId: number }): Promise<RoomView> {
    await this.deps.db.transaction(async (tx) => {
      const before = await store.findRoom(tx, siteId, input.roomId);
      if (!before) throw new DomainError('notFound', { msg: '直播间不存在' });
      await store.updateRoom(tx, siteId, input.roomId, { setBy: 'schedule' });
      await insertAudit(tx, {
        actor: actor.name,
        action: 'live.roomRelease',
        detail: { siteId, roomId: input.roomId, before: before.room.setBy, after: 'schedule' },
      });
    });
    this.roomChanged(siteId, input.roomId);
    return this.room(siteId, input.roomId, null);
  }

  /** The desk's anchors: profiles with rooms, followers (real and simulated apart) and gifts received. */
  async deskAnchors(siteId: number, input: { keyword?: string | undefined; page: number; pageSize: number }) {
    const { rows, total } = await store.pageAnchors(
      this.deps.db,
      siteId,
      { keyword: input.keyword || undefined },
      {
        offset: (input.page - 1) * input.pageSize,
        limit: input.pageSize,
      },
    );
    const ids = rows.map((r) => r.anchor.id);
    const [followers, gifts] = await Promise.all([
      store.followerCounts(this.deps.db, ids),
      this.giftTotals
        ? this.giftTotals(siteId, ids)
        : Promise.resolve(new Map<number, { sends: number; coins: bigint }>()),
    ]);
    return { list: rows.map((r) => this.deskAnchorOf(r, followers, gifts)), total };
  }

  private deskAnchorOf(
    row: { anchor: store.AnchorRow; rooms: number; roomsLive: number },
    followers: Map<number, number>,
    gifts: Map<number, { sends: number; coins: bigint }>,
  ) {
    const { anchor } = row;
    const given = gifts.get(anchor.id);
    return {
      id: anchor.id,
      nick: anchor.nick,
      avatar: anchor.logoSquare,
      intro: anchor.intro,
      sport: anchor.sport,
      rooms: Number(row.rooms),
      roomsLive: Number(row.roomsLive),
      followers: { real: followers.get(anchor.id) ?? 0, simulated: this.audience?.followers(anchor.id) ?? 0 },
      gifts: { sends: given?.sends ?? 0, coins: Number(given?.coins ?? 0n) },
    };
  }

  /**
   * Edits an anchor's profile (name, avatar, bio) as members see it in rooms and lists; audited with
   * before and after. A name another anchor of the site has is refused on the field.
   */
  async saveAnchor(
    actor: OperatorActor,
    siteId: number,
    input: { anchorId: number; nick: string; avatar: string; intro: string },
  ) {
    const saved = await this.deps.db.transaction(async (tx) => {
      const before = await store.findAnchor(tx, siteId, input.anchorId);
      if (!before) throw new DomainError('notFound', { msg: '主播不存在' });
      if (await store.anchorNickTaken(tx, siteId, input.nick, input.anchorId)) {
        throw new DomainError('invalidParameter', { msg: '已有同名主播，请换一个昵称', data: { field: 'nick' } });
      }
      const after = (await store.updateAnchorProfile(tx, siteId, input.anchorId, {
        nick: input.nick,
        logoSquare: input.avatar,
        intro: input.intro,
      }))!;
      const profile = (a: store.AnchorRow) => ({ nick: a.nick, avatar: a.logoSquare, intro: a.intro });
      await insertAudit(tx, {
        actor: actor.name,
        action: 'anchor.profile',
        detail: { siteId, anchorId: input.anchorId, before: profile(before), after: profile(after) },
      });
      return after;
    });
    // Rooms show their anchor's name and avatar: drop what other modules hold of them.
    const rooms = await store.roomsOfAnchor(this.deps.db, siteId, saved.id);
    for (const roomId of rooms) this.roomChanged(siteId, roomId);
    const { rows } = await store.pageAnchors(this.deps.db, siteId, { anchorId: saved.id }, { offset: 0, limit: 1 });
    const [followers, gifts] = await Promise.all([
      store.followerCounts(this.deps.db, [saved.id]),
      this.giftTotals
        ? this.giftTotals(siteId, [saved.id])
        : Promise.resolve(new Map<number, { sends: number; coins: bigint }>()),
    ]);
    return this.deskAnchorOf(rows[0] ?? { anchor: saved, rooms: 0, roomsLive: 0 }, followers, gifts);
  }

  /**
   * The operators' desk: every room in any state with who switches it, its audience split into real
   * and simulated (so neither passes for the other), and the anchors a room can be for.
   */
  async deskRooms(siteId: number) {
    const [rows, anchors] = await Promise.all([
      store.listRooms(this.deps.db, siteId, ROOM_STATUSES),
      store.listAnchors(this.deps.db, siteId),
    ]);
    const [views, followers] = await Promise.all([
      this.roomViews(rows, null),
      store.followerCounts(this.deps.db, [...new Set(rows.map((r) => r.anchor.id))]),
    ]);
    return {
      rooms: views.map((view, i) => {
        const { room, anchor } = rows[i]!;
        const key = liveRooms.anchorRoom(room.id);
        return {
          ...view,
          setBy: room.setBy === 'operator' ? ('operator' as const) : ('schedule' as const),
          anchorSport: anchor.sport,
          viewers: { real: this.deps.viewerCount(key), simulated: this.simulatedViewers(key) },
          followers: { real: followers.get(anchor.id) ?? 0, simulated: this.audience?.followers(anchor.id) ?? 0 },
        };
      }),
      anchors,
    };
  }

  /**
   * The rooms on air now (直播 first, then 暂离), with their audience: the real viewers are the viewer
   * counts (every node's sockets, summed through Redis; one node's own without it), the demo's apart.
   */
  async onAir(siteId: number) {
    const rows = await store.listRooms(this.deps.db, siteId, ['On1', 'On2']);
    return rows.map(({ room, anchor }) => {
      const key = liveRooms.anchorRoom(room.id);
      return {
        roomId: room.id,
        title: room.title,
        status: room.status === 'On1' ? ('On1' as const) : ('On2' as const),
        anchorId: anchor.id,
        anchorNick: anchor.nick,
        viewers: { real: this.deps.viewerCount(key), simulated: this.simulatedViewers(key) },
      };
    });
  }

  /**
   * Who is in a room now: its viewer counts, and the signed-in members among the sockets following it,
   * asked of every node (visitors are only counted), one line per member in member id order, paged.
   */
  async roomAudience(siteId: number, input: { roomId: number; page: number; pageSize: number }) {
    const found = await store.findRoom(this.deps.db, siteId, input.roomId);
    if (!found) throw new DomainError('notFound', { msg: '房间不存在' });
    const key = liveRooms.anchorRoom(input.roomId);
    // A node that does not answer in time fails the whole list rather than showing part of it as all.
    const present = await (
      this.deps.live()?.membersIn(siteId, key) ?? Promise.resolve(new Map<number, number>())
    ).catch(() => {
      throw new DomainError('serviceBusy', { msg: '部分服务器未及时响应，暂时无法列出在场会员，请稍后重试' });
    });
    const ids = [...present.keys()].sort((x, y) => x - y);
    const shown = ids.slice((input.page - 1) * input.pageSize, input.page * input.pageSize);
    const names = await this.deps.memberNames(shown);
    return {
      roomId: input.roomId,
      viewers: { real: this.deps.viewerCount(key), simulated: this.simulatedViewers(key) },
      members: shown.map((memberId) => ({
        memberId,
        name: names.get(memberId) ?? '',
        sockets: present.get(memberId) ?? 0,
      })),
      total: ids.length,
    };
  }

  /** An operator opens a room for an anchor of this site (not started until switched on); audited. */
  async createRoom(
    actor: OperatorActor,
    siteId: number,
    input: {
      anchorId: number;
      themeId: string;
      title: string;
      description: string;
      cover: string;
      matchId: number | null;
      anchorType: number;
      flv: boolean;
    },
  ): Promise<RoomView> {
    if (!(await store.findAnchor(this.deps.db, siteId, input.anchorId)))
      throw new DomainError('notFound', { msg: '主播不存在' });
    await this.knownMatch(input.matchId);
    const row = await this.deps.db.transaction(async (tx) => {
      if (await store.findRoomByTheme(tx, siteId, input.themeId))
        throw new DomainError('invalidParameter', { msg: '主题房间号已被使用' });
      const { flv, ...fields } = input;
      const room = await store.insertRoom(tx, {
        ...fields,
        siteId,
        flv: flv ? 1 : 0,
        // The operator's own room: the rota never switches it on.
        setBy: 'operator',
        // The origin names the stream after the room's theme id, which is unique per site.
        streamKey: `room-${siteId}-${input.themeId.toLowerCase().replace(/_/g, '-')}`,
      });
      await insertAudit(tx, {
        actor: actor.name,
        action: 'live.roomCreate',
        detail: { siteId, ...input, roomId: room.id },
      });
      return room;
    });
    this.roomChanged(siteId, row.id);
    return this.room(siteId, row.id, null);
  }

  /** An operator changes a room's texts, cover, type or the match it casts; audited with what it was. */
  async editRoom(
    actor: OperatorActor,
    siteId: number,
    input: {
      roomId: number;
      title?: string | undefined;
      description?: string | undefined;
      cover?: string | undefined;
      matchId?: number | null | undefined;
      anchorType?: number | undefined;
    },
  ): Promise<RoomView> {
    const { roomId, ...patch } = input;
    if (patch.matchId !== undefined) await this.knownMatch(patch.matchId);
    await this.deps.db.transaction(async (tx) => {
      const before = await store.findRoom(tx, siteId, roomId);
      if (!before) throw new DomainError('notFound', { msg: '直播间不存在' });
      // Choosing the match a room casts is the rota's work too: an operator's choice takes the room from it.
      await store.updateRoom(tx, siteId, roomId, patch.matchId === undefined ? patch : { ...patch, setBy: 'operator' });
      const was = Object.fromEntries(Object.keys(patch).map((key) => [key, before.room[key as keyof store.RoomRow]]));
      await insertAudit(tx, {
        actor: actor.name,
        action: 'live.roomEdit',
        detail: { siteId, roomId, before: was, after: patch },
      });
    });
    this.roomChanged(siteId, roomId);
    return this.room(siteId, roomId, null);
  }

  /**
   * An operator switches a room not started, live or interrupted; the room's viewers hear it, the rota
   * leaves it as set; audited.
   */
  async setRoomStatus(
    actor: OperatorActor,
    siteId: number,
    input: { roomId: number; status: 'On0' | 'On1' | 'On2' },
  ): Promise<RoomView> {
    // The switch and its audit row commit together: no switch without its record, nor the reverse.
    await this.deps.db.transaction(async (tx) => {
      const before = await store.findRoom(tx, siteId, input.roomId);
      if (!before) throw new DomainError('notFound', { msg: '直播间不存在' });
      await this.switchRoom(siteId, input.roomId, { status: input.status }, tx);
      await insertAudit(tx, {
        actor: actor.name,
        action: 'live.roomStatus',
        detail: { siteId, roomId: input.roomId, before: before.room.status, after: input.status },
      });
    });
    return this.room(siteId, input.roomId, null);
  }

  private async knownMatch(matchId: number | null): Promise<void> {
    if (matchId === null) return;
    const [match] = await this.deps.feed.summaries([matchId]);
    if (!match) throw new DomainError('notFound', { msg: '赛事不存在' });
  }
}
