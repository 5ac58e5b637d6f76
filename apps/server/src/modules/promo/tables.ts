import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../account/tables';
import { sites } from '../site/tables';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * An offer: its kind, its terms (validated by the contract's zod schema on the way in, and again
 * when read), its window in Asia/Shanghai business days, and its budget and receiver counters, which
 * a grant raises with a conditional update so concurrent claims never pass them.
 */
export const promotions = pgTable(
  'promo_promotion',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    image: text('image').notNull().default(''),
    terms: jsonb('terms').notNull(),
    state: text('state').notNull(),
    startDay: text('start_day').notNull(),
    endDay: text('end_day'),
    budget: money('budget'),
    budgetUsed: money('budget_used').notNull().default(sql`0`),
    maxReceivers: integer('max_receivers'),
    receivers: integer('receivers').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_promotion_code').on(t.siteId, t.code),
    check(
      'promo_promotion_kind',
      sql`${t.kind} in ('newcomer', 'deposit', 'manual', 'vip', 'signin', 'birthday', 'welfare', 'backflow', 'invite', 'wheel', 'exchange', 'quiz', 'lottery', 'barrier', 'vote')`,
    ),
    check('promo_promotion_state', sql`${t.state} in ('active', 'paused', 'ended')`),
    check('promo_promotion_window', sql`${t.endDay} is null or ${t.endDay} >= ${t.startDay}`),
    check('promo_promotion_budget', sql`${t.budget} is null or ${t.budgetUsed} <= ${t.budget}`),
    check('promo_promotion_receivers', sql`${t.maxReceivers} is null or ${t.receivers} <= ${t.maxReceivers}`),
  ],
);

/**
 * A bonus given to a member. Its balance is not wallet money: it becomes wallet money once, at
 * conversion, through the ledger. Progress moves only by one statement (`least(requirement, ...)`)
 * and the checks below hold it, the balance and the forfeit reason whatever the code does.
 */
export const grants = pgTable(
  'promo_grant',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    /** What gave it (a claim, a deposit, an operator) and that source's reference; unique per member. */
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    currency: text('currency').notNull(),
    granted: money('granted').notNull(),
    balance: money('balance').notNull(),
    requirement: money('requirement').notNull(),
    progress: money('progress').notNull().default(sql`0`),
    /** The terms as they were when it was given (weights, minimum odds, max bet, max win). */
    terms: jsonb('terms').notNull(),
    maxBet: money('max_bet'),
    status: text('status').notNull(),
    reason: text('reason'),
    /** Free text an operator gave with a manual grant or forfeit. */
    note: text('note'),
    converted: money('converted'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    closedAt: timestamptz('closed_at'),
  },
  (t) => [
    uniqueIndex('promo_grant_source').on(t.memberId, t.source, t.sourceRef),
    index('promo_grant_member').on(t.memberId, t.status),
    index('promo_grant_live_expiry').on(t.expiresAt).where(sql`${t.status} = 'active'`),
    check('promo_grant_progress', sql`${t.progress} >= 0 and ${t.progress} <= ${t.requirement}`),
    check('promo_grant_balance', sql`${t.balance} >= 0 and ${t.granted} > 0`),
    check(
      'promo_grant_status',
      sql`${t.status} in ('pending', 'active', 'completed', 'converted', 'forfeited', 'expired')`,
    ),
    check('promo_grant_forfeit_reason', sql`(${t.status} = 'forfeited') = (${t.reason} is not null)`),
    check(
      'promo_grant_closed_empty',
      sql`${t.status} not in ('converted', 'forfeited', 'expired') or ${t.balance} = 0`,
    ),
  ],
);

/**
 * The grant's own append-only ledger: every change of its balance, signed. Their sum is the
 * grant's balance (the promo tests check it after every case); the unique key makes each step once.
 */
export const grantEntries = pgTable(
  'promo_grant_entry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    grantId: bigint('grant_id', { mode: 'number' })
      .notNull()
      .references(() => grants.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    reference: text('reference').notNull(),
    at: timestamptz('at').notNull(),
  },
  (t) => [
    uniqueIndex('promo_grant_entry_step').on(t.grantId, t.kind, t.reference),
    check(
      'promo_grant_entry_kind',
      sql`${t.kind} in ('grant', 'stake', 'win', 'reversal', 'convert', 'forfeit', 'expire')`,
    ),
  ],
);

