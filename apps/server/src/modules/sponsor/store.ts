import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { sponsors } from './tables';

export type SponsorRow = typeof sponsors.$inferSelect;
export type SponsorValues = Omit<typeof sponsors.$inferInsert, 'id' | 'siteId' | 'createdAt' | 'sort' | 'hidden'>;

/** Serialises a site's sponsor writes, so two saves cannot both pass the tier rule against the same list. */
export const lockSiteSponsors = (db: Executor, siteId: number) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sponsor:${siteId}`}))`);

/** A site's sponsors in the operator's order (hidden ones too, or only the shown). */
export const listSponsors = (db: Executor, siteId: number, shownOnly: boolean) =>
  db
    .select()
    .from(sponsors)
    .where(and(eq(sponsors.siteId, siteId), shownOnly ? eq(sponsors.hidden, false) : undefined))
    .orderBy(asc(sponsors.sort), asc(sponsors.id));

export const findSponsor = async (db: Executor, siteId: number, id: number): Promise<SponsorRow | null> =>
  (
    await db
      .select()
      .from(sponsors)
      .where(and(eq(sponsors.siteId, siteId), eq(sponsors.id, id)))
  )[0] ?? null;

export const insertSponsor = async (
  db: Executor,
  values: SponsorValues & { siteId: number; sort: number; createdAt: Date },
): Promise<SponsorRow> => {
  const [row] = await db.insert(sponsors).values(values).returning();
  if (!row) throw new Error('sponsor insert returned no row');
  return row;
};

export const updateSponsor = async (
  db: Executor,
  siteId: number,
  id: number,
  set: Partial<SponsorValues> & { sort?: number; hidden?: boolean; updatedAt: Date },
): Promise<SponsorRow | null> =>
  (
    await db
      .update(sponsors)
      .set(set)
      .where(and(eq(sponsors.siteId, siteId), eq(sponsors.id, id)))
      .returning()
  )[0] ?? null;

export const countSponsors = async (db: Executor, siteId: number): Promise<number> =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(sponsors).where(eq(sponsors.siteId, siteId)))[0]?.n ?? 0;
