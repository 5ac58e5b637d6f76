import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../platform/columns';
import { members } from '../account/tables';
import { sites } from '../site/tables';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A member's feedback and the operator's answer. The member's request id makes a double tap one
 * feedback; a closed feedback keeps its answer.
 */
export const feedbacks = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    content: text('content').notNull(),
    status: text('status').notNull().default('open'),
    reply: text('reply'),
    /** The operator who answered last, as the audit names them. */
    repliedBy: text('replied_by'),
    repliedAt: timestamptz('replied_at'),
    closedAt: timestamptz('closed_at'),
    requestId: text('request_id').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('feedback_request').on(t.memberId, t.requestId),
    index('feedback_member').on(t.siteId, t.memberId, t.id),
    index('feedback_queue').on(t.siteId, t.status, t.id),
    check('feedback_status', sql`${t.status} in ('open', 'replied', 'closed')`),
    check('feedback_replied', sql`${t.status} = 'open' or ${t.reply} is not null or ${t.closedAt} is not null`),
  ],
);

/**
 * An uploaded image, re-encoded, owned by its uploader; it joins a feedback when the feedback is
 * submitted (at most three each). The key is random: images are never addressed by a counted id.
 */
export const feedbackImages = pgTable(
  'feedback_image',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    feedbackId: integer('feedback_id').references(() => feedbacks.id, { onDelete: 'cascade' }),
    /** Its place among the feedback's images (0-2), once attached. */
    position: integer('position'),
    contentType: text('content_type').notNull(),
    body: bytea('body').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('feedback_image_key').on(t.key),
    index('feedback_image_member_unattached').on(t.memberId).where(sql`${t.feedbackId} is null`),
    index('feedback_image_feedback').on(t.feedbackId),
  ],
);
