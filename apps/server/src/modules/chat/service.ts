import {
  type BetView,
  CHAT_NAMESPACE,
  CHAT_TYPE_CODES,
  type ChatDetail,
  type ChatRoomRef,
  type ChatSelection,
  type ChatSendRequest,
  type ChatSettings,
  type ChatWireMessage,
  chatEvents,
  chatMessageType,
  chatRoomKey,
  type GiftPushData,
  type MatchView,
  type OrderMessageData,
  type OrderPushData,
} from '@courtside/contract';
import {
  type ChatMessage,
  chatTextProblem,
  findActiveOrderPush,
  isMuted,
  type MuteMinutes,
  muteEndsAt,
  slowModeWaitMs,
} from '@courtside/domain';
import type { AuthContext } from '../../platform/auth';
import type { ReadCache } from '../../platform/cache';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import { WordFilter } from './filter';
import * as store from './store';

/** Per member, across rooms: at most `messagesPer10s` (configuration) messages in this window. */
export const RATE_WINDOW_MS = 10_000;
/** One welcome line per member per room in this long, however many tabs or reconnects. */
export const WELCOME_EVERY_MS = 10 * 60_000;
const FACTS_TTL_MS = 5_000;
/** How far back the active order push is looked for. */
const ORDER_PUSH_LOOKBACK = 50;
const HISTORY_KINDS = ['text', 'order', 'gift', 'orderPush', 'revertOrderPush'];
/**
 * What the member typed into the room (a line or a shared bet): the only kinds the rate limit counts.
 * Their welcome line, their gift pushes and an anchor's order pushes are posted for them, not typed.
 */
const TYPED_KINDS: readonly ChatSendRequest['msgType'][] = ['text', 'order'];

const DEFAULTS: ChatSettings = {
  chatOn: true,
  giftsOn: true,
  slowModeSeconds: 0,
  minLevel: 0,
  allowLinks: false,
  greeting: '',
};

/** What chat needs to know of a room's owner: the anchor room's linked member, or a match. */
export interface RoomFacts {
  exists: boolean;
  /** The member account the anchor profile is linked to (anchor rooms only). */
  anchorMemberId: number | null;
  /** The match or anchor room's own status. */
  gameStatus: string;
  venueName: string;
}

/** Where a message goes out: the `/chat` hub, once sockets are attached. */
export interface ChatFanout {
  toRoom(roomKey: string, event: string, payload: unknown): void;
}

export interface ChatDeps {
  db: Db;
  clock: Clock;
  cache: ReadCache;
  /** A member's display name and VIP level. */
  memberOf(memberId: number): Promise<{ nickname: string; vipLevel: number }>;
  anchorRoom(siteId: number, roomId: number): Promise<{ anchorMemberId: number | null; status: string } | null>;
  matches(matchIds: readonly number[]): Promise<MatchView[]>;
  /** A market and its match, for an order push of a recommended selection. */
  market(marketId: number): Promise<{ match: MatchView; market: MatchView['mainMarkets'][number] } | null>;
  /** One of the member's own bets; another member's is "not found". */
  ownBet(auth: AuthContext, betId: number): Promise<BetView>;
  siteSeries(siteId: number): Promise<string>;
  venueName: string;
  messagesPer10s: number;
  fanout(): ChatFanout | null;
  /**
   * Refuses a member in a time-out or self-exclusion: their HTTP calls are gated by the session, and
   * a socket's send is checked here, so neither path lets them speak.
   */
  assertMaySpeak(memberId: number): Promise<void>;
}

/** Who is acting on a room: a member (with their room role) or an operator from the back office. */
export type Moderator = { kind: 'member'; auth: AuthContext } | { kind: 'operator'; name: string; siteId: number };

export const wireOf = (row: store.MessageRow): ChatWireMessage => {
  const kind = chatMessageType.parse(row.kind);
  return {
    id: String(row.id),
    room: row.roomKey,
    type: CHAT_TYPE_CODES[kind],
    at: row.createdAt.toISOString(),
    content: { msgType: kind, data: row.data, level: row.level, userId: row.memberId, username: row.username },
  };
};

