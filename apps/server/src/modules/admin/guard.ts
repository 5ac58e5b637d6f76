import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf, type OperatorActor } from '../../platform/auth';
import { DomainError } from '../../platform/errors';
import { sameText } from '../../platform/secrets';
import { type AdminAuthService, serviceActor } from './auth';

export const ADMIN_SESSION_HEADER = 'x-admin-session';
const ADMIN_TOKEN_HEADER = 'x-admin-token';
/** The console's session cookie: HttpOnly, SameSite=Strict, sent only to the back-office API. */
export const ADMIN_COOKIE = 'cs-admin';
const COOKIE_PATH = '/api/admin';

const headerOf = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
  return typeof value === 'string' && value ? value : null;
};

const cookieAttributes = (request: FastifyRequest, maxAgeSeconds: number) =>
  [
    `Path=${COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
    // Secure where the request came over TLS (behind a trusted proxy too); plain-HTTP demo runs keep it.
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ].join('; ');

/** Hands the console its session cookie; the session itself ends on idleness, the cookie with the browser. */
export const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, token: string): void => {
  reply.header('set-cookie', `${ADMIN_COOKIE}=${encodeURIComponent(token)}; ${cookieAttributes(request, 12 * 3600)}`);
};

export const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply): void => {
  reply.header('set-cookie', `${ADMIN_COOKIE}=; ${cookieAttributes(request, 0)}`);
};

/**
 * How the back office knows its operators. An operator session (header `x-admin-session`, or the
 * console's cookie) is checked first; else the env token (`x-admin-token`) acts as a super service
 * identity; else the call is refused. A member's session token is none of these, so it never passes,
 * wherever it is sent. Routes that need a real session (logout, who am I) refuse the env token.
 */
export const operatorResolver =
  (auth: AdminAuthService, adminToken: string | undefined) =>
  async (request: FastifyRequest, mode: 'any' | 'session'): Promise<OperatorActor> => {
    const session = headerOf(request, ADMIN_SESSION_HEADER);
    if (session) return auth.authenticate(session);
    const cookie = cookieOf(request, ADMIN_COOKIE);
    if (cookie) return auth.authenticate(cookie, true);
    if (mode === 'session') throw new DomainError('forbidden', { msg: '请使用后台账号登录' });
    const token = headerOf(request, ADMIN_TOKEN_HEADER);
    if (adminToken && token && sameText(token, adminToken)) return serviceActor;
    throw new DomainError('forbidden');
  };
