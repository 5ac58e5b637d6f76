import { z } from 'zod';
import { memberStatus } from '../account/schemas';
import { entityId, isoInstant } from '../common';
import { ledgerCurrency, transferState } from '../wallet/schemas';

/**
 * The back office: operator accounts with roles, and the operator's views of members and the ledger.
 * Operator accounts are separate from members; their session token travels in `x-admin-session`.
 */

/**
 * The back office's roles (issue 30). `super` may do everything; the others each hold one desk:
 * managers run the site, cashiers the money, traders the sportsbook, moderators the chat, support
 * answers members, compliance watches members and the audit log. Who may call which route is one
 * table, `adminAccess` (access.ts), read by the server's guard and the console's menus alike.
 */
export const adminRoleNames = ['super', 'manager', 'cashier', 'trader', 'moderator', 'support', 'compliance'] as const;
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

/** A TOTP code (RFC 6238: six digits, 30-second steps). */
export const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '动态验证码为6位数字');

export const adminLoginRequest = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  /** The second factor, for an operator who turned it on. */
  otp: totpCode.optional(),
  /**
   * The console's login: the session travels in an HttpOnly, SameSite=Strict cookie and the reply's
   * token is empty; automation leaves it off and sends the token as `x-admin-session`.
   */
  cookie: z.boolean().default(false),
});
export const adminIdentity = z.object({
  id: z.number().int(),
  username: z.string(),
  roles: z.array(adminRole),
  /** Whether a TOTP second factor guards this operator's login. */
  totp: z.boolean(),
});
export type AdminIdentity = z.infer<typeof adminIdentity>;
export const adminLoginResult = z.object({
  token: z.string(),
  /** Sent back as header `x-csrf-token` on every write of a cookie session. */
  csrfToken: z.string(),
  /** Minutes of inactivity after which the session ends. */
  idleMinutes: z.number().int(),
  admin: adminIdentity,
});
export const adminSession = adminLoginResult.omit({ token: true });
export const totpSetupResponse = z.object({ secret: z.string(), uri: z.string() });
export const totpCodeRequest = z.object({ code: totpCode });

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
export const adminEnableRequest = z.object({ adminId });

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
  /** Yuan with two decimals, or whole coins for COIN. */
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

/** A list page as every console list asks for it: 1-based page, at most 100 rows. */
const listPage = {
  page,
  pageSize: z.number().int().min(1).max(100).default(20),
};
const sortOrder = z.enum(['asc', 'desc']).default('desc');
const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** The audit log, read-only: who did what, from where, with what it was before and after. */
export const auditListRequest = z
  .object({
    ...listPage,
    /** Exact actor as written (`admin:<name>`, `operator-token`, `environment`, `anonymous`). */
    actor: z.string().trim().min(1).max(64).optional(),
    /** An action or its prefix (`wallet.` for every wallet action). */
    action: z
      .string()
      .trim()
      .regex(/^[A-Za-z.]{1,64}$/, '操作名称只能包含字母和点')
      .optional(),
    memberId: entityId.optional(),
    from: isoInstant.optional(),
    to: isoInstant.optional(),
    order: sortOrder,
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: '开始时间不能晚于结束时间', path: ['from'] });
export type AuditListQuery = z.output<typeof auditListRequest>;
export const auditEntry = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  /** Where the call came from; null on rows written before addresses were kept, and by jobs. */
  ip: z.string().nullable(),
  at: z.string(),
  detail: z.unknown(),
});
export const auditListResponse = listOf(auditEntry);

/**
 * Manual adjustments of a member's centre wallet. At or above the site's four-eyes threshold
 * (site parameter `adjust_four_eyes_threshold`, yuan, default 10000) an adjustment waits for a second
 * operator; below it, it is made at once. Either way it is kept here with who asked and who decided.
 */
/** `approved` is the moment between a second operator's yes and the ledger's transfer. */
export const adjustmentState = z.enum(['pending', 'approved', 'done', 'rejected']);
export const adjustment = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  direction: z.enum(['credit', 'debit']),
  amount: z.string(),
  reason: z.string(),
  state: adjustmentState,
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  note: z.string(),
  transferId: z.number().int().nullable(),
  balanceBefore: z.string().nullable(),
  balanceAfter: z.string().nullable(),
});
export type Adjustment = z.infer<typeof adjustment>;
export const adjustmentsRequest = z.object({
  ...listPage,
  state: adjustmentState.optional(),
  memberId: entityId.optional(),
});
export const adjustmentsResponse = listOf(adjustment).extend({ threshold: z.string() });
export const adjustDecideRequest = z.object({
  id: entityId,
  decision: z.enum(['approved', 'rejected']),
  note: z.string().trim().max(200, '备注最多200个字').default(''),
});

