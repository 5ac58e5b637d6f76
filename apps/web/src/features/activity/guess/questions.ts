import { formatShanghaiDateTime } from '@courtside/domain';
import type { QuizQuestionView } from './api/info';

export type GuessState = QuizQuestionView['state'];

/** A match and its questions, in the order the server listed them (open ones first, by kickoff). */
export interface GuessMatch {
  matchId: number;
  league: string;
  home: string;
  away: string;
  kickoffAt: string;
  questions: QuizQuestionView[];
}

/**
 * A question's state now: the server's, but an open question whose kickoff has passed on the server's
 * clock reads as closed (the page may have been open since before kickoff; the server would refuse it).
 */
export const stateAt = (question: Pick<QuizQuestionView, 'state' | 'kickoffAt'>, nowMs: number): GuessState =>
  question.state === 'open' && Date.parse(question.kickoffAt) <= nowMs ? 'closed' : question.state;

/** The questions grouped by match, each match where its first question stood. */
export function groupByMatch(questions: readonly QuizQuestionView[]): GuessMatch[] {
  const byMatch = new Map<number, GuessMatch>();
  for (const q of questions) {
    let match = byMatch.get(q.matchId);
    if (!match) {
      match = {
        matchId: q.matchId,
        league: q.league,
        home: q.home,
        away: q.away,
        kickoffAt: q.kickoffAt,
        questions: [],
      };
      byMatch.set(q.matchId, match);
    }
    match.questions.push(q);
  }
  return [...byMatch.values()];
}

/** A match's state: open while any of its questions takes answers, then waiting, then settled (or void). */
export function matchStateAt(match: GuessMatch, nowMs: number): GuessState {
  const states = match.questions.map((q) => stateAt(q, nowMs));
  if (states.includes('open')) return 'open';
  if (states.includes('closed')) return 'closed';
  if (states.every((s) => s === 'void')) return 'void';
  return 'settled';
}

/** What the member sees of their own answer: nothing yet, waiting, or its result. */
export type Outcome = 'none' | 'missed' | 'waiting' | 'closed' | 'won' | 'wonUnpaid' | 'lost' | 'void';

export function outcomeOf(question: QuizQuestionView, nowMs: number): Outcome {
  const state = stateAt(question, nowMs);
  const mine = question.mine;
  if (state === 'void' || mine?.state === 'void') return 'void';
  if (!mine) return state === 'open' ? 'none' : 'missed';
  if (mine.state === 'won') return Number(mine.payout) > 0 ? 'won' : 'wonUnpaid';
  if (mine.state === 'lost') return 'lost';
  return state === 'open' ? 'waiting' : 'closed';
}

/** Time left as H:MM:SS (hours may pass 24: questions open up to two days ahead); 0:00:00 once past. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** A kickoff in the site's zone (Asia/Shanghai) as MM-DD HH:mm. */
export const kickoffText = (iso: string): string => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formatShanghaiDateTime(ms).slice(5, 16);
};
