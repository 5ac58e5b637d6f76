import {
  type Address,
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  avatarInsertPath,
  type MemberProfile,
} from '@courtside/contract';
import type { ModifyQueueQuery } from '@courtside/contract/admin';
import { businessDate, maskEmail, maskPhone, maskRealName } from '@courtside/domain';
import { birthDateProblem, JURISDICTION_PARAM, jurisdictionProfile } from '@courtside/domain/rg';
import sharp from 'sharp';
import type { AuthContext } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { type Db, type Executor, pgErrorCode } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import { hashPassword } from '../../platform/secrets';
import type { AccountService, SecurityChange } from '../account';
import type { SiteService } from '../site';
import { presetAvatars } from './presets';
import * as store from './store';

/** Where an avatar picture is served from (GET, public: avatars appear beside chat messages). */
export const avatarImagePath = avatarInsertPath.replace('/insert', '/image');
const avatarUrl = (id: number) => `${avatarImagePath}/${id}`;

const MAX_UPLOADS = 5;
const AVATAR_SIZE_PX = 256;
/** Decoding bombs are refused before any pixels are allocated. */
const MAX_INPUT_PIXELS = 4096 * 4096;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

const sexOf = (value: string): MemberProfile['sex'] => (value === 'male' || value === 'female' ? value : 'unknown');