/**
 * A claim of an offer, or a deposit considered for one: unique on (member, source, reference), so
 * fifty clicks or a redelivered deposit event make one grant. A refused claim keeps its reason.
 */
export const claims = pgTable(
  'promo_claim',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    reference: text('reference').notNull(),
    promotionId: bigint('promotion_id', { mode: 'number' }).references(() => promotions.id, { onDelete: 'cascade' }),
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    grantId: bigint('grant_id', { mode: 'number' }).references(() => grants.id, { onDelete: 'cascade' }),
    at: timestamptz('at').notNull(),
  },
  (t) => [
    uniqueIndex('promo_claim_key').on(t.memberId, t.source, t.reference),
    check('promo_claim_outcome', sql`${t.outcome} in ('granted', 'refused')`),
  ],
);

/**
 * A sportsbook bet placed while the member had an active grant: which grant it feeds, how its
 * stake was paid, the weight it counts at (fixed when placed, from the grant's snapshot), and what
 * its settlement added and returned, so a void or rollback reverses exactly that.
 */
export const grantBets = pgTable(
  'promo_bet',
  {
    betId: bigint('bet_id', { mode: 'number' }).primaryKey(),
    grantId: bigint('grant_id', { mode: 'number' })
      .notNull()
      .references(() => grants.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    stake: money('stake').notNull(),
    bonusStake: money('bonus_stake').notNull(),
    weightBp: integer('weight_bp').notNull(),
    state: text('state').notNull(),
    added: money('added').notNull().default(sql`0`),
    bonusReturned: money('bonus_returned').notNull().default(sql`0`),
    realReturned: money('real_returned').notNull().default(sql`0`),
    placedAt: timestamptz('placed_at').notNull(),
  },
  (t) => [
    index('promo_bet_open').on(t.grantId).where(sql`${t.state} = 'open'`),
    index('promo_bet_member_open').on(t.memberId, t.placedAt).where(sql`${t.state} = 'open'`),
    check('promo_bet_state', sql`${t.state} in ('open', 'settled', 'void')`),
    check('promo_bet_amounts', sql`${t.bonusStake} >= 0 and ${t.bonusStake} <= ${t.stake} and ${t.added} >= 0`),
    check('promo_bet_weight', sql`${t.weightBp} between 0 and 10000`),
  ],
);

/** Members the operator keeps out of every promotion (the spec's activity-tag blacklist). */
export const blacklist = pgTable(
  'promo_blacklist',
  {
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    by: text('by').notNull(),
    at: timestamptz('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.memberId] })],
);

/**
 * Identities (device, registration IP, phone) that took a once-per-person gift. A second account
 * with one of them is refused the gift and flagged for the operator.
 */
export const identities = pgTable(
  'promo_identity',
  {
    siteId: integer('site_id').notNull(),
    promotionId: bigint('promotion_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.promotionId, t.kind, t.value] })],
);

/** What the operator should look at: a gift refused because several accounts share one identity. */
export const flags = pgTable(
  'promo_flag',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    promotionId: bigint('promotion_id', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    detail: jsonb('detail').notNull(),
    at: timestamptz('at').notNull(),
  },
  (t) => [index('promo_flag_member').on(t.memberId)],
);

/** Per member, what the promotions count themselves: credited deposits (for "first deposit"). */
export const memberStats = pgTable(
  'promo_member',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    deposits: integer('deposits').notNull().default(0),
    depositTotal: money('deposit_total').notNull().default(sql`0`),
    /** The last credited deposit (null for deposits counted before it was kept): what 回归礼金 measures from. */
    lastDepositAt: timestamptz('last_deposit_at'),
  },
  () => [],
);

/** A site's VIP ladder, one row per level (the domain's `ladderProblem` holds it monotone). */
export const vipLevels = pgTable(
  'promo_vip_level',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    name: text('name').notNull(),
    minDeposit: money('min_deposit').notNull(),
    minTurnover: money('min_turnover').notNull(),
    retainTurnover: money('retain_turnover').notNull(),
    upgradeGift: money('upgrade_gift').notNull(),
    weeklyPacket: money('weekly_packet').notNull(),
    monthlyPacket: money('monthly_packet').notNull(),
    /** 生日礼金 of the level; null until the operator (or the demo seed) names it. */
    birthdayGift: money('birthday_gift'),
    /** Basis points of valid turnover per product: {"sports": 40, ...}. */
    rebateBp: jsonb('rebate_bp').notNull(),
    rebateCap: money('rebate_cap').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.level] }),
    check('promo_vip_level_range', sql`${t.level} between 0 and 10`),
  ],
);

