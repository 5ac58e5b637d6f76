import { lotteryAdminCardsRequest, lotteryAdminCardsResponse } from '../promo/lottery';
import { route } from '../route';

/** The back office's 足球彩票: every card with its results, entries and what it paid (terms: the promotion's save). */
export const lotteryAdminRoutes = {
  cards: route({
    method: 'POST',
    path: '/api/admin/promo/v1/lottery/cards',
    summary: '足球彩票各期（赛果、参与人数、中奖人数与派奖）',
    request: lotteryAdminCardsRequest,
    response: lotteryAdminCardsResponse,
  }),
} as const;
