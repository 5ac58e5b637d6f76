import { codeChannel, loginRequest, messages, phone, smsCode, username } from '@courtside/contract';
import { businessDate, checkPassword } from '@courtside/domain';
import { type BirthDateProblem, birthDateProblem, type JurisdictionProfile } from '@courtside/domain/rg';
import { z } from 'zod';
import { i18n } from '../../i18n';

/**
 * The account forms' rules, built from the contract's field schemas and the domain's password rule
 * so the form refuses exactly what the server would, with the same Chinese message, before sending.
 * The contract's request schemas carry refinements (zod cannot pick from those) and fields the
 * member does not type (deviceId), hence the small compositions here.
 */

const required = (key: string) => () => i18n.t(key);

/** A new password: 8-12 letters and digits, both present. */
const newPassword = z
  .string()
  .min(1, { error: required('account.rules.passwordRequired') })
  .refine((value) => checkPassword(value) === null, messages.password);

/** Refuses a password equal to the username (case-insensitive) and a confirmation that differs. */
function checkPasswordPair(
  value: { password: string; confirmPassword: string },
  ctx: z.RefinementCtx,
  name: string | undefined,
) {
  if (name && checkPassword(value.password, name) === 'sameAsUsername') {
    ctx.addIssue({ code: 'custom', path: ['password'], message: messages.sameAsUsername });
  }
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.confirmMismatch });
  }
}

export const loginForm = loginRequest.pick({ name: true, password: true });
export type LoginForm = z.input<typeof loginForm>;

const requiredName = z
  .string()
  .trim()
  .min(1, { error: required('account.rules.usernameRequired') })
  .pipe(username);

const BIRTH_DATE_MESSAGES: Record<BirthDateProblem, string> = {
  required: 'account.rules.birthDateRequired',
  invalid: 'account.rules.birthDateInvalid',
  underAge: 'account.rules.underAge',
};

/**
 * The register form; phone and code are checked only when the site asks for them (fast_register_verify),
 * the date of birth only where the jurisdiction profile does (18+ on today's Asia/Shanghai date, as
 * the server checks it).
 */
export const registerForm = (needsPhone: boolean, profile: JurisdictionProfile | null = null) =>
  z
    .object({
      name: requiredName,
      password: newPassword,
      confirmPassword: z.string(),
      inviteCode: z.string().trim().max(32),
      adult: z.boolean().refine((value) => value, messages.adult),
      phone: z.string().trim(),
      code: z.string().trim(),
      birthDate: z.string().trim(),
    })
    .superRefine((value, ctx) => {
      checkPasswordPair(value, ctx, value.name);
      if (profile) {
        const problem = birthDateProblem(profile, value.birthDate || null, businessDate(Date.now()));
        if (problem)
          ctx.addIssue({ code: 'custom', path: ['birthDate'], message: i18n.t(BIRTH_DATE_MESSAGES[problem]) });
      }
      if (!needsPhone) return;
      if (!value.phone) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: i18n.t('account.rules.phoneRequired') });
      } else if (!phone.safeParse(value.phone).success) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: messages.phone });
      }
      if (!smsCode.safeParse(value.code).success) {
        ctx.addIssue({ code: 'custom', path: ['code'], message: messages.code });
      }
    });
export type RegisterForm = z.input<ReturnType<typeof registerForm>>;

export const recoverAccountForm = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: required('account.rules.usernameRequired') })
    .max(32),
  channel: codeChannel,
});
export type RecoverAccountForm = z.input<typeof recoverAccountForm>;

export const recoverCodeForm = z.object({ code: smsCode });
export type RecoverCodeForm = z.input<typeof recoverCodeForm>;

/** The new password of the last recovery step; the username is known from the first step. */
export const recoverPasswordForm = (name: string) =>
  z
    .object({ password: newPassword, confirmPassword: z.string() })
    .superRefine((value, ctx) => checkPasswordPair(value, ctx, name));
export type RecoverPasswordForm = z.input<ReturnType<typeof recoverPasswordForm>>;
