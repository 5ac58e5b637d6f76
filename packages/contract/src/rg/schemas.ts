import { z } from 'zod';
import { memberSummary } from '../account/schemas';

/** `time` is the session-time limit: its amounts are whole minutes ("90"), the others yuan. */
export const rgLimitKind = z.enum(['deposit', 'loss', 'stake', 'time']);
export const rgLimitPeriod = z.enum(['day', 'week', 'month']);
export type RgLimitKind = z.infer<typeof rgLimitKind>;
export type RgLimitPeriod = z.infer<typeof rgLimitPeriod>;

/**
 * Set a limit: `amount` is the member's free text ("500", "500.00"), checked by the domain's rule so
 * a bad one gets its own code (10800, 10801); null removes the limit (after the cooling-off).
 */
export const rgSetLimitRequest = z.object({
  kind: z.string().max(16),
  period: z.string().max(16),
  amount: z.string().max(32).nullable(),
});

export const rgConfirmRequest = z.object({ kind: z.string().max(16), period: z.string().max(16) });

/** A time-out of 1 to 42 whole days (24 h, 1 week, 1 month are 1, 7, 30). */
export const rgTimeOutRequest = z.object({
  days: z.number().int().min(-1_000_000).max(1_000_000),
  confirm: z.boolean(),
});
/** A self-exclusion of 6 to 60 months; `confirm` is the member's explicit tick (LCCP 3.5.4). */
export const rgExcludeRequest = z.object({
  months: z.number().int().min(-1_000_000).max(1_000_000),
  confirm: z.boolean(),
});

export const rgLimitView = z.object({
  kind: rgLimitKind,
  period: rgLimitPeriod,
  /** The member's own active limit, or null: none. */
  amount: z.string().nullable(),
  /** A limit the operator imposed on this kind and period (null: none); the lower of the two applies. */
  imposed: z.string().nullable(),
  used: z.string(),
  remaining: z.string().nullable(),
  /** When the current period ends (ISO). */
  periodEndsAt: z.string(),
  pending: z
    .object({
      /** null: a removal. */
      amount: z.string().nullable(),
      effectiveAt: z.string(),
      confirmable: z.boolean(),
    })
    .nullable(),
});
export type RgLimitView = z.infer<typeof rgLimitView>;

export const rgBlockView = z.object({
  kind: z.enum(['timeOut', 'selfExclusion']),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Imposed by the operator rather than chosen by the member. */
  byOperator: z.boolean(),
});
export type RgBlockView = z.infer<typeof rgBlockView>;

/**
 * The deposit-limit prompt at the first deposit (RTS 12A): `due` while the member has neither a
 * deposit limit nor an answer; `answer` is what they chose (`set` or `declined`) and when.
 */
export const rgLimitPrompt = z.object({
  due: z.boolean(),
  answer: z.enum(['set', 'declined']).nullable(),
  answeredAt: z.string().nullable(),
});
export type RgLimitPrompt = z.infer<typeof rgLimitPrompt>;

/**
 * The member's answer to the prompt: a deposit limit (`amount` free text, `period` day, week or month,
 * checked as a limit is: 10800-10802), or `amount` null: declined (暂不设置), recorded as such.
 */
export const rgLimitPromptRequest = z.object({
  amount: z.string().max(32).nullable(),
  period: z.string().max(16).nullable(),
});

export const rgState = z.object({
  limits: z.array(rgLimitView),
  limitPrompt: rgLimitPrompt,
  /** The lowest remaining amount per kind (null: no limit of that kind). */
  remaining: z.object({
    deposit: z.string().nullable(),
    loss: z.string().nullable(),
    stake: z.string().nullable(),
    time: z.string().nullable(),
  }),
  block: rgBlockView.nullable(),
  now: z.string(),
});
export type RgState = z.infer<typeof rgState>;

export const rgChangeResult = z.object({
  outcome: z.enum(['applied', 'pending', 'unchanged']),
  state: rgState,
});
export type RgChangeResult = z.infer<typeof rgChangeResult>;

/** The data of a limit refusal (10810): which limit, and what it still leaves. */
export const rgLimitRefusal = z.object({ kind: rgLimitKind.exclude(['time']), remaining: z.string() });
export type RgLimitRefusal = z.infer<typeof rgLimitRefusal>;

/** The data of a time-out or exclusion refusal (10811, 10812), at login and on every blocked call. */
export const rgBlockRefusal = z.object({
  /** `timeLimit`: the session-time limit is used up (10813) until `endsAt`, when its period rolls. */
  kind: z.enum(['timeOut', 'selfExclusion', 'timeLimit']),
  endsAt: z.string(),
});
export type RgBlockRefusal = z.infer<typeof rgBlockRefusal>;

/**
 * A login refused for a time-out or self-exclusion (10811, 10812) also carries a withdraw-only session
 * (`withdrawToken`: balances, withdrawals, their cards and password, the profile, logout and these
 * pages) and the member it belongs to.
 */
export const rgLoginRefusal = rgBlockRefusal.extend({
  withdrawToken: z.string(),
  member: memberSummary,
});
export type RgLoginRefusal = z.infer<typeof rgLoginRefusal>;

/**
 * The caller's login session (RTS 13C, 2E, 13B): when it started, how long it has run, the net
 * position since it started (winnings minus losses, signed: "-12.50" is a loss), and the reality check:
 * the member's interval in minutes (null: off), that interval in seconds as this server counts it, and
 * when the next check is due.
 */
export const rgSessionView = z.object({
  startedAt: z.string(),
  elapsedSeconds: z.number().int(),
  net: z.string(),
  realityCheck: z.object({
    minutes: z.number().int().nullable(),
    intervalSeconds: z.number().int().nullable(),
    dueAt: z.string().nullable(),
  }),
  now: z.string(),
});
export type RgSessionView = z.infer<typeof rgSessionView>;

/** The reality-check interval: whole minutes (5 to 240, checked by the domain's rule: 10820) or null: off. */
export const rgRealityRequest = z.object({
  minutes: z.number().min(-1_000_000).max(1_000_000).nullable(),
});