const settingsOf = (row: store.RoomRow | null): ChatSettings =>
  row
    ? {
        chatOn: row.chatOn,
        giftsOn: row.giftsOn,
        slowModeSeconds: row.slowModeSeconds,
        minLevel: row.minLevel,
        allowLinks: row.allowLinks,
        greeting: row.greeting,
      }
    : DEFAULTS;

const TEXT_PROBLEMS = { empty: '消息不能为空', tooLong: '消息最多200个字', link: '聊天室不允许发送链接' } as const;

const selectionOf = (leg: BetView['legs'][number]): ChatSelection => ({
  matchId: leg.matchId,
  marketId: leg.marketId,
  outcome: leg.outcome,
  outcomeName: leg.outcomeName,
  marketName: leg.marketName,
  home: leg.home,
  away: leg.away,
  sport: leg.sport,
  leagueName: leg.leagueName,
  odds: leg.odds,
});

/**
 * Chat rooms (DESIGN.md section 14): each message is validated, filtered, stored, then fanned out to
 * the room's sockets on every node. Room administrators are the anchor (through the member account
 * their profile is linked to), the members the anchor appointed, and operators.
 */
export class ChatService {
  constructor(private readonly deps: ChatDeps) {}

  // ---- rooms ----

  /**
   * What a room is, read at every send and join: kept a few seconds per node, so a busy room does not
   * ask its module again for each message (an anchor linked to another account waits that long).
   */
  facts(siteId: number, room: ChatRoomRef): Promise<RoomFacts> {
    return this.deps.cache.getFor(`chat:facts:${siteId}:${chatRoomKey(room)}`, FACTS_TTL_MS, () =>
      this.readFacts(siteId, room),
    );
  }

  /** A room's facts changed (its module committed a change): dropped here and on the other nodes. */
  roomChanged(siteId: number, room: ChatRoomRef): Promise<void> {
    return this.deps.cache.invalidate(`chat:facts:${siteId}:${chatRoomKey(room)}`);
  }

  private async readFacts(siteId: number, room: ChatRoomRef): Promise<RoomFacts> {
    if (room.kind === 'anchor') {
      const owner = await this.deps.anchorRoom(siteId, room.id);
      return {
        exists: owner !== null,
        anchorMemberId: owner?.anchorMemberId ?? null,
        gameStatus: owner?.status ?? '',
        venueName: this.deps.venueName,
      };
    }
    const [match] = await this.deps.matches([room.id]);
    return {
      exists: match !== undefined,
      anchorMemberId: null,
      gameStatus: match?.status ?? '',
      venueName: match?.venueName ?? this.deps.venueName,
    };
  }

  private async existing(siteId: number, room: ChatRoomRef): Promise<RoomFacts> {
    const facts = await this.facts(siteId, room);
    if (!facts.exists) throw new DomainError('notFound', { msg: '聊天室不存在' });
    return facts;
  }

  settings(siteId: number, roomKey: string): Promise<ChatSettings> {
    return this.deps.cache.get(`chat:room:${siteId}:${roomKey}`, async () =>
      settingsOf(await store.findRoom(this.deps.db, siteId, roomKey)),
    );
  }

  private filter(siteId: number): Promise<WordFilter> {
    return this.deps.cache.get(
      `chat:words:${siteId}`,
      async () => new WordFilter(await store.words(this.deps.db, siteId)),
    );
  }

  private async isModerator(auth: AuthContext, roomKey: string, facts: RoomFacts): Promise<boolean> {
    if (facts.anchorMemberId === auth.memberId) return true;
    return store.isAppointed(this.deps.db, auth.siteId, roomKey, auth.memberId);
  }

  private async requireModerator(who: Moderator, room: ChatRoomRef): Promise<{ siteId: number; roomKey: string }> {
    const siteId = who.kind === 'member' ? who.auth.siteId : who.siteId;
    const facts = await this.existing(siteId, room);
    const roomKey = chatRoomKey(room);
    if (who.kind === 'member' && !(await this.isModerator(who.auth, roomKey, facts))) {
      throw new DomainError('forbidden', { msg: '只有房管可以执行此操作' });
    }
    return { siteId, roomKey };
  }

