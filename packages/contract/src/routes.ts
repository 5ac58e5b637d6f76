import { z } from 'zod';
import * as account from './account';
import * as admin from './admin';
import { emptyBody } from './envelope';
import * as member from './member';
import * as payment from './payment';
import * as savings from './savings';
import * as site from './site';
import * as wallet from './wallet';

export type HttpMethod = 'GET' | 'POST';

/**
 * One API route as both sides see it: where it lives, what it takes, what it gives back.
 * `noToken` marks the calls the client sends without the session token (spec section 7).
 */
export interface RouteDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: string;
  summary: string;
  request: Req;
  response: Res;
}

const route = <Req extends z.ZodType, Res extends z.ZodType>(def: RouteDef<Req, Res>) => def;

const SITE = '/api/site/group/site';

/** Every route of the site-config family (spec section 7, first bullet). */
export const siteRoutes = {
  configGet: route({
    method: 'POST',
    path: `${SITE}/configInfo/v1/get`,
    summary: '读取一个站点参数',
    request: site.configGetRequest,
    response: site.siteParam,
  }),
  configGets: route({
    method: 'POST',
    path: `${SITE}/configInfo/v2/gets`,
    summary: '批量读取站点参数',
    request: site.configGetsRequest,
    response: site.configGetsResponse,
  }),
  perInfoV1: route({
    method: 'POST',
    path: `${SITE}/perInfo/v1/get`,
    summary: '站点信息',
    request: emptyBody,
    response: site.siteInfo,
  }),
  perInfoV5: route({
    method: 'POST',
    path: `${SITE}/perInfo/v5/get`,
    summary: '站点信息（v5）',
    request: emptyBody,
    response: site.siteInfo,
  }),
  languageCode: route({
    method: 'POST',
    path: `${SITE}/language/v1/getLanguageCode`,
    summary: '语言代码',
    request: emptyBody,
    response: site.languageCodeResponse,
  }),
  bannersV1: route({
    method: 'POST',
    path: `${SITE}/banner/v1/queryBannerList`,
    summary: '轮播图',
    request: site.bannerListRequest,
    response: z.array(site.banner),
  }),
  bannersV2: route({
    method: 'POST',
    path: `${SITE}/banner/v2/queryBannerList`,
    summary: '轮播图（v2，按位置分组）',
    request: emptyBody,
    response: z.object({ home: z.array(site.banner), pc: z.array(site.banner) }),
  }),
  floatingWindows: route({
    method: 'POST',
    path: `${SITE}/floatWindow/v1/list`,
    summary: '浮动窗口',
    request: emptyBody,
    response: z.array(site.floatingWindow),
  }),
  navigation: route({
    method: 'POST',
    path: `${SITE}/navigation/v1/list`,
    summary: '导航与游戏入口',
    request: emptyBody,
    response: z.array(site.navItem),
  }),
  announcements: route({
    method: 'POST',
    path: `${SITE}/announcement/v1/list`,
    summary: '公告',
    request: emptyBody,
    response: z.array(site.announcement),
  }),
  marquee: route({
    method: 'POST',
    path: `${SITE}/marquee/v1/list`,
    summary: '跑马灯',
    request: emptyBody,
    response: z.array(site.marqueeNotice),
  }),
  customerServiceUrl: route({
    method: 'POST',
    path: `${SITE}/customerService/v1/url`,
    summary: '客服地址',
    request: emptyBody,
    response: site.customerServiceUrl,
  }),
  customerServiceConfig: route({
    method: 'POST',
    path: `${SITE}/customerService/v1/config`,
    summary: '客服配置',
    request: emptyBody,
    response: site.customerServiceConfig,
  }),
  helpCategories: route({
    method: 'POST',
    path: `${SITE}/help/v1/categories`,
    summary: '帮助中心分类',
    request: emptyBody,
    response: z.array(site.helpCategory),
  }),
  helpList: route({
    method: 'POST',
    path: `${SITE}/help/v1/list`,
    summary: '帮助中心列表',
    request: site.helpListRequest,
    response: site.helpListResponse,
  }),
  helpDetail: route({
    method: 'POST',
    path: `${SITE}/help/v1/detail`,
    summary: '帮助中心详情',
    request: site.helpDetailRequest,
    response: site.helpDetail,
  }),
  pcBottom: route({
    method: 'POST',
    path: `${SITE}/pcBottom/v1/get`,
    summary: '页脚',
    request: emptyBody,
    response: site.pcBottom,
  }),
  countries: route({
    method: 'POST',
    path: `${SITE}/country/v1/list`,
    summary: '国家与地区',
    request: emptyBody,
    response: z.array(site.country),
  }),
  domains: route({
    method: 'POST',
    path: `${SITE}/domain/v1/list`,
    summary: '备用域名',
    request: emptyBody,
    response: site.domainList,
  }),
  serverTime: route({
    method: 'GET',
    path: `${SITE}/time/v1/get`,
    summary: '服务器时间',
    request: emptyBody,
    response: site.serverTime,
  }),
  systemTime: route({
    method: 'POST',
    path: `${SITE}/systemTime/v1/get`,
    summary: '系统时间',
    request: emptyBody,
    response: site.serverTime,
  }),
} as const;

