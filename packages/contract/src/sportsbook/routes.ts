import { emptyBody } from '../envelope';
import { route } from '../route';
import * as sb from './schemas';

const BOOK = '/api/site/group/sportsbook';

/** The house sportsbook: place, my bets (注单), cash-out (提前结算). */
export const sportsbookRoutes = {
  limits: route({
    method: 'POST',
    path: `${BOOK}/bet/v1/limits`,
    summary: '投注限额与滚球确认时间',
    request: emptyBody,
    response: sb.sportsbookLimits,
  }),
  place: route({
    method: 'POST',
    path: `${BOOK}/bet/v1/place`,
    summary: '投注（单关、串关、复式串关）',
    request: sb.placeRequest,
    response: sb.betView,
  }),
  builderPrice: route({
    method: 'POST',
    path: `${BOOK}/builder/v1/price`,
    summary: '组合投注报价（同场多项，按模型联合概率）',
    request: sb.builderPriceRequest,
    response: sb.builderPrice,
  }),
  bets: route({
    method: 'POST',
    path: `${BOOK}/bet/v1/list`,
    summary: '我的注单（未结算、已结算，分页）',
    request: sb.betsRequest,
    response: sb.betsResponse,
  }),
  bet: route({
    method: 'POST',
    path: `${BOOK}/bet/v1/get`,
    summary: '注单详情',
    request: sb.betRequest,
    response: sb.betView,
  }),
  summary: route({
    method: 'POST',
    path: `${BOOK}/bet/v1/summary`,
    summary: '注单按日汇总（本金、派彩、输赢、有效投注）',
    request: sb.summaryRequest,
    response: sb.summaryResponse,
  }),
  cashOutQuotes: route({
    method: 'POST',
    path: `${BOOK}/cashout/v1/quotes`,
    summary: '提前结算报价',
    request: sb.cashOutQuoteRequest,
    response: sb.cashOutQuotes,
  }),
  cashOut: route({
    method: 'POST',
    path: `${BOOK}/cashout/v1/apply`,
    summary: '提前结算（全部或部分）',
    request: sb.cashOutRequest,
    response: sb.cashOutResult,
  }),
};
