import { z } from 'zod';
import { emptyBody } from '../envelope';
import * as promo from '../promo/schemas';
import { route } from '../route';

const ADMIN_PROMO = '/api/admin/promo/v1';

/** The back office's promotions: terms, state, blacklist, manual grants and forfeits, a member's grants, the VIP ladder. */
export const promoAdminRoutes = {
  list: route({
    method: 'POST',
    path: `${ADMIN_PROMO}/list`,
    summary: '优惠活动（含预算与领取人数）',
    request: emptyBody,
    response: z.array(promo.promotionAdminView),
  }),
  save: route({
    method: 'POST',
    path: `${ADMIN_PROMO}/save`,
    summary: '新建或编辑优惠活动',
    request: promo.promotionSaveRequest,
    response: promo.promotionAdminView,
  }),
  state: route({
    method: 'POST',
    path: `${ADMIN_PROMO}/state`,
    summary: '上线、暂停或结束优惠活动',
    request: promo.promotionStateRequest,
    response: promo.promotionAdminView,
  }),
  blacklist: route({
    method: 'POST',
    path: `${ADMIN_PROMO}/blacklist`,
    summary: '优惠黑名单',
    request: promo.blacklistRequest,
    response: z.object({ memberId: z.number().int(), blocked: z.boolean() }),
  }),
  grant: route({
    method: 'POST',
    path: `${ADMIN_PROMO}/grant`,
    summary: '手工发放奖金',
    request: promo.manualGrantRequest,
    response: promo.grantView,
  }),
  forfeit: route({
    method: 'POST',
    path: `${ADMIN_PROMO}/forfeit`,
    summary: '没收奖金',
    request: promo.forfeitRequest,
    response: promo.grantView,
  }),
  memberGrants: route({
    method: 'POST',
    path: `${ADMIN_PROMO}/memberGrants`,
    summary: '会员的优惠与流水明细',
    request: promo.memberGrantsRequest,
    response: promo.memberGrants,
  }),
  costReport: route({
    method: 'POST',
    path: `${ADMIN_PROMO}/costReport`,
    summary: '优惠成本（按活动与营业日）',
    request: promo.costReportRequest,
    response: promo.costReport,
  }),
  vipLadder: route({
    method: 'POST',
    path: `${ADMIN_PROMO}/vipLadder`,
    summary: 'VIP等级（晋级条件、礼金、红包、生日礼金、返水）',
    request: emptyBody,
    response: promo.vipLadderView,
  }),
  vipLadderSave: route({
    method: 'POST',
    path: `${ADMIN_PROMO}/vipLadderSave`,
    summary: '保存VIP等级（整表替换）',
    request: promo.vipLadderSaveRequest,
    response: promo.vipLadderView,
  }),
} as const;