  private actorName(who: Moderator): string {
    return who.kind === 'member' ? `member:${who.auth.memberId}` : who.name;
  }

  baseParams() {
    return {
      namespace: CHAT_NAMESPACE,
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      maxLength: 200,
      muteMinutes: [10, 60, 1440, 10080, 0],
      events: { ...chatEvents },
    };
  }

  async connector(siteId: number, room: ChatRoomRef, member: AuthContext | null) {
    await this.existing(siteId, room);
    return { namespace: CHAT_NAMESPACE, room: chatRoomKey(room), tokenRequired: member === null };
  }

  async detail(siteId: number, room: ChatRoomRef, member: AuthContext | null): Promise<ChatDetail> {
    const facts = await this.existing(siteId, room);
    const roomKey = chatRoomKey(room);
    const settings = await this.settings(siteId, roomKey);
    const pushes = await store.history(this.deps.db, siteId, roomKey, {
      limit: ORDER_PUSH_LOOKBACK,
      kinds: ['orderPush', 'revertOrderPush'],
      newestFirst: true,
    });
    const oldestFirst = pushes.reverse().map(wireOf);
    const active = findActiveOrderPush(oldestFirst as ChatMessage[]) as ChatWireMessage | null;
    const base = { room: roomKey, settings, activeOrderPush: active, venueName: facts.venueName, siteId };
    if (!member) {
      return {
        ...base,
        permissions: {
          loggedIn: false,
          canSpeak: false,
          reason: '登录后才能发言',
          mutedUntil: null,
          muted: false,
          canModerate: false,
          isAnchor: false,
        },
      };
    }
    const [moderator, mute, profile] = await Promise.all([
      this.isModerator(member, roomKey, facts),
      store.findMute(this.deps.db, siteId, roomKey, member.memberId),
      this.deps.memberOf(member.memberId),
    ]);
    const muted = isMuted(mute, this.deps.clock.now());
    const reason = muted
      ? '您已被禁言'
      : !settings.chatOn && !moderator
        ? '聊天室已关闭发言'
        : profile.vipLevel < settings.minLevel && !moderator
          ? `VIP${settings.minLevel}及以上才能发言`
          : '';
    return {
      ...base,
      permissions: {
        loggedIn: true,
        canSpeak: reason === '',
        reason,
        muted,
        mutedUntil: muted ? (mute?.until?.toISOString() ?? null) : null,
        canModerate: moderator,
        isAnchor: facts.anchorMemberId === member.memberId,
      },
    };
  }

  async greeting(siteId: number, room: ChatRoomRef) {
    await this.existing(siteId, room);
    return { greeting: (await this.settings(siteId, chatRoomKey(room))).greeting };
  }

  async history(siteId: number, input: { room: ChatRoomRef; before?: string | undefined; limit: number }) {
    await this.existing(siteId, input.room);
    const rows = await store.history(this.deps.db, siteId, chatRoomKey(input.room), {
      limit: input.limit,
      kinds: HISTORY_KINDS,
      newestFirst: true,
      ...(input.before ? { before: Number(input.before) } : {}),
    });
    const last = rows.at(-1);
    return { list: rows.map(wireOf), nextCursor: rows.length === input.limit && last ? String(last.id) : null };
  }

  /** The messages since the member last looked (newest first, bounded); looking marks them seen. */
  async offline(member: AuthContext, input: { room: ChatRoomRef; limit: number }) {
    await this.existing(member.siteId, input.room);
    const roomKey = chatRoomKey(input.room);
    const presence = await store.presenceOf(this.deps.db, member.siteId, roomKey, member.memberId);
    const rows = await store.history(this.deps.db, member.siteId, roomKey, {
      after: presence?.lastSeenId ?? 0,
      limit: input.limit,
      kinds: HISTORY_KINDS,
      newestFirst: true,
    });
    const newest = rows[0];
    if (newest)
      await store.setPresence(this.deps.db, member.siteId, roomKey, member.memberId, { lastSeenId: newest.id });
    return { list: rows.map(wireOf), nextCursor: null };
  }

