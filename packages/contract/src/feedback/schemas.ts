import { z } from 'zod';
import { entityId, pageNumber, pageSizeOf, requestId } from '../common';

/** What a member's feedback is about; the operator's queue filters by it. */
export const feedbackCategories = [
  'deposit',
  'withdrawal',
  'sports',
  'casino',
  'live',
  'account',
  'suggestion',
  'other',
] as const;
export const feedbackCategory = z.enum(feedbackCategories);
export type FeedbackCategory = z.infer<typeof feedbackCategory>;

/** Open until the operator answers; replied (the member has the answer); closed (nothing more to do). */
export const feedbackStatus = z.enum(['open', 'replied', 'closed']);
export type FeedbackStatus = z.infer<typeof feedbackStatus>;

/** Text limits the server checks (11051): long enough for a problem with its order number, short enough to read. */
export const FEEDBACK_TEXT_MIN = 5;
export const FEEDBACK_TEXT_MAX = 1000;
export const FEEDBACK_REPLY_MAX = 2000;
/** Images per feedback, and the largest file the upload takes before it is re-encoded. */
export const FEEDBACK_IMAGES_MAX = 3;
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const FEEDBACK_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** A stored image's key: random, so one member's key never names another's image by counting. */
export const feedbackImageKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, '图片编号无效');

export const feedbackUploadResult = z.object({ key: z.string() });
export type FeedbackUploadResult = z.infer<typeof feedbackUploadResult>;

/** `category` is free text checked by the server (11050), so an unknown one gets its own code. */
export const feedbackSubmitRequest = z.object({
  category: z.string().max(32),
  content: z.string().max(FEEDBACK_TEXT_MAX * 4),
  images: z.array(feedbackImageKey).max(10).default([]),
  requestId,
});

export const feedbackView = z.object({
  id: z.number().int(),
  category: feedbackCategory,
  content: z.string(),
  images: z.array(z.string()),
  status: feedbackStatus,
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackView = z.infer<typeof feedbackView>;

export const feedbackListRequest = z.object({ page: pageNumber, pageSize: pageSizeOf(50, 10) });
export const feedbackList = z.object({
  list: z.array(feedbackView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FeedbackList = z.infer<typeof feedbackList>;

export const feedbackImageRequest = z.object({ key: feedbackImageKey });
/** The image as a data URL: feedback images are private, so they come through the caller's session. */
export const feedbackImage = z.object({ key: z.string(), dataUrl: z.string() });
export type FeedbackImage = z.infer<typeof feedbackImage>;

// ---- the operator ----

export const feedbackQueueRequest = z.object({
  status: feedbackStatus.optional(),
  category: feedbackCategory.optional(),
  memberId: entityId.optional(),
  page: pageNumber,
  pageSize: pageSizeOf(100, 20),
});
export const feedbackQueueItem = feedbackView.extend({
  memberId: z.number().int(),
  username: z.string(),
  repliedBy: z.string().nullable(),
});
export type FeedbackQueueItem = z.infer<typeof feedbackQueueItem>;
export const feedbackQueue = z.object({
  list: z.array(feedbackQueueItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FeedbackQueue = z.infer<typeof feedbackQueue>;

/** An answer (replacing an earlier one) and/or closing; at least one of the two. */
export const feedbackReplyRequest = z.object({
  id: entityId,
  reply: z
    .string()
    .max(FEEDBACK_REPLY_MAX * 4)
    .optional(),
  close: z.boolean().default(false),
});
export const feedbackAdminImageRequest = z.object({ id: entityId, key: feedbackImageKey });
