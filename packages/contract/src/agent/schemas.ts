import { z } from 'zod';
import { entityId, pageNumber, pageSizeOf } from '../common';

/** Where an applicant finds their members: 社群, 网站, 线下, 其他. */
export const agentChannels = ['community', 'website', 'offline', 'other'] as const;
export const agentChannel = z.enum(agentChannels);
export type AgentChannel = z.infer<typeof agentChannel>;

/** Limits the server checks with their own codes (11010-11014). */
export const AGENT_CONTACT_NAME_MAX = 30;
export const AGENT_CONTACT_MAX = 64;
export const AGENT_EXPECTED_MIN = 1;
export const AGENT_EXPECTED_MAX = 100_000;
export const AGENT_NOTE_MAX = 500;
export const AGENT_REJECT_REASON_MAX = 200;

export const agentApplicationStatus = z.enum(['pending', 'approved', 'rejected']);
export type AgentApplicationStatus = z.infer<typeof agentApplicationStatus>;

/**
 * The join-us form. Fields are loose strings and numbers here so that each bad value gets its own
 * code from the service, not one generic parameter error.
 */
export const agentJoinRequest = z.object({
  contactName: z.string().max(AGENT_CONTACT_NAME_MAX * 4),
  contact: z.string().max(AGENT_CONTACT_MAX * 4),
  channel: z.string().max(32),
  expectedMembers: z.number(),
  note: z
    .string()
    .max(AGENT_NOTE_MAX * 4)
    .default(''),
});
export type AgentJoinRequest = z.input<typeof agentJoinRequest>;

export const agentJoinResult = z.object({
  id: z.number().int(),
  status: agentApplicationStatus,
  createdAt: z.string(),
});
export type AgentJoinResult = z.infer<typeof agentJoinResult>;

/** A member's own latest application, as the join page shows it. */
export const agentOwnApplication = z.object({
  id: z.number().int(),
  status: agentApplicationStatus,
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
});

export const agentIsAgentResult = z.object({
  isAgent: z.boolean(),
  /** The code members register with (the spec's r_code); null unless an agent. */
  code: z.string().nullable(),
  application: agentOwnApplication.nullable(),
});
export type AgentIsAgentResult = z.infer<typeof agentIsAgentResult>;

/** One of the site's agent-contact channels (site parameter `agent_contact`). */
export const agentContactChannel = z.object({
  kind: z.enum(['telegram', 'wechat', 'qq', 'email', 'phone', 'url']),
  label: z.string(),
  value: z.string(),
});
export const agentContactResult = z.object({ channels: z.array(agentContactChannel) });
export type AgentContactResult = z.infer<typeof agentContactResult>;

/** Counts and sums only: an agent never sees who their members are. Money as '12.34' text. */
export const agentSummary = z.object({
  code: z.string(),
  /** The registration path with the code, for the agent to share (the site's origin is the browser's). */
  link: z.string(),
  members: z.object({
    total: z.number().int(),
    newThisMonth: z.number().int(),
    activeLast30Days: z.number().int(),
    firstDepositors: z.number().int(),
  }),
  turnover: z.object({ thisMonth: z.string(), lastMonth: z.string() }),
  commission: z.object({
    /** This month's rate, in percent text ('0.30'), and the estimate at it. */
    ratePercent: z.string(),
    thisMonth: z.string(),
    lastMonthRatePercent: z.string(),
    lastMonth: z.string(),
    tiers: z.array(z.object({ below: z.string().nullable(), ratePercent: z.string() })),
  }),
  /** Business month of "this month", 'YYYY-MM' (Asia/Shanghai). */
  month: z.string(),
});
export type AgentSummary = z.infer<typeof agentSummary>;

// ---- the operator ----

export const agentApplicationQueueRequest = z.object({
  status: agentApplicationStatus.optional(),
  page: pageNumber,
  pageSize: pageSizeOf(100, 20),
});
export const agentApplicationItem = z.object({
  id: z.number().int(),
  memberId: z.number().int().nullable(),
  username: z.string().nullable(),
  contactName: z.string(),
  contact: z.string(),
  channel: agentChannel,
  expectedMembers: z.number().int(),
  note: z.string(),
  status: agentApplicationStatus,
  rejectReason: z.string().nullable(),
  agentMemberId: z.number().int().nullable(),
  agentCode: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AgentApplicationItem = z.infer<typeof agentApplicationItem>;
export const agentApplicationQueue = z.object({
  list: z.array(agentApplicationItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AgentApplicationQueue = z.infer<typeof agentApplicationQueue>;

/** Approving a visitor's application names the member account to make the agent. */
export const agentApproveRequest = z.object({
  id: entityId,
  memberName: z.string().trim().max(64).optional(),
});
export const agentRejectRequest = z.object({
  id: entityId,
  reason: z.string().trim().min(1, '请填写拒绝理由').max(AGENT_REJECT_REASON_MAX, '拒绝理由不能超过 200 字'),
});