  async status(siteId: number, input: { chatRoomNos?: number[] | undefined; matchIds?: number[] | undefined }) {
    const anchorIds = [...new Set(input.chatRoomNos ?? [])];
    const matchIds = [...new Set(input.matchIds ?? [])];
    const keys = [
      ...anchorIds.map((id) => chatRoomKey({ kind: 'anchor', id })),
      ...matchIds.map((id) => chatRoomKey({ kind: 'match', id })),
    ];
    const [rooms, matches, owners] = await Promise.all([
      store.roomsOf(this.deps.db, siteId, keys),
      this.deps.matches(matchIds),
      Promise.all(anchorIds.map((id) => this.deps.anchorRoom(siteId, id))),
    ]);
    const chatOn = new Map(rooms.map((r) => [r.roomKey, r.chatOn]));
    const byMatch = new Map(matches.map((m) => [m.id, m]));
    return [
      ...anchorIds.map((id, i) => ({
        matchId: null,
        chatRoomNo: id,
        status: owners[i] && chatOn.get(chatRoomKey({ kind: 'anchor', id })) !== false ? 1 : 0,
        exist: owners[i] !== null,
        type: 2,
        gameStatus: owners[i]?.status ?? '',
      })),
      ...matchIds.map((id) => ({
        matchId: id,
        chatRoomNo: null,
        status: byMatch.has(id) && chatOn.get(chatRoomKey({ kind: 'match', id })) !== false ? 1 : 0,
        exist: byMatch.has(id),
        type: 1,
        gameStatus: byMatch.get(id)?.status ?? '',
      })),
    ];
  }

  // ---- sending ----

  /**
   * A member's text or shared bet. Refused, with the reason, when the room is closed, the member's
   * level is below the room's, they are muted here, in slow mode, past the rate limit, or the text
   * is empty, too long or carries a link; sensitive words are masked.
   */
  async send(member: AuthContext, input: ChatSendRequest): Promise<ChatWireMessage> {
    const { siteId, memberId } = member;
    await this.deps.assertMaySpeak(memberId);
    const facts = await this.existing(siteId, input.room);
    const roomKey = chatRoomKey(input.room);
    const [settings, moderator, profile, mute] = await Promise.all([
      this.settings(siteId, roomKey),
      this.isModerator(member, roomKey, facts),
      this.deps.memberOf(memberId),
      store.findMute(this.deps.db, siteId, roomKey, memberId),
    ]);
    const now = this.deps.clock.now();
    if (isMuted(mute, now)) {
      throw new DomainError('chatMuted', {
        msg: mute?.until ? `您已被禁言，解除时间 ${mute.until.toISOString()}` : '您已被禁言，暂时不能发言',
      });
    }
    if (!settings.chatOn && !moderator) throw new DomainError('chatClosed');
    if (profile.vipLevel < settings.minLevel && !moderator) {
      throw new DomainError('chatLevelTooLow', { msg: `VIP${settings.minLevel}及以上才能在此发言` });
    }
    const data =
      input.msgType === 'text'
        ? await this.textData(siteId, input.text, settings)
        : await this.orderData(member, input.betId, profile);
    const row = await this.deps.db.transaction(async (tx) => {
      const presence = await store.lockPresence(tx, siteId, roomKey, memberId);
      const wait = moderator ? 0 : slowModeWaitMs(presence.lastSentAt, now, settings.slowModeSeconds);
      if (wait > 0) throw new DomainError('chatSlowMode', { msg: `慢速模式中，请${Math.ceil(wait / 1000)}秒后再发言` });
      const since = new Date(now.getTime() - RATE_WINDOW_MS);
      if ((await store.sentSince(tx, memberId, since, TYPED_KINDS)) >= this.deps.messagesPer10s) {
        throw new DomainError('chatTooFast');
      }
      await store.setPresence(tx, siteId, roomKey, memberId, { lastSentAt: now });
      return store.insertMessage(tx, {
        siteId,
        roomKey,
        kind: input.msgType,
        memberId,
        username: profile.nickname,
        level: profile.vipLevel,
        data,
        createdAt: now,
      });
    });
    return this.publish(row);
  }

