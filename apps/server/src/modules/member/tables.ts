import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from '../../platform/columns';
import { members } from '../account/tables';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** The profile beyond identity: personal details, real name, withdrawal password, chosen avatar. */
export const memberProfiles = pgTable('member_profile', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  birthday: date('birthday'),
  sex: text('sex').notNull().default('unknown'),
  qq: text('qq').notNull().default(''),
  wechat: text('wechat').notNull().default(''),
  realName: text('real_name'),
  withdrawPasswordHash: text('withdraw_password_hash'),
  avatarId: bigint('avatar_id', { mode: 'number' }),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Avatars: the preset set (no member) and members' uploads, re-encoded to WebP before storage. */
export const avatars = pgTable(
  'avatar',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'cascade' }),
    presetKey: text('preset_key'),
    contentType: text('content_type').notNull(),
    body: bytea('body').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [index('avatar_member_idx').on(t.memberId), uniqueIndex('avatar_preset_key').on(t.presetKey)],
);

export const memberAddresses = pgTable('member_address', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  receiver: text('receiver').notNull(),
  phone: text('phone').notNull(),
  province: text('province').notNull(),
  city: text('city').notNull(),
  district: text('district').notNull(),
  detail: text('detail').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** A member's request to change a reviewed field (real name, phone); an operator decides. */
export const modifyRequests = pgTable(
  'modify_request',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    newValue: text('new_value').notNull(),
    reason: text('reason').notNull(),
    state: text('state').notNull().default('pending'),
    reviewNote: text('review_note').notNull().default(''),
    supplement: text('supplement').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('modify_request_member_idx').on(t.memberId),
    check('modify_request_state_check', sql`${t.state} in ('pending', 'needMore', 'approved', 'rejected')`),
  ],
);