const ACCOUNT = '/api/site/group/account';
const MEMBER = '/api/site/group/member';

/** Register, log in, safety verification, codes, recovery and sessions (spec section 7, login family). */
export const accountRoutes = {
  register: route({
    method: 'POST',
    path: `${ACCOUNT}/member/v4/register`,
    summary: '注册',
    request: account.registerRequest,
    response: account.loginResult,
  }),
  checkNameV2: route({
    method: 'POST',
    path: `${ACCOUNT}/member/v2/checkName`,
    summary: '用户名是否可用',
    request: account.checkNameRequest,
    response: account.checkNameResponse,
  }),
  checkNameV3: route({
    method: 'POST',
    path: `${ACCOUNT}/member/v3/checkName`,
    summary: '用户名是否可用（v3）',
    request: account.checkNameRequest,
    response: account.checkNameResponse,
  }),
  checkNameRegister: route({
    method: 'POST',
    path: `${ACCOUNT}/memberRegister/v1/checkName`,
    summary: '注册页用户名检查',
    request: account.checkNameRequest,
    response: account.checkNameResponse,
  }),
  loginV3: route({
    method: 'POST',
    path: `${ACCOUNT}/memberLogin/v3/login`,
    summary: '登录',
    request: account.loginRequest,
    response: account.loginResult,
  }),
  loginV5: route({
    method: 'POST',
    path: `${ACCOUNT}/lg/v5/login`,
    summary: '登录（v5）',
    request: account.loginRequest,
    response: account.loginResult,
  }),
  /** `:hash` is loginPathHash(name); the web app fills it with pathWith(). */
  loginVe4: route({
    method: 'POST',
    path: `${ACCOUNT}/lg/ve4/:hash`,
    summary: '登录（哈希路径）',
    request: account.loginRequest,
    response: account.loginResult,
  }),
  logout: route({
    method: 'POST',
    path: `${ACCOUNT}/member/v1/logout`,
    summary: '退出登录',
    request: emptyBody,
    response: z.null(),
  }),
  logoutSetup: route({
    method: 'POST',
    path: `${ACCOUNT}/member/v1/logoutSetup`,
    summary: '退出其他设备',
    request: account.logoutSetupRequest,
    response: account.logoutSetupResponse,
  }),
  sessions: route({
    method: 'POST',
    path: `${ACCOUNT}/member/v1/sessions`,
    summary: '登录设备列表',
    request: emptyBody,
    response: account.sessionList,
  }),
  passwordCheck: route({
    method: 'POST',
    path: `${ACCOUNT}/member/v1/checkUpdatePassword`,
    summary: '登录密码安全检查',
    request: emptyBody,
    response: account.passwordCheckResponse,
  }),
  changePassword: route({
    method: 'POST',
    path: `${ACCOUNT}/member/v1/updatePassword`,
    summary: '修改登录密码',
    request: account.changePasswordRequest,
    response: account.loginResult,
  }),
  dormantCheck: route({
    method: 'POST',
    path: `${ACCOUNT}/memberSleep/v1/check`,
    summary: '休眠账号检查',
    request: account.dormantTicketRequest,
    response: account.dormantCheckResponse,
  }),
  dormantActivate: route({
    method: 'POST',
    path: `${ACCOUNT}/memberSleep/v1/activate`,
    summary: '激活休眠账号',
    request: account.dormantActivateRequest,
    response: account.loginResult,
  }),
  sliderRegister: route({
    method: 'POST',
    path: `${ACCOUNT}/captchaEx/v1/register`,
    summary: '滑块验证：开始',
    request: emptyBody,
    response: account.sliderRegisterResponse,
  }),
  sliderGet: route({
    method: 'POST',
    path: `${ACCOUNT}/captchaEx/v1/get`,
    summary: '滑块验证：取图',
    request: account.sliderGetRequest,
    response: account.sliderPuzzle,
  }),
  sliderCheck: route({
    method: 'POST',
    path: `${ACCOUNT}/captchaEx/v1/check`,
    summary: '滑块验证：校验',
    request: account.sliderCheckRequest,
    response: account.sliderCheckResponse,
  }),
  geetestRegister: route({
    method: 'GET',
    path: `${ACCOUNT}/geetest/v1/register`,
    summary: '极验：初始化',
    request: emptyBody,
    response: account.geetestRegisterResponse,
  }),
  geetestValidate: route({
    method: 'POST',
    path: `${ACCOUNT}/geetest/v1/validate`,
    summary: '极验：二次校验',
    request: account.geetestValidateRequest,
    response: account.sliderCheckResponse,
  }),
  sendCode: route({
    method: 'POST',
    path: `${MEMBER}/common/v3/sendCode`,
    summary: '发送验证码',
    request: account.sendCodeRequest,
    response: account.sendCodeResponse,
  }),
  recoverStep1: route({
    method: 'POST',
    path: `${ACCOUNT}/forgetPassword/v1/step1`,
    summary: '找回密码：确认账号',
    request: account.recoverStep1Request,
    response: account.recoverStep1Response,
  }),
  recoverStep2: route({
    method: 'POST',
    path: `${ACCOUNT}/forgetPassword/v1/step2`,
    summary: '找回密码：校验验证码',
    request: account.recoverStep2Request,
    response: account.recoverStep2Response,
  }),
  recoverStep3: route({
    method: 'POST',
    path: `${ACCOUNT}/forgetPassword/v1/step3`,
    summary: '找回密码：设置新密码',
    request: account.recoverStep3Request,
    response: z.null(),
  }),
} as const;

