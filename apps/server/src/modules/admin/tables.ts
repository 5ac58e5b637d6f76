import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
  },
  (t) => [
    uniqueIndex('admin_user_username_key').on(sql`lower(${t.username})`),
    check('admin_user_status_check', sql`${t.status} in ('active', 'disabled')`),
    check('admin_user_roles_check', sql`${t.roles} <@ array['finance', 'operator', 'chatModerator', 'super']::text[]`),
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
