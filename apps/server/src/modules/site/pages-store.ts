import type { SitePageCode, SitePageContent } from '@courtside/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { sitePages } from './tables';

export type SitePageRow = typeof sitePages.$inferSelect;

export const findPage = async (db: Executor, siteId: number, code: SitePageCode): Promise<SitePageRow | null> =>
  (
    await db
      .select()
      .from(sitePages)
      .where(and(eq(sitePages.siteId, siteId), eq(sitePages.code, code)))
  )[0] ?? null;

export const listPages = (db: Executor, siteId: number) =>
  db.select().from(sitePages).where(eq(sitePages.siteId, siteId));

/** Locks the page's row (when it has one) for a read-then-write. */
export const lockPage = async (db: Executor, siteId: number, code: SitePageCode): Promise<SitePageRow | null> =>
  (
    await db
      .select()
      .from(sitePages)
      .where(and(eq(sitePages.siteId, siteId), eq(sitePages.code, code)))
      .for('update')
  )[0] ?? null;

export const upsertPage = async (
  db: Executor,
  row: { siteId: number; code: SitePageCode; content: SitePageContent; updatedBy: string; updatedAt: Date },
): Promise<SitePageRow> => {
  const [saved] = await db
    .insert(sitePages)
    .values(row)
    .onConflictDoUpdate({
      target: [sitePages.siteId, sitePages.code],
      set: { content: row.content, updatedBy: row.updatedBy, updatedAt: row.updatedAt },
    })
    .returning();
  if (!saved) throw new Error('site page upsert returned no row');
  return saved;
};

/** Writes pages a site does not have yet (the demo seed); pages an operator wrote stay as they are. */
export const insertMissingPages = async (
  db: Executor,
  rows: readonly { siteId: number; code: SitePageCode; content: SitePageContent; updatedBy: string; updatedAt: Date }[],
): Promise<void> => {
  if (rows.length === 0) return;
  await db
    .insert(sitePages)
    .values([...rows])
    .onConflictDoNothing();
};
