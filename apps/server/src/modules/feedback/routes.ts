import {
  FEEDBACK_IMAGE_MAX_BYTES,
  feedbackUploadPath,
  feedbackUploadResult,
  feedbackRoutes as r,
} from '@courtside/contract';
import { feedbackAdminRoutes as a } from '@courtside/contract/admin';
import type { RouteKit } from '../../platform/http';
import { mountMemberUpload } from '../../platform/upload';
import type { FeedbackService } from './service';

/**
 * Per address (the limiter's key): a household or a carrier's NAT shares it, so it is a flood guard,
 * not a per-person quota; the per-member cap on waiting images is the service's.
 */
const SUBMIT_PER_MINUTE = 20;
const UPLOAD_PER_MINUTE = 30;

/** The member's feedback calls and the operator's desk (support staff and managers; adminAccess says who). */
export const registerFeedbackRoutes = async (http: RouteKit, feedback: FeedbackService): Promise<void> => {
  http.member(r.submit, (input, member) => feedback.submit(member, input), { ratePerMinute: SUBMIT_PER_MINUTE });
  http.member(r.list, (input, member) => feedback.list(member, input));
  http.member(r.image, (input, member) => feedback.image(member, input.key));
  await mountMemberUpload(
    http,
    {
      path: feedbackUploadPath,
      summary: '上传反馈图片（multipart，字段 file；PNG、JPEG、WEBP，不超过 5MB）',
      maxBytes: FEEDBACK_IMAGE_MAX_BYTES,
      response: feedbackUploadResult,
      ratePerMinute: UPLOAD_PER_MINUTE,
    },
    (file, member) => feedback.upload(member, file),
  );

  http.operator(a.feedbackQueue, (input, _actor, call) => feedback.queue(call.siteId, input));
  http.operator(a.feedbackReply, (input, actor, call) => feedback.reply(actor, call.siteId, input));
  http.operator(a.feedbackImage, (input, _actor, call) => feedback.imageOf(call.siteId, input));
};
