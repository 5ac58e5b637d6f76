import { checkPassword, isEmail, isMainlandPhone, isUsername, isWithdrawalPassword } from '@courtside/domain';
import { z } from 'zod';
import { birthDate } from '../common';

/**
 * Accounts: register, log in, safety verification, codes, recovery and sessions (spec sections 3-6).
 * The field rules come from packages/domain, so the web form and the server refuse the same input
 * with the same Chinese message.
 */

export const messages = {
  username: '用户名须为4-16位字母、数字或汉字',
  password: '请输入8-12位字母和数字的组合',
  sameAsUsername: '密码和用户名不能相同',
  confirmMismatch: '两次输入的密码不一致',
  adult: '请确认您已年满18周岁',
  phone: '请输入正确的手机号码',
  email: '请输入正确的邮箱地址',
  code: '请输入6位数字验证码',
  withdrawPassword: '取款密码须为6位数字',
} as const;

export const username = z.string().trim().refine(isUsername, messages.username);
/** A password as typed at login: any length the form allows, checked only against the stored hash. */
const typedPassword = z.string().min(1, '请输入密码').max(64);
const newPassword = z.string().refine((p) => checkPassword(p) === null, messages.password);
const deviceId = z.string().trim().min(1).max(64);
export const smsCode = z.string().regex(/^\d{6}$/, messages.code);
export const phone = z.string().trim().refine(isMainlandPhone, messages.phone);
export const email = z.string().trim().toLowerCase().refine(isEmail, messages.email);
export const withdrawPassword = z.string().refine(isWithdrawalPassword, messages.withdrawPassword);

/** Refuses a password equal to the username and a confirmation that differs. */
const passwordPair = <T extends { password: string; confirmPassword: string }>(
  value: T,
  ctx: z.RefinementCtx,
  name?: string,
) => {
  if (name && checkPassword(value.password, name) === 'sameAsUsername') {
    ctx.addIssue({ code: 'custom', path: ['password'], message: messages.sameAsUsername });
  }
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.confirmMismatch });
  }
};

/**
 * The safety dialog's answer, merged into the request it repeats (spec section 4): the type solved,
 * the puzzle's id, and the typed text (image) or the ticket `captchaEx/check` issued (slider).
 */
export const safetyFields = {
  verifyType: z.enum(['image', 'slider', 'antiFraud']).optional(),
  verifyId: z.string().max(64).optional(),
  verifyCode: z.string().max(128).optional(),
};

/** Data of the "verification required" code: which dialog types the site offers (1 on, 0 off). */
export const safetyChallenge = z.object({
  image: z.union([z.literal(0), z.literal(1)]),
  slider: z.union([z.literal(0), z.literal(1)]),
  antiFraud: z.union([z.literal(0), z.literal(1)]),
});
export type SafetyChallenge = z.infer<typeof safetyChallenge>;

export const memberStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const memberSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string(),
  vipLevel: z.number().int(),
  status: memberStatus,
});
export type MemberSummary = z.infer<typeof memberSummary>;

export const loginResult = z.object({ token: z.string(), member: memberSummary });
export type LoginResult = z.infer<typeof loginResult>;

export const registerRequest = z
  .object({
    name: username,
    password: newPassword,
    confirmPassword: z.string(),
    inviteCode: z.string().trim().max(32).optional(),
    recommendCode: z.string().trim().max(32).optional(),
    deviceId,
    adult: z.literal(true, messages.adult),
    /**
     * Date of birth, a real 'YYYY-MM-DD' from 1900 (like every date of the contract, bounded here):
     * required where the site's jurisdiction profile asks for it (`uk`); checked for 18+ on the
     * Asia/Shanghai date, and not in the future, wherever it is given.
     */
    birthDate: birthDate.optional(),
    /** Required when the site parameter fast_register_verify is 1. */
    phone: phone.optional(),
    code: smsCode.optional(),
    ...safetyFields,
  })
  .superRefine((value, ctx) => passwordPair(value, ctx, value.name));
export type RegisterRequest = z.input<typeof registerRequest>;

export const checkNameRequest = z.object({ name: username });
export const checkNameResponse = z.object({ available: z.boolean() });

