import { z } from 'zod';
import { anchorStatus, roomView } from '../anchor/schemas';
import { entityId, pageNumber, pageSizeOf } from '../common';
import { emptyBody } from '../envelope';
import { route } from '../route';

/**
 * The operators' anchor desk (issue 15): create, edit and switch anchor rooms, and hand a room back to
 * the streamers' rota; every change audited. A room an operator created, switched or pointed at a
 * match is the operator's: the rota leaves it alone until `roomRelease`.
 */

const roomFields = {
  title: z.string().trim().min(1, '请填写房间标题').max(60, '房间标题最多60个字'),
  description: z.string().trim().max(200, '房间简介最多200个字'),
  cover: z
    .string()
    .max(300)
    .regex(/^(https:\/\/[^\s]+|\/[A-Za-z0-9._/-]+)$/, '封面须为 https 地址或站内路径'),
  /** The feed match the room casts; null for a room that only talks. */
  matchId: entityId.nullable(),
  /** 1 pure match commentary, 2 cast live. */
  anchorType: z.union([z.literal(1), z.literal(2)]),
};

export const roomCreateRequest = z.object({
  anchorId: entityId,
  themeId: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, '主题房间号无效'),
  ...roomFields,
  description: roomFields.description.default(''),
  anchorType: roomFields.anchorType.default(2),
  matchId: roomFields.matchId.default(null),
  /** Whether the origin also serves the room as HTTP-FLV. */
  flv: z.boolean().default(false),
});
export const roomEditRequest = z
  .object({ roomId: entityId, ...roomFields })
  .partial()
  .required({ roomId: true })
  .refine((input) => Object.keys(input).length > 1, { message: '没有要修改的内容' });
export const roomStatusRequest = z.object({ roomId: entityId, status: anchorStatus });
export const roomReleaseRequest = z.object({ roomId: entityId });

/** Real (socket connections, follow rows) and simulated (the demo's, labelled) counts, apart. */
const audienceSplit = z.object({ real: z.number().int(), simulated: z.number().int() });
/**
 * The desk's list: every room of the site in any state, with who switches it (the rota or an
 * operator), its anchor's sport, and its audience with the simulated part apart; and the anchors a
 * room can be for.
 */
export const deskRoomsResponse = z.object({
  rooms: z.array(
    roomView.omit({ viewers: true }).extend({
      setBy: z.enum(['operator', 'schedule']),
      anchorSport: z.string().nullable(),
      viewers: audienceSplit,
      followers: audienceSplit,
    }),
  ),
  anchors: z.array(z.object({ id: z.number().int(), nick: z.string() })),
});

/**
 * A room's audience now: its viewer count (every socket watching, visitors included, counted across
 * the nodes) and the signed-in members among them, one line per member however many tabs they have,
 * paged in member id order.
 */
export const roomAudienceRequest = z.object({ roomId: entityId, page: pageNumber, pageSize: pageSizeOf(100, 20) });
export const roomAudienceResponse = z.object({
  roomId: z.number().int(),
  viewers: audienceSplit,
  members: z.array(z.object({ memberId: z.number().int(), name: z.string(), sockets: z.number().int() })),
  total: z.number().int(),
});
export type RoomAudienceResponse = z.infer<typeof roomAudienceResponse>;

/**
 * Anchors' profiles for the desk: name, avatar and bio as members see them, with their rooms, their
 * followers (real and simulated apart) and the gifts they received (sends and gold coins, all time).
 */
export const anchorListRequest = z.object({
  keyword: z.string().trim().max(20, '关键字最多20个字').optional(),
  page: pageNumber,
  pageSize: pageSizeOf(100, 20),
});
export const deskAnchor = z.object({
  id: z.number().int(),
  nick: z.string(),
  avatar: z.string(),
  intro: z.string(),
  sport: z.string().nullable(),
  rooms: z.number().int(),
  roomsLive: z.number().int(),
  followers: audienceSplit,
  gifts: z.object({ sends: z.number().int(), coins: z.number().int() }),
});
export type DeskAnchor = z.infer<typeof deskAnchor>;
export const anchorListResponse = z.object({ list: z.array(deskAnchor), total: z.number().int() });
/** What the operator edits of a profile; a name is unique on the site. */
export const anchorSaveRequest = z.object({
  anchorId: entityId,
  nick: z.string().trim().min(1, '请填写主播昵称').max(20, '主播昵称最多20个字'),
  avatar: z
    .string()
    .trim()
    .min(1, '请填写头像地址')
    .max(300, '头像地址最多300个字符')
    .regex(
      /^(https:\/\/[^\s]+|\/media\/[a-z0-9][a-z0-9/-]{0,127}\.(?:svg|png|jpe?g|webp|gif))$/,
      '头像须为本站 /media/ 下的图片或 https 地址',
    ),
  intro: z.string().trim().max(200, '主播简介最多200个字'),
});

const DESK = '/api/admin/anchor/v1';
export const anchorDeskRoutes = {
  rooms: route({
    method: 'POST',
    path: `${DESK}/rooms`,
    summary: '主播房间列表（全部状态，含排班或人工控制；观众与粉丝数分真实与模拟）与主播',
    request: emptyBody,
    response: deskRoomsResponse,
  }),
  anchors: route({
    method: 'POST',
    path: `${DESK}/anchors`,
    summary: '主播资料列表（房间、粉丝、收到的礼物）',
    request: anchorListRequest,
    response: anchorListResponse,
  }),
  anchorSave: route({
    method: 'POST',
    path: `${DESK}/anchorSave`,
    summary: '修改主播资料（昵称、头像、简介）',
    request: anchorSaveRequest,
    response: deskAnchor,
  }),
  roomAudience: route({
    method: 'POST',
    path: `${DESK}/roomAudience`,
    summary: '房间观众：当前观众数与在场的登录会员（分页）',
    request: roomAudienceRequest,
    response: roomAudienceResponse,
  }),
  roomCreate: route({
    method: 'POST',
    path: `${DESK}/roomCreate`,
    summary: '新建主播房间',
    request: roomCreateRequest,
    response: roomView,
  }),
  roomEdit: route({
    method: 'POST',
    path: `${DESK}/roomEdit`,
    summary: '修改主播房间（标题、简介、封面、解说的赛事、类型）',
    request: roomEditRequest,
    response: roomView,
  }),
  roomStatus: route({
    method: 'POST',
    path: `${DESK}/roomStatus`,
    summary: '切换主播房间状态（未开播、直播中、暂离）',
    request: roomStatusRequest,
    response: roomView,
  }),
  roomRelease: route({
    method: 'POST',
    path: `${DESK}/roomRelease`,
    summary: '交还主播房间给排班（此后由排班切换状态与赛事）',
    request: roomReleaseRequest,
    response: roomView,
  }),
} as const;