  private async textData(siteId: number, text: string, settings: ChatSettings): Promise<string> {
    const problem = chatTextProblem(text, settings.allowLinks);
    if (problem) throw new DomainError('chatInvalid', { msg: TEXT_PROBLEMS[problem] });
    return (await this.filter(siteId)).mask(text.trim()).text;
  }

  private async orderData(
    member: AuthContext,
    betId: number,
    profile: { nickname: string; vipLevel: number },
  ): Promise<OrderMessageData> {
    const bet = await this.deps.ownBet(member, betId);
    if (bet.state === 'rejected') throw new DomainError('chatInvalid', { msg: '该注单未成功，不能分享' });
    return {
      venueName: this.deps.venueName,
      siteId: member.siteId,
      siteSeries: await this.deps.siteSeries(member.siteId),
      memberId: member.memberId,
      memberName: profile.nickname,
      vipLevel: profile.vipLevel,
      betNo: bet.betNo,
      typeName: bet.typeName,
      stake: bet.stake,
      legs: bet.legs.map(selectionOf),
    };
  }

  private publish(row: store.MessageRow): ChatWireMessage {
    const wire = wireOf(row);
    this.deps.fanout()?.toRoom(row.roomKey, chatEvents.message, wire);
    return wire;
  }

  /**
   * The entry point for gifts: posts a GIFT PUSH into a room after the gift module has taken the
   * coins, stored and fanned out like any message. It checks no rate or mute (the gift is paid
   * for); it refuses a room that does not exist. One gift record is one line: told again (the
   * gift's event comes at least once), it answers the line already posted and sends nothing.
   */
  async postGiftPush(input: {
    siteId: number;
    room: ChatRoomRef;
    memberId: number;
    nick: string;
    level: number;
    gift: GiftPushData;
  }): Promise<ChatWireMessage> {
    await this.existing(input.siteId, input.room);
    const { row, fresh } = await store.insertMessageOnce(this.deps.db, {
      siteId: input.siteId,
      roomKey: chatRoomKey(input.room),
      kind: 'gift',
      memberId: input.memberId,
      username: input.nick,
      level: input.level,
      data: input.gift,
      createdAt: this.deps.clock.now(),
      sourceKey: `gift:${input.gift.recordId}`,
    });
    return fresh ? this.publish(row) : wireOf(row);
  }

  /** Whether a room takes gifts now (its switch), for the gift module to ask before charging. */
  async giftsOn(siteId: number, room: ChatRoomRef): Promise<boolean> {
    return (await this.facts(siteId, room)).exists && (await this.settings(siteId, chatRoomKey(room))).giftsOn;
  }

  /**
   * A member entered a room: one welcome line (type 8) per member per room in WELCOME_EVERY_MS,
   * claimed in the database so two tabs or two nodes do not both greet.
   */
  async welcome(member: AuthContext, room: ChatRoomRef): Promise<ChatWireMessage | null> {
    const roomKey = chatRoomKey(room);
    const now = this.deps.clock.now();
    const claimed = await store.claimWelcome(
      this.deps.db,
      member.siteId,
      roomKey,
      member.memberId,
      now,
      new Date(now.getTime() - WELCOME_EVERY_MS),
    );
    if (!claimed) return null;
    const profile = await this.deps.memberOf(member.memberId);
    const row = await store.insertMessage(this.deps.db, {
      siteId: member.siteId,
      roomKey,
      kind: 'welcome',
      memberId: member.memberId,
      username: profile.nickname,
      level: profile.vipLevel,
      data: `欢迎 ${profile.nickname} 进入直播间`,
      createdAt: now,
    });
    return this.publish(row);
  }

