import { type AdminIdentity, type AdminRole, type AdminUser, adminRoleNames } from '@courtside/contract/admin';
import { insertAudit } from '../../platform/audit';
import type { OperatorActor } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import { checkPasswordHash, hashPassword, newToken, sha256 } from '../../platform/secrets';
import * as store from './store';
import { matchTotp, newTotpSecret, totpUri } from './totp';

/** last_seen is written at most once a minute per session, not on every call. */
const TOUCH_EVERY_MS = 60_000;
/** Failed logins of one name within LOCK_WINDOW_MS that lock it for the rest of the window. */
const LOCK_AFTER_FAILURES = 5;
const LOCK_WINDOW_MS = 15 * 60_000;
const TOTP_ISSUER = 'Courtside 后台';

/** The CSRF token of a session: derived from its token, so only a holder of the session can know it. */
export const csrfTokenOf = (sessionToken: string): string => sha256(`csrf:${sessionToken}`);

/** Who acts in the back office, as the guard established it. */
export type AdminActor = OperatorActor;

/** The ADMIN_TOKEN caller: automation acting as a super operator. */
export const serviceActor: AdminActor = { name: 'operator-token', adminId: null, sessionId: null, roles: ['super'] };

const rolesOf = (stored: readonly string[]): AdminRole[] => adminRoleNames.filter((role) => stored.includes(role));

