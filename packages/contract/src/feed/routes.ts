import { emptyBody } from '../envelope';
import { route } from '../route';
import * as feed from './schemas';

const GAME = '/api/site/group/game';

/** Sports data (spec section 7, games family): config, lists, popular live, detail, odds, results. */
export const feedRoutes = {
  sportsConfig: route({
    method: 'POST',
    path: `${GAME}/sports/v1/config`,
    summary: '体育配置：球类、联赛与各筛选的场次',
    request: emptyBody,
    response: feed.sportsConfig,
  }),
  matchList: route({
    method: 'POST',
    path: `${GAME}/match/v1/list`,
    summary: '赛事列表（滚球、今日、早盘、冠军，按联赛筛选，分页）',
    request: feed.matchListRequest,
    response: feed.matchListResponse,
  }),
  popularLive: route({
    method: 'POST',
    path: `${GAME}/match/v1/popularLive`,
    summary: '热门直播赛事（第1页，每页200）',
    request: feed.popularLiveRequest,
    response: feed.matchListResponse,
  }),
  matchDetail: route({
    method: 'POST',
    path: `${GAME}/match/v1/matchDetail`,
    summary: '赛事详情：比分、事件、技术统计与全部盘口',
    request: feed.matchDetailRequest,
    response: feed.matchDetail,
  }),
  getOdds: route({
    method: 'POST',
    path: `${GAME}/match/v1/getOdds`,
    summary: '赔率：一场比赛的全部盘口，或多场比赛的主盘口',
    request: feed.getOddsRequest,
    response: feed.getOddsResponse,
  }),
  results: route({
    method: 'POST',
    path: `${GAME}/match/v1/results`,
    summary: '赛果：某日已结束的比赛',
    request: feed.resultsRequest,
    response: feed.resultsResponse,
  }),
  outrights: route({
    method: 'POST',
    path: `${GAME}/match/v1/outrights`,
    summary: '冠军盘口',
    request: feed.outrightsRequest,
    response: feed.outrightsResponse,
  }),
} as const;
