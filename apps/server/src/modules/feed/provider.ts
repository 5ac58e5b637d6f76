import type { OutcomeResult, SportId } from '@courtside/contract';

/**
 * What a sports-data provider sends (DESIGN.md section 12), in the industry's odds-feed vocabulary.
 * Every message carries the provider's timestamp (`ts`, milliseconds) and a per-provider sequence
 * number (`seq`): an entity is never changed by a message older than the one it last applied, and a
 * jump in `seq` means messages were lost, so the feed asks for a snapshot.
 */

interface Stamped {
  /** The provider's clock when it sent the message, ms since the epoch. */
  ts: number;
  /** Consecutive per provider; a gap means a lost message. */
  seq: number;
}

export interface LeagueData {
  ref: string;
  sport: SportId;
  name: string;
  shortName: string;
  region: string;
  logo: string;
  priority: number;
}

export interface TeamData {
  ref: string;
  sport: SportId;
  name: string;
  shortName: string;
  logo: string;
}

export interface ClockData {
  seconds: number;
  running: boolean;
}

export interface IncidentData {
  /** Consecutive within the match. */
  seq: number;
  kind: string;
  side: 'home' | 'away' | 'none';
  period: string;
  seconds: number;
  text: string;
  x: number | null;
  y: number | null;
}

export interface MatchStateData {
  status: 'notStarted' | 'live' | 'ended' | 'postponed' | 'cancelled';
  period: string;
  clock: ClockData | null;
  score: { home: number; away: number };
  periodScores: { period: string; home: number; away: number }[];
  statistics: Record<string, [number, number]>;
  /** Incidents since the match started; the feed stores each once by its seq. */
  incidents: IncidentData[];
}

/** A fixture: created or changed (kickoff moved, postponed). */
export interface FixtureChange extends Stamped {
  type: 'fixture';
  matchRef: string;
  kind: 'match' | 'outright';
  league: LeagueData;
  home: TeamData | null;
  away: TeamData | null;
  kickoffAt: number;
  bestOf: number;
  state: MatchStateData;
}

/** The live state of a match: score, clock, period, incidents (high-frequency parts go on the live bus). */
export interface MatchStatus extends Stamped {
  type: 'matchStatus';
  matchRef: string;
  state: MatchStateData;
}

export interface MarketData {
  type: string;
  specifier: string;
  status: 'active' | 'suspended' | 'deactivated';
  /** Whether this line is the one a list row shows for its type. */
  main: boolean;
  outcomes: { key: string; odds: number }[];
}

/**
 * Markets whose odds or status changed. A line the provider stops offering is closed by telling it
 * `deactivated`, or, when the message is `complete` (it names every line the provider offers on the
 * match now), by leaving it out. An outcome a market's message leaves out is no longer offered.
 */
export interface OddsChange extends Stamped {
  type: 'odds';
  matchRef: string;
  markets: MarketData[];
  complete?: boolean;
}

/** Stop taking bets on a match's markets (all, or the named types) until an odds change reopens them. */
export interface BetStop extends Stamped {
  type: 'betStop';
  matchRef: string;
  marketTypes: string[] | null;
}

export interface OutcomeSettlement {
  key: string;
  result: OutcomeResult;
}

export interface BetSettlement extends Stamped {
  type: 'settlement';
  matchRef: string;
  markets: { type: string; specifier: string; outcomes: OutcomeSettlement[] }[];
}

/** Void the bets placed on markets between `from` and `to` (the whole market when both are null). */
export interface BetCancel extends Stamped {
  type: 'cancel';
  matchRef: string;
  markets: { type: string; specifier: string }[];
  from: number | null;
  to: number | null;
}

/** Undo an earlier settlement or cancel of markets. */
export interface Rollback extends Stamped {
  type: 'rollbackSettlement' | 'rollbackCancel';
  matchRef: string;
  markets: { type: string; specifier: string }[];
}

export type FeedMessage = FixtureChange | MatchStatus | OddsChange | BetStop | BetSettlement | BetCancel | Rollback;

/**
 * A provider of sports data. The feed subscribes to its messages and, after a gap (or at start),
 * asks for a snapshot: every fixture it knows with its state and markets, as messages.
 */
export interface FeedProvider {
  readonly name: string;
  subscribe(handler: (message: FeedMessage) => Promise<void>): void;
  /** The current state of everything, as fixture, status, odds and settlement messages. */
  snapshot(): Promise<FeedMessage[]>;
}
