import type { AdminRole, RouteAccess } from '@courtside/contract/admin';
import type { FastifyRequest } from 'fastify';
import { DomainError } from './errors';
import { sameText } from './secrets';

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
  /**
   * Set when the session came in the console's cookie, which a browser sends by itself: every write
   * must then carry this token in `x-csrf-token`. Headers and the env token are never sent by
   * themselves, so they need none.
   */
  csrfToken?: string;
}

export const CSRF_HEADER = 'x-csrf-token';

/** Whether an operator with these roles may do something allowed to `allowed`; super may do everything. */
export const mayAct = (roles: readonly AdminRole[], allowed: readonly AdminRole[]): boolean =>
  roles.includes('super') || allowed.some((role) => roles.includes(role));

const TOKEN_COOKIE = 'tb-token';

/** A cookie's value from the request, or null. */
export const cookieOf = (request: FastifyRequest, name: string): string | null => {
  const cookies = request.headers.cookie;
  if (!cookies) return null;
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim()) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
};

/** The session token: header `token`, else the `tb-token` cookie (spec section 6). */
export const tokenOf = (request: FastifyRequest): string | null => {
  const header = request.headers.token;
  if (typeof header === 'string' && header) return header;
  return cookieOf(request, TOKEN_COOKIE);
};

type MemberResolver = (token: string | null, siteId: number, ip: string) => Promise<AuthContext>;
type MemberRestriction = (auth: AuthContext, request: FastifyRequest) => Promise<void>;
/**
 * `act`: may this caller open an account or move money; `browse`: may they see the site at all;
 * `browseNoticed`: the same for a client that read the access notice and went on (the go flag).
 */
export type LocationScope = 'act' | 'browse' | 'browseNoticed';
type LocationCheck = (siteId: number, ip: string, scope: LocationScope) => Promise<void>;
type OperatorResolver = (request: FastifyRequest, mode: 'any' | 'session') => Promise<OperatorActor>;

/**
 * Authentication as the platform offers it to every module. The account module teaches it how a
 * member token resolves and the admin module how an operator is identified; the other modules only
 * declare which of the two a route needs, and never import either module for it.
 */
export class AuthGate {
  private memberResolver: MemberResolver | null = null;
  private operatorResolver: OperatorResolver | null = null;
  private restriction: MemberRestriction | null = null;
  private location: LocationCheck | null = null;

  provideMember(resolve: MemberResolver): void {
    this.memberResolver = resolve;
  }

  /** A check every member route runs after the session resolved (the safer-gambling block). */
  provideRestriction(check: MemberRestriction): void {
    this.restriction = check;
  }

  /**
   * Where a caller may be (the geo gate): `act` for the routes that take money or open an account,
   * `browse` for the site's first call (perInfo), which says whether the site is shown at all.
   */
  provideLocation(check: LocationCheck): void {
    this.location = check;
  }

  async checkLocation(siteId: number, ip: string, scope: LocationScope = 'act'): Promise<void> {
    if (this.location) await this.location(siteId, ip, scope);
  }

  provideOperator(resolve: OperatorResolver): void {
    this.operatorResolver = resolve;
  }

  /** The member a session token belongs to, or the error code that tells the client why not. */
  memberByToken(token: string | null, siteId: number, ip: string): Promise<AuthContext> {
    if (!this.memberResolver) throw new Error('no member authentication is installed');
    return this.memberResolver(token, siteId, ip);
  }

  async member(request: FastifyRequest, siteId: number): Promise<AuthContext> {
    const auth = await this.memberByToken(tokenOf(request), siteId, request.ip);
    if (this.restriction) await this.restriction(auth, request);
    return auth;
  }

  /**
   * An operator holding one of the route's roles (super holds them all), or any signed-in operator
   * for a 'session' route; a write of a cookie session also needs the session's CSRF token.
   */
  async operator(request: FastifyRequest, access: RouteAccess): Promise<OperatorActor> {
    if (!this.operatorResolver) throw new Error('no operator authentication is installed');
    const { roles: allowed } = access;
    const actor = await this.operatorResolver(request, allowed === 'session' ? 'session' : 'any');
    if (actor.csrfToken !== undefined && access.write) {
      const sent = request.headers[CSRF_HEADER];
      if (typeof sent !== 'string' || !sameText(sent, actor.csrfToken)) throw new DomainError('csrfFailed');
    }
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
