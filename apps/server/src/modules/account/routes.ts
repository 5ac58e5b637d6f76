import {
  accountRoutes,
  envelopeOf,
  imageCaptchaPath,
  imageCaptchaQuery,
  ROBOT_PASS_HEADER,
  verifyTokenRoute,
} from '@courtside/contract';
import { loginPathHash } from '@courtside/domain';
import type { FastifyRequest } from 'fastify';
import { type AuthContext, tokenOf } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { DomainError } from '../../platform/errors';
import type { RouteKit } from '../../platform/http';
import { routeRateLimit } from '../../platform/security';
import type { CaptchaService } from './captcha';
import type { AccountService, RequestMeta } from './service';
import type { SessionService } from './sessions';

export interface AccountRouteDeps {
  account: AccountService;
  captcha: CaptchaService;
  sessions: SessionService;
  authRatePerMinute: number;
}

/** Longer User-Agents are junk or attacks; the device list needs only the start. */
const USER_AGENT_MAX = 256;

/** Account routes: thin, the rules live in AccountService. */
export const registerAccountRoutes = (http: RouteKit, deps: AccountRouteDeps): void => {
  const { account, captcha, sessions } = deps;
  const { app } = http;
  const meta = (request: FastifyRequest): RequestMeta => {
    const robotPass = request.headers[ROBOT_PASS_HEADER];
    return {
      siteId: http.siteOf(request),
      ip: request.ip,
      userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX),
      robotPass: typeof robotPass === 'string' ? robotPass : null,
    };
  };
  const limited = { ratePerMinute: deps.authRatePerMinute };
  const gated = { ...limited, geo: true };
  const r = accountRoutes;

  http.public(r.register, (input, { request }) => account.register(meta(request), input), gated);
  for (const def of [r.checkNameV2, r.checkNameV3, r.checkNameRegister]) {
    http.public(def, (input, { request }) => account.checkName(meta(request).siteId, input.name), limited);
  }
  http.public(r.loginV3, (input, { request }) => account.login(meta(request), input), gated);
  http.public(r.loginV5, (input, { request }) => account.login(meta(request), input), gated);
  http.public(
    r.loginVe4,
    (input, { request }) => {
      // The hashed path must be the one derived from the name being logged in.
      const { hash } = request.params as { hash?: string };
      if (hash !== loginPathHash(input.name)) throw new DomainError('invalidParameter', { msg: '登录地址无效' });
      return account.login(meta(request), input);
    },
    gated,
  );

  http.member(r.logout, (_input, member) => account.logout(member));
  http.member(r.logoutSetup, (_input, member) => account.logoutOthers(member));
  http.member(r.sessions, (_input, member) => sessions.list(member));
  http.member(r.passwordCheck, (_input, member) => account.passwordCheck(member));
  http.member(
    r.changePassword,
    (input, member, { request }) => account.changePassword(member, meta(request), input),
    limited,
  );

  http.public(r.dormantCheck, (input) => account.dormantCheck(input.ticket), limited);
  http.public(
    r.dormantActivate,
    (input, { request }) => account.dormantActivate(meta(request), input.ticket, input.deviceId),
    limited,
  );

  http.public(r.sliderRegister, (_input, { request }) => captcha.sliderRegister(meta(request).siteId), limited);
  http.public(r.sliderGet, (input, { request }) => captcha.sliderGet(meta(request).siteId, input.captchaId));
  http.public(r.sliderCheck, (input, { request }) => captcha.sliderCheck(meta(request).siteId, input), limited);
  http.public(r.geetestRegister, () => captcha.geetestRegister(), limited);
  http.public(r.geetestValidate, (input) => captcha.geetestValidate(input), limited);

  http.public(
    r.sendCode,
    async (input, { request }) => {
      // Binding needs the member; registering does not. A stale token on a register code is ignored.
      let auth: AuthContext | null = null;
      if (input.purpose === 'bind')
        auth = await sessions.authenticate(tokenOf(request), meta(request).siteId, request.ip);
      return account.sendCode(meta(request), input, auth);
    },
    limited,
  );
  http.public(r.recoverStep1, (input, { request }) => account.recoverStep1(meta(request), input), limited);
  http.public(r.recoverStep2, (input, { request }) => account.recoverStep2(meta(request), input), limited);
  http.public(r.recoverStep3, (input) => account.recoverStep3(input), limited);

  app.post(
    verifyTokenRoute.path,
    {
      onRequest: http.memberGuard,
      schema: {
        summary: verifyTokenRoute.summary,
        tags: ['account'],
        response: { 200: envelopeOf(verifyTokenRoute.response) },
      },
    },
    async (request, reply) => {
      const { token, member } = await account.exchangeToken(http.memberOf(request), meta(request));
      return reply.header('token', token).send(ok(member));
    },
  );

  app.get(
    imageCaptchaPath,
    {
      schema: { summary: '图形验证码（SVG 图片）', tags: ['account'], querystring: imageCaptchaQuery },
      config: routeRateLimit(deps.authRatePerMinute),
    },
    async (request, reply) => {
      const { captchaId } = request.query as { captchaId: string };
      const svg = await captcha.image(http.siteOf(request), captchaId);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
};