/** A member's VIP level, since when, and the last business day it was evaluated for (once per day). */
export const vipStates = pgTable('promo_vip', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  siteId: integer('site_id').notNull(),
  level: integer('level').notNull().default(0),
  levelSince: timestamptz('level_since').notNull(),
  evaluatedDay: text('evaluated_day'),
});

/** Every level change, with why (upgrade, demotion by retention, or the operator). */
export const vipHistory = pgTable(
  'promo_vip_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    fromLevel: integer('from_level').notNull(),
    toLevel: integer('to_level').notNull(),
    move: text('move').notNull(),
    day: text('day').notNull(),
    at: timestamptz('at').notNull(),
  },
  (t) => [
    index('promo_vip_history_member').on(t.memberId),
    check('promo_vip_history_move', sql`${t.move} in ('upgrade', 'demote')`),
  ],
);

/**
 * A settled bet or game round's valid turnover, on the Asia/Shanghai business day it settled: what
 * VIP levels and rebates read. Written in the settlement's own transaction (sportsbook) or by the
 * game-record subscriber (venues); a rolled-back bet's row is removed in the rollback's transaction,
 * so no level or rebate ever reads a settlement that was undone.
 */
export const turnover = pgTable(
  'promo_turnover',
  {
    source: text('source').notNull(),
    ref: text('ref').notNull(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    day: text('day').notNull(),
    product: text('product').notNull(),
    amount: money('amount').notNull(),
    /** A single sports bet's market and outcome, so stake hedged on one market counts zero for rebates. */
    market: text('market').notNull().default(''),
    side: text('side').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.ref] }),
    index('promo_turnover_member_day').on(t.memberId, t.day),
    index('promo_turnover_day').on(t.day),
    check('promo_turnover_amount', sql`${t.amount} >= 0`),
  ],
);

/** A daily job's run for one business day (VIP evaluation, rebate): once per day, however often it is started. */
export const dayRuns = pgTable(
  'promo_day_run',
  {
    job: text('job').notNull(),
    siteId: integer('site_id').notNull(),
    day: text('day').notNull(),
    members: integer('members').notNull().default(0),
    paid: money('paid').notNull().default(sql`0`),
    at: timestamptz('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.job, t.siteId, t.day] })],
);

/**
 * One member's 返水 for one business day, written in the transaction of its ledger credit; the
 * unique (member, day) key is what makes the daily job pay once, however often or wherever it runs.
 * A day whose rebate rounds to zero still has its row, so the job does not reconsider it.
 */
export const rebates = pgTable(
  'promo_rebate',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    level: integer('level').notNull(),
    currency: text('currency').notNull(),
    turnover: money('turnover').notNull(),
    amount: money('amount').notNull(),
    capped: integer('capped').notNull().default(0),
    /** Per product: valid turnover, rate and amount, as computed (the rebate can be replayed from it). */
    parts: jsonb('parts').notNull(),
    at: timestamptz('at').notNull(),
  },
  (t) => [
    uniqueIndex('promo_rebate_member_day').on(t.memberId, t.day),
    index('promo_rebate_site_day').on(t.siteId, t.day),
    check('promo_rebate_amount', sql`${t.amount} >= 0`),
  ],
);

/** A member's sign-in on one Asia/Shanghai business day: unique, so a day signs once however often it is tried. */
export const signIns = pgTable(
  'promo_signin',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    day: text('day').notNull(),
    streak: integer('streak').notNull(),
    grantId: bigint('grant_id', { mode: 'number' }),
    at: timestamptz('at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day] }),
    check('promo_signin_streak', sql`${t.streak} between 1 and 31`),
  ],
);

/**
 * A member's progress on one 福利中心 task in one period ('once', or a business day): written by the
 * outbox subscribers as the facts change (computed from them, so replays change nothing), and the
 * task's reward once claimed. The key makes one row, and so one reward, per task and period.
 */
export const taskProgress = pgTable(
  'promo_task_progress',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    task: text('task').notNull(),
    period: text('period').notNull(),
    progress: money('progress').notNull(),
    target: money('target').notNull(),
    grantId: bigint('grant_id', { mode: 'number' }),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.task, t.period] }),
    check('promo_task_progress_range', sql`${t.progress} >= 0 and ${t.progress} <= ${t.target} and ${t.target} > 0`),
  ],
);

