import { z } from 'zod';
import { memberStatus } from '../account/schemas';
import { entityId } from '../common';
import { ledgerCurrency, transferState } from '../wallet/schemas';

/**
 * The back office: operator accounts with roles, and the operator's views of members and the ledger.
 * Operator accounts are separate from members; their session token travels in `x-admin-session`.
 */

export const adminRoleNames = ['finance', 'operator', 'chatModerator', 'super'] as const;
export const adminRole = z.enum(adminRoleNames);
export type AdminRole = z.infer<typeof adminRole>;

export const adminUsername = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{3,32}$/, '后台用户名须为3-32位字母、数字、下划线、点或连字符');
/** Long enough that a per-IP rate limit makes guessing hopeless; the upper bound keeps hashing cheap. */
export const adminPassword = z.string().min(10, '后台密码至少10个字符').max(128, '后台密码最多128个字符');
const adminRoles = z
  .array(adminRole)
  .min(1, '至少选择一个角色')
  .max(adminRoleNames.length)
  .transform((roles) => [...new Set(roles)]);
const adminId = entityId;

export const adminLoginRequest = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
});
export const adminIdentity = z.object({ id: z.number().int(), username: z.string(), roles: z.array(adminRole) });
export type AdminIdentity = z.infer<typeof adminIdentity>;
export const adminLoginResult = z.object({ token: z.string(), admin: adminIdentity });

export const adminUser = adminIdentity.extend({
  status: z.enum(['active', 'disabled']),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserList = z.object({ items: z.array(adminUser) });
export const adminCreateRequest = z.object({ username: adminUsername, password: adminPassword, roles: adminRoles });
export const adminRolesRequest = z.object({ adminId, roles: adminRoles });
export const adminDisableRequest = z.object({ adminId });

const page = z.number().int().min(1).max(10_000).default(1);

export const memberSearchRequest = z.object({
  /** A name or nickname prefix, or a member id; empty lists every member. */
  keyword: z.string().trim().max(32).optional(),
  page,
  pageSize: z.number().int().min(1).max(50).default(20),
});
export const memberSearchItem = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string(),
  status: memberStatus,
  vipLevel: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Masked: the back office list is seen over shoulders. */
  phone: z.string(),
});
export const memberSearchResponse = z.object({
  items: z.array(memberSearchItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const memberWalletRequest = z.object({ memberId: entityId });
/** A ledger account as the operator sees it; its amounts are in its currency (COIN: whole coins). */
export const ledgerAccount = z.object({
  kind: z.string(),
  venueCode: z.string(),
  currency: ledgerCurrency,
  balance: z.string(),
  /** Held for a movement out that is not yet posted (balance less available). */
  pending: z.string(),
  /** Held for a movement in that is not yet posted. */
  pendingIn: z.string(),
});
export const ledgerTransfer = z.object({
  id: z.number().int(),
  kind: z.string(),
  state: transferState,
  amount: z.string(),
  currency: ledgerCurrency,
  debitKind: z.string(),
  creditKind: z.string(),
  reference: z.string(),
  createdAt: z.string(),
});
export const memberWalletResponse = z.object({
  memberId: z.number().int(),
  accounts: z.array(ledgerAccount),
  transfers: z.array(ledgerTransfer),
});

export const pendingTransfersRequest = z.object({
  page,
  pageSize: z.number().int().min(1).max(50).default(20),
});
export const pendingTransfer = ledgerTransfer.extend({
  memberId: z.number().int().nullable(),
  venueCode: z.string(),
});
export const pendingTransfersResponse = z.object({
  items: z.array(pendingTransfer),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** Events a subscriber gave up on after its retries (the outbox's dead letters). */
export const deadLettersRequest = z.object({
  page,
  pageSize: z.number().int().min(1).max(100).default(20),
});
export const deadLetter = z.object({
  id: z.number().int(),
  subscriber: z.string(),
  eventId: z.number().int(),
  topic: z.string(),
  payload: z.unknown(),
  error: z.string(),
  attempts: z.number().int(),
  createdAt: z.string(),
});
export const deadLettersResponse = z.object({
  items: z.array(deadLetter),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const deadLetterReplayRequest = z.object({ id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
export const deadLetterReplayResponse = z.object({ replayed: z.boolean() });
