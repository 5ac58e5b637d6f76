import { CHAT_TEXT_MAX, MUTE_MINUTES } from '@courtside/domain/chat';
import { z } from 'zod';
import { entityId } from '../common';

/**
 * Chat rooms (spec section 3 and 7, DESIGN.md section 14). A room is a match (`m:<matchId>`) or an
 * anchor room (`a:<roomId>`); clients name it by kind and id, never by a string of their own.
 */
export const chatRoomRef = z.object({
  kind: z.enum(['match', 'anchor']),
  id: entityId,
});
export type ChatRoomRef = z.infer<typeof chatRoomRef>;

/** The room's key as stored and as its Socket.IO room is named. */
export const chatRoomKey = (room: ChatRoomRef): string => `${room.kind === 'match' ? 'm' : 'a'}:${room.id}`;

export const chatMessageType = z.enum(['text', 'order', 'gift', 'welcome', 'orderPush', 'revertOrderPush']);

/**
 * The wire numbers of the kinds. The spec gives only welcome's (8); the others are ours, in the
 * order the spec lists the kinds.
 */
export const CHAT_TYPE_CODES = {
  text: 1,
  order: 2,
  gift: 3,
  orderPush: 4,
  revertOrderPush: 5,
  welcome: 8,
} as const satisfies Record<z.infer<typeof chatMessageType>, number>;

/** One selection of a shared or pushed bet, enough to put it back in a slip (跟单). */
export const chatSelection = z.object({
  matchId: z.number().int(),
  marketId: z.number().int(),
  outcome: z.string(),
  outcomeName: z.string(),
  marketName: z.string(),
  home: z.string(),
  away: z.string(),
  sport: z.string(),
  leagueName: z.string(),
  /** Odds in thousandths, as the sportsbook keeps them. */
  odds: z.number().int(),
});
export type ChatSelection = z.infer<typeof chatSelection>;

/** An order message (spec section 3): the shared bet and who shared it (the name masked). */
export const orderMessageData = z.object({
  venueName: z.string(),
  siteId: z.number().int(),
  siteSeries: z.string(),
  memberId: z.number().int(),
  memberName: z.string(),
  vipLevel: z.number().int(),
  betNo: z.string(),
  typeName: z.string(),
  stake: z.string(),
  legs: z.array(chatSelection),
});
export type OrderMessageData = z.infer<typeof orderMessageData>;

/** An order push item (spec section 3) with the selection behind it. */
export const orderPushData = z.object({
  id: z.string(),
  orderId: z.string().nullable(),
  categoryName: z.string(),
  itemName: z.string(),
  score: z.string(),
  teamLogo: z.string(),
  venueName: z.string(),
  selection: chatSelection,
});
export type OrderPushData = z.infer<typeof orderPushData>;

export const revertOrderPushData = z.object({ id: z.string() });

/** A gift push: what the gift module tells the room after a gift was paid for. */
export const giftPushData = z.object({
  /** The send's record: the sender's own screen already played it under this id, so it plays once. */
  recordId: z.number().int(),
  giftId: z.number().int(),
  giftCode: z.string(),
  giftName: z.string(),
  giftIcon: z.string(),
  /** The animated artwork. */
  giftIconWeb: z.string(),
  /** 2 plays full screen, 1 slides in at the side. */
  giftType: z.union([z.literal(1), z.literal(2)]),
  count: z.number().int().min(1),
  combo: z.number().int().min(1),
});
export type GiftPushData = z.infer<typeof giftPushData>;

/** A chat message as clients receive it (spec section 3: id, content{msgType, data, level, userId, username}). */
export const chatWireMessage = z.object({
  id: z.string(),
  room: z.string(),
  type: z.number().int(),
  at: z.string(),
  content: z.object({
    msgType: chatMessageType,
    data: z.unknown(),
    level: z.number().int().nullable(),
    userId: z.number().int().nullable(),
    username: z.string().nullable(),
  }),
});
export type ChatWireMessage = z.infer<typeof chatWireMessage>;

export const chatSettings = z.object({
  chatOn: z.boolean(),
  giftsOn: z.boolean(),
  slowModeSeconds: z.number().int().min(0).max(600),
  /** The member VIP level needed to speak (0: everyone). */
  minLevel: z.number().int().min(0).max(10),
  allowLinks: z.boolean(),
  greeting: z.string().max(200),
});
export type ChatSettings = z.infer<typeof chatSettings>;

/** What the caller may do in a room; the web app renders these and decides nothing itself. */
export const chatPermissions = z.object({
  loggedIn: z.boolean(),
  canSpeak: z.boolean(),
  /** Why not, in words for the member (empty when they can). */
  reason: z.string(),
  mutedUntil: z.string().nullable(),
  muted: z.boolean(),
  canModerate: z.boolean(),
  /** The anchor of the room may push orders and appoint administrators. */
  isAnchor: z.boolean(),
});

export const chatRoomRequest = z.object({ room: chatRoomRef });

export const chatDetail = z.object({
  room: z.string(),
  settings: chatSettings,
  permissions: chatPermissions,
  /** The order push showing now: the newest one not reverted. */
  activeOrderPush: chatWireMessage.nullable(),
  venueName: z.string(),
  siteId: z.number().int(),
});
export type ChatDetail = z.infer<typeof chatDetail>;

