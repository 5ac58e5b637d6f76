import type { ModuleParts, Platform } from '../../platform/module';
import type { SiteService } from '../site';
import { CaptchaService } from './captcha';
import { CodeService } from './codes';
import { developmentDelivery } from './delivery';
import { createGeetest } from './geetest';
import { endedSessionLookups, endedSessionSockets } from './push';
import { registerAccountRoutes } from './routes';
import { AccountService } from './service';
import { SessionService } from './sessions';

export type { CaptchaService } from './captcha';
export { accountEvents, type SecurityChange, type SecurityChanged } from './events';
export { type MemberSeed, seedMembers } from './seed';
export type { AccountService, LoginRefusal, RegistrationDetails, RequestMeta } from './service';
export type { RevokeReason, SessionService } from './sessions';

/**
 * Members' accounts: registration, login, safety checks, codes, recovery and sessions. It teaches the
 * platform how a member token resolves, so every other module's member routes work without it.
 */
export const createAccountModule = (platform: Platform, deps: { site: SiteService }) => {
  const { db, clock, cache, config, log, outbox } = platform;
  const sessions = new SessionService({ db, clock, cache, outbox });
  const geetest =
    config.GEETEST_ID && config.GEETEST_KEY
      ? createGeetest({ id: config.GEETEST_ID, key: config.GEETEST_KEY, api: config.GEETEST_API })
      : null;
  const captcha = new CaptchaService({ db, clock, geetest });
  const codes = new CodeService({
    db,
    clock,
    delivery: developmentDelivery((line) => log.info(line)),
    passRobotCheck: (siteId, pass) => captcha.passRobotCheck(siteId, pass),
  });
  const account = new AccountService({ db, clock, site: deps.site, sessions, captcha, codes, outbox: platform.outbox });
  platform.auth.provideMember((token, siteId, ip) => sessions.authenticate(token, siteId, ip));
  const parts: ModuleParts = {
    name: 'account',
    routes: (http) =>
      registerAccountRoutes(http, { account, captcha, sessions, authRatePerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE }),
    subscribers: (live) => [endedSessionSockets(live), endedSessionLookups(sessions)],
  };
  return { parts, account, sessions, captcha };
};