  // ---- order pushes (the anchor) ----

  private async requireAnchor(member: AuthContext, room: ChatRoomRef) {
    const facts = await this.existing(member.siteId, room);
    if (facts.anchorMemberId !== member.memberId) throw new DomainError('forbidden', { msg: '只有主播可以推单' });
    return facts;
  }

  async orderPush(
    member: AuthContext,
    input:
      | { room: ChatRoomRef; source: 'bet'; betId: number }
      | { room: ChatRoomRef; source: 'selection'; matchId: number; marketId: number; outcome: string },
  ): Promise<ChatWireMessage> {
    const facts = await this.requireAnchor(member, input.room);
    const data = input.source === 'bet' ? await this.pushOfBet(member, input.betId) : await this.pushOfSelection(input);
    const profile = await this.deps.memberOf(member.memberId);
    const row = await store.insertMessage(this.deps.db, {
      siteId: member.siteId,
      roomKey: chatRoomKey(input.room),
      kind: 'orderPush',
      memberId: member.memberId,
      username: profile.nickname,
      level: profile.vipLevel,
      data: { ...data, venueName: facts.venueName },
      createdAt: this.deps.clock.now(),
    });
    return this.publish(row);
  }

  private async pushOfBet(member: AuthContext, betId: number): Promise<Omit<OrderPushData, 'venueName'>> {
    const bet = await this.deps.ownBet(member, betId);
    const leg = bet.legs[0];
    if (!leg || bet.legs.length !== 1) throw new DomainError('chatInvalid', { msg: '只能推送单关注单' });
    const [match] = await this.deps.matches([leg.matchId]);
    return {
      id: `bet-${bet.id}`,
      orderId: bet.betNo,
      categoryName: leg.leagueName,
      itemName: `${leg.marketName} ${leg.outcomeName}`,
      score: `${leg.score.home}-${leg.score.away}`,
      teamLogo: match?.home.logo ?? '',
      selection: selectionOf(leg),
    };
  }

  private async pushOfSelection(input: {
    matchId: number;
    marketId: number;
    outcome: string;
  }): Promise<Omit<OrderPushData, 'venueName'>> {
    const found = await this.deps.market(input.marketId);
    const outcome = found?.market.outcomes.find((o) => o.key === input.outcome);
    if (!found || found.match.id !== input.matchId || !outcome) {
      throw new DomainError('notFound', { msg: '该选项不存在' });
    }
    const { match, market } = found;
    return {
      id: `sel-${market.id}-${outcome.key}`,
      orderId: null,
      categoryName: match.league.name,
      itemName: `${market.name} ${outcome.name}`,
      score: `${match.score.home}-${match.score.away}`,
      teamLogo: match.home.logo,
      selection: {
        matchId: match.id,
        marketId: market.id,
        outcome: outcome.key,
        outcomeName: outcome.name,
        marketName: market.name,
        home: match.home.name,
        away: match.away.name,
        sport: match.sport,
        leagueName: match.league.name,
        odds: outcome.odds,
      },
    };
  }

  async revertOrderPush(member: AuthContext, input: { room: ChatRoomRef; pushId: string }): Promise<ChatWireMessage> {
    await this.requireAnchor(member, input.room);
    const roomKey = chatRoomKey(input.room);
    const push = await store.findMessage(this.deps.db, member.siteId, roomKey, Number(input.pushId));
    if (push?.kind !== 'orderPush') throw new DomainError('notFound', { msg: '推单不存在' });
    const profile = await this.deps.memberOf(member.memberId);
    const row = await store.insertMessage(this.deps.db, {
      siteId: member.siteId,
      roomKey,
      kind: 'revertOrderPush',
      memberId: member.memberId,
      username: profile.nickname,
      level: profile.vipLevel,
      data: { id: input.pushId },
      createdAt: this.deps.clock.now(),
    });
    return this.publish(row);
  }

  // ---- moderation ----

