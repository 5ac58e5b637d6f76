import {
  agentApplicationItem,
  agentApplicationQueue,
  agentApplicationQueueRequest,
  agentApproveRequest,
  agentRejectRequest,
} from '../agent/schemas';
import { route } from '../route';

const DESK = '/api/admin/agent/v1';

/** The agent applications queue (代理申请); approving and rejecting are audited. */
export const agentAdminRoutes = {
  agentApplications: route({
    method: 'POST',
    path: `${DESK}/applications`,
    summary: '代理申请列表（按状态筛选）',
    request: agentApplicationQueueRequest,
    response: agentApplicationQueue,
  }),
  agentApprove: route({
    method: 'POST',
    path: `${DESK}/approve`,
    summary: '批准代理申请（游客申请须填写要绑定的会员账号），生成代理码',
    request: agentApproveRequest,
    response: agentApplicationItem,
  }),
  agentReject: route({
    method: 'POST',
    path: `${DESK}/reject`,
    summary: '拒绝代理申请（须填写理由）',
    request: agentRejectRequest,
    response: agentApplicationItem,
  }),
};
