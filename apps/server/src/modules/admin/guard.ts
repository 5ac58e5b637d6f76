import type { FastifyRequest } from 'fastify';
import type { OperatorActor } from '../../platform/auth';
import { DomainError } from '../../platform/errors';
import { sameText } from '../../platform/secrets';
import { type AdminAuthService, serviceActor } from './auth';

export const ADMIN_SESSION_HEADER = 'x-admin-session';
const ADMIN_TOKEN_HEADER = 'x-admin-token';

const headerOf = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
  return typeof value === 'string' && value ? value : null;
};

/**
 * How the back office knows its operators. An operator session (header `x-admin-session`) is checked
 * first; else the env token (`x-admin-token`) acts as a super service identity; else the call is
 * refused. A member's session token is neither, so it never passes, wherever it is sent. Routes that
 * need a real session (logout, who am I) refuse the env token.
 */
export const operatorResolver =
  (auth: AdminAuthService, adminToken: string | undefined) =>
  async (request: FastifyRequest, mode: 'any' | 'session'): Promise<OperatorActor> => {
    const session = headerOf(request, ADMIN_SESSION_HEADER);
    if (session) return auth.authenticate(session);
    if (mode === 'session') throw new DomainError('forbidden', { msg: '请使用后台账号登录' });
    const token = headerOf(request, ADMIN_TOKEN_HEADER);
    if (adminToken && token && sameText(token, adminToken)) return serviceActor;
    throw new DomainError('forbidden');
  };
