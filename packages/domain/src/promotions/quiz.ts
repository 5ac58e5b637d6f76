/**
 * 竞猜 (issue 31): the questions asked of a football match and their answers from its result.
 * Over or under is asked on 2.5 goals, so a whole number of goals always answers it. The exact score
 * lists every score up to 3-3 and 其他比分 for the rest, so every result has exactly one right option.
 */
export const QUIZ_KINDS = ['winner', 'totalGoals', 'bothScore', 'exactScore', 'firstScorer'] as const;
export type QuizKindName = (typeof QUIZ_KINDS)[number];

export const QUIZ_GOAL_LINE = 2.5;
/** The exact-score question's options go up to this many goals a side; beyond is 其他比分. */
export const QUIZ_SCORE_MAX = 3;

/** What decides the questions: the full-time score, and which side scored first (null: none did). */
export interface QuizResult {
  readonly score: { readonly home: number; readonly away: number };
  /** The side of the match's first goal incident, null when the feed reported none. */
  readonly firstGoal: 'home' | 'away' | null;
}

/** The full-time 1X2 outcome of a score. */
export const winnerOf = (score: { readonly home: number; readonly away: number }): 'home' | 'draw' | 'away' =>
  score.home > score.away ? 'home' : score.home < score.away ? 'away' : 'draw';

const scoreKey = (home: number, away: number) => `s${home}x${away}`;

function scoreOptions(): QuizOption[] {
  const options: QuizOption[] = [];
  for (let home = 0; home <= QUIZ_SCORE_MAX; home++)
    for (let away = 0; away <= QUIZ_SCORE_MAX; away++)
      options.push({ key: scoreKey(home, away), label: `${home}-${away}` });
  options.push({ key: 'other', label: '其他比分' });
  return options;
}

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
    case 'exactScore':
      return { title: `${home} vs ${away}：全场比分（主-客）`, options: scoreOptions() };
    case 'firstScorer':
      return {
        title: `${home} vs ${away}：哪队先进球`,
        options: [
          { key: 'home', label: `${home}先进球` },
          { key: 'none', label: '无进球' },
          { key: 'away', label: `${away}先进球` },
        ],
      };
  }
}

/**
 * The right answer from the result; null when the result cannot decide it (a scoring match whose
 * first goal the feed never reported), and the question is then void rather than guessed.
 */
export function quizAnswer(kind: QuizKindName, result: QuizResult): string | null {
  const { score } = result;
  switch (kind) {
    case 'winner':
      return winnerOf(score);
    case 'totalGoals':
      return score.home + score.away > QUIZ_GOAL_LINE ? 'over' : 'under';
    case 'bothScore':
      return score.home > 0 && score.away > 0 ? 'yes' : 'no';
    case 'exactScore':
      return score.home <= QUIZ_SCORE_MAX && score.away <= QUIZ_SCORE_MAX ? scoreKey(score.home, score.away) : 'other';
    case 'firstScorer':
      if (score.home + score.away === 0) return 'none';
      // A first goal by a side that ended on none was taken back (VAR); who scored first is then unknown.
      return result.firstGoal && score[result.firstGoal] > 0 ? result.firstGoal : null;
  }
}

/** What a right answer pays (minor units): the reward, times the buff factor when a buff card was used. */
export function quizPayout(reward: bigint, buff: boolean, factor: number): bigint {
  return buff ? reward * BigInt(factor) : reward;
}