/**
 * 邀请好友 (issue 31): one row per invitee, so a member counts for one inviter only. Written in the
 * registration's transaction (with the identity check of that moment) and moved by the outbox
 * subscribers (first deposit, valid turnover). The steps already paid are listed here and, as the
 * unique claim key of each grant, in promo_claim, which is what makes a redelivered event pay once.
 * A flag (an identity shared with the inviter) stops every reward until the operator clears it.
 */
export const invites = pgTable(
  'promo_invite',
  {
    inviteeId: bigint('invitee_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    inviterId: bigint('inviter_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    /** The site's currency at registration: what the inviter's rewards are given in. */
    currency: text('currency').notNull(),
    registeredAt: timestamptz('registered_at').notNull(),
    firstDeposit: money('first_deposit'),
    firstDepositAt: timestamptz('first_deposit_at'),
    /** Valid turnover since registration, as last computed from promo_turnover. */
    turnover: money('turnover').notNull().default(sql`0`),
    paidSteps: text('paid_steps').array().notNull().default(sql`'{}'::text[]`),
    reward: money('reward').notNull().default(sql`0`),
    flagKind: text('flag_kind'),
    flagDetail: jsonb('flag_detail'),
    flaggedAt: timestamptz('flagged_at'),
    /** The operator's decision on the flag: cleared (rewards flow again) or upheld. */
    decision: text('decision'),
    decidedBy: text('decided_by'),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [
    index('promo_invite_inviter').on(t.inviterId, t.registeredAt),
    index('promo_invite_flagged').on(t.siteId, t.flaggedAt).where(sql`${t.flagKind} is not null`),
    check('promo_invite_not_self', sql`${t.inviteeId} <> ${t.inviterId}`),
    check('promo_invite_reward', sql`${t.reward} >= 0 and ${t.turnover} >= 0`),
    check(
      'promo_invite_flag_kind',
      sql`${t.flagKind} is null or ${t.flagKind} in ('device', 'ip', 'phone', 'card', 'payout')`,
    ),
    check('promo_invite_decision', sql`${t.decision} is null or ${t.decision} in ('cleared', 'upheld')`),
  ],
);

/**
 * A member's 积分 (score): the balance of their points entries, which the database keeps at zero or
 * above. Earned from valid turnover here; spent by the activities issue (31).
 */
export const pointBalances = pgTable(
  'promo_points',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Points earned net of reversals, ever (what spending does not lower). */
    earned: bigint('earned', { mode: 'bigint' }).notNull().default(sql`0`),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [check('promo_points_balance', sql`${t.balance} >= 0`)],
);

/**
 * The points ledger: every change of a member's points, signed, append-only (a trigger refuses
 * updates). Unique on (member, source, reference), so a replayed event writes nothing; a settled
 * bet's references are `<bet>#<n>`, one per change of what the bet earns (settled, rolled back,
 * settled again), and each entry's points are the difference.
 */
export const pointEntries = pgTable(
  'promo_points_entry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** What the points came from: `sportsbook`, `venue:<code>` (turnover sources). */
    source: text('source').notNull(),
    reference: text('reference').notNull(),
    kind: text('kind').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    /** The valid turnover (minor units) the entry was computed from, for the member's history. */
    turnover: money('turnover').notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    at: timestamptz('at').notNull(),
  },
  (t) => [
    uniqueIndex('promo_points_entry_key').on(t.memberId, t.source, t.reference),
    index('promo_points_entry_member').on(t.memberId, t.id),
    check('promo_points_entry_kind', sql`${t.kind} in ('earn', 'reverse', 'draw', 'spend')`),
    check('promo_points_entry_points', sql`${t.points} <> 0 and ${t.balanceAfter} >= 0`),
  ],
);

/**
 * 幸运转盘 seed pairs (issue 31): one live pair per member, its server seed secret until the member
 * changes seeds (then `retiredAt` is set and the seed is shown with every draw made on it). The live
 * row is also the lock that puts a member's spins in a line.
 */
export const wheelSeeds = pgTable(
  'promo_wheel_seed',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    retiredAt: timestamptz('retired_at'),
  },
  (t) => [
    uniqueIndex('promo_wheel_seed_live').on(t.memberId).where(sql`${t.retiredAt} is null`),
    index('promo_wheel_seed_member').on(t.memberId, t.id),
  ],
);

