import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Sports data as the feed delivers it (DESIGN.md section 12). Every row a provider sends carries the
 * provider's reference and the provider timestamp of the message that last changed it, so a message
 * applied twice, or an older one after a newer one, changes nothing.
 */

export const feedLeagues = pgTable(
  'feed_league',
  {
    id: serial('id').primaryKey(),
    providerRef: text('provider_ref').notNull(),
    sport: text('sport').notNull(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    region: text('region').notNull(),
    logo: text('logo').notNull(),
    priority: integer('priority').notNull().default(0),
    providerTs: bigint('provider_ts', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('feed_league_ref').on(t.providerRef),
    check('feed_league_sport', sql`${t.sport} in ('football', 'basketball', 'esports')`),
  ],
);

export const feedTeams = pgTable(
  'feed_team',
  {
    id: serial('id').primaryKey(),
    providerRef: text('provider_ref').notNull(),
    sport: text('sport').notNull(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    logo: text('logo').notNull(),
    providerTs: bigint('provider_ts', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('feed_team_ref').on(t.providerRef)],
);

export interface PeriodScoreRow {
  period: string;
  home: number;
  away: number;
}

export const feedMatches = pgTable(
  'feed_match',
  {
    id: serial('id').primaryKey(),
    providerRef: text('provider_ref').notNull(),
    sport: text('sport').notNull(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => feedLeagues.id),
    /**
     * `match` for a fixture between two teams; `outright` for a league's season, whose one market
     * (冠军) is decided when the season ends (no teams, kickoff is the season's close).
     */
    kind: text('kind').notNull().default('match'),
    homeTeamId: integer('home_team_id').references(() => feedTeams.id),
    awayTeamId: integer('away_team_id').references(() => feedTeams.id),
    kickoffAt: timestamptz('kickoff_at').notNull(),
    status: text('status').notNull().default('notStarted'),
    period: text('period').notNull().default(''),
    clockSeconds: integer('clock_seconds'),
    clockRunning: integer('clock_running').notNull().default(0),
    clockAt: timestamptz('clock_at'),
    homeScore: integer('home_score').notNull().default(0),
    awayScore: integer('away_score').notNull().default(0),
    periodScores: jsonb('period_scores').$type<PeriodScoreRow[]>().notNull().default([]),
    statistics: jsonb('statistics').$type<Record<string, [number, number]>>().notNull().default({}),
    bestOf: integer('best_of').notNull().default(0),
    /** Bumped by every applied change of the match's state, so clients see gaps. */
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    providerTs: bigint('provider_ts', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feed_match_ref').on(t.providerRef),
    index('feed_match_list').on(t.sport, t.kind, t.status, t.kickoffAt),
    index('feed_match_league').on(t.leagueId, t.kickoffAt),
    check('feed_match_status', sql`${t.status} in ('notStarted', 'live', 'ended', 'postponed', 'cancelled')`),
    check(
      'feed_match_kind',
      sql`(${t.kind} = 'match' and ${t.homeTeamId} is not null and ${t.awayTeamId} is not null) or ${t.kind} = 'outright'`,
    ),
  ],
);

export const feedIncidents = pgTable(
  'feed_incident',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => feedMatches.id, { onDelete: 'cascade' }),
    /** The provider's sequence number of the incident within its match. */
    seq: integer('seq').notNull(),
    kind: text('kind').notNull(),
    side: text('side').notNull(),
    period: text('period').notNull(),
    seconds: integer('seconds').notNull(),
    text: text('text').notNull(),
    x: real('x'),
    y: real('y'),
    at: timestamptz('at').notNull(),
  },
  (t) => [uniqueIndex('feed_incident_seq').on(t.matchId, t.seq)],
);

/**
 * A market of a match (type and line). `feedStatus` is what the provider says; `traderStatus` is the
 * overlay no feed message lifts: `suspended` by the trader (only the trader reopens it) or `liability`
 * by the book when an outcome's liability reached its cap (reopened when it falls back). Members see
 * the stricter of the two.
 */
export const feedMarkets = pgTable(
  'feed_market',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => feedMatches.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    specifier: text('specifier').notNull().default(''),
    feedStatus: text('feed_status').notNull().default('active'),
    traderStatus: text('trader_status').notNull().default('open'),
    main: integer('main').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    providerTs: bigint('provider_ts', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feed_market_key').on(t.matchId, t.type, t.specifier),
    check('feed_market_status', sql`${t.feedStatus} in ('active', 'suspended', 'deactivated', 'settled', 'cancelled')`),
    check('feed_market_trader', sql`${t.traderStatus} in ('open', 'suspended', 'liability')`),
  ],
);

export const feedOutcomes = pgTable(
  'feed_outcome',
  {
    marketId: bigint('market_id', { mode: 'number' })
      .notNull()
      .references(() => feedMarkets.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Decimal odds x 1000. */
    odds: integer('odds').notNull(),
    /** Set when the market is settled: win, lose, half-win, half-lose, push or void. */
    result: text('result'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.key] })],
);

/** Where the feed's message sequence has got to, per provider, so a gap is noticed and recovered. */
export const feedProviderState = pgTable('feed_provider_state', {
  provider: text('provider').primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
  lastTs: bigint('last_ts', { mode: 'number' }).notNull().default(0),
  recoveredAt: timestamptz('recovered_at'),
});
