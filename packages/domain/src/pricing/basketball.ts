// Basketball model: the final margin and total as normal distributions (DESIGN §12), put on the
// integers with the continuity correction. In play, what is left of regulation is the pre-match
// distribution scaled to the time left (mean in proportion, sd with its square root, as for a sum of
// independent stretches of play) and added to the current score.
//
// Ties: the moneyline has no draw because a game tied after regulation goes to overtime. The mass the
// regulation margin puts on 0 is handed to an overtime margin (the same model over 5 minutes, repeated
// overtimes folded in by conditioning on a decided result), and every full-game market (moneyline,
// spread, total) settles on the final score including overtime. Margin and total are independent
// (documented simplification; the two are only weakly correlated in practice, and parity is ignored).

import type { Pmf } from './distributions';
import { discreteNormal, mixPmfs, pmfMass } from './distributions';
import type { Score } from './score';
import { checkScore, NIL_NIL } from './score';

/** A game's pre-match model inputs. Ratings are points better than an average team. */
export interface BasketballParams {
  readonly homeRating: number;
  readonly awayRating: number;
  /** Points added to the home margin (default 2.5). */
  readonly homeAdvantage?: number;
  /** Expected total points in regulation (default 220). */
  readonly expectedTotal?: number;
  /** Standard deviation of the regulation margin (default 12). */
  readonly marginSd?: number;
  /** Standard deviation of the regulation total (default 18). */
  readonly totalSd?: number;
  /** Regulation length in minutes: 48 (NBA, the default) or 40 (FIBA). */
  readonly regulationMinutes?: number;
  /** Overtime length in minutes (default 5). */
  readonly overtimeMinutes?: number;
}

/** A game in progress: regulation minutes left, the score, and the score of the quarter being played. */
export interface BasketballState {
  /** Regulation minutes left (default: all of them). 0 with a tied score prices a fresh overtime. */
  readonly minutesLeft?: number;
  readonly score?: Score;
  /** Points in the current quarter so far (default 0-0). */
  readonly quarterScore?: Score;
}

/** Everything the basketball markets are priced from. */
export interface BasketballModel {
  readonly params: Required<BasketballParams>;
  readonly minutesLeft: number;
  readonly score: Score;
  readonly quarterScore: Score;
  /** P(tied at the end of regulation), the share of games that go to overtime. */
  readonly tieProbability: number;
  /** The final margin (home minus away, overtime included); never 0. */
  readonly finalMargin: Pmf;
  /** The final total points, overtime included. */
  readonly finalTotal: Pmf;
  /** The regulation margin, 0 included (for joint pricing). */
  readonly regulationMargin: Pmf;
  /** The final margin given the game went to overtime (never 0). */
  readonly overtimeMargin: Pmf;
  /** The regulation total. */
  readonly regulationTotal: Pmf;
  /** The final total given the game went to overtime. */
  readonly overtimeTotal: Pmf;
}

/** Points scored in one quarter. */
export interface QuarterModel {
  readonly quarter: number;
  /** Home minus away points in the quarter (0 is a tied quarter). */
  readonly margin: Pmf;
  readonly total: Pmf;
}

/** Model defaults. */
export const BASKETBALL_DEFAULTS = {
  homeAdvantage: 2.5,
  expectedTotal: 220,
  marginSd: 12,
  totalSd: 18,
  regulationMinutes: 48,
  overtimeMinutes: 5,
} as const;

/** Quarters in regulation. */
export const BASKETBALL_QUARTERS = 4;

const RATING_MAX = 50;

/** The model for a game state: pre-match when no state is given. */
export function basketballModel(params: BasketballParams, state: BasketballState = {}): BasketballModel {
  const p = withDefaults(params);
  const minutesLeft = state.minutesLeft ?? p.regulationMinutes;
  if (!(minutesLeft >= 0 && minutesLeft <= p.regulationMinutes)) {
    throw new RangeError(`minutesLeft must be in [0, ${p.regulationMinutes}], got ${minutesLeft}`);
  }
  const score = state.score ?? NIL_NIL;
  const quarterScore = state.quarterScore ?? NIL_NIL;
  checkScore(score);
  checkScore(quarterScore, 'quarterScore');

  const meanMargin = p.homeRating - p.awayRating + p.homeAdvantage;
  const left = minutesLeft / p.regulationMinutes;
  const regulationMargin = discreteNormal(score.home - score.away + meanMargin * left, p.marginSd * Math.sqrt(left));
  const regulationTotalMean = score.home + score.away + p.expectedTotal * left;
  const regulationTotalSd = p.totalSd * Math.sqrt(left);
  const regulationTotal = discreteNormal(regulationTotalMean, regulationTotalSd);

  // One overtime is the pre-match model over its length. A tied overtime is replayed, so the final
  // overtime margin is one overtime's margin given it is not 0, and the expected number of overtimes
  // is 1 / (1 - P(tied overtime)); the total adds that many overtimes' points (mean and variance).
  const overtime = p.overtimeMinutes / p.regulationMinutes;
  const oneOvertime = discreteNormal(meanMargin * overtime, p.marginSd * Math.sqrt(overtime));
  const overtimeMargin = withoutZero(oneOvertime);
  const overtimes = 1 / (1 - pmfMass(oneOvertime, (v) => v === 0));
  const overtimeTotal = discreteNormal(
    regulationTotalMean + p.expectedTotal * overtime * overtimes,
    Math.sqrt(regulationTotalSd ** 2 + p.totalSd ** 2 * overtime * overtimes),
  );

  const tieProbability = pmfMass(regulationMargin, (v) => v === 0);
  return {
    params: p,
    minutesLeft,
    score,
    quarterScore,
    tieProbability,
    finalMargin: mixPmfs(overtimeMargin, withoutZero(regulationMargin), tieProbability),
    finalTotal: mixPmfs(overtimeTotal, regulationTotal, tieProbability),
    regulationMargin,
    overtimeMargin,
    regulationTotal,
    overtimeTotal,
  };
}

