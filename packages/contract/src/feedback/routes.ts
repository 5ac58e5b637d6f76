import { route } from '../route';
import * as f from './schemas';

/** Under the site family, beside the help centre's reads. */
const BASE = '/api/site/feedback/v1';

/** The upload is multipart (spec: "file upload by XHR") and mounted by hand; its path lives here. */
export const feedbackUploadPath = `${BASE}/image/upload`;

/** The member's feedback: write one (with up to three images uploaded first), read their own with the answers. */
export const feedbackRoutes = {
  submit: route({
    method: 'POST',
    path: `${BASE}/submit`,
    summary: '提交意见反馈（类别、内容、最多 3 张图片）',
    request: f.feedbackSubmitRequest,
    response: f.feedbackView,
  }),
  list: route({
    method: 'POST',
    path: `${BASE}/list`,
    summary: '我的反馈与客服回复（新的在前）',
    request: f.feedbackListRequest,
    response: f.feedbackList,
  }),
  image: route({
    method: 'POST',
    path: `${BASE}/image`,
    summary: '读取我上传的反馈图片',
    request: f.feedbackImageRequest,
    response: f.feedbackImage,
  }),
};
