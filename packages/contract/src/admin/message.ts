import { z } from 'zod';
import { entityId, pageNumber, pageSizeOf, requestId } from '../common';
import { messageTab } from '../message/schemas';
import { route } from '../route';

const ADMIN_MSG = '/api/admin/msgHandle/v1';

/** A private letter from the operator to one member; the request id makes a resend the same letter. */
export const messageLetterRequest = z.object({
  memberId: entityId,
  title: z.string().max(200),
  body: z.string().max(10_000),
  requestId,
});
export const messageLetterResult = z.object({ id: z.number().int(), memberId: z.number().int() });

/**
 * Who a notice batch reaches: every member of the site, members at a VIP level or above, or a list
 * of member ids (of this site; others are left out).
 */
export const messageSegment = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('vip'), minLevel: z.number().int().min(0).max(100) }),
  z.object({ kind: z.literal('members'), memberIds: z.array(entityId).min(1).max(10_000) }),
]);
export type MessageSegment = z.infer<typeof messageSegment>;

export const messageBatchRequest = z.object({
  tab: messageTab.default('notice'),
  title: z.string().max(200),
  body: z.string().max(10_000),
  segment: messageSegment,
  requestId,
});

export const messageBatchView = z.object({
  id: z.number().int(),
  tab: messageTab,
  title: z.string(),
  segment: messageSegment,
  /** pending: waiting for the job; running: chunks under way; done: every member reached. */
  state: z.enum(['pending', 'running', 'done']),
  delivered: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type MessageBatchView = z.infer<typeof messageBatchView>;

export const messageBatchesRequest = z.object({ page: pageNumber, pageSize: pageSizeOf(50, 20) });
export const messageBatches = z.object({ list: z.array(messageBatchView), total: z.number().int() });

/** The back office's side of the message centre: letters to one member, notice batches to many. */
export const messageAdminRoutes = {
  letter: route({
    method: 'POST',
    path: `${ADMIN_MSG}/privateLetter/send`,
    summary: '给会员发送私信',
    request: messageLetterRequest,
    response: messageLetterResult,
  }),
  batch: route({
    method: 'POST',
    path: `${ADMIN_MSG}/notice/batch`,
    summary: '群发公告（全站、VIP 等级或指定会员），由后台任务分批发送',
    request: messageBatchRequest,
    response: messageBatchView,
  }),
  batches: route({
    method: 'POST',
    path: `${ADMIN_MSG}/notice/batches`,
    summary: '群发记录与进度',
    request: messageBatchesRequest,
    response: messageBatches,
  }),
} as const;