/** Newest first; `before` is the last id of the previous page. */
export const chatHistoryRequest = z.object({
  room: chatRoomRef,
  before: z
    .string()
    .regex(/^\d{1,18}$/, '游标无效')
    .optional(),
  limit: z.number().int().min(1).max(50).default(30),
});
export const chatHistoryResponse = z.object({ list: z.array(chatWireMessage), nextCursor: z.string().nullable() });

export const chatOfflineRequest = z.object({ room: chatRoomRef, limit: z.number().int().min(1).max(100).default(50) });

export const chatSendRequest = z.discriminatedUnion('msgType', [
  z.object({
    room: chatRoomRef,
    msgType: z.literal('text'),
    text: z.string().max(CHAT_TEXT_MAX * 4, `消息最多${CHAT_TEXT_MAX}个字`),
  }),
  z.object({ room: chatRoomRef, msgType: z.literal('order'), betId: entityId }),
]);
export type ChatSendRequest = z.infer<typeof chatSendRequest>;

export const chatSetupRequest = z.object({
  room: chatRoomRef,
  greeting: z.string().trim().max(200, '欢迎语最多200个字'),
  allowLinks: z.boolean(),
});
export const chatSwitchesRequest = z.object({
  room: chatRoomRef,
  chatOn: z.boolean().optional(),
  giftsOn: z.boolean().optional(),
  slowModeSeconds: z.number().int().min(0, '慢速模式间隔无效').max(600, '慢速模式最长600秒').optional(),
  minLevel: z.number().int().min(0).max(10, '发言等级最高为10').optional(),
});

export const muteMinutes = z
  .number()
  .int()
  .refine((m) => (MUTE_MINUTES as readonly number[]).includes(m), '禁言时长无效');
export const chatMuteRequest = z.object({
  room: chatRoomRef,
  memberId: entityId,
  minutes: muteMinutes,
  reason: z.string().trim().max(100).default(''),
});
export const chatUnblockRequest = z.object({ room: chatRoomRef, memberId: entityId });
export const chatMute = z.object({
  memberId: z.number().int(),
  username: z.string(),
  until: z.string().nullable(),
  reason: z.string(),
  by: z.string(),
  at: z.string(),
});
export const chatMutedList = z.object({ list: z.array(chatMute) });
export const chatDeleteRequest = z.object({
  room: chatRoomRef,
  messageId: z.string().regex(/^\d{1,18}$/, '消息编号无效'),
});
export const chatAppointRequest = z.object({ room: chatRoomRef, memberId: entityId, appoint: z.boolean() });

export const chatOrderPushRequest = z.discriminatedUnion('source', [
  z.object({ room: chatRoomRef, source: z.literal('bet'), betId: entityId }),
  z.object({
    room: chatRoomRef,
    source: z.literal('selection'),
    matchId: entityId,
    marketId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    outcome: z.string().min(1).max(32),
  }),
]);
export const chatRevertOrderPushRequest = z.object({ room: chatRoomRef, pushId: z.string().regex(/^\d{1,18}$/) });

export const chatGreeting = z.object({ greeting: z.string() });

/** The status query: `chatRoomNos` for anchor rooms, otherwise `matchIds` (spec section 7). */
export const chatStatusRequest = z.object({
  chatRoomNos: z.array(entityId).max(50).optional(),
  matchIds: z.array(entityId).max(50).optional(),
});
export const chatRoomStatus = z.object({
  matchId: z.number().int().nullable(),
  chatRoomNo: z.number().int().nullable(),
  /** 1 chat open, 0 closed. */
  status: z.number().int(),
  exist: z.boolean(),
  /** 1 match room, 2 anchor room. */
  type: z.number().int(),
  /** The match's or anchor room's own status (live, not started...), as its module says. */
  gameStatus: z.string(),
});
export const chatStatusResponse = z.array(chatRoomStatus);

/** What a client needs to connect (base parameters and connector). */
export const chatBaseParams = z.object({
  namespace: z.string(),
  path: z.string(),
  transports: z.array(z.string()),
  maxLength: z.number().int(),
  muteMinutes: z.array(z.number().int()),
  events: z.record(z.string(), z.string()),
});
export const chatConnector = z.object({ namespace: z.string(), room: z.string(), tokenRequired: z.boolean() });

/**
 * Socket.IO `/chat`. A client emits `join` with `{ room }` (a ChatRoomRef), `send` with a send
 * request and an ack; the server emits `message`, `deleted` and `settings` to the room.
 */
export const CHAT_NAMESPACE = '/chat';
export const chatEvents = {
  join: 'join',
  leave: 'leave',
  send: 'send',
  message: 'message',
  deleted: 'deleted',
  settings: 'settings',
} as const;
export const chatDeletedPush = z.object({ room: z.string(), id: z.string() });
export const chatSettingsPush = z.object({ room: z.string(), settings: chatSettings });
/** The ack of a socket `send`: the envelope's code and message, the stored message on success. */
export const chatSendAck = z.object({ code: z.number().int(), msg: z.string(), data: chatWireMessage.nullable() });
export type ChatSendAck = z.infer<typeof chatSendAck>;
