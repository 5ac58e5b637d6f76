import type { ErrorName, LoginResult, MemberSummary } from '@courtside/contract';
import { checkPassword, isWeakPassword, maskEmail, maskPhone } from '@courtside/domain';
import type { AuthContext } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { type Db, type Executor, pgErrorCode } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import { checkPasswordHash, hashPassword, newInviteCode, newToken, sha256 } from '../../platform/secrets';
import type { SiteService } from '../site';
import type { CaptchaService, SafetyAnswer } from './captcha';
import type { CodePurpose, CodeService } from './codes';
import { accountEvents, type SecurityChange } from './events';
import type { SessionService } from './sessions';
import * as store from './store';

/** Where a request came from: its site and the client address. */
export interface RequestMeta {
  siteId: number;
  ip: string;
  userAgent: string;
  /** The robot pass the call carried (`x-robot`), spent only by a call that needs it. */
  robotPass?: string | null;
}

const FAILURE_WINDOW_MS = 30 * 60_000;
const DEFAULT_TRIGGER_TIMES = 3;
/**
 * Wrong logins from one address, across names, before every login from it needs a captcha. Far above
 * the per-name count: members behind one address (an office, a carrier's NAT) must not all meet a
 * captcha because one of them mistyped three times; one address walking through names still does.
 * Site parameter `login_verify_ip_trigger_times`.
 */
const DEFAULT_IP_TRIGGER_TIMES = 20;
/** Wrong current-password tries (login or withdrawal password) before the member must wait. */
const OWN_PASSWORD_TRIES = 5;
const DORMANT_TICKET_TTL_MS = 10 * 60_000;
const RECOVERY_TTL_MS = 15 * 60_000;
const RECOVERY_TICKET_TTL_MS = 10 * 60_000;

const keys = {
  loginName: (siteId: number, name: string) => `login:name:${siteId}:${name.toLowerCase()}`,
  loginIp: (siteId: number, ip: string) => `login:ip:${siteId}:${ip}`,
  ownPassword: (memberId: number, which: string) => `own:${which}:${memberId}`,
};

export const summaryOf = (m: store.MemberRow): MemberSummary => ({
  id: m.id,
  name: m.name,
  nickname: m.nickname,
  vipLevel: m.vipLevel,
  status: m.status === 0 || m.status === 2 ? m.status : 1,
});

export interface AccountServiceDeps {
  db: Db;
  clock: Clock;
  site: SiteService;
  sessions: SessionService;
  captcha: CaptchaService;
  codes: CodeService;
  outbox: Outbox;
}

/**
 * What another module does for a new member: it reads what it needs for the site before the
 * registration's transaction (PGlite has one connection, so nothing may read beside it) and answers
 * the write to make inside it, or null.
 */
export type RegistrationHook = (
  siteId: number,
  details: RegistrationDetails,
) => Promise<((tx: Executor, memberId: number) => Promise<void>) | null>;

/** What a registration gives the other modules besides the account itself. */
export interface RegistrationDetails {
  /** 'YYYY-MM-DD', already checked by the registration check; null when none was asked or given. */
  birthDate: string | null;
}

/** Why a login is refused after the password matched (a safer-gambling block), with its details. */
export interface LoginRefusal {
  name: ErrorName;
  msg: string;
  data: Record<string, unknown>;
}

/** Register, log in, log out, passwords, dormant activation and recovery. */
export class AccountService {
  private readonly registrationHooks: RegistrationHook[] = [];

  constructor(private readonly deps: AccountServiceDeps) {}

  private loginGate: ((memberId: number) => Promise<LoginRefusal | null>) | null = null;
  private registrationCheck: ((siteId: number, details: RegistrationDetails) => Promise<void>) | null = null;

  /** A check of a registration's details before anything is written (the age gate); it throws to refuse. */
  useRegistrationCheck(check: (siteId: number, details: RegistrationDetails) => Promise<void>): void {
    this.registrationCheck = check;
  }

