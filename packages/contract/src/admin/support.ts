import { route } from '../route';
import {
  supportConversation,
  supportConversationRequest,
  supportMessage,
  supportMessagesPage,
  supportMessagesRequest,
  supportQueue,
  supportQueueRequest,
  supportReplyRequest,
} from '../support/schemas';

/** The customer-service desk (operators; taking, replying and closing are audited). */
const DESK = '/api/admin/support/v1';

export const supportAdminRoutes = {
  supportQueue: route({
    method: 'POST',
    path: `${DESK}/queue`,
    summary: '客服会话列表（排队中 / 接待中 / 我的 / 已结束）',
    request: supportQueueRequest,
    response: supportQueue,
  }),
  supportMessages: route({
    method: 'POST',
    path: `${DESK}/messages`,
    summary: '客服会话的消息（新的在前，游标分页）',
    request: supportMessagesRequest,
    response: supportMessagesPage,
  }),
  supportTake: route({
    method: 'POST',
    path: `${DESK}/take`,
    summary: '接入排队中的会话',
    request: supportConversationRequest,
    response: supportConversation,
  }),
  supportReply: route({
    method: 'POST',
    path: `${DESK}/reply`,
    summary: '回复会员（仅接入该会话的客服）',
    request: supportReplyRequest,
    response: supportMessage,
  }),
  supportClose: route({
    method: 'POST',
    path: `${DESK}/close`,
    summary: '结束会话',
    request: supportConversationRequest,
    response: supportConversation,
  }),
};