const identityOf = (row: {
  id: number;
  username: string;
  roles: string[];
  totpSecret: string | null;
}): AdminIdentity => ({
  id: row.id,
  username: row.username,
  roles: rolesOf(row.roles),
  totp: row.totpSecret !== null,
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
  private readonly idleMs: number;

  constructor(private readonly deps: { db: Db; clock: Clock; idleMinutes: number }) {
    this.idleMs = deps.idleMinutes * 60_000;
  }

  get idleMinutes(): number {
    return this.deps.idleMinutes;
  }

  private now(): Date {
    return new Date(this.deps.clock.now().getTime());
  }

  private audit(db: Executor, actor: string, action: string, detail: Record<string, unknown>, ip?: string) {
    return insertAudit(db, { actor, action, detail, ...(ip ? { ip } : {}) });
  }

  /** Failed logins of this name in the lock window, as the audit log has them. */
  private recentFailures(username: string): Promise<number> {
    return store.countLoginFailures(this.deps.db, username, new Date(this.deps.clock.now().getTime() - LOCK_WINDOW_MS));
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

  /**
   * The password is checked (against a decoy for unknown names) before anything else is revealed;
   * then the second factor, when the operator has one. Five failures of a name in 15 minutes lock it
   * for the rest of those minutes, on top of the per-IP rate limit.
   */
  async login(ip: string, input: { username: string; password: string; otp?: string | undefined }) {
    const { db } = this.deps;
    if ((await this.recentFailures(input.username)) >= LOCK_AFTER_FAILURES) {
      await this.audit(db, 'anonymous', 'admin.loginLocked', { username: input.username }, ip);
      throw new DomainError('loginLocked');
    }
    const admin = await store.findAdminByName(db, input.username);
    const matches = await checkPasswordHash(admin?.passwordHash ?? null, input.password);
    const fail = async (reason: string) =>
      this.audit(db, 'anonymous', 'admin.loginFailed', { username: input.username, reason }, ip);
    if (!admin || !matches) {
      await fail(admin ? 'wrongPassword' : 'unknownName');
      throw new DomainError('loginFailed');
    }
    if (admin.status !== 'active') {
      await this.audit(db, `admin:${admin.username}`, 'admin.loginFailed', { reason: 'disabled' }, ip);
      throw new DomainError('forbidden', { msg: '该后台账号已停用' });
    }
    const now = this.now();
    let step: number | null = null;
    if (admin.totpSecret) {
      if (!input.otp) throw new DomainError('otpRequired');
      step = matchTotp(admin.totpSecret, input.otp, now.getTime(), admin.totpLastStep);
      if (step === null) {
        await fail('wrongOtp');
        throw new DomainError('otpWrong');
      }
    }
    return db.transaction(async (tx) => {
      // Two logins racing with the same code: only the first moves the last step on.
      if (step !== null && !(await store.takeTotpStep(tx, admin.id, step))) throw new DomainError('otpWrong');
      const token = newToken();
      const sessionId = await store.insertAdminSession(tx, {
        tokenHash: sha256(token),
        adminId: admin.id,
        ip,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + this.idleMs),
      });
      await store.updateAdmin(tx, admin.id, { lastLoginAt: now });
      await this.audit(tx, `admin:${admin.username}`, 'admin.login', { sessionId }, ip);
      return { token, csrfToken: csrfTokenOf(token), idleMinutes: this.idleMinutes, admin: identityOf(admin) };
    });
  }

  /** Resolves a session token to its operator; roles are read fresh, so a change applies at once. */
  async authenticate(token: string, viaCookie = false): Promise<AdminActor> {
    const found = await store.findAdminSession(this.deps.db, sha256(token));
    if (!found || found.revokedAt || found.admin.status !== 'active') throw sessionEnded();
    const now = this.deps.clock.now().getTime();
    if (found.expiresAt.getTime() <= now) throw sessionEnded();
    if (now - found.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      await store.touchAdminSession(this.deps.db, found.sessionId, new Date(now), new Date(now + this.idleMs));
    }
    const actor = actorOf(found.admin, found.sessionId);
    return viaCookie ? { ...actor, csrfToken: csrfTokenOf(token) } : actor;
  }

  async logout(actor: AdminActor): Promise<null> {
    if (actor.sessionId === null) return null;
    await this.deps.db.transaction(async (tx) => {
      await store.revokeAdminSession(tx, actor.sessionId!, this.now());
      await this.audit(tx, actor.name, 'admin.logout', { sessionId: actor.sessionId });
    });
    return null;
  }

  /** Who is signed in, with the CSRF token the console sends on its writes (empty for a header session). */
  async me(actor: AdminActor) {
    if (actor.adminId === null) throw new DomainError('forbidden', { msg: '请使用后台账号登录' });
    const admin = await store.findAdminById(this.deps.db, actor.adminId);
    if (!admin) throw sessionEnded();
    return { csrfToken: actor.csrfToken ?? '', idleMinutes: this.idleMinutes, admin: identityOf(admin) };
  }

  private async ownAccount(actor: AdminActor) {
    if (actor.adminId === null) throw new DomainError('forbidden', { msg: '请使用后台账号登录' });
    const admin = await store.findAdminById(this.deps.db, actor.adminId);
    if (!admin) throw sessionEnded();
    return admin;
  }

  /** A new secret for the operator's authenticator; it guards logins only once a code from it is confirmed. */
  async totpSetup(actor: AdminActor) {
    const admin = await this.ownAccount(actor);
    const secret = newTotpSecret();
    await this.deps.db.transaction(async (tx) => {
      await store.updateAdmin(tx, admin.id, { totpPending: secret });
      await this.audit(tx, actor.name, 'admin.totpSetup', { adminId: admin.id });
    });
    return { secret, uri: totpUri(TOTP_ISSUER, admin.username, secret) };
  }

  async totpEnable(actor: AdminActor, code: string): Promise<AdminIdentity> {
    const admin = await this.ownAccount(actor);
    if (!admin.totpPending) throw new DomainError('invalidParameter', { msg: '请先生成动态验证码密钥' });
    const step = matchTotp(admin.totpPending, code, this.deps.clock.now().getTime(), null);
    if (step === null) throw new DomainError('otpWrong');
    return this.deps.db.transaction(async (tx) => {
      const after = (await store.updateAdmin(tx, admin.id, {
        totpSecret: admin.totpPending,
        totpPending: null,
        totpLastStep: step,
      }))!;
      await this.audit(tx, actor.name, 'admin.totpEnable', {
        adminId: admin.id,
        before: admin.totpSecret !== null,
        after: true,
      });
      return identityOf(after);
    });
  }

  async totpDisable(actor: AdminActor, code: string): Promise<AdminIdentity> {
    const admin = await this.ownAccount(actor);
    if (!admin.totpSecret) throw new DomainError('invalidParameter', { msg: '尚未开启动态验证码' });
    if (matchTotp(admin.totpSecret, code, this.deps.clock.now().getTime(), admin.totpLastStep) === null) {
      throw new DomainError('otpWrong');
    }
    return this.deps.db.transaction(async (tx) => {
      const after = (await store.updateAdmin(tx, admin.id, { totpSecret: null, totpLastStep: null }))!;
      await this.audit(tx, actor.name, 'admin.totpDisable', { adminId: admin.id, before: true, after: false });
      return identityOf(after);
    });
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

  /**
   * Lets a disabled operator sign in again. Their roles and second factor are as they were; the
   * sessions that disabling ended stay ended, so they start with a fresh login.
   */
  async enable(actor: AdminActor, input: { adminId: number }) {
    // A signed-in operator is active by definition; asking to enable oneself is a mistaken click.
    if (input.adminId === actor.adminId) throw new DomainError('invalidParameter', { msg: '不能启用自己的账号' });
    return this.deps.db.transaction(async (tx) => {
      const before = await store.findAdminForUpdate(tx, input.adminId);
      if (!before) throw notFound();
      if (before.status === 'active') throw new DomainError('invalidParameter', { msg: '该账号已是启用状态' });
      const after = (await store.updateAdmin(tx, input.adminId, { status: 'active' }))!;
      await this.audit(tx, actor.name, 'admin.enable', {
        adminId: after.id,
        username: after.username,
        before: before.status,
        after: after.status,
      });
      return userOf(after);
    });
  }
}