/**
 * Entry-token exchange (spec section 7): the token a link carried in its URL is traded for a fresh
 * one, sent back in the `token` response header, so the one that sat in the address bar is dead.
 */
export const verifyTokenRoute = route({
  method: 'POST',
  path: '/api/gw/ic/verify',
  summary: '入口令牌换取会话令牌',
  request: emptyBody,
  response: account.memberSummary,
});

/** GET, answers an SVG picture rather than the envelope; the query is account.imageCaptchaQuery. */
export const imageCaptchaPath = `${ACCOUNT}/captcha/v1/image`;
/** Multipart upload (field `file`), answers the envelope with member.avatarUploadResponse. */
export const avatarInsertPath = `${MEMBER}/avatar/v1/insert`;

/** The member's own profile and security settings; the member always comes from the session. */
export const memberRoutes = {
  info: route({
    method: 'POST',
    path: `${MEMBER}/info/v1/getMemberInfoForWeb`,
    summary: '会员资料',
    request: emptyBody,
    response: member.memberProfile,
  }),
  updateInfoV4: route({
    method: 'POST',
    path: `${MEMBER}/info/v4/updateInfoVal`,
    summary: '修改个人资料',
    request: member.updateInfoRequest,
    response: member.memberProfile,
  }),
  updateInfoV5: route({
    method: 'POST',
    path: `${MEMBER}/info/v5/updateInfoVal`,
    summary: '绑定手机或邮箱',
    request: member.bindContactRequest,
    response: member.memberProfile,
  }),
  nickname: route({
    method: 'POST',
    path: `${MEMBER}/info/v1/updateNickname`,
    summary: '修改昵称',
    request: member.nicknameRequest,
    response: member.memberProfile,
  }),
  avatarList: route({
    method: 'POST',
    path: `${MEMBER}/avatar/v1/list`,
    summary: '头像列表',
    request: emptyBody,
    response: member.avatarList,
  }),
  avatarUpdate: route({
    method: 'POST',
    path: `${MEMBER}/avatar/v1/update`,
    summary: '选择头像',
    request: member.avatarIdRequest,
    response: member.avatarList,
  }),
  avatarDelete: route({
    method: 'POST',
    path: `${MEMBER}/avatar/v1/delete`,
    summary: '删除上传的头像',
    request: member.avatarIdRequest,
    response: member.avatarList,
  }),
  addressGet: route({
    method: 'POST',
    path: `${MEMBER}/address/v1/get`,
    summary: '收货地址',
    request: emptyBody,
    response: member.addressResponse,
  }),
  addressUpdate: route({
    method: 'POST',
    path: `${MEMBER}/address/v1/update`,
    summary: '修改收货地址',
    request: member.address,
    response: member.address,
  }),
  withdrawPasswordStatus: route({
    method: 'POST',
    path: `${MEMBER}/withdrawPassword/v1/getStatus`,
    summary: '取款密码状态',
    request: emptyBody,
    response: member.withdrawPasswordStatus,
  }),
  withdrawPasswordSet: route({
    method: 'POST',
    path: `${MEMBER}/withdrawPassword/v1/set`,
    summary: '设置取款密码',
    request: member.withdrawPasswordSetRequest,
    response: member.withdrawPasswordStatus,
  }),
  withdrawPasswordUpdate: route({
    method: 'POST',
    path: `${MEMBER}/withdrawPassword/v1/update`,
    summary: '修改取款密码',
    request: member.withdrawPasswordUpdateRequest,
    response: member.withdrawPasswordStatus,
  }),
  withdrawPasswordReset: route({
    method: 'POST',
    path: `${MEMBER}/withdrawPassword/v1/reset`,
    summary: '重置取款密码',
    request: member.withdrawPasswordResetRequest,
    response: member.withdrawPasswordStatus,
  }),
  realNameBind: route({
    method: 'POST',
    path: `${MEMBER}/bind/v1/userRealNameBind`,
    summary: '绑定真实姓名',
    request: member.realNameBindRequest,
    response: member.realNameResponse,
  }),
  userInfoBind: route({
    method: 'POST',
    path: `${MEMBER}/bind/v1/userInfoBind`,
    summary: '绑定手机',
    request: member.bindContactRequest,
    response: member.memberProfile,
  }),
  selectRealName: route({
    method: 'POST',
    path: `${MEMBER}/bind/v1/selectRealName`,
    summary: '查询真实姓名',
    request: emptyBody,
    response: member.realNameResponse,
  }),
  selectUsdt: route({
    method: 'POST',
    path: `${MEMBER}/bind/v1/selectUSDT`,
    summary: '查询USDT地址绑定',
    request: emptyBody,
    response: member.usdtSelection,
  }),
  bindSteps: route({
    method: 'POST',
    path: `${MEMBER}/bind/v1/steps`,
    summary: '绑定步骤',
    request: emptyBody,
    response: member.bindSteps,
  }),
  modifyConfig: route({
    method: 'POST',
    path: `${MEMBER}/modify/v1/config`,
    summary: '资料修改审核配置',
    request: emptyBody,
    response: member.modifyConfig,
  }),
  modifyAdd: route({
    method: 'POST',
    path: `${MEMBER}/modify/v1/add`,
    summary: '提交资料修改申请',
    request: member.modifyAddRequest,
    response: member.modifyRecord,
  }),
  modifyCheck: route({
    method: 'POST',
    path: `${MEMBER}/modify/v1/check`,
    summary: '资料修改申请状态',
    request: emptyBody,
    response: member.modifyRecords,
  }),
  modifySupplement: route({
    method: 'POST',
    path: `${MEMBER}/modify/v1/supplement`,
    summary: '补充资料修改申请',
    request: member.modifySupplementRequest,
    response: member.modifyRecord,
  }),
} as const;

