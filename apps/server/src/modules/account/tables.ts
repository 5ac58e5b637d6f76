import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sites } from '../site/tables';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A member's identity and login: name, password hash, status (0 inactive, 1 active, 2 disabled),
 * and the contacts recovery sends codes to. Names are unique per site regardless of case.
 */
export const members = pgTable(
  'member',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    vipLevel: integer('vip_level').notNull().default(0),
    status: smallint('status').notNull().default(1),
    phone: text('phone'),
    email: text('email'),
    inviteCode: text('invite_code').notNull(),
    invitedBy: bigint('invited_by', { mode: 'number' }),
    recommendCode: text('recommend_code'),
    registerIp: text('register_ip').notNull(),
    registerDevice: text('register_device').notNull(),
    passwordChangedAt: timestamptz('password_changed_at'),
    /** Judged from the plain password at the last login, the only moment it is known. */
    passwordWeak: boolean('password_weak').notNull().default(false),
    lastLoginAt: timestamptz('last_login_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_site_name_key').on(t.siteId, sql`lower(${t.name})`),
    uniqueIndex('member_invite_code_key').on(t.inviteCode),
    uniqueIndex('member_site_phone_key').on(t.siteId, t.phone),
    uniqueIndex('member_site_email_key').on(t.siteId, t.email),
    check('member_status_check', sql`${t.status} in (0, 1, 2)`),
  ],
);

/**
 * A login session. Only the SHA-256 of the token is stored, so a database leak yields no usable
 * token. A revoked session keeps its reason, which becomes the forced-logout code its next call gets.
 */
export const sessions = pgTable(
  'member_session',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    deviceId: text('device_id').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    revokeReason: text('revoke_reason'),
  },
  (t) => [uniqueIndex('member_session_token_key').on(t.tokenHash), index('member_session_member_idx').on(t.memberId)],
);

/** Failed attempts per key (a name, an IP, a member's withdrawal password) within a sliding window. */
export const failureCounters = pgTable('failure_counter', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamptz('window_started_at').notNull().defaultNow(),
});

/**
 * Captcha puzzles: the answer stays here, single use, short-lived. A solved slider puzzle carries
 * the hash of the ticket the safety check later consumes once.
 */
export const captchas = pgTable('captcha', {
  id: text('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  kind: text('kind').notNull(),
  answer: text('answer').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  ticketHash: text('ticket_hash'),
  ticketExpiresAt: timestamptz('ticket_expires_at'),
  ticketUsedAt: timestamptz('ticket_used_at'),
});

/**
 * Every verification code sent, as the delivery outbox: the code is stored hashed; a delivery
 * adapter marks it delivered. Cooldowns and daily caps are counted from these rows.
 */
export const codeOutbox = pgTable(
  'code_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    channel: smallint('channel').notNull(),
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    deliveredAt: timestamptz('delivered_at'),
  },
  (t) => [index('code_outbox_target_idx').on(t.siteId, t.channel, t.target, t.createdAt)],
);

/** One-use tickets: dormant activation, password-recovery progress and the recovery ticket itself. */
export const accountTickets = pgTable('account_ticket', {
  hash: text('hash').primaryKey(),
  kind: text('kind').notNull(),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  subject: text('subject').notNull().default(''),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

/** IP and device blockades set by the operator; blocked callers are logged out with their own code. */
export const accessBlocks = pgTable(
  'access_block',
  {
    siteId: integer('site_id').notNull(),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.kind, t.value] })],
);
