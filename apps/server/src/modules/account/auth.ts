import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../platform/errors';
import { siteIdOf } from '../../platform/site-context';
import type { AuthContext, SessionService } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

const TOKEN_COOKIE = 'tb-token';

/** The session token: header `token`, else the `tb-token` cookie (spec section 6). */
export const tokenOf = (request: FastifyRequest): string | null => {
  const header = request.headers.token;
  if (typeof header === 'string' && header) return header;
  const cookies = request.headers.cookie;
  if (!cookies) return null;
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === TOKEN_COOKIE) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim()) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
};

/** The onRequest guard of every member route: resolves the session or refuses the call. */
export const memberGuard =
  (sessions: SessionService, defaultSiteId: number) =>
  async (request: FastifyRequest): Promise<void> => {
    request.auth = await sessions.authenticate(tokenOf(request), siteIdOf(request, defaultSiteId), request.ip);
  };

/** The member the guard found; a route without the guard has none, which is a bug, not a user error. */
export const authOf = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw new DomainError('notLoggedIn');
  return request.auth;
};