  /**
   * A check after the password matched (the safer-gambling block). Its refusal is the login's answer,
   * carrying a withdraw-only session (`withdrawToken`) so the member can still take their money out.
   */
  useLoginGate(gate: (memberId: number) => Promise<LoginRefusal | null>): void {
    this.loginGate = gate;
  }

  /**
   * Lets a module set a new member up in the registration's own transaction (the wallet's
   * auto-transfer default), without this module knowing the others.
   */
  onRegistered(hook: RegistrationHook): void {
    this.registrationHooks.push(hook);
  }

  private now(): Date {
    return new Date(this.deps.clock.now().getTime());
  }

  private windowStart(): Date {
    return new Date(this.deps.clock.now().getTime() - FAILURE_WINDOW_MS);
  }

  private async triggerTimes(siteId: number): Promise<number> {
    const { login_verify_trigger_times: raw } = await this.deps.site.paramValues(siteId, [
      'login_verify_trigger_times',
    ]);
    const parsed = Number(raw);
    return Number.isInteger(parsed) && parsed >= 0 ? parsed : DEFAULT_TRIGGER_TIMES;
  }

  private async ipTriggerTimes(siteId: number): Promise<number> {
    const { login_verify_ip_trigger_times: raw } = await this.deps.site.paramValues(siteId, [
      'login_verify_ip_trigger_times',
    ]);
    const parsed = Number(raw);
    return Number.isInteger(parsed) && parsed > 0 ? parsed : DEFAULT_IP_TRIGGER_TIMES;
  }

  private async flag(siteId: number, key: string): Promise<boolean> {
    const values = await this.deps.site.paramValues(siteId, [key]);
    return values[key] === '1';
  }

  /**
   * The safety gate: without an answer the caller is told which dialog types to offer; a wrong or
   * reused answer is told the same again, so the dialog simply reopens.
   */
  async requireSafety(siteId: number, answer: SafetyAnswer): Promise<void> {
    const challenge = this.deps.captcha.challenge();
    if (!answer.verifyType) throw new DomainError('safetyVerify', { data: challenge });
    if (!(await this.deps.captcha.verify(siteId, answer))) {
      throw new DomainError('safetyVerify', { msg: '验证未通过，请重新验证', data: challenge });
    }
  }

  async checkName(siteId: number, name: string): Promise<{ available: boolean }> {
    return { available: (await store.findMemberByName(this.deps.db, siteId, name)) === null };
  }

