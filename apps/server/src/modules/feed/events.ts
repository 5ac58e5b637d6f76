import { defineEvent } from '../../platform/outbox';

/** A match started, ended, was postponed or cancelled. */
export interface MatchStatusChanged {
  matchId: number;
  sport: string;
  from: string | null;
  to: string;
  score: { home: number; away: number };
}

/** Bets on these markets must stop now (a dangerous moment); an odds change reopens them. */
export interface BetStopped {
  matchId: number;
  marketIds: number[];
}

/** A market's outcomes are decided; the sportsbook settles the bets on it. */
export interface MarketSettled {
  matchId: number;
  marketId: number;
  type: string;
  specifier: string;
  /** Outcome key -> win, lose, half-win, half-lose, push or void. */
  results: Record<string, string>;
}

/** A market is void for bets placed between `from` and `to` (ms; null = unbounded). */
export interface MarketCancelled {
  matchId: number;
  marketId: number;
  type: string;
  specifier: string;
  from: number | null;
  to: number | null;
}

/**
 * The trader's or the book's overlay on some markets of a match changed (suspended, reopened): members
 * watching the match must see it at once, as they see the feed's own changes.
 */
export interface MarketsChanged {
  matchId: number;
  marketIds: number[];
}

/** An earlier settlement or cancel of a market is undone. */
export interface MarketRolledBack {
  matchId: number;
  marketId: number;
  undone: 'settlement' | 'cancel';
}

export const feedEvents = {
  matchStatusChanged: defineEvent<MatchStatusChanged>('feed.matchStatusChanged'),
  betStopped: defineEvent<BetStopped>('feed.betStopped'),
  marketSettled: defineEvent<MarketSettled>('feed.marketSettled'),
  marketCancelled: defineEvent<MarketCancelled>('feed.marketCancelled'),
  marketRolledBack: defineEvent<MarketRolledBack>('feed.marketRolledBack'),
  marketsChanged: defineEvent<MarketsChanged>('feed.marketsChanged'),
};
