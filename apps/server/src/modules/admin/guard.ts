import type { AdminRole } from '@courtside/contract/admin';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../platform/errors';
import { sameText } from '../account/secrets';
import { type AdminActor, type AdminAuthService, mayAct, serviceActor } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    admin?: AdminActor;
  }
}

export const ADMIN_SESSION_HEADER = 'x-admin-session';
const ADMIN_TOKEN_HEADER = 'x-admin-token';

const headerOf = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
  return typeof value === 'string' && value ? value : null;
};

/**
 * The back office's guards. An operator session (header `x-admin-session`) is checked first; else
 * the env token (`x-admin-token`) acts as a super service identity; else the call is refused. A
 * member's session token is neither, so it never passes, wherever it is sent.
 */
export const adminGuards = (auth: AdminAuthService, adminToken: string | undefined) => {
  const identify = async (request: FastifyRequest): Promise<AdminActor> => {
    const session = headerOf(request, ADMIN_SESSION_HEADER);
    if (session) return auth.authenticate(session);
    const token = headerOf(request, ADMIN_TOKEN_HEADER);
    if (adminToken && token && sameText(token, adminToken)) return serviceActor;
    throw new DomainError('forbidden');
  };

  return {
    /** Lets through an operator holding one of the roles (super holds them all). */
    requireRole:
      (...allowed: [AdminRole, ...AdminRole[]]) =>
      async (request: FastifyRequest): Promise<void> => {
        const actor = await identify(request);
        if (!mayAct(actor.roles, allowed)) throw new DomainError('forbidden');
        request.admin = actor;
      },
    /** Any operator signed in with a session, whatever the roles (logout, who am I). */
    requireSession: async (request: FastifyRequest): Promise<void> => {
      const session = headerOf(request, ADMIN_SESSION_HEADER);
      if (!session) throw new DomainError('forbidden', { msg: '请使用后台账号登录' });
      request.admin = await auth.authenticate(session);
    },
  };
};

/** The operator the guard found; a route without a guard has none, which is a bug, not a user error. */
export const adminOf = (request: FastifyRequest): AdminActor => {
  if (!request.admin) throw new DomainError('forbidden');
  return request.admin;
};
