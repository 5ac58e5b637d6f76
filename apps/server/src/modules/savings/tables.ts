import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * One member's interest for one Asia/Shanghai day. The unique (member, day) index is what makes the
 * interest job pay once: the row is inserted in the same transaction as the ledger credit, so a
 * second run (or a concurrent one, which waits on the index) finds the day taken and pays nothing.
 * A day whose interest rounds to zero still gets its row, so the job does not reconsider it.
 */
export const savingsInterest = pgTable(
  'savings_interest',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    /** The lowest balance held during the whole day, minor units. */
    principal: money('principal').notNull(),
    /** The annual rate applied, basis points (365 = 3.65 %). */
    rateBp: integer('rate_bp').notNull(),
    amount: money('amount').notNull().default(sql`0`),
    /** The ledger credit; null when the interest rounded to zero. */
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('savings_interest_member_day').on(t.memberId, t.day)],
);

/** A savings task's reward, claimed once per member and task (the unique index settles races). */
export const savingsTaskClaims = pgTable(
  'savings_task_claim',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    taskCode: text('task_code').notNull(),
    amount: money('amount').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('savings_task_claim_member_task').on(t.memberId, t.taskCode)],
);