  async mute(
    who: Moderator,
    input: { room: ChatRoomRef; memberId: number; minutes: number; reason: string },
  ): Promise<null> {
    const { siteId, roomKey } = await this.requireModerator(who, input.room);
    const facts = await this.facts(siteId, input.room);
    if (who.kind === 'member' && who.auth.memberId === input.memberId) {
      throw new DomainError('forbidden', { msg: '不能禁言自己' });
    }
    if (facts.anchorMemberId === input.memberId) throw new DomainError('forbidden', { msg: '不能禁言主播' });
    const now = this.deps.clock.now();
    await store.putMute(this.deps.db, {
      siteId,
      roomKey,
      memberId: input.memberId,
      until: muteEndsAt(now, input.minutes as MuteMinutes),
      reason: input.reason,
      mutedBy: this.actorName(who),
      createdAt: now,
    });
    return null;
  }

  async unblock(who: Moderator, input: { room: ChatRoomRef; memberId: number }): Promise<null> {
    const { siteId, roomKey } = await this.requireModerator(who, input.room);
    await store.removeMute(this.deps.db, siteId, roomKey, input.memberId);
    return null;
  }

  async muted(who: Moderator, room: ChatRoomRef) {
    const { siteId, roomKey } = await this.requireModerator(who, room);
    const rows = await store.activeMutes(this.deps.db, siteId, roomKey, this.deps.clock.now());
    const names = await Promise.all(rows.map((r) => this.deps.memberOf(r.memberId).then((m) => m.nickname)));
    return {
      list: rows.map((r, i) => ({
        memberId: r.memberId,
        username: names[i] ?? '',
        until: r.until?.toISOString() ?? null,
        reason: r.reason,
        by: r.mutedBy,
        at: r.createdAt.toISOString(),
      })),
    };
  }

  async remove(who: Moderator, input: { room: ChatRoomRef; messageId: string }): Promise<null> {
    const { siteId, roomKey } = await this.requireModerator(who, input.room);
    const removed = await store.markDeleted(
      this.deps.db,
      siteId,
      roomKey,
      Number(input.messageId),
      this.actorName(who),
      this.deps.clock.now(),
    );
    if (!removed) throw new DomainError('notFound', { msg: '消息不存在或已删除' });
    this.deps.fanout()?.toRoom(roomKey, chatEvents.deleted, { room: roomKey, id: input.messageId });
    return null;
  }

  /** The anchor appoints or dismisses a room administrator (房管). */
  async appoint(member: AuthContext, input: { room: ChatRoomRef; memberId: number; appoint: boolean }): Promise<null> {
    await this.requireAnchor(member, input.room);
    const roomKey = chatRoomKey(input.room);
    await this.deps.memberOf(input.memberId).catch(() => {
      throw new DomainError('notFound', { msg: '会员不存在' });
    });
    if (input.appoint) await store.appoint(this.deps.db, member.siteId, roomKey, input.memberId, member.memberId);
    else await store.dismiss(this.deps.db, member.siteId, roomKey, input.memberId);
    return null;
  }

  async changeSettings(who: Moderator, room: ChatRoomRef, patch: store.RoomPatch): Promise<ChatSettings> {
    const { siteId, roomKey } = await this.requireModerator(who, room);
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as store.RoomPatch;
    const row = await store.upsertRoom(this.deps.db, siteId, roomKey, defined, this.deps.clock.now());
    await this.deps.cache.invalidate(`chat:room:${siteId}:${roomKey}`);
    const settings = settingsOf(row);
    this.deps.fanout()?.toRoom(roomKey, chatEvents.settings, { room: roomKey, settings });
    return settings;
  }

  // ---- the word list (operators) ----

  async words(siteId: number) {
    return { words: await store.words(this.deps.db, siteId) };
  }

  async changeWords(siteId: number, input: { add: string[]; remove: string[] }) {
    await this.deps.db.transaction(async (tx) => {
      await store.addWords(tx, siteId, input.add);
      await store.removeWords(tx, siteId, input.remove);
    });
    await this.deps.cache.invalidate(`chat:words:${siteId}`);
    return this.words(siteId);
  }
}
