import { quizAdminQuestionsRequest, quizAdminQuestionsResponse } from '../promo/quiz';
import { route } from '../route';

/** The back office's 竞猜: every question with its entries and what it paid (terms: the promotion's save). */
export const quizAdminRoutes = {
  questions: route({
    method: 'POST',
    path: '/api/admin/promo/v1/quiz/questions',
    summary: '竞猜题目（参与人数、猜中人数与派奖）',
    request: quizAdminQuestionsRequest,
    response: quizAdminQuestionsResponse,
  }),
} as const;