const WALLET = '/api/site/group/wallet';

/** Venues as the lobby sees them (spec section 4: open checks; section 2: the sports gate). */
export const venueRoutes = {
  list: route({
    method: 'POST',
    path: '/api/site/group/venue/v1/list',
    summary: '场馆列表与状态',
    request: emptyBody,
    response: z.array(wallet.venueSummary),
  }),
  launch: route({
    method: 'POST',
    path: '/api/site/group/venue/v1/launch',
    summary: '进入场馆（开启自动转账时先转入中心钱包余额）',
    request: wallet.venueOnlyRequest,
    response: wallet.launchResult,
  }),
  demoLaunch: route({
    method: 'POST',
    path: '/api/site/group/venue/v1/demoLaunch',
    summary: '试玩场馆（无需登录，不涉及资金）',
    request: z.object({ venueCode: z.string().regex(/^[A-Z0-9]{2,16}$/, '场馆代码无效') }),
    response: z.object({ url: z.string() }),
  }),
  leave: route({
    method: 'POST',
    path: '/api/site/group/venue/v1/leave',
    summary: '离开场馆（开启自动转账时转回中心钱包）',
    request: wallet.venueOnlyRequest,
    response: wallet.leaveResult,
  }),
  gameChannels: route({
    method: 'POST',
    path: '/api/site/group/venue/v1/gameChannels',
    summary: '游戏频道入口',
    request: emptyBody,
    response: z.array(wallet.gameChannel),
  }),
} as const;

