import { voteAdminLogRequest, voteAdminLogResponse } from '../promo/vote';
import { route } from '../route';

/** The back office's 冠军投票: competitions with their counts, and the vote log (terms: the promotion's save). */
export const voteAdminRoutes = {
  log: route({
    method: 'POST',
    path: '/api/admin/promo/v1/vote/log',
    summary: '冠军投票（各赛事票数与投票记录）',
    request: voteAdminLogRequest,
    response: voteAdminLogResponse,
  }),
} as const;
