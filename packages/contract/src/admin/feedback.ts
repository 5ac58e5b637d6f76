import {
  feedbackAdminImageRequest,
  feedbackImage,
  feedbackQueue,
  feedbackQueueItem,
  feedbackQueueRequest,
  feedbackReplyRequest,
} from '../feedback/schemas';
import { route } from '../route';

const DESK = '/api/admin/feedback/v1';

/** Members' feedback in the back office (answering and closing are audited). */
export const feedbackAdminRoutes = {
  feedbackQueue: route({
    method: 'POST',
    path: `${DESK}/list`,
    summary: '意见反馈列表（按状态、类别、会员筛选）',
    request: feedbackQueueRequest,
    response: feedbackQueue,
  }),
  feedbackReply: route({
    method: 'POST',
    path: `${DESK}/reply`,
    summary: '回复并/或关闭反馈（会员收到站内信）',
    request: feedbackReplyRequest,
    response: feedbackQueueItem,
  }),
  feedbackImage: route({
    method: 'POST',
    path: `${DESK}/image`,
    summary: '查看反馈附带的图片',
    request: feedbackAdminImageRequest,
    response: feedbackImage,
  }),
};