/** The member's centre and venue wallets and the moves between them. */
export const walletRoutes = {
  balances: route({
    method: 'POST',
    path: `${WALLET}/balance/v1/get`,
    summary: '中心钱包与场馆余额',
    request: emptyBody,
    response: wallet.balancesResponse,
  }),
  transferInto: route({
    method: 'POST',
    path: `${WALLET}/transfer/v1/transferInto`,
    summary: '转入场馆',
    request: wallet.transferRequest,
    response: wallet.transferResult,
  }),
  transferIntoVal: route({
    method: 'POST',
    path: `${WALLET}/transfer/v1/transferIntoVal`,
    summary: '按金额转入场馆',
    request: wallet.transferRequest,
    response: wallet.transferResult,
  }),
  transferOutVal: route({
    method: 'POST',
    path: `${WALLET}/transfer/v1/transferOutVal`,
    summary: '从场馆转出',
    request: wallet.transferRequest,
    response: wallet.transferResult,
  }),
  oneClickIn: route({
    method: 'POST',
    path: `${WALLET}/transfer/v1/oneClickIn`,
    summary: '一键转入',
    request: wallet.venueOnlyRequest,
    response: wallet.transferResult,
  }),
  oneClickRecovery: route({
    method: 'POST',
    path: `${WALLET}/transfer/v1/oneClickRecovery`,
    summary: '一键回收',
    request: wallet.requestOnly,
    response: wallet.oneClickResult,
  }),
  oneClickConfirm: route({
    method: 'POST',
    path: `${WALLET}/transfer/v1/oneClickConfirm`,
    summary: '一键回收结果确认',
    request: wallet.requestOnly,
    response: wallet.oneClickResult,
  }),
  walletTypeGet: route({
    method: 'POST',
    path: `${WALLET}/type/v1/get`,
    summary: '游戏钱包类型',
    request: emptyBody,
    response: wallet.walletTypeBody,
  }),
  walletTypeSet: route({
    method: 'POST',
    path: `${WALLET}/type/v1/set`,
    summary: '设置游戏钱包类型',
    request: wallet.walletTypeBody,
    response: wallet.walletTypeBody,
  }),
  autoTransferGet: route({
    method: 'POST',
    path: `${WALLET}/autoTransfer/v1/get`,
    summary: '自动转账状态',
    request: emptyBody,
    response: wallet.autoTransferBody,
  }),
  autoTransferSet: route({
    method: 'POST',
    path: `${WALLET}/autoTransfer/v1/set`,
    summary: '开关自动转账',
    request: wallet.autoTransferBody,
    response: wallet.autoTransferBody,
  }),
  dealRecords: route({
    method: 'POST',
    path: `${WALLET}/record/v1/deals`,
    summary: '资金记录',
    request: wallet.dealRecordsRequest,
    response: wallet.dealRecordsResponse,
  }),
} as const;

const PAYMENT = '/api/site/group/payment';