export const loginRequest = z.object({
  name: z.string().trim().min(1, '请输入用户名').max(32),
  password: typedPassword,
  deviceId,
  flag: z.string().max(32).optional(),
  version: z.string().max(32).optional(),
  /** The spec's encoded password; accepted for old clients and ignored, the password itself is checked. */
  timewd: z.string().max(256).optional(),
  ...safetyFields,
});
export type LoginRequest = z.input<typeof loginRequest>;

/** Data of the dormant-member code: a short-lived ticket for the check and activate calls. */
export const dormantData = z.object({ ticket: z.string() });
export const dormantTicketRequest = z.object({ ticket: z.string().min(1).max(128) });
export const dormantActivateRequest = dormantTicketRequest.extend({ deviceId });
export const dormantCheckResponse = z.object({
  dormant: z.boolean(),
  name: z.string(),
  lastLoginAt: z.string().nullable(),
});

export const logoutSetupRequest = z.object({ others: z.literal(true) });
export const logoutSetupResponse = z.object({ revoked: z.number().int() });

export const passwordCheckResponse = z.object({ weak: z.boolean(), changedAt: z.string().nullable() });
export const changePasswordRequest = z
  .object({ oldPassword: typedPassword, password: newPassword, confirmPassword: z.string() })
  .superRefine((value, ctx) => passwordPair(value, ctx));
export const sessionItem = z.object({
  id: z.number().int(),
  current: z.boolean(),
  deviceId: z.string(),
  /** From the User-Agent at login: browser and system, null where not recognised. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export const sessionList = z.array(sessionItem);

/** Code channels (spec section 4: channel 1 is phone). */
export const codeChannel = z.union([z.literal(1), z.literal(2)]);
/** Recovery codes are sent by recovery step 1 itself, to the contact on file, never to a typed target. */
export const codePurpose = z.enum(['register', 'bind']);
export const sendCodeRequest = z
  .object({ channel: codeChannel, target: z.string().trim().min(1).max(254), purpose: codePurpose, ...safetyFields })
  .superRefine((value, ctx) => {
    const valid = value.channel === 1 ? isMainlandPhone(value.target) : isEmail(value.target);
    if (!valid)
      ctx.addIssue({
        code: 'custom',
        path: ['target'],
        message: value.channel === 1 ? messages.phone : messages.email,
      });
  });
export const sendCodeResponse = z.object({
  cooldownSeconds: z.number().int(),
  /** Only from the development delivery adapter, so the demo can be used without a phone. */
  demoCode: z.string().optional(),
});

export const recoverStep1Request = z.object({
  name: z.string().trim().min(1).max(32),
  channel: codeChannel,
  ...safetyFields,
});
export const recoverStep1Response = z.object({
  recoveryId: z.string(),
  maskedTarget: z.string(),
  cooldownSeconds: z.number().int(),
  demoCode: z.string().optional(),
});
export const recoverStep2Request = z.object({ recoveryId: z.string().min(1).max(64), code: smsCode });
export const recoverStep2Response = z.object({ ticket: z.string() });
export const recoverStep3Request = z
  .object({ ticket: z.string().min(1).max(128), password: newPassword, confirmPassword: z.string() })
  .superRefine((value, ctx) => passwordPair(value, ctx));

/** Image captcha: the client names a fresh id and shows GET .../image?captchaId=... as a picture. */
export const imageCaptchaQuery = z.object({ captchaId: z.uuid() });

/** Slider captcha: `register` opens a puzzle, `get` draws it, `check` judges the drag and issues a ticket. */
export const sliderRegisterResponse = z.object({ captchaId: z.string() });
export const sliderGetRequest = z.object({ captchaId: z.string().min(1).max(64) });
/** A background with a gap and the piece that fills it, both as SVG data URLs. */
export const sliderPuzzle = z.object({
  captchaId: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
  pieceY: z.number().int(),
  background: z.string(),
  piece: z.string(),
});
export const sliderCheckRequest = z.object({
  captchaId: z.string().min(1).max(64),
  offset: z.number().min(0).max(1000),
  dragMs: z.number().int().min(0).max(120_000),
});
export const sliderCheckResponse = z.object({ ticket: z.string() });
export const geetestRegisterResponse = z.object({ enabled: z.boolean(), gt: z.string(), challenge: z.string() });
export const geetestValidateRequest = z.object({
  challenge: z.string().max(128),
  validate: z.string().max(128),
  seccode: z.string().max(160),
});
