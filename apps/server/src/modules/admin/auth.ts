import { type AdminIdentity, type AdminRole, type AdminUser, adminRoleNames } from '@courtside/contract/admin';
import { insertAudit } from '../../platform/audit';
import type { OperatorActor } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import { checkPasswordHash, hashPassword, newToken, sha256 } from '../../platform/secrets';
import * as store from './store';

/** Idle expiry of an operator's session: a working day of inactivity ends it; every call rolls it on. */
export const ADMIN_SESSION_IDLE_MS = 8 * 60 * 60_000;
/** last_seen is written at most once a minute per session, not on every call. */
const TOUCH_EVERY_MS = 60_000;

/** Who acts in the back office, as the guard established it. */
export type AdminActor = OperatorActor;

/** The ADMIN_TOKEN caller: automation acting as a super operator. */
export const serviceActor: AdminActor = { name: 'operator-token', adminId: null, sessionId: null, roles: ['super'] };

const rolesOf = (stored: readonly string[]): AdminRole[] => adminRoleNames.filter((role) => stored.includes(role));

const identityOf = (row: { id: number; username: string; roles: string[] }): AdminIdentity => ({
  id: row.id,
  username: row.username,
  roles: rolesOf(row.roles),
});

const userOf = (row: store.AdminUserRow): AdminUser => ({
  ...identityOf(row),
  status: row.status === 'disabled' ? 'disabled' : 'active',
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

const actorOf = (admin: { id: number; username: string; roles: string[] }, sessionId: number): AdminActor => ({
  name: `admin:${admin.username}`,
  adminId: admin.id,
  sessionId,
  roles: rolesOf(admin.roles),
});

const notFound = () => new DomainError('notFound', { msg: '后台用户不存在' });
const sessionEnded = () => new DomainError('notLoggedIn', { msg: '后台登录已失效，请重新登录' });

/**
 * Operator accounts and their sessions: the bootstrap admin from the environment, login with the same
 * timing for unknown names and wrong passwords, rolling 8-hour sessions, and the super operator's
 * management of other operators. Every change and every failed login is written to the audit log.
 */
export class AdminAuthService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  private now(): Date {
    return new Date(this.deps.clock.now().getTime());
  }

  private audit(db: Executor, actor: string, action: string, detail: Record<string, unknown>) {
    return insertAudit(db, { actor, action, detail });
  }

  /**
   * Creates the first operator, with role super, unless an operator of that name exists. Several
   * nodes starting together race on the unique name index; the losers' inserts do nothing. An
   * existing admin is left as it is: changing ADMIN_PASSWORD later does not reset a password.
   */
  async ensureBootstrapAdmin(username: string, password: string): Promise<boolean> {
    if (await store.findAdminByName(this.deps.db, username)) return false;
    const passwordHash = await hashPassword(password);
    return this.deps.db.transaction(async (tx) => {
      const created = await store.insertAdmin(tx, { username, passwordHash, roles: ['super'] });
      if (!created) return false;
      await this.audit(tx, 'environment', 'admin.bootstrap', {
        adminId: created.id,
        username,
        after: { roles: created.roles, status: created.status },
      });
      return true;
    });
  }

  /** The password is checked (against a decoy for unknown names) before anything else is revealed. */
  async login(ip: string, input: { username: string; password: string }) {
    const { db } = this.deps;
    const admin = await store.findAdminByName(db, input.username);
    const matches = await checkPasswordHash(admin?.passwordHash ?? null, input.password);
    if (!admin || !matches) {
      await this.audit(db, 'anonymous', 'admin.loginFailed', {
        username: input.username,
        ip,
        reason: admin ? 'wrongPassword' : 'unknownName',
      });
      throw new DomainError('loginFailed');
    }
    if (admin.status !== 'active') {
      await this.audit(db, `admin:${admin.username}`, 'admin.loginFailed', { ip, reason: 'disabled' });
      throw new DomainError('forbidden', { msg: '该后台账号已停用' });
    }
    const now = this.now();
    const token = newToken();
    return db.transaction(async (tx) => {
      const sessionId = await store.insertAdminSession(tx, {
        tokenHash: sha256(token),
        adminId: admin.id,
        ip,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + ADMIN_SESSION_IDLE_MS),
      });
      await store.updateAdmin(tx, admin.id, { lastLoginAt: now });
      await this.audit(tx, `admin:${admin.username}`, 'admin.login', { sessionId, ip });
      return { token, admin: identityOf(admin) };
    });
  }

  /** Resolves a session token to its operator; roles are read fresh, so a change applies at once. */
  async authenticate(token: string): Promise<AdminActor> {
    const found = await store.findAdminSession(this.deps.db, sha256(token));
    if (!found || found.revokedAt || found.admin.status !== 'active') throw sessionEnded();
    const now = this.deps.clock.now().getTime();
    if (found.expiresAt.getTime() <= now) throw sessionEnded();
    if (now - found.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      await store.touchAdminSession(
        this.deps.db,
        found.sessionId,
        new Date(now),
        new Date(now + ADMIN_SESSION_IDLE_MS),
      );
    }
    return actorOf(found.admin, found.sessionId);
  }

  async logout(actor: AdminActor): Promise<null> {
    if (actor.sessionId === null) return null;
    await this.deps.db.transaction(async (tx) => {
      await store.revokeAdminSession(tx, actor.sessionId!, this.now());
      await this.audit(tx, actor.name, 'admin.logout', { sessionId: actor.sessionId });
    });
    return null;
  }

  async me(actor: AdminActor): Promise<AdminIdentity> {
    if (actor.adminId === null) throw new DomainError('forbidden', { msg: '请使用后台账号登录' });
    const admin = await store.findAdminById(this.deps.db, actor.adminId);
    if (!admin) throw sessionEnded();
    return identityOf(admin);
  }

  async list(): Promise<{ items: AdminUser[] }> {
    return { items: (await store.listAdmins(this.deps.db)).map(userOf) };
  }

  async create(actor: AdminActor, input: { username: string; password: string; roles: AdminRole[] }) {
    const passwordHash = await hashPassword(input.password);
    return this.deps.db.transaction(async (tx) => {
      const created = await store.insertAdmin(tx, { username: input.username, passwordHash, roles: input.roles });
      if (!created) throw new DomainError('nameTaken', { msg: '该后台用户名已存在' });
      await this.audit(tx, actor.name, 'admin.create', {
        adminId: created.id,
        username: created.username,
        before: null,
        after: { roles: created.roles, status: created.status },
      });
      return userOf(created);
    });
  }

  async setRoles(actor: AdminActor, input: { adminId: number; roles: AdminRole[] }) {
    // Without this an operator could lock the last super out by accident; another super must do it.
    if (input.adminId === actor.adminId && !input.roles.includes('super')) {
      throw new DomainError('invalidParameter', { msg: '不能移除自己的超级管理员角色' });
    }
    return this.deps.db.transaction(async (tx) => {
      const before = await store.findAdminForUpdate(tx, input.adminId);
      if (!before) throw notFound();
      const after = (await store.updateAdmin(tx, input.adminId, { roles: input.roles }))!;
      await this.audit(tx, actor.name, 'admin.roles', {
        adminId: after.id,
        username: after.username,
        before: before.roles,
        after: after.roles,
      });
      return userOf(after);
    });
  }

  /** Disables an operator and ends every session they have, in one transaction. */
  async disable(actor: AdminActor, input: { adminId: number }) {
    if (input.adminId === actor.adminId) throw new DomainError('invalidParameter', { msg: '不能停用自己的账号' });
    return this.deps.db.transaction(async (tx) => {
      const before = await store.findAdminForUpdate(tx, input.adminId);
      if (!before) throw notFound();
      const after = (await store.updateAdmin(tx, input.adminId, { status: 'disabled' }))!;
      const revokedSessions = await store.revokeAdminSessions(tx, input.adminId, this.now());
      await this.audit(tx, actor.name, 'admin.disable', {
        adminId: after.id,
        username: after.username,
        before: before.status,
        after: after.status,
        revokedSessions,
      });
      return userOf(after);
    });
  }
}
