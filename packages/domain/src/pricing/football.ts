// Football model: goals per team are independent Poisson variables (DESIGN §12). One score matrix over
// FINAL scores gives every full-time market; a second over half-time scores gives the half-time ones.
// In play, the matrix is the current score plus the goals still to come, whose rates are the pre-match
// rates scaled by the share of the match's goals still to be played for, and by red cards.

import type { Pmf } from './distributions';
import { cappedPoisson } from './distributions';
import type { Score } from './score';
import { checkScore, NIL_NIL } from './score';

/** A team's strength on a log scale: 0 is league average; +0.2 scores (or concedes) about 22% more. */
export interface TeamRating {
  readonly attack: number;
  readonly defence: number;
}

/** Expected goals for each side over a stretch of play. */
export interface GoalRates {
  readonly home: number;
  readonly away: number;
}

/** League constants for turning ratings into goal rates. */
export interface RateParams {
  /** Average goals per team per match (default 1.35). */
  readonly goalsPerTeam?: number;
  /** Home advantage on the log scale (default 0.25, about +28% home goals). */
  readonly homeAdvantage?: number;
}

/** Model defaults. Rates, first-half share and cap can be overridden per call; the red-card factors are fixed. */
export const FOOTBALL_DEFAULTS = {
  goalsPerTeam: 1.35,
  homeAdvantage: 0.25,
  /** Share of a match's goals scored in the first half (goals come slightly more often late on). */
  firstHalfShare: 0.45,
  /** Goals per side beyond the current score that the matrix holds; the last row/column is "this or more". */
  maxGoals: 10,
  /** Scoring rate of a side for each of its red cards (down by about a third). */
  redCardOwnFactor: 0.67,
  /** Scoring rate of a side for each red card of its opponent (up by about a quarter). */
  redCardOpponentFactor: 1.25,
} as const;

/** Regulation minutes of a football match. */
export const FOOTBALL_REGULATION_MINUTES = 90;

const RATE_MAX = 10;
// Red cards can lift a rate above the input bound, so the matrix accepts a little more.
const MATRIX_RATE_MAX = 40;
const RATING_MAX = 3;
const MAX_GOALS_LIMIT = 20;
const STOPPAGE_MAX = 30;
const RED_CARDS_MAX = 4;

/**
 * Goal rates from ratings: log rate = log(goalsPerTeam) + attack - opposing defence, plus home
 * advantage for the home side. Defence is "goals conceded" on the same scale, so a better defence is a
 * lower number.
 */
export function footballRates(home: TeamRating, away: TeamRating, params: RateParams = {}): GoalRates {
  for (const value of [home.attack, home.defence, away.attack, away.defence]) {
    if (!Number.isFinite(value) || Math.abs(value) > RATING_MAX) {
      throw new RangeError(`ratings must be finite with |value| <= ${RATING_MAX}, got ${value}`);
    }
  }
  const base = params.goalsPerTeam ?? FOOTBALL_DEFAULTS.goalsPerTeam;
  const advantage = params.homeAdvantage ?? FOOTBALL_DEFAULTS.homeAdvantage;
  if (!(base > 0 && base <= RATE_MAX) || !(Math.abs(advantage) <= 1)) {
    throw new RangeError(`goalsPerTeam must be in (0, ${RATE_MAX}] and |homeAdvantage| <= 1`);
  }
  return {
    home: base * Math.exp(home.attack + away.defence + advantage),
    away: base * Math.exp(away.attack + home.defence),
  };
}

/**
 * A distribution over final scores: cells[i * size + j] = P(final = base.home + i, base.away + j).
 * The last row and column hold "size - 1 or more" further goals, so the cells sum to 1.
 */
export interface ScoreMatrix {
  readonly base: Score;
  readonly size: number;
  readonly cells: readonly number[];
}

/** The matrix of base + independent Poisson(rates) goals, each capped at maxGoals further goals. */
export function scoreMatrix(
  rates: GoalRates,
  base: Score = NIL_NIL,
  maxGoals: number = FOOTBALL_DEFAULTS.maxGoals,
): ScoreMatrix {
  checkRates(rates, MATRIX_RATE_MAX);
  checkScore(base);
  if (!Number.isInteger(maxGoals) || maxGoals < 1 || maxGoals > MAX_GOALS_LIMIT) {
    throw new RangeError(`maxGoals must be an integer in [1, ${MAX_GOALS_LIMIT}], got ${maxGoals}`);
  }
  // Capping each marginal (its tail lumped into the last value) and taking the outer product keeps the
  // total at exactly (sum of home) x (sum of away) = 1, so no probability leaks out of the grid.
  const home = cappedPoisson(rates.home, maxGoals).p;
  const away = cappedPoisson(rates.away, maxGoals).p;
  const size = maxGoals + 1;
  const cells: number[] = [];
  for (let i = 0; i < size; i++) for (let j = 0; j < size; j++) cells.push(home[i]! * away[j]!);
  return { base, size, cells };
}

/** Calls `visit` with every final score in the matrix and its probability. */
export function forEachScore(
  matrix: ScoreMatrix,
  visit: (home: number, away: number, probability: number) => void,
): void {
  const { base, size, cells } = matrix;
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) visit(base.home + i, base.away + j, cells[i * size + j]!);
  }
}

/** The probability that the final score passes a test. */
export function scoreMass(matrix: ScoreMatrix, test: (home: number, away: number) => boolean): number {
  let sum = 0;
  forEachScore(matrix, (home, away, p) => {
    if (test(home, away)) sum += p;
  });
  return sum;
}

