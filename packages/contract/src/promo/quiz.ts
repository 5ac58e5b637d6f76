import { z } from 'zod';
import { entityId, pageNumber, pageSizeOf, requestId } from '../common';
import { route } from '../route';
import { quizKind } from './schemas';

/**
 * 竞猜 (issue 31, the spec's guess): questions on real football matches from the feed (the winner,
 * over or under 2.5 goals, both teams to score, the exact score, who scores first), answered free
 * before kickoff; a right answer pays its reward as a bonus grant when the feed ends the match, doubled
 * (or more) by a buff card; a cancelled or postponed match voids its entries and gives the buff card
 * back, and so does a first-scorer question the feed's incidents cannot decide.
 */

export const quizOptionView = z.object({ key: z.string(), label: z.string() });
export const quizEntryState = z.enum(['open', 'won', 'lost', 'void']);

export const quizQuestionView = z.object({
  id: z.number().int(),
  matchId: z.number().int(),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  kickoffAt: z.string(),
  kind: quizKind,
  title: z.string(),
  options: z.array(quizOptionView),
  /** What a right answer pays without a buff card. */
  reward: z.string(),
  /** open: taking answers; closed: kicked off, waiting for the result; settled: `answer` is known; void. */
  state: z.enum(['open', 'closed', 'settled', 'void']),
  answer: z.string().nullable(),
  /** How many members answered. */
  entries: z.number().int(),
  /** The member's own answer, null when none (or a visitor). */
  mine: z.object({ pick: z.string(), buff: z.boolean(), state: quizEntryState, payout: z.string() }).nullable(),
});
export type QuizQuestionView = z.infer<typeof quizQuestionView>;

export const quizInfo = z.object({
  reason: z.enum(['notLoggedIn', 'noOffer', 'blacklisted', 'rgBlocked']).nullable(),
  title: z.string().nullable(),
  summary: z.string().nullable(),
  rules: z
    .object({
      buffFactor: z.number().int(),
      buffCardsPerDay: z.number().int(),
      multiplier: z.number().int(),
      validDays: z.number().int(),
    })
    .nullable(),
  /** Buff cards left today (0 for a visitor). */
  buffCardsLeft: z.number().int(),
  /** Open questions first (by kickoff), then the member's recent ones that closed. */
  questions: z.array(quizQuestionView),
});
export type QuizInfo = z.infer<typeof quizInfo>;

export const quizEnterRequest = z.object({
  questionId: entityId,
  pick: z.string().regex(/^[a-z0-9]{2,8}$/, '请选择一个答案'),
  buff: z.boolean().default(false),
  requestId,
});
export const quizEnterResult = z.object({ question: quizQuestionView, buffCardsLeft: z.number().int() });
export type QuizEnterResult = z.infer<typeof quizEnterResult>;

export const quizEntriesRequest = z.object({ page: pageNumber, pageSize: pageSizeOf(50, 10) });
export const quizEntryView = z.object({
  id: z.number().int(),
  questionId: z.number().int(),
  match: z.string(),
  title: z.string(),
  pick: z.string(),
  pickLabel: z.string(),
  buff: z.boolean(),
  state: quizEntryState,
  payout: z.string(),
  grantId: z.number().int().nullable(),
  at: z.string(),
});
export type QuizEntryView = z.infer<typeof quizEntryView>;
export const quizEntriesResponse = z.object({
  items: z.array(quizEntryView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type QuizEntriesResponse = z.infer<typeof quizEntriesResponse>;

export const quizBoard = z.object({
  /** The top 20 by bonus won, then by right answers; names masked. */
  rows: z.array(z.object({ rank: z.number().int(), name: z.string(), won: z.number().int(), payout: z.string() })),
  mine: z.object({ rank: z.number().int().nullable(), won: z.number().int(), payout: z.string() }).nullable(),
});
export type QuizBoard = z.infer<typeof quizBoard>;

const GUESS = '/api/site/group/activity/guess';

export const quizRoutes = {
  info: route({
    method: 'POST',
    path: `${GUESS}/v1/info`,
    summary: '竞猜：进行中的题目、规则与加倍卡',
    request: z.object({}),
    response: quizInfo,
  }),
  enter: route({
    method: 'POST',
    path: `${GUESS}/v1/enter`,
    summary: '竞猜：提交答案（开赛前，requestId 幂等）',
    request: quizEnterRequest,
    response: quizEnterResult,
  }),
  entries: route({
    method: 'POST',
    path: `${GUESS}/v1/entries`,
    summary: '竞猜：我的竞猜记录',
    request: quizEntriesRequest,
    response: quizEntriesResponse,
  }),
  board: route({
    method: 'POST',
    path: `${GUESS}/v1/board`,
    summary: '竞猜：排行榜',
    request: z.object({}),
    response: quizBoard,
  }),
} as const;

// --- the operator ---

export const quizAdminQuestionsRequest = z.object({
  page: pageNumber,
  pageSize: pageSizeOf(100, 20),
  state: z.enum(['open', 'settled', 'void']).optional(),
});
export const quizAdminQuestionView = quizQuestionView.omit({ mine: true }).extend({
  won: z.number().int(),
  paid: z.string(),
});
export const quizAdminQuestionsResponse = z.object({
  items: z.array(quizAdminQuestionView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