/**
 * A spin: the seed pair and nonce it was drawn with, the table as it stood, the segment it landed on
 * and what that paid (a grant or points). One per (member, requestId) and one per (seed, nonce).
 */
export const wheelDraws = pgTable(
  'promo_wheel_draw',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    requestId: text('request_id').notNull(),
    day: text('day').notNull(),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => wheelSeeds.id),
    nonce: integer('nonce').notNull(),
    segment: integer('segment').notNull(),
    label: text('label').notNull(),
    prize: text('prize').notNull(),
    amount: money('amount').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    weights: jsonb('weights').$type<number[]>().notNull(),
    grantId: bigint('grant_id', { mode: 'number' }),
    at: timestamptz('at').notNull(),
  },
  (t) => [
    uniqueIndex('promo_wheel_draw_request').on(t.memberId, t.requestId),
    uniqueIndex('promo_wheel_draw_nonce').on(t.seedId, t.nonce),
    index('promo_wheel_draw_member_day').on(t.memberId, t.day),
    index('promo_wheel_draw_site_day').on(t.siteId, t.day, t.id),
    check('promo_wheel_draw_prize', sql`${t.prize} in ('bonus', 'points', 'none')`),
    check('promo_wheel_draw_paid', sql`${t.amount} >= 0 and ${t.points} >= 0`),
  ],
);

/**
 * What a wheel paid in bonus on one business day: raised by a conditional update that only passes
 * while the day's budget can still pay the wheel's biggest prize, so concurrent spins never pass it.
 */
export const wheelDays = pgTable(
  'promo_wheel_day',
  {
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    day: text('day').notNull(),
    paid: money('paid').notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.day] }), check('promo_wheel_day_paid', sql`${t.paid} >= 0`)],
);

/**
 * 积分兑换 (issue 31): what points buy — a bonus (minor units, given as a grant of the exchange
 * promotion) or gold coins (a count) — with its stock and a limit per member. `taken` rises by a
 * conditional update, so concurrent exchanges never pass the stock.
 */
export const exchangeItems = pgTable(
  'promo_exchange_item',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    stock: integer('stock'),
    taken: integer('taken').notNull().default(0),
    perMemberLimit: integer('per_member_limit'),
    state: text('state').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('promo_exchange_item_site').on(t.siteId, t.sort, t.id),
    check('promo_exchange_item_kind', sql`${t.kind} in ('bonus', 'coins', 'freeBet')`),
    check('promo_exchange_item_state', sql`${t.state} in ('active', 'paused')`),
    check('promo_exchange_item_amounts', sql`${t.amount} > 0 and ${t.points} > 0`),
    check('promo_exchange_item_stock', sql`${t.taken} >= 0 and (${t.stock} is null or ${t.taken} <= ${t.stock})`),
  ],
);

/** An exchange: the item as it was bought (title, amount, points) and the grant it gave, once per requestId. */
export const exchanges = pgTable(
  'promo_exchange',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => exchangeItems.id),
    requestId: text('request_id').notNull(),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    grantId: bigint('grant_id', { mode: 'number' }),
    freeBetId: bigint('free_bet_id', { mode: 'number' }),
    at: timestamptz('at').notNull(),
  },
  (t) => [
    uniqueIndex('promo_exchange_request').on(t.memberId, t.requestId),
    index('promo_exchange_member').on(t.memberId, t.id),
    index('promo_exchange_item_member').on(t.itemId, t.memberId),
    index('promo_exchange_site').on(t.siteId, t.id),
  ],
);

