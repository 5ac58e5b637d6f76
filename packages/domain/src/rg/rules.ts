// Safer-gambling rules (issue 29): limits a member sets, time-outs and self-exclusion, as pure
// functions over bigint minor units and epoch milliseconds. The server keeps the state in tables and
// calls these; the web shows what they answer. UKGC references: RTS 12A-12D (limits), LCCP 3.5
// (self-exclusion), the GC's time-out periods (24 h, 1 week, 1 month, up to 6 weeks).

/** What a limit caps: gross deposits, net loss (stakes minus returns, floored at 0), or stakes. */
export const LIMIT_KINDS = ['deposit', 'loss', 'stake'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/**
 * A session-time limit (RTS 12A: time spent gambling): the member's active time on the site per
 * period. It shares the money limits' rules (a decrease at once, an increase after the cooling-off),
 * with the amount and the usage in seconds; the member types whole minutes.
 */
export const TIME_KIND = 'time';
export const ALL_LIMIT_KINDS = [...LIMIT_KINDS, TIME_KIND] as const;
export type AnyLimitKind = (typeof ALL_LIMIT_KINDS)[number];

/** The periods a limit runs over (RTS 12A guidance: 24 hours, 7 days, one month). */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** An increase or removal waits this long, then needs the member's confirmation (RTS 12D). */
export const COOLING_OFF_MS = 24 * 60 * 60_000;
/** The largest limit taken: 100,000,000.00; more is a typing mistake, not a limit. */
export const LIMIT_MAX_MINOR = 10_000_000_000n;
/** Time-out: 1 day to 6 weeks. */
export const TIME_OUT_MAX_DAYS = 42;
/** Self-exclusion: 6 months to 5 years. */
export const EXCLUSION_MIN_MONTHS = 6;
export const EXCLUSION_MAX_MONTHS = 60;

const DAY_MS = 24 * 60 * 60_000;
// Asia/Shanghai is UTC+8 without daylight saving (see time.ts): periods roll at Shanghai midnight.
const ZONE_OFFSET_MS = 8 * 60 * 60_000;

export type AmountProblem = 'format' | 'zero' | 'tooLarge';

/**
 * A limit typed by the member (free text, RTS 12B): a positive amount with at most two decimals,
 * at most LIMIT_MAX_MINOR. Answers the minor units or why not.
 */
export const parseLimitAmount = (text: string): bigint | AmountProblem => {
  const trimmed = text.trim();
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(trimmed)) return 'format';
  const [whole = '0', fraction = ''] = trimmed.split('.');
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  if (minor <= 0n) return 'zero';
  if (minor > LIMIT_MAX_MINOR) return 'tooLarge';
  return minor;
};

/** The longest time limit per period: the period itself (a month of 31 days). */
const PERIOD_MINUTES: Record<'day' | 'week' | 'month', number> = { day: 1440, week: 10_080, month: 44_640 };

export type TimeProblem = 'format' | 'zero' | 'tooLarge';

/** A time limit typed by the member: whole minutes, 1 to the period's length; answers seconds. */
export const parseTimeLimit = (text: string, period: LimitPeriod): bigint | TimeProblem => {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return 'format';
  const minutes = Number(trimmed);
  if (minutes === 0) return 'zero';
  if (minutes > PERIOD_MINUTES[period]) return 'tooLarge';
  return BigInt(minutes * 60);
};

/** A stretch of activity: a login session from its start to its last call (epoch ms). */
export interface Span {
  readonly startMs: number;
  readonly endMs: number;
}

/**
 * Whole seconds of activity within [fromMs, toMs): the union of the spans, so two devices signed in
 * at once count the time once.
 */
export const activeSeconds = (spans: readonly Span[], fromMs: number, toMs: number): number => {
  const clipped = spans
    .map((s) => ({ startMs: Math.max(s.startMs, fromMs), endMs: Math.min(s.endMs, toMs) }))
    .filter((s) => s.endMs > s.startMs)
    .sort((a, b) => a.startMs - b.startMs);
  let total = 0;
  let open: { startMs: number; endMs: number } | null = null;
  for (const s of clipped) {
    if (open === null || s.startMs > open.endMs) {
      if (open !== null) total += open.endMs - open.startMs;
      open = { ...s };
    } else if (s.endMs > open.endMs) open.endMs = s.endMs;
  }
  if (open !== null) total += open.endMs - open.startMs;
  return Math.floor(total / 1000);
};