/**
 * The quarter being played: 1..4, or 5 once regulation is over. Between quarters (elapsed an exact
 * multiple of a quarter) it is the next one.
 */
export function basketballCurrentQuarter(model: BasketballModel): number {
  if (model.minutesLeft === 0) return BASKETBALL_QUARTERS + 1;
  const quarterMinutes = model.params.regulationMinutes / BASKETBALL_QUARTERS;
  const elapsed = model.params.regulationMinutes - model.minutesLeft;
  return Math.min(BASKETBALL_QUARTERS, Math.floor(elapsed / quarterMinutes) + 1);
}

/**
 * One quarter's points: a quarter of the game's mean and half its sd (four independent quarters).
 * The quarter being played is updated by its score and time left; a finished quarter throws (its
 * markets are settled).
 */
export function basketballQuarter(model: BasketballModel, quarter: number): QuarterModel {
  if (!Number.isInteger(quarter) || quarter < 1 || quarter > BASKETBALL_QUARTERS) {
    throw new RangeError(`quarter must be 1..${BASKETBALL_QUARTERS}, got ${quarter}`);
  }
  const now = basketballCurrentQuarter(model);
  if (quarter < now) throw new RangeError(`quarter ${quarter} is over; its markets are settled`);
  const p = model.params;
  const quarterMinutes = p.regulationMinutes / BASKETBALL_QUARTERS;
  const played = quarter === now ? model.quarterScore : NIL_NIL;
  const left =
    quarter === now ? (quarterMinutes * now - (p.regulationMinutes - model.minutesLeft)) / quarterMinutes : 1;
  const meanMargin = (p.homeRating - p.awayRating + p.homeAdvantage) / BASKETBALL_QUARTERS;
  return {
    quarter,
    margin: discreteNormal(played.home - played.away + meanMargin * left, (p.marginSd / 2) * Math.sqrt(left)),
    total: discreteNormal(
      played.home + played.away + (p.expectedTotal / BASKETBALL_QUARTERS) * left,
      (p.totalSd / 2) * Math.sqrt(left),
    ),
  };
}

// The pmf given the value is not 0. All mass on 0 (a game tied at the buzzer) leaves nothing: the
// caller then gives this part weight 0.
function withoutZero(pmf: Pmf): Pmf {
  const zero = pmfMass(pmf, (v) => v === 0);
  const scale = zero >= 1 ? 0 : 1 / (1 - zero);
  return { offset: pmf.offset, p: pmf.p.map((mass, i) => (pmf.offset + i === 0 ? 0 : mass * scale)) };
}

function withDefaults(params: BasketballParams): Required<BasketballParams> {
  const p: Required<BasketballParams> = { ...BASKETBALL_DEFAULTS, ...params };
  const checks: [string, number, number, number][] = [
    ['homeRating', p.homeRating, -RATING_MAX, RATING_MAX],
    ['awayRating', p.awayRating, -RATING_MAX, RATING_MAX],
    ['homeAdvantage', p.homeAdvantage, -10, 10],
    ['expectedTotal', p.expectedTotal, 1, 400],
    ['marginSd', p.marginSd, 1, 60],
    ['totalSd', p.totalSd, 1, 60],
    ['regulationMinutes', p.regulationMinutes, 4, 60],
    ['overtimeMinutes', p.overtimeMinutes, 1, 10],
  ];
  for (const [name, value, min, max] of checks) {
    if (!Number.isFinite(value) || value < min || value > max) {
      throw new RangeError(`${name} must be in [${min}, ${max}], got ${value}`);
    }
  }
  return p;
}
