import { z } from 'zod';
import { pageNumber, pageSizeOf, requestId } from '../common';

/** The message centre's three tabs: site notices, private letters, and activity (money and rewards). */
export const messageTab = z.enum(['notice', 'private', 'activity']);
export type MessageTab = z.infer<typeof messageTab>;

/** A message id (bigserial on the server): a positive whole number. */
export const messageId = z
  .number('消息编号无效')
  .int('消息编号无效')
  .min(1, '消息编号无效')
  .max(Number.MAX_SAFE_INTEGER, '消息编号无效');

/** Unread messages per tab and in all, what the bell shows. */
export const messageUnread = z.object({
  total: z.number().int(),
  notice: z.number().int(),
  private: z.number().int(),
  activity: z.number().int(),
});
export type MessageUnread = z.infer<typeof messageUnread>;

export const messageItem = z.object({
  id: z.number().int(),
  tab: messageTab,
  title: z.string(),
  /** The first line or so of the body, for the list. */
  summary: z.string(),
  read: z.boolean(),
  sticky: z.boolean(),
  /** Whether the member may answer it (a private letter on a site that allows replies). */
  replyable: z.boolean(),
  createdAt: z.string(),
});
export type MessageItem = z.infer<typeof messageItem>;

export const messageReplyView = z.object({
  id: z.number().int(),
  /** `member`: the member's own answer; `operator`: the site's. */
  author: z.enum(['member', 'operator']),
  text: z.string(),
  at: z.string(),
});
export type MessageReplyView = z.infer<typeof messageReplyView>;

export const messageDetail = messageItem.extend({
  body: z.string(),
  replies: z.array(messageReplyView),
  unread: messageUnread,
});
export type MessageDetail = z.infer<typeof messageDetail>;

/** `tab` is free text checked by the server (11001), so an unknown tab gets its own code. */
export const messageListRequest = z.object({
  tab: z.string().max(16),
  page: pageNumber,
  pageSize: pageSizeOf(50, 20),
});
export const messageList = z.object({
  list: z.array(messageItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  unread: messageUnread,
});
export type MessageList = z.infer<typeof messageList>;

export const messageIdRequest = z.object({ id: messageId });
export const messageStickyRequest = z.object({ id: messageId, sticky: z.boolean() });
/** Without a tab: every tab. */
export const messageBulkRequest = z.object({ tab: z.string().max(16).optional() });
export const messageBulkResult = z.object({ changed: z.number().int(), unread: messageUnread });
export type MessageBulkResult = z.infer<typeof messageBulkResult>;
export const messageReplyRequest = z.object({ id: messageId, text: z.string().max(2_000), requestId });