/** The distribution of the final goal difference (home minus away). */
export function goalDifference(matrix: ScoreMatrix): Pmf {
  const { base, size } = matrix;
  const p = new Array<number>(2 * size - 1).fill(0);
  const offset = base.home - base.away - (size - 1);
  forEachScore(matrix, (home, away, mass) => {
    p[home - away - offset]! += mass;
  });
  return { offset, p };
}

/** The distribution of the final total goals. */
export function totalGoals(matrix: ScoreMatrix): Pmf {
  const { base, size } = matrix;
  const p = new Array<number>(2 * size - 1).fill(0);
  const offset = base.home + base.away;
  forEachScore(matrix, (home, away, mass) => {
    p[home + away - offset]! += mass;
  });
  return { offset, p };
}

/** A match in progress (or not yet started). */
export interface FootballState {
  /** Pre-match expected goals for the whole match. */
  readonly rates: GoalRates;
  /** Playing minutes elapsed, 0 (kick-off) to 90 + stoppageMinutes (full time). Default 0. */
  readonly elapsedMinutes?: number;
  /** Added time expected over the whole match, split evenly between the halves. Default 0. */
  readonly stoppageMinutes?: number;
  /** The score now. Default 0-0. */
  readonly score?: Score;
  /** Red cards shown so far to each side. Default none. */
  readonly redCards?: Score;
  /** Share of goals in the first half (default FOOTBALL_DEFAULTS.firstHalfShare). */
  readonly firstHalfShare?: number;
  /** Matrix cap on further goals per side (default FOOTBALL_DEFAULTS.maxGoals). */
  readonly maxGoals?: number;
}

/** Everything the football markets are priced from. */
export interface FootballModel {
  /** Final (full-time) scores: the current score plus the goals still to come. */
  readonly fullTime: ScoreMatrix;
  /** Half-time scores while the first half is still being played; null once it is over. */
  readonly firstHalf: ScoreMatrix | null;
  /** Expected goals per side from now to full time (for next-goal markets). */
  readonly remaining: GoalRates;
  /** The score now. */
  readonly score: Score;
}

/**
 * The share of a match's expected goals still to come after `elapsedMinutes` of `totalMinutes`, with
 * `firstHalfShare` of the goals spread evenly over the first half and the rest over the second.
 */
export function remainingGoalShare(elapsedMinutes: number, totalMinutes: number, firstHalfShare: number): number {
  const half = totalMinutes / 2;
  const elapsed = Math.min(Math.max(elapsedMinutes, 0), totalMinutes);
  const played =
    elapsed <= half
      ? firstHalfShare * (elapsed / half)
      : firstHalfShare + (1 - firstHalfShare) * ((elapsed - half) / half);
  return Math.max(0, 1 - played);
}

/** The model for a match state: pre-match when nothing but rates is given. */
export function footballModel(state: FootballState): FootballModel {
  checkRates(state.rates);
  const stoppage = state.stoppageMinutes ?? 0;
  if (!(stoppage >= 0 && stoppage <= STOPPAGE_MAX)) {
    throw new RangeError(`stoppageMinutes must be in [0, ${STOPPAGE_MAX}], got ${stoppage}`);
  }
  const totalMinutes = FOOTBALL_REGULATION_MINUTES + stoppage;
  const elapsed = state.elapsedMinutes ?? 0;
  if (!(elapsed >= 0 && elapsed <= totalMinutes)) {
    throw new RangeError(`elapsedMinutes must be in [0, ${totalMinutes}], got ${elapsed}`);
  }
  const share = state.firstHalfShare ?? FOOTBALL_DEFAULTS.firstHalfShare;
  if (!(share > 0 && share < 1)) throw new RangeError(`firstHalfShare must be in (0, 1), got ${share}`);
  const score = state.score ?? NIL_NIL;
  checkScore(score);
  const cards = state.redCards ?? NIL_NIL;
  checkScore(cards, 'redCards');
  if (cards.home > RED_CARDS_MAX || cards.away > RED_CARDS_MAX) {
    throw new RangeError(`at most ${RED_CARDS_MAX} red cards per side (a fifth abandons the match)`);
  }

  const perMatch = redCardRates(state.rates, cards);
  const remainingShare = remainingGoalShare(elapsed, totalMinutes, share);
  const remaining = scale(perMatch, remainingShare);
  const maxGoals = state.maxGoals ?? FOOTBALL_DEFAULTS.maxGoals;
  const firstHalfOver = elapsed >= totalMinutes / 2;
  // Of the goals still to come, those before half-time are the first half's share not yet played.
  const firstHalfRemaining = Math.max(0, remainingShare - (1 - share));
  return {
    fullTime: scoreMatrix(remaining, score, maxGoals),
    firstHalf: firstHalfOver ? null : scoreMatrix(scale(perMatch, firstHalfRemaining), score, maxGoals),
    remaining,
    score,
  };
}

// Red cards change the rates from now on; each card multiplies again (two cards hurt more than one).
function redCardRates(rates: GoalRates, cards: Score): GoalRates {
  const { redCardOwnFactor: own, redCardOpponentFactor: opponent } = FOOTBALL_DEFAULTS;
  return {
    home: rates.home * own ** cards.home * opponent ** cards.away,
    away: rates.away * own ** cards.away * opponent ** cards.home,
  };
}

function scale(rates: GoalRates, factor: number): GoalRates {
  return { home: rates.home * factor, away: rates.away * factor };
}

function checkRates(rates: GoalRates, max = RATE_MAX): void {
  for (const rate of [rates.home, rates.away]) {
    if (!Number.isFinite(rate) || rate < 0 || rate > max) {
      throw new RangeError(`goal rates must be in [0, ${max}], got ${rate}`);
    }
  }
}
