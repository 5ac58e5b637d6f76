import { emptyBody } from '../envelope';
import { route } from '../route';
import * as s from './schemas';

const BASE = '/api/activity/sponsor/v1';

/** The member's sponsor pages (赞助伙伴): the wall, and one sponsor with its team's coming matches. */
export const sponsorRoutes = {
  list: route({
    method: 'POST',
    path: `${BASE}/list`,
    summary: '赞助伙伴（按等级排列，不含已隐藏的）',
    request: emptyBody,
    response: s.sponsorList,
  }),
  detail: route({
    method: 'POST',
    path: `${BASE}/detail`,
    summary: '赞助伙伴详情与关联球队的近期赛事',
    request: s.sponsorDetailRequest,
    response: s.sponsorDetail,
  }),
};
