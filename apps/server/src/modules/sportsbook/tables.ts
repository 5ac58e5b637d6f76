import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * A bet on the house sportsbook (DESIGN.md section 13). Its stake sits in the house "bets in play"
 * account from placement until it settles, is rejected or is cashed out; `generation` counts the
 * settlements and their rollbacks, so every ledger movement of a bet has a key of its own.
 */
export const sbBets = pgTable(
  'sb_bet',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: integer('member_id').notNull(),
    requestId: text('request_id').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind').notNull(),
    systemType: text('system_type'),
    /** A system bet's stake per combination; the stake for a single or parlay. */
    unitStake: money('unit_stake').notNull(),
    /** The stake riding now; a partial cash-out lowers it. */
    stake: money('stake').notNull(),
    placedStake: money('placed_stake').notNull(),
    potentialReturn: money('potential_return').notNull(),
    oddsPolicy: text('odds_policy').notNull(),
    state: text('state').notNull(),
    rejectReason: text('reject_reason'),
    /** Set when the trader voided this bet by hand: no later rollback of a market opens it again. */
    voidReason: text('void_reason'),
    settledReturn: money('settled_return'),
    cashedOut: money('cashed_out').notNull().default(sql`0`),
    validTurnover: money('valid_turnover').notNull().default(sql`0`),
    generation: integer('generation').notNull().default(0),
    /** The free bet token that staked it (promotions): the member's return is the return less the stake. */
    freeBetId: bigint('free_bet_id', { mode: 'number' }),
    placedAt: timestamptz('placed_at').notNull(),
    decideAt: timestamptz('decide_at'),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    uniqueIndex('sb_bet_request').on(t.siteId, t.memberId, t.requestId),
    index('sb_bet_member').on(t.memberId, t.state, t.placedAt),
    index('sb_bet_pending').on(t.decideAt).where(sql`${t.state} = 'pending'`),
    // The dashboard's open bets, read every few seconds: only the bets still riding, by site.
    index('sb_bet_open').on(t.siteId).where(sql`${t.state} in ('pending', 'accepted')`),
    check('sb_bet_kind', sql`${t.kind} in ('single', 'parlay', 'system', 'builder')`),
    check('sb_bet_state', sql`${t.state} in ('pending', 'accepted', 'rejected', 'settled', 'void', 'cashedOut')`),
    check('sb_bet_amounts', sql`${t.stake} >= 0 and ${t.unitStake} > 0 and ${t.cashedOut} >= 0`),
  ],
);

/** One selection of a bet, with what the member saw of it at placement. */
export const sbBetLegs = pgTable(
  'sb_bet_leg',
  {
    betId: integer('bet_id')
      .notNull()
      .references(() => sbBets.id, { onDelete: 'cascade' }),
    idx: integer('idx').notNull(),
    matchId: integer('match_id').notNull(),
    marketId: bigint('market_id', { mode: 'number' }).notNull(),
    outcome: text('outcome').notNull(),
    odds: integer('odds').notNull(),
    marketVersion: bigint('market_version', { mode: 'number' }).notNull(),
    inPlay: integer('in_play').notNull().default(0),
    scoreAt: text('score_at').notNull().default(''),
    sport: text('sport').notNull(),
    leagueName: text('league_name').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    kickoffAt: timestamptz('kickoff_at').notNull(),
    marketName: text('market_name').notNull(),
    outcomeName: text('outcome_name').notNull(),
    result: text('result'),
  },
  (t) => [primaryKey({ columns: [t.betId, t.idx] }), index('sb_bet_leg_market').on(t.marketId, t.betId)],
);

/**
 * What the house stands to lose on an outcome: the sum of the net wins (return less stake) of the
 * open bets on it. Placement refuses a bet that would take it past the cap.
 */
export const sbLiabilities = pgTable(
  'sb_liability',
  {
    marketId: bigint('market_id', { mode: 'number' }).notNull(),
    outcome: text('outcome').notNull(),
    liability: money('liability').notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.outcome] })],
);

/** A cash-out (full or partial) of a bet: the stake it took off the bet and what it paid. */
export const sbCashOuts = pgTable(
  'sb_cash_out',
  {
    id: serial('id').primaryKey(),
    betId: integer('bet_id')
      .notNull()
      .references(() => sbBets.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    stake: money('stake').notNull(),
    paid: money('paid').notNull(),
    at: timestamptz('at').notNull(),
  },
  (t) => [uniqueIndex('sb_cash_out_request').on(t.betId, t.requestId)],
);

/**
 * A member's limit factor, set on the trader's desk: it scales that member's stake and payout limits
 * at placement (0.01 to 10; a member with no row bets at 1). Kept in basis points so it stays exact.
 */
export const sbMemberLimits = pgTable(
  'sb_member_limit',
  {
    siteId: integer('site_id').notNull(),
    memberId: integer('member_id').notNull(),
    factorBp: integer('factor_bp').notNull(),
    reason: text('reason').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.memberId] }),
    check('sb_member_limit_factor', sql`${t.factorBp} between 100 and 100000`),
  ],
);
