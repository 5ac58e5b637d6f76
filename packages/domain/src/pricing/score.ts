// Scores and sides shared by every sport's model and by settlement.

/** A score (goals, points or maps) as home and away counts. */
export interface Score {
  readonly home: number;
  readonly away: number;
}

/** A side of a match. */
export type Side = 'home' | 'away';

/** The largest count a score may hold (a bound on input; basketball totals fit). */
export const SCORE_MAX = 999;

/** Throws a RangeError unless both counts are integers in [0, SCORE_MAX]. */
export function checkScore(score: Score, label = 'score'): void {
  for (const count of [score.home, score.away]) {
    if (!Number.isInteger(count) || count < 0 || count > SCORE_MAX) {
      throw new RangeError(`${label} counts must be integers in [0, ${SCORE_MAX}], got ${score.home}-${score.away}`);
    }
  }
}

/** 0-0. */
export const NIL_NIL: Score = { home: 0, away: 0 };
