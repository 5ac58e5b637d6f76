import { z } from 'zod';
import { entityId, pageNumber, pageSizeOf, requestId } from '../common';

/**
 * Customer service inside the site (issue 27): one conversation at a time per member, queued until an
 * operator takes it. Members reach it under the site family (so it stays up during maintenance, as
 * /cs does); operators through the audited back-office calls (`@courtside/contract/admin`).
 */
export const SUPPORT_TEXT_MAX = 500;

export const supportText = z
  .string()
  .trim()
  .min(1, '消息不能为空')
  .max(SUPPORT_TEXT_MAX, `消息最多${SUPPORT_TEXT_MAX}个字`);

/** waiting: in the queue; active: an operator has taken it; closed: ended by either side. */
export const supportState = z.enum(['waiting', 'active', 'closed']);
export type SupportState = z.infer<typeof supportState>;

export const supportAuthor = z.enum(['member', 'agent', 'system']);
export type SupportAuthor = z.infer<typeof supportAuthor>;

export const supportMessage = z.object({
  id: z.string(),
  conversationId: z.number().int(),
  author: supportAuthor,
  /** The member's nickname, the operator's name, or empty for a system line. */
  name: z.string(),
  text: z.string(),
  at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessage>;

export const supportConversation = z.object({
  id: z.number().int(),
  state: supportState,
  agentName: z.string().nullable(),
  openedAt: z.string(),
  takenAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** How many waiting conversations were opened before this one; null unless it is waiting. */
  queueAhead: z.number().int().nullable(),
});
export type SupportConversation = z.infer<typeof supportConversation>;

/** The member's latest conversation (open, or the last one closed) with its newest messages, oldest first. */
export const supportChat = z.object({
  conversation: supportConversation.nullable(),
  messages: z.array(supportMessage),
});
export type SupportChat = z.infer<typeof supportChat>;

export const supportSendRequest = z.object({ text: supportText, requestId });

/** Pushed on `/live` to the member's own room when their conversation changes or gets a line. */
export const supportPush = z.object({ conversation: supportConversation, message: supportMessage.nullable() });
export type SupportPush = z.infer<typeof supportPush>;

// ---- the operator's side ----

export const supportQueueFilter = z.enum(['waiting', 'active', 'mine', 'closed']);

export const supportQueueRequest = z.object({
  state: supportQueueFilter.default('waiting'),
  page: pageNumber,
  pageSize: pageSizeOf(50, 20),
});

export const supportQueueItem = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  state: supportState,
  agentName: z.string().nullable(),
  openedAt: z.string(),
  takenAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  lastMessageAt: z.string(),
  lastText: z.string(),
});
export type SupportQueueItem = z.infer<typeof supportQueueItem>;

export const supportQueue = z.object({ list: z.array(supportQueueItem), total: z.number().int() });

export const supportConversationRequest = z.object({ conversationId: entityId });

export const supportMessagesRequest = z.object({
  conversationId: entityId,
  /** A message id: the page ends before it (older messages). */
  before: z
    .string()
    .regex(/^\d{1,18}$/, '游标无效')
    .optional(),
  limit: pageSizeOf(100, 50),
});

/** Newest first, with the cursor for the next older page. */
export const supportMessagesPage = z.object({
  conversation: supportConversation,
  list: z.array(supportMessage),
  nextCursor: z.string().nullable(),
});

export const supportReplyRequest = z.object({ conversationId: entityId, text: supportText, requestId });
