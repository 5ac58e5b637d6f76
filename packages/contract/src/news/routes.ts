import { emptyBody } from '../envelope';
import { route } from '../route';
import * as n from './schemas';

/**
 * The spec's news family (section 7): `api/site/game/newsoccer/news/`, `soccer/` and `info/`. The
 * web app prefixes these with the site's configured news domain (`news_domain`, empty = this origin).
 */
const BASE = '/api/site/game/newsoccer';

export const newsRoutes = {
  list: route({
    method: 'POST',
    path: `${BASE}/news/v1/list`,
    summary: '资讯列表（按分类、联赛筛选，新的在前）',
    request: n.newsListRequest,
    response: n.newsPage,
  }),
  detail: route({
    method: 'POST',
    path: `${BASE}/news/v1/detail`,
    summary: '资讯详情（含关联赛事与赔率）',
    request: n.newsDetailRequest,
    response: n.newsDetail,
  }),
  byMatch: route({
    method: 'POST',
    path: `${BASE}/soccer/v1/match`,
    summary: '某场比赛的资讯',
    request: n.newsMatchRequest,
    response: n.newsPage,
  }),
  byLeague: route({
    method: 'POST',
    path: `${BASE}/soccer/v1/league`,
    summary: '某个联赛的资讯',
    request: n.newsLeagueRequest,
    response: n.newsPage,
  }),
  categories: route({
    method: 'POST',
    path: `${BASE}/info/v1/categories`,
    summary: '资讯分类与有文章的联赛',
    request: emptyBody,
    response: n.newsCategoriesResponse,
  }),
  matchInfo: route({
    method: 'POST',
    path: `${BASE}/info/v1/match`,
    summary: '比赛资讯信息块（赛事、主要赔率、文章数）',
    request: n.newsMatchInfoRequest,
    response: n.newsMatchInfo,
  }),
};