/**
 * A free bet token (免费投注券, issue 31): the house stakes one sportsbook single at `amount` from
 * the promo account. `unused` → `riding` (its bet placed) → `used` (its bet closed: `toPromo`, the
 * stake's share of the return, went back to the promo account, the rest to the member). A rejected
 * or voided bet turns it back to `unused`; a settlement rolled back turns it back to `riding`.
 * Expiry is read against `expires_at`: an unused token past it cannot stake.
 */
export const freeBets = pgTable(
  'promo_free_bet',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    /** What gave it and that source's reference (an exchange's id); unique per member. */
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    state: text('state').notNull(),
    betId: bigint('bet_id', { mode: 'number' }),
    returned: money('returned'),
    toPromo: money('to_promo'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('promo_free_bet_source').on(t.memberId, t.source, t.sourceRef),
    index('promo_free_bet_member').on(t.memberId, t.state, t.expiresAt),
    index('promo_free_bet_bet').on(t.betId),
    check('promo_free_bet_state', sql`${t.state} in ('unused', 'riding', 'used')`),
    check('promo_free_bet_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * 竞猜 questions (issue 31): one per match and kind, made from the feed's fixtures; closed at kickoff
 * and settled (once: a conditional update from 'open') from the final score, or voided when the match
 * is cancelled or postponed. `reward` is what a right answer paid when asked (minor units).
 */
export const quizQuestions = pgTable(
  'promo_quiz_question',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    matchId: bigint('match_id', { mode: 'number' }).notNull(),
    league: text('league').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    kickoffAt: timestamptz('kickoff_at').notNull(),
    kind: text('kind').notNull(),
    reward: money('reward').notNull(),
    buffFactor: integer('buff_factor').notNull(),
    state: text('state').notNull().default('open'),
    answer: text('answer'),
    createdAt: timestamptz('created_at').notNull(),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    uniqueIndex('promo_quiz_question_match').on(t.siteId, t.matchId, t.kind),
    index('promo_quiz_question_open').on(t.siteId, t.state, t.kickoffAt),
    index('promo_quiz_question_match_id').on(t.matchId),
    check(
      'promo_quiz_question_kind',
      sql`${t.kind} in ('winner', 'totalGoals', 'bothScore', 'exactScore', 'firstScorer')`,
    ),
    check('promo_quiz_question_state', sql`${t.state} in ('open', 'settled', 'void')`),
    check('promo_quiz_question_reward', sql`${t.reward} > 0`),
  ],
);

/** A member's answer: one per question, free; its payout a grant once the question settles. */
export const quizEntries = pgTable(
  'promo_quiz_entry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    questionId: bigint('question_id', { mode: 'number' })
      .notNull()
      .references(() => quizQuestions.id),
    requestId: text('request_id').notNull(),
    pick: text('pick').notNull(),
    buff: boolean('buff').notNull().default(false),
    /** The business day of the answer (buff cards are counted per day). */
    day: text('day').notNull(),
    state: text('state').notNull().default('open'),
    payout: money('payout').notNull().default(sql`0`),
    grantId: bigint('grant_id', { mode: 'number' }),
    at: timestamptz('at').notNull(),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    uniqueIndex('promo_quiz_entry_once').on(t.memberId, t.questionId),
    uniqueIndex('promo_quiz_entry_request').on(t.memberId, t.requestId),
    index('promo_quiz_entry_question').on(t.questionId),
    index('promo_quiz_entry_member').on(t.memberId, t.id),
    check('promo_quiz_entry_state', sql`${t.state} in ('open', 'won', 'lost', 'void')`),
    check('promo_quiz_entry_payout', sql`${t.payout} >= 0`),
  ],
);

/**
 * A 足球彩票 card (期, issue 31): N football matches from the feed, numbered per site (the unique issue
 * makes two members opening the page at once make one card). Entries close at `closesAt` (the first
 * kickoff); `results` gathers each match's 1X2 result or 'void' as the feed decides it, and the card
 * leaves 'open' once, by a conditional update, when all N are in. Prizes are as they were when made.
 */
export const lotteryCards = pgTable(
  'promo_lottery_card',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    issue: integer('issue').notNull(),
    closesAt: timestamptz('closes_at').notNull(),
    firstPrize: money('first_prize').notNull(),
    secondPrize: money('second_prize').notNull(),
    state: text('state').notNull().default('open'),
    results: jsonb('results').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull(),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    uniqueIndex('promo_lottery_card_issue').on(t.siteId, t.issue),
    index('promo_lottery_card_state').on(t.siteId, t.state, t.closesAt),
    check('promo_lottery_card_state', sql`${t.state} in ('open', 'settled')`),
    check('promo_lottery_card_prizes', sql`${t.firstPrize} > 0 and ${t.secondPrize} >= 0`),
  ],
);

