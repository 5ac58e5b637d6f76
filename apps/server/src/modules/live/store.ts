import type { SportId } from '@courtside/contract';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { anchorFollowers, anchorRooms, anchors, videoChannels } from './tables';

export type AnchorRow = typeof anchors.$inferSelect;
export type RoomRow = typeof anchorRooms.$inferSelect;

/** Rooms of a site with their anchors, live ones first; `statuses` narrows to some states. */
export const listRooms = (db: Executor, siteId: number, statuses: readonly string[]) =>
  db
    .select({ room: anchorRooms, anchor: anchors })
    .from(anchorRooms)
    .innerJoin(anchors, eq(anchors.id, anchorRooms.anchorId))
    .where(and(eq(anchorRooms.siteId, siteId), inArray(anchorRooms.status, [...statuses])))
    .orderBy(sql`case ${anchorRooms.status} when 'On1' then 0 when 'On2' then 1 else 2 end`, asc(anchorRooms.id));

export const findRoom = async (db: Executor, siteId: number, roomId: number) => {
  const [row] = await db
    .select({ room: anchorRooms, anchor: anchors })
    .from(anchorRooms)
    .innerJoin(anchors, eq(anchors.id, anchorRooms.anchorId))
    .where(and(eq(anchorRooms.siteId, siteId), eq(anchorRooms.id, roomId)));
  return row ?? null;
};

/** A site's anchors, for the operator's desk (who a new room is for). */
export const listAnchors = (db: Executor, siteId: number) =>
  db
    .select({ id: anchors.id, nick: anchors.nick })
    .from(anchors)
    .where(eq(anchors.siteId, siteId))
    .orderBy(asc(anchors.id));

export const anchorsOfMember = (db: Executor, siteId: number, memberId: number) =>
  db
    .select({ id: anchors.id, nick: anchors.nick })
    .from(anchors)
    .where(and(eq(anchors.siteId, siteId), eq(anchors.memberId, memberId)))
    .orderBy(asc(anchors.id));

export const anchorNicks = async (db: Executor, anchorIds: readonly number[]): Promise<Map<number, string>> => {
  if (anchorIds.length === 0) return new Map();
  const rows = await db
    .select({ id: anchors.id, nick: anchors.nick })
    .from(anchors)
    .where(inArray(anchors.id, [...new Set(anchorIds)]));
  return new Map(rows.map((r) => [r.id, r.nick]));
};

export const findRoomByTheme = async (db: Executor, siteId: number, themeId: string) => {
  const [row] = await db
    .select({ id: anchorRooms.id })
    .from(anchorRooms)
    .where(and(eq(anchorRooms.siteId, siteId), eq(anchorRooms.themeId, themeId)));
  return row ?? null;
};

export const findAnchor = async (db: Executor, siteId: number, anchorId: number): Promise<AnchorRow | null> => {
  const [row] = await db
    .select()
    .from(anchors)
    .where(and(eq(anchors.siteId, siteId), eq(anchors.id, anchorId)));
  return row ?? null;
};

export const followerCounts = async (db: Executor, anchorIds: readonly number[]): Promise<Map<number, number>> => {
  if (anchorIds.length === 0) return new Map();
  const rows = await db
    .select({ anchorId: anchorFollowers.anchorId, n: count() })
    .from(anchorFollowers)
    .where(inArray(anchorFollowers.anchorId, [...anchorIds]))
    .groupBy(anchorFollowers.anchorId);
  return new Map(rows.map((r) => [r.anchorId, r.n]));
};

/** Which of these anchors the member follows. */
export const followedBy = async (db: Executor, memberId: number, anchorIds: readonly number[]) => {
  if (anchorIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ anchorId: anchorFollowers.anchorId })
    .from(anchorFollowers)
    .where(and(eq(anchorFollowers.memberId, memberId), inArray(anchorFollowers.anchorId, [...anchorIds])));
  return new Set(rows.map((r) => r.anchorId));
};

/** The rooms of the anchors a member follows on this site: on air first, then the latest followed. */
export const followedRooms = (db: Executor, siteId: number, memberId: number, limit: number) =>
  db
    .select({ room: anchorRooms, anchor: anchors })
    .from(anchorFollowers)
    .innerJoin(anchors, eq(anchors.id, anchorFollowers.anchorId))
    .innerJoin(anchorRooms, eq(anchorRooms.anchorId, anchors.id))
    .where(and(eq(anchorFollowers.memberId, memberId), eq(anchors.siteId, siteId)))
    .orderBy(
      sql`case ${anchorRooms.status} when 'On1' then 0 when 'On2' then 1 else 2 end`,
      desc(anchorFollowers.createdAt),
      asc(anchorRooms.id),
    )
    .limit(limit);