/** Deposits: channels, orders, and the gateway's callback. */
export const paymentRoutes = {
  newTypes: route({
    method: 'POST',
    path: `${PAYMENT}/v1/newTypes`,
    summary: '存款渠道',
    request: emptyBody,
    response: z.array(payment.paymentChannel),
  }),
  payVal: route({
    method: 'POST',
    path: `${PAYMENT}/v1/payVal`,
    summary: '创建存款订单',
    request: payment.payValRequest,
    response: payment.depositOrder,
  }),
  closeOrder: route({
    method: 'POST',
    path: `${PAYMENT}/v1/closeOrder`,
    summary: '关闭存款订单',
    request: payment.orderNoRequest,
    response: payment.depositOrder,
  }),
  lastUnfinished: route({
    method: 'POST',
    path: `${PAYMENT}/v1/lastUnfinished`,
    summary: '未完成的存款订单',
    request: emptyBody,
    response: payment.depositOrder.nullable(),
  }),
  order: route({
    method: 'POST',
    path: `${PAYMENT}/v1/order`,
    summary: '存款订单状态',
    request: payment.orderNoRequest,
    response: payment.depositOrder,
  }),
  bankList: route({
    method: 'POST',
    path: `${PAYMENT}/v1/bankList`,
    summary: '银行列表',
    request: emptyBody,
    response: z.array(payment.bankItem),
  }),
  cardList: route({
    method: 'POST',
    path: `${PAYMENT}/card/v1/list`,
    summary: '银行卡列表',
    request: emptyBody,
    response: z.array(payment.bankCard),
  }),
  cardInsert: route({
    method: 'POST',
    path: `${PAYMENT}/card/v3/insert`,
    summary: '绑定银行卡',
    request: payment.insertCardRequest,
    response: z.array(payment.bankCard),
  }),
  cardDelete: route({
    method: 'POST',
    path: `${PAYMENT}/card/v1/delete`,
    summary: '删除银行卡',
    request: payment.deleteCardRequest,
    response: z.array(payment.bankCard),
  }),
  withdrawPrepare: route({
    method: 'POST',
    path: `${PAYMENT}/withdraw/v1/prepare`,
    summary: '取款准备信息',
    request: emptyBody,
    response: payment.withdrawPrepare,
  }),
  withdrawNew: route({
    method: 'POST',
    path: `${PAYMENT}/withdraw/v6/newVal`,
    summary: '申请取款',
    request: payment.withdrawRequest,
    response: payment.withdrawal,
  }),
  withdrawCancel: route({
    method: 'POST',
    path: `${PAYMENT}/withdraw/v1/cancel`,
    summary: '取消取款',
    request: payment.withdrawOrderRequest,
    response: payment.withdrawal,
  }),
  depositRecords: route({
    method: 'POST',
    path: `${PAYMENT}/record/v1/deposits`,
    summary: '存款记录',
    request: payment.depositRecordsRequest,
    response: payment.depositRecords,
  }),
  withdrawRecords: route({
    method: 'POST',
    path: `${PAYMENT}/record/v1/withdrawals`,
    summary: '取款记录',
    request: payment.withdrawRecordsRequest,
    response: payment.withdrawRecords,
  }),
  speedPayConfirm: route({
    method: 'POST',
    path: `${PAYMENT}/speedPay/v1/confirm`,
    summary: '极速转卡：我已付款',
    request: payment.orderNoRequest,
    response: payment.depositOrder,
  }),
  speedPayRemind: route({
    method: 'POST',
    path: `${PAYMENT}/speedPay/v1/remind`,
    summary: '极速转卡：催单',
    request: payment.orderNoRequest,
    response: payment.depositOrder,
  }),
  speedPayAppeal: route({
    method: 'POST',
    path: `${PAYMENT}/speedPay/v1/appeal`,
    summary: '极速转卡：申诉',
    request: payment.depositAppealRequest,
    response: payment.depositOrder,
  }),
  usdtDraw: route({
    method: 'POST',
    path: `${PAYMENT}/usdtDraw/v1/addVal`,
    summary: '申请USDT提币',
    request: payment.usdtDrawRequest,
    response: payment.withdrawal,
  }),
  speedDrawConfirm: route({
    method: 'POST',
    path: `${PAYMENT}/speedDraw/v1/confirm`,
    summary: '极速取款：确认到账',
    request: payment.withdrawOrderRequest,
    response: payment.withdrawal,
  }),
  speedDrawRemind: route({
    method: 'POST',
    path: `${PAYMENT}/speedDraw/v1/remind`,
    summary: '极速取款：催单',
    request: payment.withdrawOrderRequest,
    response: payment.withdrawal,
  }),
  speedDrawFeedback: route({
    method: 'POST',
    path: `${PAYMENT}/speedDraw/v1/feedback`,
    summary: '极速取款：未到账反馈',
    request: payment.withdrawTicketRequest,
    response: payment.withdrawal,
  }),
  speedDrawAppeal: route({
    method: 'POST',
    path: `${PAYMENT}/speedDraw/v1/appeal`,
    summary: '极速取款：申诉',
    request: payment.withdrawTicketRequest,
    response: payment.withdrawal,
  }),
  addressList: route({
    method: 'POST',
    path: `${PAYMENT}/address/v1/list`,
    summary: 'USDT与电子钱包地址列表',
    request: emptyBody,
    response: z.array(payment.withdrawAddress),
  }),
  addressInsert: route({
    method: 'POST',
    path: `${PAYMENT}/address/v1/insert`,
    summary: '绑定USDT或电子钱包地址',
    request: payment.insertAddressRequest,
    response: z.array(payment.withdrawAddress),
  }),
  addressDelete: route({
    method: 'POST',
    path: `${PAYMENT}/address/v1/delete`,
    summary: '删除钱包地址',
    request: payment.deleteAddressRequest,
    response: z.array(payment.withdrawAddress),
  }),
  addressWhitelist: route({
    method: 'POST',
    path: `${PAYMENT}/address/v1/whitelistCheck`,
    summary: '虚拟币地址白名单检查',
    request: emptyBody,
    response: payment.addressWhitelistStatus,
  }),
  usdtInfo: route({
    method: 'POST',
    path: `${PAYMENT}/usdt/v1/info`,
    summary: 'USDT钱包与汇率',
    request: emptyBody,
    response: payment.usdtInfo,
  }),
  usdtConvert: route({
    method: 'POST',
    path: `${PAYMENT}/usdt/v1/convert`,
    summary: 'RMB与USDT钱包互转',
    request: payment.usdtConvertRequest,
    response: payment.usdtConvertResult,
  }),
  sandboxCallback: route({
    method: 'POST',
    path: '/api/payment/v1/callback/sandbox',
    summary: '沙盒网关回调（签名）',
    request: payment.sandboxCallback,
    response: z.object({ accepted: z.boolean() }),
  }),
} as const;