/** A card's matches, in kickoff order; a match is on at most one card of a site. */
export const lotteryMatches = pgTable(
  'promo_lottery_match',
  {
    cardId: bigint('card_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryCards.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    matchId: bigint('match_id', { mode: 'number' }).notNull(),
    seq: integer('seq').notNull(),
    league: text('league').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    kickoffAt: timestamptz('kickoff_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.matchId] }),
    uniqueIndex('promo_lottery_match_once').on(t.siteId, t.matchId),
    index('promo_lottery_match_match').on(t.matchId),
  ],
);

/** A member's picks on a card: one entry per card, free; its prize a grant once the card settles. */
export const lotteryEntries = pgTable(
  'promo_lottery_entry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    cardId: bigint('card_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryCards.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    picks: jsonb('picks').$type<Record<string, string>>().notNull(),
    state: text('state').notNull().default('open'),
    right: integer('right_picks'),
    payout: money('payout').notNull().default(sql`0`),
    grantId: bigint('grant_id', { mode: 'number' }),
    at: timestamptz('at').notNull(),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    uniqueIndex('promo_lottery_entry_once').on(t.cardId, t.memberId),
    uniqueIndex('promo_lottery_entry_request').on(t.memberId, t.requestId),
    index('promo_lottery_entry_member').on(t.memberId, t.id),
    check('promo_lottery_entry_state', sql`${t.state} in ('open', 'won', 'lost')`),
    check('promo_lottery_entry_payout', sql`${t.payout} >= 0`),
  ],
);

/**
 * A 冠军投票 competition (issue 31): one per site and football outright market, opened from the feed's
 * outrights when a member first reads the page, with the teams as they were named then. Votes close at
 * `closesAt` (the outright's close); it leaves 'open' once, by a conditional update, when the feed
 * settles the market (its `winner`) or cancels it ('void').
 */
export const voteCompetitions = pgTable(
  'promo_vote_competition',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    matchId: bigint('match_id', { mode: 'number' }).notNull(),
    marketId: bigint('market_id', { mode: 'number' }).notNull(),
    league: text('league').notNull(),
    /** The teams in the feed's order: outcome key and name. */
    teams: jsonb('teams').$type<{ key: string; name: string }[]>().notNull(),
    closesAt: timestamptz('closes_at').notNull(),
    state: text('state').notNull().default('open'),
    winner: text('winner'),
    createdAt: timestamptz('created_at').notNull(),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    uniqueIndex('promo_vote_competition_market').on(t.siteId, t.marketId),
    index('promo_vote_competition_market_id').on(t.marketId),
    index('promo_vote_competition_state').on(t.siteId, t.state, t.closesAt),
    check('promo_vote_competition_state', sql`${t.state} in ('open', 'settled', 'void')`),
  ],
);

/** A member's vote: one per competition, free; `reward` is what it pays if right, fixed when cast. */
export const votes = pgTable(
  'promo_vote',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    competitionId: bigint('competition_id', { mode: 'number' })
      .notNull()
      .references(() => voteCompetitions.id),
    outcome: text('outcome').notNull(),
    reward: money('reward').notNull(),
    state: text('state').notNull().default('open'),
    payout: money('payout').notNull().default(sql`0`),
    grantId: bigint('grant_id', { mode: 'number' }),
    at: timestamptz('at').notNull(),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    uniqueIndex('promo_vote_once').on(t.competitionId, t.memberId),
    index('promo_vote_competition_outcome').on(t.competitionId, t.outcome),
    index('promo_vote_member').on(t.memberId, t.id),
    check('promo_vote_state', sql`${t.state} in ('open', 'won', 'lost', 'void')`),
    check('promo_vote_reward', sql`${t.reward} > 0`),
    check('promo_vote_payout', sql`${t.payout} >= 0`),
  ],
);