/**
 * When a member who reached a time limit may come back: the end of the latest-ending period whose
 * limit is used up (RTS 12A: the lowest remaining applies), or null while every period leaves time.
 */
export const timeLimitUntil = (
  limits: LimitTable,
  used: Partial<Record<LimitPeriod, bigint>>,
  nowMs: number,
): number | null => {
  let until: number | null = null;
  for (const period of LIMIT_PERIODS) {
    const active = limits.time?.[period]?.active ?? null;
    if (active === null || leftIn(active, used[period] ?? 0n) > 0n) continue;
    const end = periodEnd(period, periodStart(period, nowMs));
    if (until === null || end > until) until = end;
  }
  return until;
};

/** The start (epoch ms) of the period containing `atMs`: Shanghai midnight, Monday, or the 1st. */
export const periodStart = (period: LimitPeriod, atMs: number): number => {
  const local = new Date(atMs + ZONE_OFFSET_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - ZONE_OFFSET_MS;
  if (period === 'day') return midnight;
  if (period === 'week') return midnight - ((local.getUTCDay() + 6) % 7) * DAY_MS;
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - ZONE_OFFSET_MS;
};

/** The end (exclusive) of the period starting at `startMs`. */
export const periodEnd = (period: LimitPeriod, startMs: number): number => {
  if (period === 'day') return startMs + DAY_MS;
  if (period === 'week') return startMs + 7 * DAY_MS;
  const local = new Date(startMs + ZONE_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - ZONE_OFFSET_MS;
};

/** One limit: its active amount (null: none) and a pending increase or removal waiting for the member. */
export interface Limit {
  readonly active: bigint | null;
  /** `amount` null is a removal. */
  readonly pending: { readonly amount: bigint | null; readonly effectiveAtMs: number } | null;
}

export const NO_LIMIT: Limit = { active: null, pending: null };

export type ChangeOutcome = 'applied' | 'pending' | 'unchanged';

/**
 * A member asks for `amount` (null: remove). A new limit or a decrease applies at once and drops any
 * pending increase; an increase or removal waits COOLING_OFF_MS and then the member's confirmation.
 */
export const requestChange = (
  limit: Limit,
  amount: bigint | null,
  nowMs: number,
): { limit: Limit; outcome: ChangeOutcome } => {
  if (limit.active === null) {
    if (amount === null) return { limit: NO_LIMIT, outcome: 'unchanged' };
    return { limit: { active: amount, pending: null }, outcome: 'applied' };
  }
  if (amount !== null && amount <= limit.active) {
    const outcome = amount === limit.active && limit.pending === null ? 'unchanged' : 'applied';
    return { limit: { active: amount, pending: null }, outcome };
  }
  return {
    limit: { active: limit.active, pending: { amount, effectiveAtMs: nowMs + COOLING_OFF_MS } },
    outcome: 'pending',
  };
};

export type ConfirmProblem = 'nothingPending' | 'tooEarly';

/** The member confirms a pending increase or removal, which is allowed only after its cooling-off. */
export const confirmChange = (limit: Limit, nowMs: number): Limit | ConfirmProblem => {
  if (!limit.pending) return 'nothingPending';
  if (nowMs < limit.pending.effectiveAtMs) return 'tooEarly';
  return { active: limit.pending.amount, pending: null };
};

/** Usage already counted for one kind and period (for `loss`, stakes minus returns, may be negative). */
export type LimitTable = Partial<Record<AnyLimitKind, Partial<Record<LimitPeriod, Limit>>>>;
export type UsageTable = Partial<Record<AnyLimitKind, Partial<Record<LimitPeriod, bigint>>>>;

/** Limits an operator imposed on a member (amounts only: they apply at once and only an operator lifts them). */
export type ImposedTable = Partial<Record<AnyLimitKind, Partial<Record<LimitPeriod, bigint>>>>;

/**
 * The limits that apply: per kind and period the lower of the member's own active limit and the
 * operator's (LCCP SR 3.4.3: an operator may restrict a member beyond what they chose). The member's
 * pending change is kept, since confirming it changes only their own limit and the operator's still caps.
 */
export const withImposed = (own: LimitTable, imposed: ImposedTable): LimitTable => {
  const out: LimitTable = {};
  for (const kind of ALL_LIMIT_KINDS)
    for (const period of LIMIT_PERIODS) {
      const mine = own[kind]?.[period];
      const theirs = imposed[kind]?.[period];
      if (mine === undefined && theirs === undefined) continue;
      const active = mine?.active ?? null;
      const lower = theirs === undefined ? active : active === null || theirs < active ? theirs : active;
      out[kind] = { ...out[kind], [period]: { active: lower, pending: mine?.pending ?? null } };
    }
  return out;
};

/** What one period leaves: the limit less what was used (a loss below zero uses nothing), at least 0. */
export const leftIn = (limitAmount: bigint, used: bigint): bigint => {
  const counted = used > 0n ? used : 0n;
  return limitAmount > counted ? limitAmount - counted : 0n;
};

/** The lowest amount any active limit of `kind` leaves (RTS 12A: the lowest applies), or null: no limit. */
export const remaining = (limits: LimitTable, usage: UsageTable, kind: AnyLimitKind): bigint | null => {
  let lowest: bigint | null = null;
  for (const period of LIMIT_PERIODS) {
    const active = limits[kind]?.[period]?.active ?? null;
    if (active === null) continue;
    const left = leftIn(active, usage[kind]?.[period] ?? 0n);
    if (lowest === null || left < lowest) lowest = left;
  }
  return lowest;
};

/** The kinds of money movement the limits count, and which limits each one uses. */
export type SpendKind = 'deposit' | 'stake' | 'spend';

/**
 * The first limit a movement of `amount` would pass, or null when it fits. A stake counts against
 * the stake and loss limits (its worst case is losing it); a purchase of coins (spend) the same; a
 * deposit against the deposit limit.
 */
export const blockingLimit = (
  limits: LimitTable,
  usage: UsageTable,
  spend: SpendKind,
  amount: bigint,
): { kind: LimitKind; remaining: bigint } | null => {
  const kinds: readonly LimitKind[] = spend === 'deposit' ? ['deposit'] : ['stake', 'loss'];
  let worst: { kind: LimitKind; remaining: bigint } | null = null;
  for (const kind of kinds) {
    const left = remaining(limits, usage, kind);
    if (left !== null && amount > left && (worst === null || left < worst.remaining)) worst = { kind, remaining: left };
  }
  return worst;
};

/** The usage a movement adds, per limit kind (a return takes off the loss only). */
export const usageDelta = (movement: SpendKind | 'return', amount: bigint): Partial<Record<LimitKind, bigint>> => {
  if (movement === 'deposit') return { deposit: amount };
  if (movement === 'return') return { loss: -amount };
  return { stake: amount, loss: amount };
};

// ---- time-out and self-exclusion ----

export type BlockKind = 'timeOut' | 'selfExclusion';

export interface Block {
  readonly kind: BlockKind;
  readonly startsAtMs: number;
  readonly endsAtMs: number;
  /** Imposed by an operator (a time-out after an interaction, LCCP SR 3.4.3), not chosen by the member. */
  readonly byOperator?: boolean;
}

export type DurationProblem = 'timeOutRange' | 'exclusionRange';

/** A time-out of `days` whole days (1 day, 7, 30, or any up to 42) from now. */
export const timeOutEnd = (days: number, nowMs: number): number | DurationProblem => {
  if (!Number.isInteger(days) || days < 1 || days > TIME_OUT_MAX_DAYS) return 'timeOutRange';
  return nowMs + days * DAY_MS;
};

/** A self-exclusion of `months` calendar months (6 to 60) from now, in Shanghai's calendar. */
export const exclusionEnd = (months: number, nowMs: number): number | DurationProblem => {
  if (!Number.isInteger(months) || months < EXCLUSION_MIN_MONTHS || months > EXCLUSION_MAX_MONTHS)
    return 'exclusionRange';
  const local = new Date(nowMs + ZONE_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + months;
  // The same day of the month, or the month's last day when it has fewer (31 Aug + 6 → 28/29 Feb).
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(local.getUTCDate(), lastDay);
  const timeOfDay = (nowMs + ZONE_OFFSET_MS) % DAY_MS;
  return Date.UTC(y, m, day) + timeOfDay - ZONE_OFFSET_MS;
};

/**
 * The block in force at `nowMs`, if any: a self-exclusion before a time-out, and of two of a kind the
 * one that ends last. A member can never shorten one: a new block only adds.
 */
export const activeBlock = (blocks: readonly Block[], nowMs: number): Block | null => {
  let found: Block | null = null;
  for (const block of blocks) {
    if (block.startsAtMs > nowMs || block.endsAtMs <= nowMs) continue;
    if (
      found === null ||
      (block.kind === 'selfExclusion' && found.kind === 'timeOut') ||
      (block.kind === found.kind && block.endsAtMs > found.endsAtMs)
    )
      found = block;
  }
  return found;
};