const recordOf = (row: store.ModifyRow) => ({
  id: row.id,
  kind: row.kind === 'phone' ? ('phone' as const) : ('realName' as const),
  newValue: row.kind === 'phone' ? maskPhone(row.newValue) : maskRealName(row.newValue),
  reason: row.reason,
  state: row.state as 'pending' | 'needMore' | 'approved' | 'rejected',
  reviewNote: row.reviewNote,
  supplement: row.supplement,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The member's own profile, avatar, address, real name, withdrawal password and change requests. */
/**
 * How many live USDT addresses a member has bound, and whether they may bind one now (the site's
 * virtual-currency whitelist): the cards page's own answer, so the member centre never offers a
 * binding that the cards page refuses.
 */
export type UsdtAddressCount = (auth: AuthContext) => Promise<{ addresses: number; allowed: boolean }>;

export class MemberService {
  constructor(private readonly deps: { db: Db; clock: Clock; account: AccountService; site: SiteService }) {}

  /** Inserts the preset avatars once; safe to run from every node at start. */
  async ensurePresets(): Promise<void> {
    const existing = new Set(await store.presetKeys(this.deps.db));
    for (const preset of presetAvatars()) {
      if (existing.has(preset.key)) continue;
      await store
        .insertAvatar(this.deps.db, {
          presetKey: preset.key,
          contentType: 'image/svg+xml',
          body: Buffer.from(preset.svg),
        })
        .catch((error: unknown) => {
          // Another node inserted the same preset first.
          if (pgErrorCode(error) !== '23505') throw error;
        });
    }
  }

  /** The birthday on the member's profile ('YYYY-MM-DD'), or null: what the birthday gift reads. */
  async birthdayOf(memberId: number): Promise<string | null> {
    return (await store.findProfile(this.deps.db, memberId)).birthday;
  }

  async profile(auth: AuthContext): Promise<MemberProfile> {
    const [member, profile] = await Promise.all([
      this.deps.account.member(auth.memberId),
      store.findProfile(this.deps.db, auth.memberId),
    ]);
    const avatarId = profile.avatarId ?? (await store.listAvatars(this.deps.db, auth.memberId))[0]?.id ?? null;
    return {
      id: member.id,
      name: member.name,
      nickname: member.nickname,
      avatarUrl: avatarId === null ? '' : avatarUrl(avatarId),
      vipLevel: member.vipLevel,
      status: member.status === 0 || member.status === 2 ? member.status : 1,
      phone: maskPhone(member.phone),
      email: maskEmail(member.email),
      realName: maskRealName(profile.realName),
      birthday: profile.birthday,
      sex: sexOf(profile.sex),
      qq: profile.qq,
      wechat: profile.wechat,
      phoneBound: member.phone !== null,
      emailBound: member.email !== null,
      realNameBound: profile.realName !== null,
      withdrawPasswordSet: profile.withdrawPasswordHash !== null,
      inviteCode: member.inviteCode,
      createdAt: member.createdAt.toISOString(),
      lastLoginAt: iso(member.lastLoginAt),
    };
  }

  /**
   * Back office (the 360 view's KYC): what the member submitted for verification, masked as the
   * member's own profile masks it, with their change requests (new values masked too: the whole value
   * is for the reviewer's queue, not for every desk that looks at a member).
   */
  async kycOf(memberId: number) {
    const [member, profile, requests] = await Promise.all([
      this.deps.account.member(memberId),
      store.findProfile(this.deps.db, memberId),
      store.listModifyRequests(this.deps.db, memberId),
    ]);
    return {
      realNameBound: profile.realName !== null,
      realName: maskRealName(profile.realName),
      phoneBound: member.phone !== null,
      phone: maskPhone(member.phone),
      emailBound: member.email !== null,
      email: maskEmail(member.email),
      birthday: profile.birthday,
      withdrawPasswordSet: profile.withdrawPasswordHash !== null,
      requests: requests.map(recordOf),
    };
  }

  /** Whether the member has bound (verified) their real name, read on the caller's executor. */
  async hasRealName(memberId: number, db: Executor = this.deps.db): Promise<boolean> {
    return (await store.findProfile(db, memberId)).realName !== null;
  }

  /** The date of birth a registration gave, in the registration's transaction. */
  setBirthdayAtRegistration(tx: Executor, memberId: number, birthDate: string): Promise<void> {
    return store.saveProfile(tx, memberId, { birthday: birthDate });
  }

  async updateInfo(
    auth: AuthContext,
    patch: {
      birthday?: string | undefined;
      sex?: MemberProfile['sex'] | undefined;
      qq?: string | undefined;
      wechat?: string | undefined;
    },
  ): Promise<MemberProfile> {
    if (patch.birthday !== undefined) {
      // The birthday is set once: it is the age gate's answer and the birthday gift's day, so a member
      // who could move it could open the one and claim the other again. Support corrects a mistake.
      const { birthday } = await store.findProfile(this.deps.db, auth.memberId);
      if (birthday !== null && birthday !== patch.birthday) throw new DomainError('rgBirthDateLocked');
      const params = await this.deps.site.paramValues(auth.siteId, [JURISDICTION_PARAM]);
      const today = businessDate(this.deps.clock.now().getTime());
      const problem = birthDateProblem(jurisdictionProfile(params[JURISDICTION_PARAM]), patch.birthday, today);
      if (problem === 'invalid') throw new DomainError('rgBirthDateInvalid');
      if (problem === 'underAge')
        throw new DomainError('rgUnderAge', { msg: '出生日期显示您未满 18 周岁，本站不向未成年人提供服务' });
    }
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    await store.saveProfile(this.deps.db, auth.memberId, defined);
    return this.profile(auth);
  }

  async bindContact(
    auth: AuthContext,
    input: { channel: 1 | 2; target: string; code: string },
  ): Promise<MemberProfile> {
    await this.deps.account.bindContact(auth, input);
    return this.profile(auth);
  }

  async setNickname(auth: AuthContext, nickname: string): Promise<MemberProfile> {
    await this.deps.account.setNickname(auth.memberId, nickname);
    return this.profile(auth);
  }

  async avatars(auth: AuthContext) {
    const [rows, profile] = await Promise.all([
      store.listAvatars(this.deps.db, auth.memberId),
      store.findProfile(this.deps.db, auth.memberId),
    ]);
    const selected = profile.avatarId ?? rows[0]?.id ?? null;
    return rows.map((r) => ({
      id: r.id,
      url: avatarUrl(r.id),
      kind: r.memberId === null ? ('preset' as const) : ('upload' as const),
      selected: r.id === selected,
    }));
  }

  async selectAvatar(auth: AuthContext, avatarId: number) {
    const rows = await store.listAvatars(this.deps.db, auth.memberId);
    // Only a preset or one's own upload: another member's picture id is "not found", not a choice.
    if (!rows.some((r) => r.id === avatarId)) throw new DomainError('notFound', { msg: '头像不存在' });
    await store.saveProfile(this.deps.db, auth.memberId, { avatarId });
    return this.avatars(auth);
  }

  async deleteAvatar(auth: AuthContext, avatarId: number) {
    if (!(await store.deleteOwnAvatar(this.deps.db, auth.memberId, avatarId))) {
      throw new DomainError('notFound', { msg: '只能删除自己上传的头像' });
    }
    const profile = await store.findProfile(this.deps.db, auth.memberId);
    if (profile.avatarId === avatarId) await store.saveProfile(this.deps.db, auth.memberId, { avatarId: null });
    return this.avatars(auth);
  }

  /**
   * An upload is decoded and re-encoded as a 256 px WebP: whatever the file carried besides pixels
   * (metadata, scripts in a polyglot, oversized frames) does not survive.
   */
  async uploadAvatar(auth: AuthContext, file: { mimetype: string; bytes: Buffer }) {
    if (!(AVATAR_TYPES as readonly string[]).includes(file.mimetype) || file.bytes.length > AVATAR_MAX_BYTES) {
      throw new DomainError('uploadInvalid');
    }
    if ((await store.countOwnAvatars(this.deps.db, auth.memberId)) >= MAX_UPLOADS) {
      throw new DomainError('uploadInvalid', { msg: `最多保存${MAX_UPLOADS}个自定义头像，请先删除旧头像` });
    }
    let body: Buffer;
    try {
      body = await sharp(file.bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
        .rotate()
        .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw new DomainError('uploadInvalid', { msg: '图片无法识别，请换一张图片' });
    }
    const id = await store.insertAvatar(this.deps.db, { memberId: auth.memberId, contentType: 'image/webp', body });
    await store.saveProfile(this.deps.db, auth.memberId, { avatarId: id });
    return { id, url: avatarUrl(id), kind: 'upload' as const, selected: true };
  }

  avatarImage(id: number) {
    return store.findAvatarImage(this.deps.db, id);
  }

  async address(auth: AuthContext): Promise<Address | null> {
    const row = await store.findAddress(this.deps.db, auth.memberId);
    if (!row) return null;
    const { receiver, phone, province, city, district, detail } = row;
    return { receiver, phone, province, city, district, detail };
  }

  async saveAddress(auth: AuthContext, address: Address): Promise<Address> {
    await store.saveAddress(this.deps.db, auth.memberId, address);
    return address;
  }

  async withdrawPasswordStatus(auth: AuthContext): Promise<{ isSet: boolean }> {
    const profile = await store.findProfile(this.deps.db, auth.memberId);
    return { isSet: profile.withdrawPasswordHash !== null };
  }

  async setWithdrawPassword(auth: AuthContext, password: string): Promise<{ isSet: boolean }> {
    if ((await this.withdrawPasswordStatus(auth)).isSet) throw new DomainError('alreadySet', { msg: '取款密码已设置' });
    await this.saveWithdrawPassword(auth, await hashPassword(password), 'withdrawPasswordSet');
    return { isSet: true };
  }

  async updateWithdrawPassword(auth: AuthContext, oldPassword: string, password: string): Promise<{ isSet: boolean }> {
    const profile = await store.findProfile(this.deps.db, auth.memberId);
    if (!profile.withdrawPasswordHash) throw new DomainError('notFound', { msg: '请先设置取款密码' });
    await this.deps.account.checkOwnSecret(auth.memberId, 'withdraw', profile.withdrawPasswordHash, oldPassword, 'old');
    await this.saveWithdrawPassword(auth, await hashPassword(password), 'withdrawPasswordChanged');
    return { isSet: true };
  }

  /** Writes the withdrawal password and tells the member, in one transaction. */
  private saveWithdrawPassword(auth: AuthContext, hash: string, what: SecurityChange): Promise<void> {
    return this.deps.db.transaction(async (tx) => {
      await store.saveProfile(tx, auth.memberId, { withdrawPasswordHash: hash });
      await this.deps.account.securityChanged(tx, auth.siteId, auth.memberId, what);
    });
  }

  /** Checks the withdrawal password (with the same five-try lock); throws when it is wrong or unset. */
  async verifyWithdrawPassword(auth: AuthContext, password: string): Promise<void> {
    const profile = await store.findProfile(this.deps.db, auth.memberId);
    if (!profile.withdrawPasswordHash) throw new DomainError('notFound', { msg: '请先设置取款密码' });
    await this.deps.account.checkOwnSecret(auth.memberId, 'withdraw', profile.withdrawPasswordHash, password);
  }

  /** The member's bound real name in full, for matching a card holder; null when none is bound. */
  async boundRealName(auth: AuthContext): Promise<string | null> {
    return (await store.findProfile(this.deps.db, auth.memberId)).realName;
  }

  /** A forgotten withdrawal password is replaced on proof of the login password. */
  async resetWithdrawPassword(auth: AuthContext, loginPassword: string, password: string): Promise<{ isSet: boolean }> {
    const member = await this.deps.account.member(auth.memberId);
    await this.deps.account.checkOwnSecret(auth.memberId, 'login', member.passwordHash, loginPassword);
    await this.saveWithdrawPassword(auth, await hashPassword(password), 'withdrawPasswordReset');
    return { isSet: true };
  }

  async realName(auth: AuthContext): Promise<{ bound: boolean; realName: string }> {
    const profile = await store.findProfile(this.deps.db, auth.memberId);
    return { bound: profile.realName !== null, realName: maskRealName(profile.realName) };
  }

  /** The real name is set once by the member; later changes go through review. */
  async bindRealName(auth: AuthContext, realName: string): Promise<{ bound: boolean; realName: string }> {
    if (!(await store.setRealNameOnce(this.deps.db, auth.memberId, realName))) {
      throw new DomainError('alreadySet', { msg: '真实姓名已绑定，如需修改请提交资料修改申请' });
    }
    return this.realName(auth);
  }

  /** The crypto module's count of a member's live USDT addresses, handed in by the app (it depends on this module). */
  useUsdtAddresses(count: UsdtAddressCount): void {
    this.usdtAddresses = count;
  }

  private usdtAddresses: UsdtAddressCount | null = null;

  /** The USDT addresses the member has bound (cards and addresses page); one is required on a USDT site. */
  async usdtSelection(auth: AuthContext) {
    if (!this.usdtAddresses) throw new Error("the USDT step needs the crypto module's address count");
    const [info, { addresses, allowed }] = await Promise.all([
      this.deps.site.info(auth.siteId),
      this.usdtAddresses(auth),
    ]);
    return { required: info.settlementUnit === 'usdt', bound: addresses > 0, addresses, allowed };
  }

  async bindSteps(auth: AuthContext) {
    const [profile, member, usdt] = await Promise.all([
      store.findProfile(this.deps.db, auth.memberId),
      this.deps.account.member(auth.memberId),
      this.usdtSelection(auth),
    ]);
    return [
      { step: 'userRealNameBind' as const, done: profile.realName !== null, required: true },
      { step: 'userInfoBind' as const, done: member.phone !== null, required: true },
      { step: 'selectRealName' as const, done: profile.realName !== null, required: true },
      { step: 'selectUSDT' as const, done: usdt.bound, required: usdt.required },
    ];
  }

  async modifyConfig(auth: AuthContext) {
    const [profile, member, open] = await Promise.all([
      store.findProfile(this.deps.db, auth.memberId),
      this.deps.account.member(auth.memberId),
      store.countOpenModifyRequests(this.deps.db, auth.memberId),
    ]);
    return {
      kinds: [
        {
          kind: 'realName' as const,
          enabled: profile.realName !== null,
          note: profile.realName
            ? '修改真实姓名需人工审核，通常 1 个工作日内完成'
            : '尚未绑定真实姓名，可直接在实名认证中绑定',
        },
        {
          kind: 'phone' as const,
          enabled: member.phone !== null,
          note: member.phone ? '原手机号无法接收验证码时，可申请人工修改' : '尚未绑定手机号，可直接在个人资料中绑定',
        },
      ],
      openRequests: open,
    };
  }

  async addModifyRequest(auth: AuthContext, input: { kind: 'realName' | 'phone'; newValue: string; reason: string }) {
    const config = await this.modifyConfig(auth);
    if (!config.kinds.find((k) => k.kind === input.kind)?.enabled) {
      throw new DomainError('invalidParameter', { msg: '当前资料尚未绑定，无需申请修改' });
    }
    return this.deps.db.transaction(async (tx) => {
      if ((await store.countOpenModifyRequests(tx, auth.memberId, input.kind)) > 0)
        throw new DomainError('modifyPending');
      return recordOf(await store.insertModifyRequest(tx, { memberId: auth.memberId, ...input }));
    });
  }

  async modifyRecords(auth: AuthContext) {
    return (await store.listModifyRequests(this.deps.db, auth.memberId)).map(recordOf);
  }

  async supplementModifyRequest(auth: AuthContext, input: { id: number; supplement: string }) {
    return this.deps.db.transaction(async (tx) => {
      const row = await store.findModifyRequest(tx, input.id);
      if (!row || row.memberId !== auth.memberId) throw new DomainError('notFound', { msg: '申请不存在' });
      if (row.state !== 'needMore') throw new DomainError('invalidParameter', { msg: '该申请当前无需补充资料' });
      return recordOf(await store.updateModifyRequest(tx, row.id, { state: 'pending', supplement: input.supplement }));
    });
  }

  /**
   * Back office: one site's requests by state. The reviewer sees the new value whole (the member's own
   * list masks it): it is what they compare with the member's documents before approving.
   */
  async modifyQueue(siteId: number, query: ModifyQueueQuery) {
    const { rows, total } = await store.pageModifyQueue(this.deps.db, siteId, {
      state: query.state,
      memberId: query.memberId,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { rows: rows.map((row) => ({ ...recordOf(row), newValue: row.newValue, memberId: row.memberId })), total };
  }

  /** Back office: an approved request changes the field in the same transaction as the decision. */
  async reviewModifyRequest(
    siteId: number,
    input: { id: number; decision: 'approved' | 'rejected' | 'needMore'; note: string },
  ) {
    return this.deps.db.transaction(async (tx) => {
      const row = await store.findModifyRequest(tx, input.id);
      if (!row) throw new DomainError('notFound', { msg: '申请不存在' });
      const member = await this.deps.account.member(row.memberId, tx);
      if (member.siteId !== siteId) throw new DomainError('notFound', { msg: '申请不存在' });
      if (row.state !== 'pending') throw new DomainError('invalidParameter', { msg: '该申请已处理或等待会员补充' });
      if (input.decision === 'approved') {
        if (row.kind === 'phone') await this.deps.account.setContact(tx, row.memberId, 1, row.newValue);
        else await store.saveProfile(tx, row.memberId, { realName: row.newValue });
      }
      return recordOf(await store.updateModifyRequest(tx, row.id, { state: input.decision, reviewNote: input.note }));
    });
  }
}
