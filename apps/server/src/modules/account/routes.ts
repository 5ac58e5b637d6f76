import { accountRoutes, envelopeOf, imageCaptchaPath, imageCaptchaQuery, verifyTokenRoute } from '@courtside/contract';
import { loginPathHash } from '@courtside/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../platform/envelope';
import { DomainError } from '../../platform/errors';
import { mount } from '../../platform/http';
import { siteIdOf } from '../../platform/site-context';
import { authOf, memberGuard, tokenOf } from './auth';
import type { CaptchaService } from './captcha';
import type { AccountService, RequestMeta } from './service';
import type { AuthContext, SessionService } from './sessions';

export interface AccountRouteDeps {
  account: AccountService;
  captcha: CaptchaService;
  sessions: SessionService;
  defaultSiteId: number;
  authRatePerMinute: number;
}

/** Longer User-Agents are junk or attacks; the device list needs only the start. */
const USER_AGENT_MAX = 256;

/** Account routes: thin, the rules live in AccountService. */
export const registerAccountRoutes = (app: FastifyInstance, deps: AccountRouteDeps): void => {
  const { account, captcha, sessions } = deps;
  const meta = (request: FastifyRequest): RequestMeta => ({
    siteId: siteIdOf(request, deps.defaultSiteId),
    ip: request.ip,
    userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX),
  });
  const guard = memberGuard(sessions, deps.defaultSiteId);
  const limited = { ratePerMinute: deps.authRatePerMinute };
  const authed = { guard };
  const r = accountRoutes;

  mount(app, 'account', r.register, (input, request) => account.register(meta(request), input), limited);
  for (const def of [r.checkNameV2, r.checkNameV3, r.checkNameRegister]) {
    mount(app, 'account', def, (input, request) => account.checkName(meta(request).siteId, input.name), limited);
  }
  mount(app, 'account', r.loginV3, (input, request) => account.login(meta(request), input), limited);
  mount(app, 'account', r.loginV5, (input, request) => account.login(meta(request), input), limited);
  mount(
    app,
    'account',
    r.loginVe4,
    (input, request) => {
      // The hashed path must be the one derived from the name being logged in.
      const { hash } = request.params as { hash?: string };
      if (hash !== loginPathHash(input.name)) throw new DomainError('invalidParameter', { msg: '登录地址无效' });
      return account.login(meta(request), input);
    },
    limited,
  );

  mount(app, 'account', r.logout, (_input, request) => account.logout(authOf(request)), authed);
  mount(app, 'account', r.logoutSetup, (_input, request) => account.logoutOthers(authOf(request)), authed);
  mount(app, 'account', r.sessions, (_input, request) => sessions.list(authOf(request)), authed);
  mount(app, 'account', r.passwordCheck, (_input, request) => account.passwordCheck(authOf(request)), authed);
  mount(
    app,
    'account',
    r.changePassword,
    (input, request) => account.changePassword(authOf(request), meta(request), input),
    { ...authed, ...limited },
  );

  mount(app, 'account', r.dormantCheck, (input) => account.dormantCheck(input.ticket), limited);
  mount(
    app,
    'account',
    r.dormantActivate,
    (input, request) => account.dormantActivate(meta(request), input.ticket, input.deviceId),
    limited,
  );

  mount(app, 'account', r.sliderRegister, (_input, request) => captcha.sliderRegister(meta(request).siteId), limited);
  mount(app, 'account', r.sliderGet, (input, request) => captcha.sliderGet(meta(request).siteId, input.captchaId));
  mount(app, 'account', r.sliderCheck, (input, request) => captcha.sliderCheck(meta(request).siteId, input), limited);
  mount(app, 'account', r.geetestRegister, () => captcha.geetestRegister(), limited);
  mount(app, 'account', r.geetestValidate, (input) => captcha.geetestValidate(input), limited);

  mount(
    app,
    'account',
    r.sendCode,
    async (input, request) => {
      // Binding needs the member; registering does not. A stale token on a register code is ignored.
      let auth: AuthContext | null = null;
      if (input.purpose === 'bind')
        auth = await sessions.authenticate(tokenOf(request), meta(request).siteId, request.ip);
      return account.sendCode(meta(request), input, auth);
    },
    limited,
  );
  mount(app, 'account', r.recoverStep1, (input, request) => account.recoverStep1(meta(request), input), limited);
  mount(app, 'account', r.recoverStep2, (input, request) => account.recoverStep2(meta(request), input), limited);
  mount(app, 'account', r.recoverStep3, (input) => account.recoverStep3(input), limited);

  app.post(
    verifyTokenRoute.path,
    {
      onRequest: guard,
      schema: {
        summary: verifyTokenRoute.summary,
        tags: ['account'],
        response: { 200: envelopeOf(verifyTokenRoute.response) },
      },
    },
    async (request, reply) => {
      const { token, member } = await account.exchangeToken(authOf(request), meta(request));
      return reply.header('token', token).send(ok(member));
    },
  );

  app.get(
    imageCaptchaPath,
    {
      schema: { summary: '图形验证码（SVG 图片）', tags: ['account'], querystring: imageCaptchaQuery },
      config: { rateLimit: { max: deps.authRatePerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { captchaId } = request.query as { captchaId: string };
      const svg = await captcha.image(siteIdOf(request, deps.defaultSiteId), captchaId);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
};
