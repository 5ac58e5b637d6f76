import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * A member's limit of one kind (deposit, loss, stake) and period (day, week, month). `amount` null is
 * no limit. A pending increase or removal waits for `pending_effective_at` and then the member's
 * confirmation (`pending_removal` true: the limit goes; otherwise `pending_amount` replaces it).
 */
export const rgLimits = pgTable(
  'rg_limit',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    siteId: integer('site_id').notNull(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    amount: money('amount'),
    pendingAmount: money('pending_amount'),
    pendingRemoval: text('pending_removal'),
    pendingEffectiveAt: timestamptz('pending_effective_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** An operator's limit of the same kind and period: the lower of the two applies; only an operator lifts it. */
    imposedAmount: money('imposed_amount'),
    imposedReason: text('imposed_reason'),
    imposedBy: text('imposed_by'),
    imposedAt: timestamptz('imposed_at'),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.period] })],
);

/**
 * What a member used in one period (Asia/Shanghai day, week from Monday, month), in minor units,
 * written by the transactions that move the money: a deposit credited adds `deposit`; a stake, a
 * venue transfer in or a coin purchase adds `stake` and `loss`; a return takes off `loss`. The
 * row's lock is what makes concurrent stakes see each other.
 */
export const rgUsage = pgTable(
  'rg_usage',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    period: text('period').notNull(),
    periodStart: timestamptz('period_start').notNull(),
    deposit: money('deposit').notNull(),
    stake: money('stake').notNull(),
    loss: money('loss').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.period, t.periodStart] })],
);

/**
 * A time-out or a self-exclusion: from its start to its end, never shortened by the member. `actor`
 * is `member`, or `operator:<name>` for a time-out an operator imposed, with their `reason`.
 */
export const rgBlocks = pgTable(
  'rg_block',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    siteId: integer('site_id').notNull(),
    kind: text('kind').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    actor: text('actor').notNull().default('member'),
    reason: text('reason'),
  },
  (t) => [index('rg_block_member_idx').on(t.memberId, t.endsAt)],
);

/** Every change a member (or an operator) made to limits and blocks, with what it was before. */
export const rgAudit = pgTable(
  'rg_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    siteId: integer('site_id').notNull(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    detail: jsonb('detail').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('rg_audit_member_idx').on(t.memberId, t.at)],
);

/**
 * One login session as safer gambling sees it (RTS 13B, 13C, 2E): when it started and the member's
 * running loss total (the `total` row of `rg_usage`) at that moment, so its net position is one
 * subtraction; and when the member last acknowledged a reality check.
 */
export const rgSessions = pgTable(
  'rg_session',
  {
    sessionId: bigint('session_id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    siteId: integer('site_id').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    lossAtStart: money('loss_at_start').notNull(),
    realityAckAt: timestamptz('reality_ack_at'),
    realityAcks: integer('reality_acks').notNull().default(0),
  },
  (t) => [index('rg_session_member_idx').on(t.memberId)],
);

/**
 * A member's safer-gambling settings: the reality-check interval in minutes (null: off), and their
 * answer to the deposit-limit prompt at the first deposit (RTS 12A): `set` or `declined`, and when
 * (null: never asked or never answered; once answered it is not asked again).
 */
export const rgSettings = pgTable('rg_setting', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  siteId: integer('site_id').notNull(),
  realityMinutes: integer('reality_minutes'),
  limitPromptAnswer: text('limit_prompt_answer'),
  limitPromptAnsweredAt: timestamptz('limit_prompt_answered_at'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
