import { wheelAdminDrawsRequest, wheelAdminDrawsResponse } from '../promo/wheel';
import { route } from '../route';

/** The back office's 幸运转盘: every spin with its prize (the terms are the promotion's own save). */
export const wheelAdminRoutes = {
  draws: route({
    method: 'POST',
    path: '/api/admin/promo/v1/wheel/draws',
    summary: '幸运转盘抽奖记录',
    request: wheelAdminDrawsRequest,
    response: wheelAdminDrawsResponse,
  }),
} as const;
