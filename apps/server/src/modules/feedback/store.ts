import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { feedbackImages, feedbacks } from './tables';

export type FeedbackRow = typeof feedbacks.$inferSelect;

export const countUnattachedImages = async (db: Executor, memberId: number): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(feedbackImages)
    .where(and(eq(feedbackImages.memberId, memberId), isNull(feedbackImages.feedbackId)));
  return row?.n ?? 0;
};

export const insertImage = async (
  db: Executor,
  values: { key: string; siteId: number; memberId: number; contentType: string; body: Buffer; createdAt: Date },
): Promise<void> => {
  await db.insert(feedbackImages).values(values);
};

/** Attaches the member's own unattached images, in the order given; answers how many it took. */
export const attachImages = async (db: Executor, memberId: number, feedbackId: number, keys: string[]) => {
  let attached = 0;
  for (const [position, key] of keys.entries()) {
    const rows = await db
      .update(feedbackImages)
      .set({ feedbackId, position })
      .where(and(eq(feedbackImages.key, key), eq(feedbackImages.memberId, memberId), isNull(feedbackImages.feedbackId)))
      .returning({ id: feedbackImages.id });
    attached += rows.length;
  }
  return attached;
};

/** A new feedback, or null when the member's request id already made one. */
export const insertFeedback = async (
  db: Executor,
  values: { siteId: number; memberId: number; category: string; content: string; requestId: string; createdAt: Date },
): Promise<FeedbackRow | null> => {
  const [row] = await db.insert(feedbacks).values(values).onConflictDoNothing().returning();
  return row ?? null;
};

export const findByRequest = async (db: Executor, memberId: number, requestId: string): Promise<FeedbackRow | null> => {
  const [row] = await db
    .select()
    .from(feedbacks)
    .where(and(eq(feedbacks.memberId, memberId), eq(feedbacks.requestId, requestId)));
  return row ?? null;
};

/** The feedback's image keys in their order, by feedback. */
export const imageKeysOf = async (db: Executor, feedbackIds: number[]): Promise<Map<number, string[]>> => {
  const keys = new Map<number, string[]>();
  if (feedbackIds.length === 0) return keys;
  const rows = await db
    .select({ feedbackId: feedbackImages.feedbackId, key: feedbackImages.key })
    .from(feedbackImages)
    .where(inArray(feedbackImages.feedbackId, feedbackIds))
    .orderBy(asc(feedbackImages.position));
  for (const row of rows) {
    if (row.feedbackId === null) continue;
    keys.set(row.feedbackId, [...(keys.get(row.feedbackId) ?? []), row.key]);
  }
  return keys;
};

/** A page of feedback matching `where`, newest first, and how many match in all. */
export const page = async (db: Executor, where: SQL | undefined, pageNum: number, pageSize: number) => {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(feedbacks)
      .where(where)
      .orderBy(desc(feedbacks.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(feedbacks).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const filters = (siteId: number, by: { memberId?: number; status?: string; category?: string }) =>
  and(
    eq(feedbacks.siteId, siteId),
    by.memberId === undefined ? undefined : eq(feedbacks.memberId, by.memberId),
    by.status === undefined ? undefined : eq(feedbacks.status, by.status),
    by.category === undefined ? undefined : eq(feedbacks.category, by.category),
  );

/** An image a member uploaded (attached or not). */
export const ownImage = async (db: Executor, memberId: number, key: string) => {
  const [row] = await db
    .select({ contentType: feedbackImages.contentType, body: feedbackImages.body })
    .from(feedbackImages)
    .where(and(eq(feedbackImages.key, key), eq(feedbackImages.memberId, memberId)));
  return row ?? null;
};

/** An image attached to a feedback of the site. */
export const imageOfFeedback = async (db: Executor, siteId: number, feedbackId: number, key: string) => {
  const [row] = await db
    .select({ contentType: feedbackImages.contentType, body: feedbackImages.body })
    .from(feedbackImages)
    .where(
      and(eq(feedbackImages.key, key), eq(feedbackImages.feedbackId, feedbackId), eq(feedbackImages.siteId, siteId)),
    );
  return row ?? null;
};

export const lockFeedback = async (db: Executor, siteId: number, id: number): Promise<FeedbackRow | null> => {
  const [row] = await db
    .select()
    .from(feedbacks)
    .where(and(eq(feedbacks.siteId, siteId), eq(feedbacks.id, id)))
    .for('update');
  return row ?? null;
};

export const updateFeedback = async (
  db: Executor,
  id: number,
  values: Partial<Pick<FeedbackRow, 'status' | 'reply' | 'repliedBy' | 'repliedAt' | 'closedAt'>>,
): Promise<FeedbackRow> => {
  const [row] = await db.update(feedbacks).set(values).where(eq(feedbacks.id, id)).returning();
  if (!row) throw new Error(`feedback ${id} vanished under its lock`);
  return row;
};
