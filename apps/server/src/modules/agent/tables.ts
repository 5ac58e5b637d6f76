import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../account/tables';
import { sites } from '../site/tables';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An application to become an agent (/app/join), from a visitor (no member) or a member. One open
 * application per contact and per member: a second tap or a second visit finds the first.
 */
export const agentApplications = pgTable(
  'agent_application',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The applicant's account when they applied signed in; a visitor's stays null until approval binds one. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'cascade' }),
    contactName: text('contact_name').notNull(),
    contact: text('contact').notNull(),
    /** The contact lower-cased without spaces: what "the same contact" means for the open-application rule. */
    contactKey: text('contact_key').notNull(),
    channel: text('channel').notNull(),
    expectedMembers: integer('expected_members').notNull(),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    /** The member made an agent on approval (the applicant, or the account the operator typed). */
    agentMemberId: bigint('agent_member_id', { mode: 'number' }).references(() => members.id, {
      onDelete: 'set null',
    }),
    decidedBy: text('decided_by'),
    decidedAt: timestamptz('decided_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('agent_application_open_contact').on(t.siteId, t.contactKey).where(sql`${t.status} = 'pending'`),
    uniqueIndex('agent_application_open_member')
      .on(t.memberId)
      .where(sql`${t.status} = 'pending' and ${t.memberId} is not null`),
    index('agent_application_queue').on(t.siteId, t.status, t.id),
    check('agent_application_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('agent_application_channel', sql`${t.channel} in ('community', 'website', 'offline', 'other')`),
    check('agent_application_expected', sql`${t.expectedMembers} between 1 and 100000`),
  ],
);

/** A member who is an agent, with the code members register with (the spec's r_code). */
export const agents = pgTable(
  'agent',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    applicationId: integer('application_id').references(() => agentApplications.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [uniqueIndex('agent_site_code').on(t.siteId, t.code)],
);

/**
 * A member who registered with an agent's code, recorded in the registration's own transaction, and
 * the time of their first credited deposit (the "first depositors" count).
 */
export const agentMembers = pgTable(
  'agent_member',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => agents.memberId, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    registeredAt: timestamptz('registered_at').notNull(),
    firstDepositAt: timestamptz('first_deposit_at'),
  },
  (t) => [index('agent_member_agent').on(t.agentId, t.registeredAt)],
);
