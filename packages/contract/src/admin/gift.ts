import { z } from 'zod';
import { entityId } from '../common';
import { emptyBody } from '../envelope';
import { giftRoom, giftType, giftView } from '../gift/schemas';
import { route } from '../route';

/** The back office's gift controls: the catalogue, the coin price, the anchor's share, room switches. */

export const giftSaveRequest = z.object({
  giftId: entityId,
  giftName: z.string().trim().min(1, '请填写礼物名称').max(16, '礼物名称最多16个字'),
  giftPrice: z.number().int('价格必须是整数').min(1, '价格至少1金币').max(1_000_000, '价格最多1000000金币'),
  giftType,
  status: z.union([z.literal(0), z.literal(1)]),
});

/** Decimal text with at most two places. */
const percent = z.string().regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, '比例须为0-100，最多两位小数');
const price = z.string().regex(/^\d{1,4}(\.\d{1,2})?$/, '金币价格须为金额，最多两位小数');

export const giftSettings = z.object({
  /** What one coin costs in the site's currency; null until set, and coins cannot be bought then. */
  coinPrice: z.string().nullable(),
  /** Percent of a gift's value credited to the anchor; the rest is the house's. */
  anchorShare: z.string(),
});
export const giftSettingsSave = z.object({ coinPrice: price, anchorShare: percent });

export const giftRoomSaveRequest = giftRoom.extend({ giftsEnabled: z.boolean() });
export const giftRoomState = giftRoom.extend({
  giftsEnabled: z.boolean(),
  blockedMemberIds: z.array(z.number().int()),
});
export const giftBlockRequest = giftRoom.extend({ memberId: entityId, blocked: z.boolean() });

const ADMIN_GIFT = '/api/admin/gift/v1';

export const giftAdminRoutes = {
  list: route({
    method: 'POST',
    path: `${ADMIN_GIFT}/list`,
    summary: '礼物目录（含已下架）',
    request: emptyBody,
    response: z.array(giftView),
  }),
  save: route({
    method: 'POST',
    path: `${ADMIN_GIFT}/save`,
    summary: '编辑礼物',
    request: giftSaveRequest,
    response: giftView,
  }),
  settings: route({
    method: 'POST',
    path: `${ADMIN_GIFT}/settings`,
    summary: '金币价格与主播分成',
    request: emptyBody,
    response: giftSettings,
  }),
  settingsSave: route({
    method: 'POST',
    path: `${ADMIN_GIFT}/settings/save`,
    summary: '设置金币价格与主播分成',
    request: giftSettingsSave,
    response: giftSettings,
  }),
  roomSave: route({
    method: 'POST',
    path: `${ADMIN_GIFT}/room/save`,
    summary: '直播间送礼开关',
    request: giftRoomSaveRequest,
    response: giftRoomState,
  }),
  block: route({
    method: 'POST',
    path: `${ADMIN_GIFT}/room/block`,
    summary: '禁止或恢复会员在直播间送礼',
    request: giftBlockRequest,
    response: giftRoomState,
  }),
} as const;
