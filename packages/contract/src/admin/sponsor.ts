import { emptyBody } from '../envelope';
import { route } from '../route';
import * as s from '../sponsor/schemas';

const DESK = '/api/admin/sponsor/v1';

/** 赞助设置 in the back office; every write is audited and keeps the tier rule (10980). */
export const sponsorAdminRoutes = {
  sponsors: route({
    method: 'POST',
    path: `${DESK}/list`,
    summary: '赞助列表（含已隐藏的）',
    request: emptyBody,
    response: s.adminSponsorList,
  }),
  sponsorSave: route({
    method: 'POST',
    path: `${DESK}/save`,
    summary: '新增或修改赞助（最多 3 个等级低于 3）',
    request: s.sponsorSaveRequest,
    response: s.adminSponsor,
  }),
  sponsorHide: route({
    method: 'POST',
    path: `${DESK}/hide`,
    summary: '隐藏或显示赞助',
    request: s.sponsorHideRequest,
    response: s.adminSponsor,
  }),
  sponsorReorder: route({
    method: 'POST',
    path: `${DESK}/reorder`,
    summary: '调整赞助排序',
    request: s.sponsorReorderRequest,
    response: s.adminSponsorList,
  }),
  sponsorTeams: route({
    method: 'POST',
    path: `${DESK}/teams`,
    summary: '可关联的球队（近期有赛事的）',
    request: emptyBody,
    response: s.sponsorTeamOptions,
  }),
};
