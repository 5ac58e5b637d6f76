import { z } from 'zod';
import { emptyBody } from '../envelope';
import { exchangeItemAdminView, exchangeItemSave, exchangeLogRequest, exchangeLogResponse } from '../promo/exchange';
import { route } from '../route';

const ADMIN_EXCHANGE = '/api/admin/promo/v1/exchange';

/** The back office's 积分兑换: the catalogue (audited saves) and every exchange made. */
export const exchangeAdminRoutes = {
  items: route({
    method: 'POST',
    path: `${ADMIN_EXCHANGE}/items`,
    summary: '积分兑换奖品（含库存与已兑数量）',
    request: emptyBody,
    response: z.array(exchangeItemAdminView),
  }),
  save: route({
    method: 'POST',
    path: `${ADMIN_EXCHANGE}/save`,
    summary: '新建或编辑积分兑换奖品',
    request: exchangeItemSave,
    response: exchangeItemAdminView,
  }),
  log: route({
    method: 'POST',
    path: `${ADMIN_EXCHANGE}/log`,
    summary: '积分兑换记录',
    request: exchangeLogRequest,
    response: exchangeLogResponse,
  }),
} as const;
