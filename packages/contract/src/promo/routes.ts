import { z } from 'zod';
import { route } from '../route';
import * as promo from './schemas';

const PROMO = '/api/site/group/activity/promo';
const NEWCOMER = '/api/site/group/activity/newcomer';
const VIP = '/api/site/group/activity/vip';
const FANSHUI = '/api/site/group/activity/fanshui';
const SIGN = '/api/site/group/activity/sign';
const BIRTHDAY = '/api/site/group/activity/birthday';
const WELFARE = '/api/site/group/activity/welfare';
const BACKFLOW = '/api/site/group/activity/backflow';
const SCORE = '/api/site/group/activity/score';

/** Promotions: the offers, claiming one, the member's bonus grants (我的优惠) and their conversion. */
export const promoRoutes = {
  offers: route({
    method: 'POST',
    path: `${PROMO}/v1/offers`,
    summary: '优惠活动列表（含本人可领取状态）',
    request: promo.offersRequest,
    response: z.array(promo.offerView),
  }),
  claim: route({
    method: 'POST',
    path: `${PROMO}/v1/claim`,
    summary: '领取优惠',
    request: promo.claimRequest,
    response: promo.grantView,
  }),
  grants: route({
    method: 'POST',
    path: `${PROMO}/v1/grants`,
    summary: '我的优惠（进行中 / 历史）',
    request: promo.grantsRequest,
    response: promo.grantsResponse,
  }),
  grant: route({
    method: 'POST',
    path: `${PROMO}/v1/grantDetail`,
    summary: '优惠详情与流水明细',
    request: promo.grantRequest,
    response: promo.grantDetail,
  }),
  convert: route({
    method: 'POST',
    path: `${PROMO}/v1/convert`,
    summary: '完成流水的奖金转入中心钱包',
    request: promo.convertRequest,
    response: promo.convertResult,
  }),
  newcomer: route({
    method: 'POST',
    path: `${NEWCOMER}/v1/get`,
    summary: '新人专享礼包',
    request: z.object({}),
    response: z.array(promo.offerView),
  }),
  vip: route({
    method: 'POST',
    path: `${VIP}/v1/info`,
    summary: 'VIP等级、晋级进度与特权',
    request: z.object({}),
    response: promo.vipInfo,
  }),
  vipClaim: route({
    method: 'POST',
    path: `${VIP}/v1/claim`,
    summary: '领取VIP每周/每月红包',
    request: promo.vipClaimRequest,
    response: promo.grantView,
  }),
  rebate: route({
    method: 'POST',
    path: `${FANSHUI}/v1/info`,
    summary: '返水：今日预估与比例',
    request: z.object({}),
    response: promo.rebateInfo,
  }),
  score: route({
    method: 'POST',
    path: `${SCORE}/v1/info`,
    summary: '我的积分',
    request: z.object({}),
    response: promo.scoreInfo,
  }),
  scoreRecords: route({
    method: 'POST',
    path: `${SCORE}/v1/records`,
    summary: '积分明细',
    request: promo.scoreRecordsRequest,
    response: promo.scoreRecordsResponse,
  }),
  rebateRecords: route({
    method: 'POST',
    path: `${FANSHUI}/v1/records`,
    summary: '返水发放记录',
    request: promo.rebateRecordsRequest,
    response: promo.rebateRecordsResponse,
  }),
  sign: route({
    method: 'POST',
    path: `${SIGN}/v1/info`,
    summary: '每日签到：连签天数与奖励',
    request: z.object({}),
    response: promo.signInfo,
  }),
  signIn: route({
    method: 'POST',
    path: `${SIGN}/v1/sign`,
    summary: '签到领取今日奖励',
    request: promo.signRequest,
    response: promo.signResult,
  }),
  birthday: route({
    method: 'POST',
    path: `${BIRTHDAY}/v1/info`,
    summary: '生日礼金：生日、等级礼金与领取状态',
    request: z.object({}),
    response: promo.birthdayInfo,
  }),
  birthdayClaim: route({
    method: 'POST',
    path: `${BIRTHDAY}/v1/claim`,
    summary: '领取生日礼金',
    request: promo.birthdayClaimRequest,
    response: promo.grantView,
  }),
  welfare: route({
    method: 'POST',
    path: `${WELFARE}/v1/info`,
    summary: '福利中心：任务与进度',
    request: z.object({}),
    response: promo.welfareInfo,
  }),
  welfareClaim: route({
    method: 'POST',
    path: `${WELFARE}/v1/claim`,
    summary: '领取福利任务奖励',
    request: promo.welfareClaimRequest,
    response: promo.grantView,
  }),
  backflow: route({
    method: 'POST',
    path: `${BACKFLOW}/v1/info`,
    summary: '回归礼金：规则与本人离开天数',
    request: z.object({}),
    response: promo.backflowInfo,
  }),
} as const;
