import { describe, expect, it } from 'vitest';
import { QUIZ_KINDS, type QuizResult, quizAnswer, quizPayout, quizQuestion } from './quiz';

const result = (home: number, away: number, firstGoal: QuizResult['firstGoal']): QuizResult => ({
  score: { home, away },
  firstGoal,
});

describe('quiz answers', () => {
  it.each([
    [result(2, 1, 'away'), ['home', 'over', 'yes', 's2x1', 'away']],
    [result(0, 0, null), ['draw', 'under', 'no', 's0x0', 'none']],
    [result(1, 1, 'home'), ['draw', 'under', 'yes', 's1x1', 'home']],
    [result(0, 3, 'away'), ['away', 'over', 'no', 's0x3', 'away']],
    [result(4, 2, 'home'), ['home', 'over', 'yes', 'other', 'home']],
  ])('answers every question from %o', (r, answers) => {
    expect(QUIZ_KINDS.map((k) => quizAnswer(k, r))).toEqual(answers);
  });

  it('always answers with one of the question’s own options, exactly one of them for the score', () => {
    for (const kind of QUIZ_KINDS) {
      const keys = quizQuestion(kind, '甲', '乙').options.map((o) => o.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (let home = 0; home < 6; home++)
        for (let away = 0; away < 6; away++)
          expect(keys).toContain(quizAnswer(kind, result(home, away, home > 0 ? 'home' : away > 0 ? 'away' : null)));
    }
    expect(quizQuestion('exactScore', '甲', '乙').options).toHaveLength(17);
  });

  it('leaves who scored first undecided when the feed reported no goal, or one taken back', () => {
    expect(quizAnswer('firstScorer', result(1, 0, null))).toBeNull();
    expect(quizAnswer('firstScorer', result(1, 0, 'away'))).toBeNull();
    expect(quizAnswer('firstScorer', result(0, 0, 'home'))).toBe('none');
    expect(quizAnswer('winner', result(1, 0, null))).toBe('home');
  });

  it('names the teams in the options, and multiplies a buffed payout', () => {
    expect(quizQuestion('winner', '红队', '蓝队').options.map((o) => o.label)).toEqual(['红队胜', '平局', '蓝队胜']);
    expect(quizQuestion('firstScorer', '红队', '蓝队').options.map((o) => o.label)).toEqual([
      '红队先进球',
      '无进球',
      '蓝队先进球',
    ]);
    expect(quizPayout(1_000n, false, 3)).toBe(1_000n);
    expect(quizPayout(1_000n, true, 3)).toBe(3_000n);
  });
});
