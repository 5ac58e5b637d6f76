import type { ErrorName } from '@courtside/contract';
import { describeUserAgent } from '@courtside/domain';
import type { Span } from '@courtside/domain/rg';
import type { AuthContext } from '../../platform/auth';
import type { ReadCache } from '../../platform/cache';
import type { Clock } from '../../platform/clock';
import { afterCommit, type Db, type Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import { newToken, sha256 } from '../../platform/secrets';
import { accountEvents } from './events';
import * as store from './store';

/** Idle expiry: every call within 22 hours keeps a session alive (spec section 6). */
export const SESSION_IDLE_MS = 22 * 60 * 60_000;
/** last_seen is written at most once a minute per session, not on every call. */
const TOUCH_EVERY_MS = 60_000;

/** Why a session ended, and the code its next call is answered with (spec section 8). */
export const revokeReasons = {
  logout: 'notLoggedIn',
  expired: 'authError',
  passwordChanged: 'passwordChanged',
  loginElsewhere: 'loginElsewhere',
  logoutOthers: 'authError',
  exchanged: 'notLoggedIn',
  blocked: 'accountBlocked',
  timedOut: 'rgTimedOut',
  selfExcluded: 'rgSelfExcluded',
  timeLimit: 'rgTimeLimitReached',
} as const satisfies Record<string, ErrorName>;
export type RevokeReason = keyof typeof revokeReasons;

interface Blocks {
  ips: Set<string>;
  devices: Set<string>;
}

/** Opaque tokens stored hashed, rolling idle expiry, revocation with reasons, IP and device blockades. */
/** How long a session looked up by its token is served again without reading it. */
const SESSION_CACHED_MS = 5_000;
const SESSION_CACHE_PREFIX = 'member-session:';

/**
 * What another module records when a session opens (safer gambling: the session's start and the
 * member's running totals then), written on the executor the session was opened on.
 */
export type SessionOpenedHook = (
  db: Executor,
  session: { sessionId: number; memberId: number; siteId: number; at: Date },
) => Promise<void>;

export class SessionService {
  private readonly openedHooks: SessionOpenedHook[] = [];

  constructor(private readonly deps: { db: Db; clock: Clock; cache: ReadCache; outbox: Outbox }) {}

  onOpened(hook: SessionOpenedHook): void {
    this.openedHooks.push(hook);
  }

  async open(
    db: Executor,
    input: { memberId: number; siteId: number; deviceId: string; ip: string; userAgent: string },
  ): Promise<{ token: string; sessionId: number }> {
    const now = this.deps.clock.now().getTime();
    const token = newToken();
    const sessionId = await store.insertSession(db, {
      tokenHash: sha256(token),
      ...input,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + SESSION_IDLE_MS),
    });
    for (const hook of this.openedHooks)
      await hook(db, { sessionId, memberId: input.memberId, siteId: input.siteId, at: new Date(now) });
    return { token, sessionId };
  }

  private blocks(siteId: number): Promise<Blocks> {
    return this.deps.cache.get(`access-blocks:${siteId}:`, async () => {
      const rows = await store.listBlocks(this.deps.db, siteId);
      return {
        ips: new Set(rows.filter((r) => r.kind === 'ip').map((r) => r.value)),
        devices: new Set(rows.filter((r) => r.kind === 'device').map((r) => r.value)),
      };
    });
  }

  /** Refuses a blocked IP or device with its own code (the web logs out after 700 ms). */
  async assertNotBlocked(siteId: number, ip: string, deviceId: string | null): Promise<void> {
    const blocks = await this.blocks(siteId);
    if (blocks.ips.has(ip)) throw new DomainError('ipBlocked');
    if (deviceId && blocks.devices.has(deviceId)) throw new DomainError('deviceBlocked');
  }

  async isBlocked(siteId: number, kind: 'ip' | 'device', value: string): Promise<boolean> {
    const blocks = await this.blocks(siteId);
    return (kind === 'ip' ? blocks.ips : blocks.devices).has(value);
  }

  /** The site's blocks as the back office lists them, newest first. */
  async pageBlocks(siteId: number, query: { kind?: 'ip' | 'device' | undefined; page: number; pageSize: number }) {
    const { rows, total } = await store.pageBlocks(this.deps.db, siteId, {
      kind: query.kind,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const items = rows.map((r) => ({
      kind: r.kind === 'device' ? ('device' as const) : ('ip' as const),
      value: r.value,
      createdAt: r.createdAt.toISOString(),
    }));
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  async setBlock(siteId: number, kind: 'ip' | 'device', value: string, blocked: boolean): Promise<void> {
    await store.setBlock(this.deps.db, siteId, kind, value, blocked);
    await this.deps.cache.invalidate(`access-blocks:${siteId}:`);
  }

  /** Resolves a token to its member, or answers with the code that tells the web app why not. */
  async authenticate(token: string | null, siteId: number, ip: string): Promise<AuthContext> {
    if (!token) throw new DomainError('notLoggedIn');
    const hash = sha256(token);
    // An ended session drops every lookup, so past its lifetime a lookup may answer while it is read again.
    const found = await this.deps.cache.getFor(
      `${SESSION_CACHE_PREFIX}${hash}`,
      SESSION_CACHED_MS,
      () => store.findSession(this.deps.db, hash),
      SESSION_CACHED_MS,
    );
    if (!found || found.siteId !== siteId) throw new DomainError('notLoggedIn');
    if (found.revokedAt)
      throw new DomainError(revokeReasons[(found.revokeReason ?? 'logout') as RevokeReason] ?? 'notLoggedIn');
    const now = this.deps.clock.now().getTime();
    if (found.expiresAt.getTime() <= now) throw new DomainError('authError');
    if (found.status === 2) throw new DomainError('accountBlocked');
    if (found.status === 0) throw new DomainError('authError');
    await this.assertNotBlocked(siteId, ip, found.deviceId);
    if (now - found.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      await store.touchSession(this.deps.db, found.sessionId, new Date(now), new Date(now + SESSION_IDLE_MS));
      // The cached lookup is this object: it now says the session was just touched.
      found.lastSeenAt = new Date(now);
      found.expiresAt = new Date(now + SESSION_IDLE_MS);
    }
    return { memberId: found.memberId, sessionId: found.sessionId, siteId, deviceId: found.deviceId };
  }

  /** Ends one session; its sockets are closed once the event is delivered (at once, through the kick). */
  async revoke(sessionId: number, reason: RevokeReason): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const memberId = await store.revokeSession(tx, sessionId, reason, new Date(this.deps.clock.now().getTime()));
      if (memberId !== null)
        await this.deps.outbox.add(tx, accountEvents.sessionEnded, { memberId, sessionIds: [sessionId] });
    });
    await this.forgetSessions();
    this.deps.outbox.kick();
  }

  /**
   * Drops every cached session lookup, here and on the other nodes. Sessions end seldom next to the
   * requests they serve, so dropping them all (each is read again once) keeps the rule simple: an
   * ended session is never served from a cache after its end committed.
   */
  forgetSessions(): Promise<void> {
    return this.deps.cache.invalidate(SESSION_CACHE_PREFIX);
  }

  /** Ends a member's sessions inside the caller's transaction; the ended event commits with them. */
  async revokeAll(db: Executor, memberId: number, reason: RevokeReason, exceptSessionId?: number): Promise<number> {
    const ended = await store.revokeSessions(
      db,
      memberId,
      reason,
      new Date(this.deps.clock.now().getTime()),
      exceptSessionId,
    );
    if (ended.length > 0) {
      await this.deps.outbox.add(db, accountEvents.sessionEnded, { memberId, sessionIds: ended });
      // Dropped as the caller's commit completes: dropped before it, a request in between could cache
      // the live row again and be let in for SESSION_CACHED_MS after the member was blocked.
      afterCommit(db, () => {
        this.forgetSessions().catch(() => {
          // Another node's copy is dropped by the sessionEnded subscriber once the event is delivered.
        });
      });
    }
    return ended.length;
  }

  /**
   * The member's activity since an instant (safer gambling's session-time limit): each session from
   * its start to its last call. The caller's own session runs to now, since its last call is this one
   * (`last_seen_at` is written at most once a minute).
   */
  async activitySince(memberId: number, since: Date, currentSessionId: number | null): Promise<Span[]> {
    const rows = await store.activitySince(this.deps.db, memberId, since);
    const now = this.deps.clock.now().getTime();
    return rows.map((r) => ({ startMs: r.startMs, endMs: r.id === currentSessionId ? now : r.endMs }));
  }

  async list(auth: AuthContext) {
    const rows = await store.listLiveSessions(this.deps.db, auth.memberId, new Date(this.deps.clock.now().getTime()));
    return rows.map((r) => ({
      id: r.id,
      current: r.id === auth.sessionId,
      deviceId: r.deviceId,
      ...describeUserAgent(r.userAgent),
      ip: r.ip,
      createdAt: r.createdAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
    }));
  }
}
