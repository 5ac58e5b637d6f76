import { emptyBody } from '../envelope';
import { route } from '../route';
import * as m from './schemas';

/** The spec's `msgHandle` family (section 7), under the site group like the other member calls. */
const MSG = '/api/site/group/msgHandle/v1';

/** The member's message centre: always the member's own messages. */
export const messageRoutes = {
  list: route({
    method: 'POST',
    path: `${MSG}/list`,
    summary: '消息中心：按分类分页（置顶在前，再按时间倒序）',
    request: m.messageListRequest,
    response: m.messageList,
  }),
  read: route({
    method: 'POST',
    path: `${MSG}/read`,
    summary: '阅读一条消息（标记已读）',
    request: m.messageIdRequest,
    response: m.messageDetail,
  }),
  delete: route({
    method: 'POST',
    path: `${MSG}/delete`,
    summary: '删除一条消息',
    request: m.messageIdRequest,
    response: m.messageBulkResult,
  }),
  sticky: route({
    method: 'POST',
    path: `${MSG}/sticky`,
    summary: '置顶或取消置顶',
    request: m.messageStickyRequest,
    response: m.messageItem,
  }),
  readAll: route({
    method: 'POST',
    path: `${MSG}/readAll`,
    summary: '全部标记已读（可按分类）',
    request: m.messageBulkRequest,
    response: m.messageBulkResult,
  }),
  deleteAll: route({
    method: 'POST',
    path: `${MSG}/deleteAll`,
    summary: '全部删除（可按分类）',
    request: m.messageBulkRequest,
    response: m.messageBulkResult,
  }),
  unreadCount: route({
    method: 'POST',
    path: `${MSG}/unreadCount`,
    summary: '未读消息数',
    request: emptyBody,
    response: m.messageUnread,
  }),
  reply: route({
    method: 'POST',
    path: `${MSG}/privateLetter/reply`,
    summary: '回复私信（站点允许时）',
    request: m.messageReplyRequest,
    response: m.messageDetail,
  }),
};