export const setFollow = async (db: Executor, anchorId: number, memberId: number, follow: boolean) => {
  if (follow) await db.insert(anchorFollowers).values({ anchorId, memberId }).onConflictDoNothing();
  else {
    await db
      .delete(anchorFollowers)
      .where(and(eq(anchorFollowers.anchorId, anchorId), eq(anchorFollowers.memberId, memberId)));
  }
};

export const venueOfChannel = async (db: Executor, siteId: number, channel: string): Promise<string | null> => {
  const [row] = await db
    .select({ venueCode: videoChannels.venueCode })
    .from(videoChannels)
    .where(and(eq(videoChannels.siteId, siteId), eq(videoChannels.channel, channel)));
  return row?.venueCode ?? null;
};

export type RoomPatch = Partial<
  Pick<RoomRow, 'status' | 'matchId' | 'title' | 'description' | 'cover' | 'anchorType' | 'startsAt' | 'setBy'>
>;

/** Changes a room; answers the room as it now is. */
export const updateRoom = async (db: Executor, siteId: number, roomId: number, patch: RoomPatch) => {
  const [row] = await db
    .update(anchorRooms)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(anchorRooms.siteId, siteId), eq(anchorRooms.id, roomId)))
    .returning();
  return row ?? null;
};

/**
 * The rota's move of a room it holds: in the same statement as the check, so an operator's switch
 * that lands between the rota's read and its write is never overwritten. Null when the room is not
 * the rota's (any more).
 */
export const updateScheduledRoom = async (db: Executor, roomId: number, patch: Pick<RoomRow, 'status' | 'matchId'>) => {
  const [row] = await db
    .update(anchorRooms)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(anchorRooms.id, roomId), eq(anchorRooms.setBy, 'schedule')))
    .returning();
  return row ?? null;
};

export const insertRoom = async (db: Executor, values: typeof anchorRooms.$inferInsert) => {
  const [row] = await db.insert(anchorRooms).values(values).returning();
  return row!;
};

/**
 * The rooms of every site the rota holds (no operator has set them), for the demo streamers' schedule,
 * with the sport their anchor is known for.
 */
export const scheduledRooms = async (db: Executor) =>
  (
    await db
      .select({ room: anchorRooms, sport: anchors.sport, focus: anchors.focus })
      .from(anchorRooms)
      .innerJoin(anchors, eq(anchors.id, anchorRooms.anchorId))
      .where(eq(anchorRooms.setBy, 'schedule'))
      .orderBy(asc(anchorRooms.id))
  ).map(({ room, sport, focus }) => ({ ...room, sport: sport as SportId | null, focus }));

/** A page of a site's anchors (by name, in id order), with how many rooms each has and how many are on air. */
export const pageAnchors = async (
  db: Executor,
  siteId: number,
  filter: { keyword?: string | undefined; anchorId?: number },
  page: { offset: number; limit: number },
) => {
  const { keyword, anchorId } = filter;
  const where = and(
    eq(anchors.siteId, siteId),
    keyword ? sql`strpos(lower(${anchors.nick}), lower(${keyword})) > 0` : undefined,
    anchorId === undefined ? undefined : eq(anchors.id, anchorId),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        anchor: anchors,
        // Qualified by hand: drizzle writes columns bare, and a bare "id" here would be the room's own.
        rooms: sql<number>`(select count(*)::int from anchor_room r where r.anchor_id = "anchor"."id")`,
        roomsLive: sql<number>`(select count(*)::int from anchor_room r where r.anchor_id = "anchor"."id" and r.status = 'On1')`,
      })
      .from(anchors)
      .where(where)
      .orderBy(asc(anchors.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(anchors).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
};

/** Whether another anchor of the site already has this name (the unique index compares it exactly). */
export const anchorNickTaken = async (db: Executor, siteId: number, nick: string, exceptId: number) =>
  (
    await db
      .select({ id: anchors.id })
      .from(anchors)
      .where(and(eq(anchors.siteId, siteId), eq(anchors.nick, nick), ne(anchors.id, exceptId)))
      .limit(1)
  ).length > 0;

export const updateAnchorProfile = async (
  db: Executor,
  siteId: number,
  anchorId: number,
  set: { nick: string; logoSquare: string; intro: string },
) =>
  (
    await db
      .update(anchors)
      .set(set)
      .where(and(eq(anchors.siteId, siteId), eq(anchors.id, anchorId)))
      .returning()
  )[0] ?? null;

export const roomsOfAnchor = async (db: Executor, siteId: number, anchorId: number) =>
  (
    await db
      .select({ id: anchorRooms.id })
      .from(anchorRooms)
      .where(and(eq(anchorRooms.siteId, siteId), eq(anchorRooms.anchorId, anchorId)))
  ).map((r) => r.id);
