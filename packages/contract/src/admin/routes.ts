import { z } from 'zod';
import * as account from '../account/schemas';
import { entityId } from '../common';
import { emptyBody } from '../envelope';
import * as member from '../member/schemas';
import * as payment from '../payment/schemas';
import { route } from '../route';
import * as site from '../site/schemas';
import * as venue from '../venue/schemas';
import * as wallet from '../wallet/schemas';
import * as admin from './schemas';

/**
 * Back-office calls. Each takes an operator's session (header `x-admin-session`) whose roles allow it,
 * or the `x-admin-token` service token from the environment, which acts as a super operator.
 */
export const adminRoutes = {
  deposits: route({
    method: 'POST',
    path: '/api/admin/payment/v1/deposits',
    summary: '存款订单队列',
    request: payment.depositQueueRequest,
    response: payment.depositQueue,
  }),
  depositDecide: route({
    method: 'POST',
    path: '/api/admin/payment/v1/depositDecide',
    summary: '审核转卡存款（确认到账或拒绝）',
    request: payment.depositDecision,
    response: payment.depositOrder,
  }),
  withdrawals: route({
    method: 'POST',
    path: '/api/admin/payment/v1/withdrawals',
    summary: '取款订单队列',
    request: payment.withdrawQueueRequest,
    response: payment.withdrawQueue,
  }),
  ticketReply: route({
    method: 'POST',
    path: '/api/admin/payment/v1/ticketReply',
    summary: '回复会员的催单、反馈或申诉',
    request: payment.ticketReplyRequest,
    response: z.object({ replied: z.number().int() }),
  }),
  addressWhitelist: route({
    method: 'POST',
    path: '/api/admin/payment/v1/addressWhitelist',
    summary: '设置会员虚拟币地址白名单',
    request: payment.whitelistRequest,
    response: payment.whitelistRequest,
  }),
  withdrawDecide: route({
    method: 'POST',
    path: '/api/admin/payment/v1/withdrawDecide',
    summary: '审核取款（通过或拒绝）',
    request: payment.withdrawDecision,
    response: payment.withdrawal,
  }),
  maintenance: route({
    method: 'POST',
    path: '/api/admin/site/v1/maintenance',
    summary: '切换维护状态',
    request: site.maintenanceSwitchRequest,
    response: site.maintenanceInfo,
  }),
  siteParam: route({
    method: 'POST',
    path: '/api/admin/site/v1/param',
    summary: '修改站点参数',
    request: site.configGetRequest.extend({ value: z.string().max(2000) }),
    response: site.siteParam,
  }),
  memberStatus: route({
    method: 'POST',
    path: '/api/admin/member/v1/status',
    summary: '修改会员状态',
    request: z.object({ memberId: entityId, status: account.memberStatus }),
    response: account.memberSummary,
  }),
  accessBlock: route({
    method: 'POST',
    path: '/api/admin/account/v1/accessBlock',
    summary: '封禁或解封IP、设备',
    request: z.object({
      kind: z.enum(['ip', 'device']),
      value: z.string().trim().min(1).max(64),
      blocked: z.boolean(),
    }),
    response: z.object({ kind: z.enum(['ip', 'device']), value: z.string(), blocked: z.boolean() }),
  }),
  venueStatus: route({
    method: 'POST',
    path: '/api/admin/venue/v1/status',
    summary: '切换场馆状态',
    request: z.object({
      venueCode: z.string().regex(/^[A-Z0-9]{2,16}$/),
      status: z.union([z.literal(0), z.literal(1)]),
    }),
    response: venue.venueSummary,
  }),
  reconcile: route({
    method: 'POST',
    path: '/api/admin/wallet/v1/reconcile',
    summary: '对账：处理挂起的场馆转账',
    request: emptyBody,
    response: z.object({ posted: z.number().int(), voided: z.number().int(), left: z.number().int() }),
  }),
  adjust: route({
    method: 'POST',
    path: '/api/admin/wallet/v1/adjust',
    summary: '人工调整会员中心钱包（达到复核金额时等待另一名操作员审批）',
    request: wallet.adjustmentRequest,
    response: admin.adjustment,
  }),
  adjustments: route({
    method: 'POST',
    path: '/api/admin/wallet/v1/adjustments',
    summary: '人工调整记录与待复核队列',
    request: admin.adjustmentsRequest,
    response: admin.adjustmentsResponse,
  }),
  adjustDecide: route({
    method: 'POST',
    path: '/api/admin/wallet/v1/adjustDecide',
    summary: '复核人工调整（通过或拒绝；不能复核自己提交的）',
    request: admin.adjustDecideRequest,
    response: admin.adjustment,
  }),
  ledgerCheck: route({
    method: 'POST',
    path: '/api/admin/wallet/v1/ledgerCheck',
    summary: '账本一致性检查',
    request: emptyBody,
    response: admin.ledgerCheckResponse,
  }),
  auditList: route({
    method: 'POST',
    path: '/api/admin/audit/v1/list',
    summary: '审计日志（只读）',
    request: admin.auditListRequest,
    response: admin.auditListResponse,
  }),
  memberDetail: route({
    method: 'POST',
    path: '/api/admin/member/v1/detail',
    summary: '会员全景（资料、登录设备与IP、审计记录）',
    request: admin.memberDetailRequest,
    response: admin.memberDetailResponse,
  }),
  revenue: route({
    method: 'POST',
    path: '/api/admin/dashboard/v1/revenue',
    summary: '今日营收：各产品 GGR、优惠成本、NGR 与礼物收入',
    request: emptyBody,
    response: admin.revenueResponse,
  }),
  dashboard: route({
    method: 'POST',
    path: '/api/admin/dashboard/v1/summary',
    summary: '今日概览',
    request: emptyBody,
    response: admin.dashboardResponse,
  }),
  modifyReview: route({
    method: 'POST',
    path: '/api/admin/member/v1/modifyReview',
    summary: '审核资料修改申请',
    request: z.object({
      id: entityId,
      decision: z.enum(['approved', 'rejected', 'needMore']),
      note: z.string().trim().max(200).default(''),
    }),
    response: member.modifyRecord,
  }),
  login: route({
    method: 'POST',
    path: '/api/admin/auth/v1/login',
    summary: '后台登录',
    request: admin.adminLoginRequest,
    response: admin.adminLoginResult,
  }),
  totpSetup: route({
    method: 'POST',
    path: '/api/admin/auth/v1/totpSetup',
    summary: '生成动态验证码密钥（确认后生效）',
    request: emptyBody,
    response: admin.totpSetupResponse,
  }),
  totpEnable: route({
    method: 'POST',
    path: '/api/admin/auth/v1/totpEnable',
    summary: '开启动态验证码登录',
    request: admin.totpCodeRequest,
    response: admin.adminIdentity,
  }),
  totpDisable: route({
    method: 'POST',
    path: '/api/admin/auth/v1/totpDisable',
    summary: '关闭动态验证码登录',
    request: admin.totpCodeRequest,
    response: admin.adminIdentity,
  }),
  logout: route({
    method: 'POST',
    path: '/api/admin/auth/v1/logout',
    summary: '后台退出登录',
    request: emptyBody,
    response: z.null(),
  }),
  me: route({
    method: 'POST',
    path: '/api/admin/auth/v1/me',
    summary: '当前后台用户（含写操作所需的 CSRF 令牌）',
    request: emptyBody,
    response: admin.adminSession,
  }),
  memberSearch: route({
    method: 'POST',
    path: '/api/admin/member/v1/search',
    summary: '查找会员',
    request: admin.memberSearchRequest,
    response: admin.memberSearchResponse,
  }),
  memberWallet: route({
    method: 'POST',
    path: '/api/admin/wallet/v1/member',
    summary: '会员钱包账户与最近转账',
    request: admin.memberWalletRequest,
    response: admin.memberWalletResponse,
  }),
  deadLetters: route({
    method: 'POST',
    path: '/api/admin/outbox/v1/deadLetters',
    summary: '事件投递失败列表（死信）',
    request: admin.deadLettersRequest,
    response: admin.deadLettersResponse,
  }),
  deadLetterReplay: route({
    method: 'POST',
    path: '/api/admin/outbox/v1/replay',
    summary: '重新投递一条死信',
    request: admin.deadLetterReplayRequest,
    response: admin.deadLetterReplayResponse,
  }),
  pendingTransfers: route({
    method: 'POST',
    path: '/api/admin/wallet/v1/pending',
    summary: '挂起超过一分钟的转账',
    request: admin.pendingTransfersRequest,
    response: admin.pendingTransfersResponse,
  }),
  adminList: route({
    method: 'POST',
    path: '/api/admin/adminUser/v1/list',
    summary: '后台用户列表',
    request: emptyBody,
    response: admin.adminUserList,
  }),
  adminCreate: route({
    method: 'POST',
    path: '/api/admin/adminUser/v1/create',
    summary: '新建后台用户',
    request: admin.adminCreateRequest,
    response: admin.adminUser,
  }),
  adminRoles: route({
    method: 'POST',
    path: '/api/admin/adminUser/v1/roles',
    summary: '设置后台用户角色',
    request: admin.adminRolesRequest,
    response: admin.adminUser,
  }),
  adminDisable: route({
    method: 'POST',
    path: '/api/admin/adminUser/v1/disable',
    summary: '停用后台用户',
    request: admin.adminDisableRequest,
    response: admin.adminUser,
  }),
} as const;
