import type { AdminRole } from '@courtside/contract/admin';
import type { FastifyRequest } from 'fastify';
import { DomainError } from './errors';

/** Who is calling, as the session says; member routes take the member from here and nowhere else. */
export interface AuthContext {
  memberId: number;
  sessionId: number;
  siteId: number;
  deviceId: string;
}

/** Who acts in the back office, as the operator guard established it. */
export interface OperatorActor {
  /** As the audit log names it: `admin:<username>` for a session, `operator-token` for the env token. */
  name: string;
  /** Null for the env token, which is a service identity without an account. */
  adminId: number | null;
  sessionId: number | null;
  roles: readonly AdminRole[];
}

/** Whether an operator with these roles may do something allowed to `allowed`; super may do everything. */
export const mayAct = (roles: readonly AdminRole[], allowed: readonly AdminRole[]): boolean =>
  roles.includes('super') || allowed.some((role) => roles.includes(role));

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

type MemberResolver = (token: string | null, siteId: number, ip: string) => Promise<AuthContext>;
type OperatorResolver = (request: FastifyRequest, mode: 'any' | 'session') => Promise<OperatorActor>;

/**
 * Authentication as the platform offers it to every module. The account module teaches it how a
 * member token resolves and the admin module how an operator is identified; the other modules only
 * declare which of the two a route needs, and never import either module for it.
 */
export class AuthGate {
  private memberResolver: MemberResolver | null = null;
  private operatorResolver: OperatorResolver | null = null;

  provideMember(resolve: MemberResolver): void {
    this.memberResolver = resolve;
  }

  provideOperator(resolve: OperatorResolver): void {
    this.operatorResolver = resolve;
  }

  /** The member a session token belongs to, or the error code that tells the client why not. */
  memberByToken(token: string | null, siteId: number, ip: string): Promise<AuthContext> {
    if (!this.memberResolver) throw new Error('no member authentication is installed');
    return this.memberResolver(token, siteId, ip);
  }

  member(request: FastifyRequest, siteId: number): Promise<AuthContext> {
    return this.memberByToken(tokenOf(request), siteId, request.ip);
  }

  /** An operator holding one of `allowed` (super holds them all), or only a signed-in session. */
  async operator(request: FastifyRequest, allowed: readonly AdminRole[] | 'session'): Promise<OperatorActor> {
    if (!this.operatorResolver) throw new Error('no operator authentication is installed');
    const actor = await this.operatorResolver(request, allowed === 'session' ? 'session' : 'any');
    if (allowed !== 'session' && !mayAct(actor.roles, allowed)) throw new DomainError('forbidden');
    return actor;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The member the route's guard found (member routes only). */
    auth?: AuthContext;
    /** The operator the route's guard found (back-office routes only). */
    operator?: OperatorActor;
  }
}
