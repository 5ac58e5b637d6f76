/**
 * 竞猜 (issue 31): the questions asked of a football match and their answers from its final score.
 * Over or under is asked on 2.5 goals, so a whole number of goals always answers it.
 */
export const QUIZ_KINDS = ['winner', 'totalGoals', 'bothScore'] as const;
export type QuizKindName = (typeof QUIZ_KINDS)[number];

export const QUIZ_GOAL_LINE = 2.5;

export interface QuizOption {
  readonly key: string;
  readonly label: string;
}

/** The question's title and its options, worded for the member with the teams' names. */
export function quizQuestion(kind: QuizKindName, home: string, away: string): { title: string; options: QuizOption[] } {
  switch (kind) {
    case 'winner':
      return {
        title: `${home} vs ${away}：全场胜负`,
        options: [
          { key: 'home', label: `${home}胜` },
          { key: 'draw', label: '平局' },
          { key: 'away', label: `${away}胜` },
        ],
      };
    case 'totalGoals':
      return {
        title: `${home} vs ${away}：全场总进球（${QUIZ_GOAL_LINE}球）`,
        options: [
          { key: 'over', label: `大于${QUIZ_GOAL_LINE}球` },
          { key: 'under', label: `小于${QUIZ_GOAL_LINE}球` },
        ],
      };
    case 'bothScore':
      return {
        title: `${home} vs ${away}：双方是否都有进球`,
        options: [
          { key: 'yes', label: '是' },
          { key: 'no', label: '否' },
        ],
      };
  }
}

/** The right answer, from the final score (full time). */
export function quizAnswer(kind: QuizKindName, score: { home: number; away: number }): string {
  switch (kind) {
    case 'winner':
      return score.home > score.away ? 'home' : score.home < score.away ? 'away' : 'draw';
    case 'totalGoals':
      return score.home + score.away > QUIZ_GOAL_LINE ? 'over' : 'under';
    case 'bothScore':
      return score.home > 0 && score.away > 0 ? 'yes' : 'no';
  }
}

/** What a right answer pays (minor units): the reward, times the buff factor when a buff card was used. */
export function quizPayout(reward: bigint, buff: boolean, factor: number): bigint {
  return buff ? reward * BigInt(factor) : reward;
}
