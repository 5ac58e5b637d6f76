import { z } from 'zod';
import { route } from '../route';
import * as a from './schemas';

/** Under the site group, in the spec's style (`/api/site/group/<family>/v1/<call>`). */
const noInput = z.object({});

const BASE = '/api/site/group/agent/v1';

/** The spec's agent calls: is-agent, contact, join-us, and the agent's own summary. */
export const agentRoutes = {
  isAgent: route({
    method: 'POST',
    path: `${BASE}/isAgent`,
    summary: '是否代理（含代理码与本人最近的申请）',
    request: noInput,
    response: a.agentIsAgentResult,
  }),
  contact: route({
    method: 'POST',
    path: `${BASE}/contact`,
    summary: '代理合作联系方式',
    request: noInput,
    response: a.agentContactResult,
  }),
  joinUs: route({
    method: 'POST',
    path: `${BASE}/joinUs`,
    summary: '申请成为代理（游客或会员；同一联系方式仅一个待审核申请）',
    request: a.agentJoinRequest,
    response: a.agentJoinResult,
  }),
  summary: route({
    method: 'POST',
    path: `${BASE}/summary`,
    summary: '代理概况：会员人数、有效投注与佣金预估（不含会员个人信息）',
    request: noInput,
    response: a.agentSummary,
  }),
};