/** The ledger's invariants as `npm run ledger:check` reads them, on demand. */
export const ledgerCheckResponse = z.object({
  ok: z.boolean(),
  problems: z.array(z.object({ problem: z.string(), detail: z.unknown() })),
  checkedAt: z.string(),
});

/** A member seen whole (the 360 view): profile, sessions with addresses, review requests, audit trail. */
export const memberDetailRequest = z.object({ memberId: entityId });
export const memberSessionView = z.object({
  id: z.number().int(),
  ip: z.string(),
  deviceId: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
  /** The address's country (ISO alpha-2) from the geo table; null for a local or unknown address. */
  country: z.string().nullable(),
});
export const memberDetailResponse = z.object({
  member: memberSearchItem.extend({
    /** Masked, like the phone. */
    email: z.string(),
    inviteCode: z.string(),
    registerIp: z.string(),
    registerCountry: z.string().nullable(),
  }),
  sessions: z.array(memberSessionView),
  audit: z.array(auditEntry),
});

/** Today's figures for the dashboard (Shanghai business day). */
/**
 * The business day's revenue (issue 30): GGR (stakes less returns) per product from the settled game
 * records, the bonus cost (grants converted and 返水 paid), NGR = GGR - bonus cost, and gold-coin sales
 * (gifts' revenue) apart. Amounts in the site's settlement currency.
 */
export const revenueResponse = z.object({
  day: z.string(),
  currency: z.string(),
  products: z.array(
    z.object({ kind: z.string(), name: z.string(), bets: z.number().int(), stakes: z.string(), ggr: z.string() }),
  ),
  ggr: z.string(),
  bonusCost: z.string(),
  ngr: z.string(),
  gifts: z.object({ purchases: z.number().int(), amount: z.string() }),
  generatedAt: z.string(),
});
export type RevenueResponse = z.infer<typeof revenueResponse>;

/**
 * Bets not settled yet (the dashboard's 未结注单): the house sportsbook's bets waiting for acceptance or
 * accepted and still riding, per currency, with the stake riding now (a partial cash-out lowers it).
 * Casino and other venues' rounds are not here: their records arrive settled, so none is ever open.
 */
export const openBetsResponse = z.object({
  sportsbook: z.array(
    z.object({ currency: z.string(), count: z.number().int(), pending: z.number().int(), stake: z.string() }),
  ),
  generatedAt: z.string(),
});
export type OpenBetsResponse = z.infer<typeof openBetsResponse>;

/**
 * The ten outcomes with the largest liability (风险敞口 Top 10): the book's own running figure per
 * outcome (the net wins, return less stake, of the open bets on it, as the trader's desk and the cap
 * read it), with the match, market and outcome as the latest bet on it named them.
 */
export const liabilityTopResponse = z.object({
  cap: z.string(),
  items: z.array(
    z.object({
      marketId: z.number().int(),
      outcome: z.string(),
      matchId: z.number().int(),
      match: z.string(),
      league: z.string(),
      marketName: z.string(),
      outcomeName: z.string(),
      liability: z.string(),
    }),
  ),
  generatedAt: z.string(),
});
export type LiabilityTopResponse = z.infer<typeof liabilityTopResponse>;

/**
 * Anchor rooms on air now (直播 or 暂离) with their audience (socket connections counted across the
 * nodes; the demo's simulated viewers apart) and today's gifts (Shanghai day, in gold coins: what the
 * members sent and the house's share of it).
 */
export const liveRoomsResponse = z.object({
  day: z.string(),
  rooms: z.array(
    z.object({
      roomId: z.number().int(),
      title: z.string(),
      status: z.enum(['On1', 'On2']),
      anchorId: z.number().int(),
      anchorNick: z.string(),
      viewers: z.object({ real: z.number().int(), simulated: z.number().int() }),
      gifts: z.object({ sends: z.number().int(), coins: z.number().int(), houseCoins: z.number().int() }),
    }),
  ),
  generatedAt: z.string(),
});
export type LiveRoomsResponse = z.infer<typeof liveRoomsResponse>;

export const dashboardResponse = z.object({
  day: z.string(),
  deposits: z.object({ count: z.number().int(), amount: z.string() }),
  withdrawals: z.object({ count: z.number().int(), amount: z.string() }),
  queues: z.object({
    deposits: z.number().int(),
    withdrawals: z.number().int(),
    adjustments: z.number().int(),
    deadLetters: z.number().int(),
  }),
  activeMembers: z.number().int(),
  generatedAt: z.string(),
});
