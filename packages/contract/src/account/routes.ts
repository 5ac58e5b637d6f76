import { z } from 'zod';
import { emptyBody } from '../envelope';
import { route } from '../route';
import * as account from './schemas';

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
