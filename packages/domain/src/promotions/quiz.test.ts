import { describe, expect, it } from 'vitest';
import { QUIZ_KINDS, quizAnswer, quizPayout, quizQuestion } from './quiz';

describe('quiz answers', () => {
  it.each([
    [{ home: 2, away: 1 }, ['home', 'over', 'yes']],
    [{ home: 0, away: 0 }, ['draw', 'under', 'no']],
    [{ home: 1, away: 1 }, ['draw', 'under', 'yes']],
    [{ home: 0, away: 3 }, ['away', 'over', 'no']],
  ])('answers every question from %o', (score, answers) => {
    expect(QUIZ_KINDS.map((k) => quizAnswer(k, score))).toEqual(answers);
  });

  it('always answers with one of the question’s own options', () => {
    for (const kind of QUIZ_KINDS) {
      const keys = quizQuestion(kind, '甲', '乙').options.map((o) => o.key);
      for (let home = 0; home < 6; home++)
        for (let away = 0; away < 6; away++) expect(keys).toContain(quizAnswer(kind, { home, away }));
    }
  });

  it('names the teams in the options, and multiplies a buffed payout', () => {
    expect(quizQuestion('winner', '红队', '蓝队').options.map((o) => o.label)).toEqual(['红队胜', '平局', '蓝队胜']);
    expect(quizPayout(1_000n, false, 3)).toBe(1_000n);
    expect(quizPayout(1_000n, true, 3)).toBe(3_000n);
  });
});
