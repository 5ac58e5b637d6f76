import { z } from 'zod';
import { entityId } from '../common';
import { modifyRecord, modifyState } from '../member/schemas';
import { ticketReplyRequest } from '../payment/schemas';
import { route } from '../route';

/**
 * Reads behind the back office's queues whose writes were already routes (issue 30): members' requests
 * to change reviewed fields (`modifyReview` decides them), IP and device blocks (`accessBlock`),
 * members' tickets on deposits and withdrawals (`ticketReply`) and the USDT address whitelist
 * (`addressWhitelist`).
 */
const page = z.number().int().min(1).max(10_000).default(1);
const pageSize = z.number().int().min(1).max(100).default(20);
const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const modifyQueueRequest = z.object({
  page,
  pageSize,
  /** `all` lists every state; the queue's default is what waits for an operator. */
  state: z.union([modifyState, z.literal('all')]).default('pending'),
  memberId: entityId.optional(),
});
export const modifyQueueItem = modifyRecord.extend({ memberId: z.number().int(), memberName: z.string() });
export const modifyQueueResponse = listOf(modifyQueueItem);

export const accessBlockKind = z.enum(['ip', 'device']);
export const accessBlocksRequest = z.object({ page, pageSize, kind: accessBlockKind.optional() });
export const accessBlockView = z.object({ kind: accessBlockKind, value: z.string(), createdAt: z.string() });
export const accessBlocksResponse = listOf(accessBlockView);

export const paymentTicketKind = z.enum(['remind', 'feedback', 'appeal']);
/** The order number as the reply to a ticket takes it. */
const orderNo = ticketReplyRequest.shape.orderNo;
export const ticketsRequest = z.object({
  page,
  pageSize,
  /** `open`: not answered yet (oldest first, as a queue); `replied` and `all` newest first. */
  state: z.enum(['open', 'replied', 'all']).default('open'),
  kind: paymentTicketKind.optional(),
  memberId: entityId.optional(),
  orderNo: orderNo.optional(),
});
export const paymentTicketView = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  /** From the order number: D… a deposit, W… a withdrawal. */
  orderKind: z.enum(['deposit', 'withdrawal']),
  memberId: z.number().int(),
  memberName: z.string(),
  kind: paymentTicketKind,
  text: z.string(),
  reply: z.string().nullable(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});
export const ticketsResponse = listOf(paymentTicketView);
export const ticketDetailRequest = z.object({ orderNo });
/** One order with every ticket on it, oldest first: what the cashier reads before replying. */
export const ticketDetailResponse = z.object({
  orderNo: z.string(),
  orderKind: z.enum(['deposit', 'withdrawal']),
  memberId: z.number().int(),
  memberName: z.string(),
  currency: z.string(),
  amount: z.string(),
  state: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  tickets: z.array(paymentTicketView),
});

export const whitelistListRequest = z.object({ page, pageSize, memberId: entityId.optional() });
export const whitelistEntry = z.object({
  memberId: z.number().int(),
  memberName: z.string(),
  addedBy: z.string(),
  createdAt: z.string(),
});
export const whitelistListResponse = listOf(whitelistEntry);

export const opsAdminRoutes = {
  modifyQueue: route({
    method: 'POST',
    path: '/api/admin/member/v1/modifyRequests',
    summary: '资料修改申请队列',
    request: modifyQueueRequest,
    response: modifyQueueResponse,
  }),
  accessBlocks: route({
    method: 'POST',
    path: '/api/admin/account/v1/accessBlocks',
    summary: '当前封禁的IP与设备',
    request: accessBlocksRequest,
    response: accessBlocksResponse,
  }),
  tickets: route({
    method: 'POST',
    path: '/api/admin/payment/v1/tickets',
    summary: '支付工单（催单、未到账反馈、申诉）',
    request: ticketsRequest,
    response: ticketsResponse,
  }),
  ticketDetail: route({
    method: 'POST',
    path: '/api/admin/payment/v1/ticket',
    summary: '一笔订单及其全部工单',
    request: ticketDetailRequest,
    response: ticketDetailResponse,
  }),
  whitelist: route({
    method: 'POST',
    path: '/api/admin/payment/v1/whitelist',
    summary: '虚拟币地址白名单会员',
    request: whitelistListRequest,
    response: whitelistListResponse,
  }),
} as const;

export type ModifyQueueQuery = z.output<typeof modifyQueueRequest>;
export type TicketsQuery = z.output<typeof ticketsRequest>;
export type PaymentTicketView = z.infer<typeof paymentTicketView>;
