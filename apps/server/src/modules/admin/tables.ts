import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An operator of the back office, kept apart from members: members can never become operators, and
 * a leak of one table's hashes says nothing about the other. Names are unique regardless of case;
 * the index also settles two nodes creating the bootstrap admin at the same moment.
 */
export const adminUsers = pgTable(
  'admin_user',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('active'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastLoginAt: timestamptz('last_login_at'),
    /** The TOTP secret (base32) once the operator confirmed a code; null without a second factor. */
    totpSecret: text('totp_secret'),
    /** A secret handed out by totpSetup and not yet confirmed. */
    totpPending: text('totp_pending'),
    /** The last TOTP step accepted, so a code cannot be used twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('admin_user_username_key').on(sql`lower(${t.username})`),
    check('admin_user_status_check', sql`${t.status} in ('active', 'disabled')`),
    check(
      'admin_user_roles_check',
      sql`${t.roles} <@ array['super', 'manager', 'cashier', 'trader', 'moderator', 'support', 'compliance']::text[]`,
    ),
  ],
);

/** An operator's login: only the token's SHA-256 is stored; idle expiry rolls forward with use. */
export const adminSessions = pgTable(
  'admin_session',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    adminId: bigint('admin_id', { mode: 'number' })
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [uniqueIndex('admin_session_token_key').on(t.tokenHash), index('admin_session_admin_idx').on(t.adminId)],
);

/**
 * A manual adjustment of a member's centre wallet, from the request to the ledger. At or above the
 * four-eyes threshold it waits as `pending` until a second operator approves (`approved` while the
 * ledger moves, then `done` with the transfer) or rejects it; below, it is written `done` at once.
 */
export const adminAdjustments = pgTable(
  'admin_adjustment',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    direction: text('direction').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    /** The caller's idempotency key: the same request twice is one adjustment. */
    requestId: text('request_id').notNull(),
    state: text('state').notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    decidedBy: text('decided_by'),
    decidedAt: timestamptz('decided_at'),
    note: text('note').notNull().default(''),
    transferId: bigint('transfer_id', { mode: 'number' }),
    balanceBefore: text('balance_before'),
    balanceAfter: text('balance_after'),
  },
  (t) => [
    uniqueIndex('admin_adjustment_request_key').on(t.requestId),
    index('admin_adjustment_state_idx').on(t.siteId, t.state, t.id),
    check('admin_adjustment_state_check', sql`${t.state} in ('pending', 'approved', 'done', 'rejected')`),
    check('admin_adjustment_direction_check', sql`${t.direction} in ('credit', 'debit')`),
  ],
);

/**
 * Operators' notes on a member (the 360 view's 备注): append-only, as compliance keeps them. There is
 * no route to change or remove one, and the migration's trigger refuses UPDATE and DELETE, so a note
 * stands as written with its author and time.
 */
export const memberNotes = pgTable(
  'member_note',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    author: text('author').notNull(),
    text: text('text').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('member_note_member_idx').on(t.memberId, t.id),
    check('member_note_text_check', sql`char_length(${t.text}) between 1 and 500`),
  ],
);