  private async signIn(
    db: Executor,
    meta: RequestMeta,
    member: store.MemberRow,
    deviceId: string,
    single: boolean,
  ): Promise<LoginResult> {
    if (single) await this.deps.sessions.revokeAll(db, member.id, 'loginElsewhere');
    const { token } = await this.deps.sessions.open(db, {
      memberId: member.id,
      siteId: meta.siteId,
      deviceId,
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    const updated = await store.updateMember(db, member.id, { lastLoginAt: this.now() });
    return { token, member: summaryOf(updated ?? member) };
  }

  async register(
    meta: RequestMeta,
    input: SafetyAnswer & {
      name: string;
      password: string;
      deviceId: string;
      inviteCode?: string | undefined;
      recommendCode?: string | undefined;
      phone?: string | undefined;
      code?: string | undefined;
      birthDate?: string | undefined;
    },
  ): Promise<LoginResult> {
    const { db } = this.deps;
    const { siteId } = meta;
    await this.deps.sessions.assertNotBlocked(siteId, meta.ip, input.deviceId);
    const details: RegistrationDetails = { birthDate: input.birthDate || null };
    if (this.registrationCheck) await this.registrationCheck(siteId, details);
    if (await this.flag(siteId, 'register_verify')) await this.requireSafety(siteId, input);
    if (await store.findMemberByName(db, siteId, input.name)) throw new DomainError('nameTaken');

    const invitedBy = input.inviteCode ? await store.findMemberByInviteCode(db, siteId, input.inviteCode) : null;
    if (input.inviteCode && !invitedBy) throw new DomainError('inviteCodeInvalid');

    let phone: string | null = null;
    if (await this.flag(siteId, 'fast_register_verify')) {
      if (!input.phone || !input.code) {
        throw new DomainError('invalidParameter', { msg: '请输入手机号和验证码', data: { field: 'phone' } });
      }
      if (await store.contactTakenBy(db, siteId, 1, input.phone)) throw new DomainError('contactTaken');
      await this.deps.codes.verify({ siteId, channel: 1, target: input.phone, purpose: 'register' }, input.code);
      phone = input.phone;
    }

    const passwordHash = await hashPassword(input.password);
    const setUps = await Promise.all(this.registrationHooks.map((hook) => hook(siteId, details)));
    return db.transaction(async (tx) => {
      const created = await store.insertMember(tx, {
        siteId,
        name: input.name,
        passwordHash,
        nickname: input.name,
        phone,
        inviteCode: newInviteCode(),
        invitedBy: invitedBy?.id ?? null,
        recommendCode: input.recommendCode || null,
        registerIp: meta.ip,
        registerDevice: input.deviceId,
      });
      // Lost a race for the name (or, rarer, the phone) to a concurrent registration.
      if (!created) {
        throw new DomainError((await store.findMemberByName(tx, siteId, input.name)) ? 'nameTaken' : 'contactTaken');
      }
      for (const setUp of setUps) await setUp?.(tx, created.id);
      return this.signIn(tx, meta, created, input.deviceId, false);
    });
  }

  /**
   * Login. The password is checked (against a decoy hash for unknown names, so both take the same
   * time) before anything about the account is revealed. The captcha is asked of the name that had
   * `login_verify_trigger_times` failures, and of an address only past its own, much higher count.
   */
  async login(
    meta: RequestMeta,
    input: SafetyAnswer & { name: string; password: string; deviceId: string },
  ): Promise<LoginResult> {
    const { db } = this.deps;
    const { siteId } = meta;
    await this.deps.sessions.assertNotBlocked(siteId, meta.ip, input.deviceId);
    const nameKey = keys.loginName(siteId, input.name);
    const ipKey = keys.loginIp(siteId, meta.ip);
    const [byName, byIp] = await Promise.all([
      store.maxFailures(db, [nameKey], this.windowStart()),
      store.maxFailures(db, [ipKey], this.windowStart()),
    ]);
    if (byName >= (await this.triggerTimes(siteId)) || byIp >= (await this.ipTriggerTimes(siteId))) {
      await this.requireSafety(siteId, input);
    }

    const member = await store.findMemberByName(db, siteId, input.name);
    const matches = await checkPasswordHash(member?.passwordHash ?? null, input.password);
    if (!member || !matches) {
      const now = this.now();
      await store.bumpFailures(db, nameKey, now, this.windowStart());
      await store.bumpFailures(db, ipKey, now, this.windowStart());
      throw new DomainError('loginFailed');
    }
    await store.clearFailures(db, nameKey);
    if (member.status === 2) throw new DomainError('accountBlocked');
    if (member.status === 0) {
      const ticket = newToken();
      await store.insertTicket(db, {
        hash: sha256(ticket),
        kind: 'dormant',
        memberId: member.id,
        expiresAt: new Date(this.deps.clock.now().getTime() + DORMANT_TICKET_TTL_MS),
      });
      throw new DomainError('accountDormant', { data: { ticket } });
    }
    const refusal = this.loginGate ? await this.loginGate(member.id) : null;
    if (refusal) {
      const { token } = await this.deps.sessions.open(db, {
        memberId: member.id,
        siteId,
        deviceId: input.deviceId,
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
      // The member too, so the web keeps the withdraw-only session as it keeps a login's.
      throw new DomainError(refusal.name, {
        msg: refusal.msg,
        data: { ...refusal.data, withdrawToken: token, member: summaryOf(member) },
      });
    }
    const single = await this.flag(siteId, 'single_session');
    const weak = isWeakPassword(input.password);
    return db.transaction(async (tx) => {
      if (weak !== member.passwordWeak) await store.updateMember(tx, member.id, { passwordWeak: weak });
      return this.signIn(tx, meta, member, input.deviceId, single);
    });
  }

  async logout(auth: AuthContext): Promise<null> {
    await this.deps.sessions.revoke(auth.sessionId, 'logout');
    return null;
  }

  /** A new session on the caller's device, replacing the one the caller just gave up. */
  private async freshSession(
    db: Executor,
    auth: AuthContext,
    meta: RequestMeta,
    member: store.MemberRow,
  ): Promise<LoginResult> {
    const { token } = await this.deps.sessions.open(db, {
      memberId: member.id,
      siteId: meta.siteId,
      deviceId: auth.deviceId,
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    return { token, member: summaryOf(member) };
  }

  /** Trades the session behind an entry token for a new one on the same device. */
  async exchangeToken(auth: AuthContext, meta: RequestMeta): Promise<LoginResult> {
    const member = await this.member(auth.memberId);
    const fresh = await this.deps.db.transaction(async (tx) => {
      await store.revokeSession(tx, auth.sessionId, 'exchanged', this.now());
      return this.freshSession(tx, auth, meta, member);
    });
    await this.deps.sessions.forgetSessions();
    return fresh;
  }

  async logoutOthers(auth: AuthContext): Promise<{ revoked: number }> {
    return { revoked: await this.deps.sessions.revokeAll(this.deps.db, auth.memberId, 'logoutOthers', auth.sessionId) };
  }

  /** Back office: members of a site by name or nickname prefix or id, a page at a time. */
  async searchMembers(siteId: number, filter: { keyword?: string | undefined; page: number; pageSize: number }) {
    const { rows, total } = await store.searchMembers(this.deps.db, siteId, {
      keyword: filter.keyword ?? '',
      limit: filter.pageSize,
      offset: (filter.page - 1) * filter.pageSize,
    });
    return {
      items: rows.map((m) => ({
        ...summaryOf(m),
        createdAt: m.createdAt.toISOString(),
        lastLoginAt: m.lastLoginAt?.toISOString() ?? null,
        phone: maskPhone(m.phone),
      })),
      total,
      page: filter.page,
      pageSize: filter.pageSize,
    };
  }

  /** Back office: how many members of the site were active since the instant. */
  activeMembers(siteId: number, since: Date): Promise<number> {
    return store.countActiveMembers(this.deps.db, siteId, since);
  }

  /** Back office: a member's profile for the 360 view, with its latest sessions and their addresses. */
  async memberProfile(siteId: number, memberId: number) {
    const m = await store.findMemberById(this.deps.db, memberId);
    if (!m || m.siteId !== siteId) throw new DomainError('notFound', { msg: '会员不存在' });
    const sessions = await store.listMemberSessions(this.deps.db, memberId, 20);
    return {
      member: {
        ...summaryOf(m),
        createdAt: m.createdAt.toISOString(),
        lastLoginAt: m.lastLoginAt?.toISOString() ?? null,
        phone: maskPhone(m.phone),
        email: maskEmail(m.email),
        inviteCode: m.inviteCode,
        registerIp: m.registerIp,
      },
      sessions: sessions.map((s) => ({
        id: s.id,
        ip: s.ip,
        deviceId: s.deviceId,
        userAgent: s.userAgent,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        revokedAt: s.revokedAt?.toISOString() ?? null,
        revokeReason: s.revokeReason,
      })),
    };
  }

  /** A member by id; pass the transaction when inside one (PGlite has a single connection). */
  async member(memberId: number, db: Executor = this.deps.db): Promise<store.MemberRow> {
    const member = await store.findMemberById(db, memberId);
    if (!member) throw new DomainError('notLoggedIn');
    return member;
  }

  /** Whether the member belongs to the site (pass the transaction when inside one). */
  async isMemberOf(siteId: number, memberId: number, db: Executor = this.deps.db): Promise<boolean> {
    const member = await store.findMemberById(db, memberId);
    return member?.siteId === siteId;
  }

  /** A chunk of a site's members in id order, after `afterId` (see `store.memberIdsAfter`). */
  memberIdsAfter(
    db: Executor,
    siteId: number,
    segment: { minVipLevel?: number; ids?: readonly number[] },
    afterId: number,
    limit: number,
  ): Promise<number[]> {
    return store.memberIdsAfter(db, siteId, segment, afterId, limit);
  }

  /** Usernames of the given members; an id with no member is left out. */
  memberNames(memberIds: number[]): Promise<Map<number, string>> {
    return store.memberNames(this.deps.db, [...new Set(memberIds)]);
  }

  /** Nicknames and VIP levels of the given members; an id with no member is left out. */
  memberBadges(memberIds: number[]): Promise<Map<number, { nickname: string; vipLevel: number }>> {
    return store.memberBadges(this.deps.db, [...new Set(memberIds)]);
  }

  /** The hash cannot be read back, so weakness is judged from the plain password at each login. */
  async passwordCheck(auth: AuthContext): Promise<{ weak: boolean; changedAt: string | null }> {
    const member = await this.member(auth.memberId);
    return { weak: member.passwordWeak, changedAt: member.passwordChangedAt?.toISOString() ?? null };
  }

  /**
   * Checks a member's own current password (login or withdrawal); five wrong tries in half an hour
   * and the member must wait, so a borrowed session cannot guess it. `asked` says how the page asked
   * for it: as the old one of a change (原密码) or as itself, so the refusal names the password the
   * member typed, and says how many tries are left.
   */
  async checkOwnSecret(
    memberId: number,
    which: 'login' | 'withdraw',
    stored: string | null,
    given: string,
    asked: 'old' | 'current' = 'current',
  ): Promise<void> {
    const { db } = this.deps;
    const key = keys.ownPassword(memberId, which);
    if ((await store.maxFailures(db, [key], this.windowStart())) >= OWN_PASSWORD_TRIES) {
      throw new DomainError('rateLimitedMember', { msg: '密码错误次数过多，请30分钟后再试' });
    }
    if (!(await checkPasswordHash(stored, given))) {
      const failures = await store.bumpFailures(db, key, this.now(), this.windowStart());
      throw new DomainError('passwordWrong', { msg: wrongSecretMessage(which, asked, OWN_PASSWORD_TRIES - failures) });
    }
    await store.clearFailures(db, key);
  }

  /** A new password ends every session of the member; the device that changed it gets a fresh one. */
  async changePassword(
    auth: AuthContext,
    meta: RequestMeta,
    input: { oldPassword: string; password: string },
  ): Promise<LoginResult> {
    const member = await this.member(auth.memberId);
    await this.checkOwnSecret(member.id, 'login', member.passwordHash, input.oldPassword, 'old');
    if (checkPassword(input.password, member.name) === 'sameAsUsername') {
      throw new DomainError('invalidParameter', { msg: '密码和用户名不能相同', data: { field: 'password' } });
    }
    const passwordHash = await hashPassword(input.password);
    return this.deps.db.transaction(async (tx) => {
      await store.updateMember(tx, member.id, { passwordHash, passwordChangedAt: this.now(), passwordWeak: false });
      await this.deps.sessions.revokeAll(tx, member.id, 'passwordChanged');
      await this.securityChanged(tx, member.siteId, member.id, 'password');
      return this.freshSession(tx, auth, meta, member);
    });
  }

  private async dormantTicket(ticket: string) {
    const found = await store.findTicket(this.deps.db, sha256(ticket), 'dormant', this.now());
    if (!found) throw new DomainError('ticketExpired');
    return found;
  }

  async dormantCheck(ticket: string) {
    const found = await this.dormantTicket(ticket);
    const member = await this.member(found.memberId);
    return { dormant: member.status === 0, name: member.name, lastLoginAt: member.lastLoginAt?.toISOString() ?? null };
  }

  /** Activation: the ticket proves the password was given moments ago; it is used up here. */
  async dormantActivate(meta: RequestMeta, ticket: string, deviceId: string): Promise<LoginResult> {
    const single = await this.flag(meta.siteId, 'single_session');
    return this.deps.db.transaction(async (tx) => {
      const found = await store.consumeTicket(tx, sha256(ticket), 'dormant', this.now());
      if (!found) throw new DomainError('ticketExpired');
      const member = await store.findMemberById(tx, found.memberId);
      if (!member || member.status === 2) throw new DomainError('accountBlocked');
      const active = (await store.updateMember(tx, member.id, { status: 1 })) ?? member;
      return this.signIn(tx, meta, active, deviceId, single);
    });
  }

  async sendCode(
    meta: RequestMeta,
    input: { channel: 1 | 2; target: string; purpose: CodePurpose },
    auth: AuthContext | null,
  ) {
    const { db } = this.deps;
    if (input.purpose === 'bind' && !auth) throw new DomainError('notLoggedIn');
    const owner = await store.contactTakenBy(db, meta.siteId, input.channel, input.target);
    if (owner !== null && owner !== auth?.memberId) throw new DomainError('contactTaken');
    return this.deps.codes.send({ siteId: meta.siteId, ...input }, { ip: meta.ip, robotPass: meta.robotPass ?? null });
  }

  /**
   * Recovery step 1: the account and channel. Unknown names and unbound channels get the same
   * answer; an unknown name also counts as a failure from the caller's IP, so walking through names
   * soon meets the captcha.
   */
  async recoverStep1(meta: RequestMeta, input: SafetyAnswer & { name: string; channel: 1 | 2 }) {
    const { db } = this.deps;
    const ipKey = keys.loginIp(meta.siteId, meta.ip);
    if ((await store.maxFailures(db, [ipKey], this.windowStart())) >= (await this.triggerTimes(meta.siteId))) {
      await this.requireSafety(meta.siteId, input);
    }
    const member = await store.findMemberByName(db, meta.siteId, input.name);
    const target = member ? (input.channel === 1 ? member.phone : member.email) : null;
    if (!member || !target) {
      await store.bumpFailures(db, ipKey, this.now(), this.windowStart());
      throw new DomainError('contactNotBound');
    }
    const sent = await this.deps.codes.send(
      { siteId: meta.siteId, channel: input.channel, target, purpose: 'recover' },
      { ip: meta.ip, robotPass: meta.robotPass ?? null },
    );
    const recoveryId = newToken();
    await store.insertTicket(db, {
      hash: sha256(recoveryId),
      kind: 'recovery',
      memberId: member.id,
      subject: `${input.channel}:${target}`,
      expiresAt: new Date(this.deps.clock.now().getTime() + RECOVERY_TTL_MS),
    });
    return {
      recoveryId,
      maskedTarget: input.channel === 1 ? maskPhone(target) : maskEmail(target),
      ...sent,
    };
  }

  async recoverStep2(meta: RequestMeta, input: { recoveryId: string; code: string }): Promise<{ ticket: string }> {
    const { db } = this.deps;
    const recovery = await store.findTicket(db, sha256(input.recoveryId), 'recovery', this.now());
    if (!recovery) throw new DomainError('ticketExpired');
    const [channel, ...rest] = recovery.subject.split(':');
    await this.deps.codes.verify(
      { siteId: meta.siteId, channel: channel === '2' ? 2 : 1, target: rest.join(':'), purpose: 'recover' },
      input.code,
    );
    await store.consumeTicket(db, recovery.hash, 'recovery', this.now());
    const ticket = newToken();
    await store.insertTicket(db, {
      hash: sha256(ticket),
      kind: 'recoveryTicket',
      memberId: recovery.memberId,
      expiresAt: new Date(this.deps.clock.now().getTime() + RECOVERY_TICKET_TTL_MS),
    });
    return { ticket };
  }

  async recoverStep3(input: { ticket: string; password: string }): Promise<null> {
    const { db } = this.deps;
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      const ticket = await store.consumeTicket(tx, sha256(input.ticket), 'recoveryTicket', this.now());
      if (!ticket) throw new DomainError('ticketExpired');
      const member = await store.findMemberById(tx, ticket.memberId);
      if (!member) throw new DomainError('ticketExpired');
      if (checkPassword(input.password, member.name) === 'sameAsUsername') {
        throw new DomainError('invalidParameter', { msg: '密码和用户名不能相同', data: { field: 'password' } });
      }
      await store.updateMember(tx, member.id, { passwordHash, passwordChangedAt: this.now(), passwordWeak: false });
      await this.deps.sessions.revokeAll(tx, member.id, 'passwordChanged');
      await this.securityChanged(tx, member.siteId, member.id, 'passwordRecovered');
      await store.clearFailures(tx, keys.loginName(member.siteId, member.name));
    });
    return null;
  }

  // ---- for the member module and the back office ----

  async setNickname(memberId: number, nickname: string): Promise<void> {
    await store.updateMember(this.deps.db, memberId, { nickname });
  }

  /** The member's VIP level, as the promotions' ladder decided it (inside that decision's transaction). */
  async setVipLevel(db: Executor, memberId: number, vipLevel: number): Promise<void> {
    await store.updateMember(db, memberId, { vipLevel });
  }

  /** Binds a phone or email the member proved with a code. */
  async bindContact(auth: AuthContext, input: { channel: 1 | 2; target: string; code: string }): Promise<void> {
    const { db } = this.deps;
    const owner = await store.contactTakenBy(db, auth.siteId, input.channel, input.target);
    if (owner !== null && owner !== auth.memberId) throw new DomainError('contactTaken');
    await this.deps.codes.verify({ siteId: auth.siteId, ...input, purpose: 'bind' }, input.code);
    await db.transaction(async (tx) => {
      await this.setContact(tx, auth.memberId, input.channel, input.target);
      await this.securityChanged(tx, auth.siteId, auth.memberId, input.channel === 1 ? 'phone' : 'email');
    });
  }

  /**
   * Tells the member of a change to their security settings, in the change's transaction (the
   * member module's withdrawal password too): the message centre writes it once.
   */
  securityChanged(tx: Executor, siteId: number, memberId: number, what: SecurityChange): Promise<void> {
    return this.deps.outbox.add(tx, accountEvents.securityChanged, {
      siteId,
      memberId,
      what,
      at: this.now().toISOString(),
    });
  }

  /** Writes a contact; the unique index settles a race with another member. */
  async setContact(db: Executor, memberId: number, channel: 1 | 2, target: string): Promise<void> {
    try {
      await store.updateMember(db, memberId, channel === 1 ? { phone: target } : { email: target });
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw new DomainError('contactTaken');
      throw error;
    }
  }

  /** Back office: a disabled member's sessions end at once and their next call says why. */
  async setStatus(siteId: number, memberId: number, status: 0 | 1 | 2): Promise<MemberSummary> {
    return this.deps.db.transaction(async (tx) => {
      const member = await store.findMemberById(tx, memberId);
      if (!member || member.siteId !== siteId) throw new DomainError('notFound', { msg: '会员不存在' });
      const updated = (await store.updateMember(tx, memberId, { status })) ?? member;
      if (status !== 1) await this.deps.sessions.revokeAll(tx, memberId, status === 2 ? 'blocked' : 'expired');
      return summaryOf(updated);
    });
  }
}

const SECRET_NAMES = {
  login: { old: '原密码', current: '登录密码' },
  withdraw: { old: '原取款密码', current: '取款密码' },
} as const;

/** 取款密码错误，还可尝试 3 次: the password the member typed, and what is left before the wait. */
export function wrongSecretMessage(which: 'login' | 'withdraw', asked: 'old' | 'current', triesLeft: number): string {
  const name = SECRET_NAMES[which][asked];
  return triesLeft > 0 ? `${name}错误，还可尝试 ${triesLeft} 次` : `${name}错误次数过多，请30分钟后再试`;
}