const YEB = '/api/site/group/yeb';

/** The savings wallet (余额宝): moves in and out, balance and interest, interest records, tasks. */
export const savingsRoutes = {
  info: route({
    method: 'POST',
    path: `${YEB}/v1/info`,
    summary: '余额宝余额与收益',
    request: emptyBody,
    response: savings.savingsInfo,
  }),
  toYeb: route({
    method: 'POST',
    path: `${YEB}/v1/toYeb`,
    summary: '中心钱包转入余额宝',
    request: savings.savingsMoveRequest,
    response: savings.savingsMoveResult,
  }),
  toCenter: route({
    method: 'POST',
    path: `${YEB}/v1/toCenter`,
    summary: '余额宝转出到中心钱包',
    request: savings.savingsMoveRequest,
    response: savings.savingsMoveResult,
  }),
  interestRecords: route({
    method: 'POST',
    path: `${YEB}/v1/interestRecords`,
    summary: '余额宝收益记录',
    request: savings.interestRecordsRequest,
    response: savings.interestRecordsResponse,
  }),
  tasks: route({
    method: 'POST',
    path: `${YEB}/v1/tasks`,
    summary: '余额宝任务',
    request: emptyBody,
    response: z.array(savings.savingsTask),
  }),
  taskClaim: route({
    method: 'POST',
    path: `${YEB}/v1/taskClaim`,
    summary: '领取余额宝任务奖励',
    request: savings.taskClaimRequest,
    response: z.array(savings.savingsTask),
  }),
} as const;

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
    request: z.object({ memberId: z.number().int().positive(), status: account.memberStatus }),
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
    response: wallet.venueSummary,
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
    summary: '人工调整会员中心钱包',
    request: wallet.adjustmentRequest,
    response: z.object({ transferId: z.number().int(), balanceBefore: z.string(), balanceAfter: z.string() }),
  }),
  modifyReview: route({
    method: 'POST',
    path: '/api/admin/member/v1/modifyReview',
    summary: '审核资料修改申请',
    request: z.object({
      id: z.number().int().positive(),
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
    summary: '当前后台用户',
    request: emptyBody,
    response: admin.adminIdentity,
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

export const routes = {
  site: siteRoutes,
  account: accountRoutes,
  member: memberRoutes,
  venue: venueRoutes,
  wallet: walletRoutes,
  payment: paymentRoutes,
  savings: savingsRoutes,
  admin: adminRoutes,
} as const;

/** A route with its `:name` path parameters filled in (the ve4 login's hash). */
export const pathWith = <R extends RouteDef>(def: R, params: Record<string, string>): R => ({
  ...def,
  path: def.path.replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(params[key] ?? '')),
});
