import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { gameChannels, venues } from './tables';

export type VenueRow = typeof venues.$inferSelect;

export const listVenues = (db: Executor, siteId: number) =>
  db.select().from(venues).where(eq(venues.siteId, siteId)).orderBy(asc(venues.sort), asc(venues.channelCode));

export const setVenueStatus = async (db: Executor, siteId: number, channelCode: string, status: number) => {
  const rows = await db
    .update(venues)
    .set({ status })
    .where(and(eq(venues.siteId, siteId), eq(venues.channelCode, channelCode)))
    .returning();
  return rows[0] ?? null;
};

export const listGameChannels = (db: Executor, siteId: number) =>
  db.select().from(gameChannels).where(eq(gameChannels.siteId, siteId)).orderBy(asc(gameChannels.sort));

export const setVenueDisplay = async (
  db: Executor,
  siteId: number,
  channelCode: string,
  display: { name: string; isDisplay: number; sort: number },
) => {
  const rows = await db
    .update(venues)
    .set(display)
    .where(and(eq(venues.siteId, siteId), eq(venues.channelCode, channelCode)))
    .returning();
  return rows[0] ?? null;
};
