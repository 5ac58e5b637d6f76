import { isRealName } from '@courtside/domain';
import { z } from 'zod';
import { codeChannel, email, memberStatus, messages, phone, smsCode, withdrawPassword } from '../account/schemas';
import { birthDate, entityId } from '../common';

/**
 * The member's own profile and security settings (spec section 7, member info). Every call reads
 * the member from the session; none of these bodies can name a member.
 */

const realName = z.string().trim().refine(isRealName, '请输入真实姓名（2-24个汉字或4-48个字母）');

export const memberProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string(),
  avatarUrl: z.string(),
  vipLevel: z.number().int(),
  status: memberStatus,
  /** Masked: the full values never leave the server once bound. */
  phone: z.string(),
  email: z.string(),
  realName: z.string(),
  birthday: z.string().nullable(),
  sex: z.enum(['male', 'female', 'unknown']),
  qq: z.string(),
  wechat: z.string(),
  phoneBound: z.boolean(),
  emailBound: z.boolean(),
  realNameBound: z.boolean(),
  withdrawPasswordSet: z.boolean(),
  inviteCode: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type MemberProfile = z.infer<typeof memberProfile>;

/** updateInfoVal v4: the plain profile fields; absent fields are left as they are. */
export const updateInfoRequest = z
  .object({
    birthday: birthDate.optional(),
    sex: z.enum(['male', 'female', 'unknown']).optional(),
    qq: z
      .string()
      .trim()
      .regex(/^(|[1-9]\d{4,11})$/, '请输入正确的QQ号')
      .optional(),
    wechat: z
      .string()
      .trim()
      .regex(/^(|[A-Za-z][\w-]{5,19})$/, '请输入正确的微信号')
      .optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), '请至少修改一项资料');

/** updateInfoVal v5: binds a phone (channel 1) or email (channel 2) proven with a code. */
export const bindContactRequest = z
  .object({ channel: codeChannel, target: z.string().trim().max(254), code: smsCode })
  .superRefine((value, ctx) => {
    const parsed = (value.channel === 1 ? phone : email).safeParse(value.target);
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['target'],
        message: value.channel === 1 ? messages.phone : messages.email,
      });
    }
  });

export const nicknameRequest = z.object({
  nickname: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_\p{Script=Han}]{1,12}$/u, '昵称须为1-12位汉字、字母、数字或下划线'),
});

export const avatarItem = z.object({
  id: z.number().int(),
  url: z.string(),
  kind: z.enum(['preset', 'upload']),
  selected: z.boolean(),
});
export const avatarList = z.array(avatarItem);
export const avatarIdRequest = z.object({ avatarId: entityId });
/** The upload answer: the stored, re-encoded avatar, already selected. */
export const avatarUploadResponse = avatarItem;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const address = z.object({
  receiver: z.string().trim().min(1, '请输入收货人').max(24),
  phone,
  province: z.string().trim().min(1, '请选择省份').max(16),
  city: z.string().trim().min(1, '请选择城市').max(16),
  district: z.string().trim().max(16),
  detail: z.string().trim().min(4, '详细地址至少4个字').max(120),
});
export type Address = z.infer<typeof address>;
export const addressResponse = address.nullable();

export const withdrawPasswordStatus = z.object({ isSet: z.boolean() });
const withdrawPair = <T extends { password: string; confirmPassword: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.confirmMismatch });
  }
};
export const withdrawPasswordSetRequest = z
  .object({ password: withdrawPassword, confirmPassword: z.string() })
  .superRefine(withdrawPair);
export const withdrawPasswordUpdateRequest = z
  .object({ oldPassword: z.string().max(6), password: withdrawPassword, confirmPassword: z.string() })
  .superRefine(withdrawPair);
/** Forgotten withdrawal password: proven with the login password instead of the old one. */
export const withdrawPasswordResetRequest = z
  .object({ loginPassword: z.string().min(1).max(64), password: withdrawPassword, confirmPassword: z.string() })
  .superRefine(withdrawPair);

export const realNameBindRequest = z.object({ realName });
export const realNameResponse = z.object({ bound: z.boolean(), realName: z.string() });

/** The binding steps of spec section 3, in the order the member meets them before a withdrawal. */
export const bindStepNames = ['userRealNameBind', 'userInfoBind', 'selectRealName', 'selectUSDT'] as const;
export const bindSteps = z.array(z.object({ step: z.enum(bindStepNames), done: z.boolean(), required: z.boolean() }));
/** `allowed`: the member may bind a USDT address now (false while the site's whitelist leaves them out). */
export const usdtSelection = z.object({
  required: z.boolean(),
  bound: z.boolean(),
  addresses: z.number().int(),
  allowed: z.boolean(),
});

export const modifyKind = z.enum(['realName', 'phone']);
export const modifyState = z.enum(['pending', 'needMore', 'approved', 'rejected']);
export const modifyConfig = z.object({
  kinds: z.array(z.object({ kind: modifyKind, enabled: z.boolean(), note: z.string() })),
  openRequests: z.number().int(),
});
export const modifyAddRequest = z
  .object({
    kind: modifyKind,
    newValue: z.string().trim().min(1).max(48),
    reason: z.string().trim().min(2, '请填写修改原因').max(200),
  })
  .superRefine((value, ctx) => {
    const schema = value.kind === 'phone' ? phone : realName;
    const parsed = schema.safeParse(value.newValue);
    if (!parsed.success)
      ctx.addIssue({ code: 'custom', path: ['newValue'], message: parsed.error.issues[0]?.message ?? '' });
  });
export const modifyRecord = z.object({
  id: z.number().int(),
  kind: modifyKind,
  newValue: z.string(),
  reason: z.string(),
  state: modifyState,
  reviewNote: z.string(),
  supplement: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const modifyRecords = z.array(modifyRecord);
export const modifySupplementRequest = z.object({
  id: entityId,
  supplement: z.string().trim().min(2, '请填写补充说明').max(500),
});
