import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { gameBrands, gameFavourites, gameRecents, games } from './tables';

export type GameTableRow = typeof games.$inferSelect;
export type GameRow = GameTableRow & { brandName: string; favourite: boolean };

export interface GameFilter {
  venueCodes: readonly string[];
  brandCode?: string;
  category?: string;
  keyword?: string;
  hot?: boolean;
}

/** A LIKE pattern that matches the text literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const where = (siteId: number, f: GameFilter): SQL | undefined =>
  and(
    eq(games.siteId, siteId),
    eq(games.status, 0),
    inArray(games.venueCode, [...f.venueCodes]),
    f.brandCode ? eq(games.brandCode, f.brandCode) : undefined,
    f.category ? eq(games.category, f.category) : undefined,
    f.keyword ? ilike(games.name, contains(f.keyword)) : undefined,
    f.hot ? eq(games.hot, true) : undefined,
  );

const selection = (siteId: number, memberId: number | null) => ({
  game: games,
  brandName: gameBrands.name,
  favourite:
    memberId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${gameFavourites} f where f.site_id = ${siteId} and f.member_id = ${memberId}
          and f.venue_code = ${games.venueCode} and f.game_code = ${games.gameCode})`,
});

const flatten = (rows: { game: typeof games.$inferSelect; brandName: string; favourite: boolean }[]): GameRow[] =>
  rows.map((r) => ({ ...r.game, brandName: r.brandName, favourite: r.favourite === true }));

const brandJoin = (siteId: number) => and(eq(gameBrands.siteId, siteId), eq(gameBrands.brandCode, games.brandCode));

export const listGames = async (
  db: Executor,
  siteId: number,
  memberId: number | null,
  filter: GameFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: GameRow[]; total: number }> => {
  if (filter.venueCodes.length === 0) return { rows: [], total: 0 };
  const [rows, totals] = await Promise.all([
    db
      .select(selection(siteId, memberId))
      .from(games)
      .innerJoin(gameBrands, brandJoin(siteId))
      .where(where(siteId, filter))
      .orderBy(asc(games.sort))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(games).where(where(siteId, filter)),
  ]);
  return { rows: flatten(rows), total: totals[0]?.n ?? 0 };
};

export const findGame = async (db: Executor, siteId: number, venueCode: string, gameCode: string) => {
  const rows = await db
    .select()
    .from(games)
    .where(and(eq(games.siteId, siteId), eq(games.venueCode, venueCode), eq(games.gameCode, gameCode)));
  return rows[0] ?? null;
};

export const listBrands = (db: Executor, siteId: number, venueCodes: readonly string[]) =>
  venueCodes.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(gameBrands)
        .where(and(eq(gameBrands.siteId, siteId), inArray(gameBrands.venueCode, [...venueCodes])))
        .orderBy(asc(gameBrands.sort));

export const countCategories = (db: Executor, siteId: number, venueCodes: readonly string[]) =>
  venueCodes.length === 0
    ? Promise.resolve([])
    : db
        .select({ category: games.category, n: count() })
        .from(games)
        .where(and(eq(games.siteId, siteId), eq(games.status, 0), inArray(games.venueCode, [...venueCodes])))
        .groupBy(games.category);

export const favouriteGames = async (db: Executor, siteId: number, memberId: number, venueCodes: readonly string[]) =>
  venueCodes.length === 0
    ? []
    : flatten(
        await db
          .select(selection(siteId, memberId))
          .from(gameFavourites)
          .innerJoin(
            games,
            and(
              eq(games.siteId, gameFavourites.siteId),
              eq(games.venueCode, gameFavourites.venueCode),
              eq(games.gameCode, gameFavourites.gameCode),
            ),
          )
          .innerJoin(gameBrands, brandJoin(siteId))
          .where(
            and(
              eq(gameFavourites.siteId, siteId),
              eq(gameFavourites.memberId, memberId),
              eq(games.status, 0),
              inArray(games.venueCode, [...venueCodes]),
            ),
          )
          .orderBy(desc(gameFavourites.createdAt)),
      );

export const recentGames = async (
  db: Executor,
  siteId: number,
  memberId: number,
  venueCodes: readonly string[],
  limit: number,
) =>
  venueCodes.length === 0
    ? []
    : flatten(
        await db
          .select(selection(siteId, memberId))
          .from(gameRecents)
          .innerJoin(
            games,
            and(
              eq(games.siteId, gameRecents.siteId),
              eq(games.venueCode, gameRecents.venueCode),
              eq(games.gameCode, gameRecents.gameCode),
            ),
          )
          .innerJoin(gameBrands, brandJoin(siteId))
          .where(
            and(
              eq(gameRecents.siteId, siteId),
              eq(gameRecents.memberId, memberId),
              eq(games.status, 0),
              inArray(games.venueCode, [...venueCodes]),
            ),
          )
          .orderBy(desc(gameRecents.playedAt))
          .limit(limit),
      );

export const addFavourite = (db: Executor, siteId: number, memberId: number, venueCode: string, gameCode: string) =>
  db.insert(gameFavourites).values({ siteId, memberId, venueCode, gameCode }).onConflictDoNothing();

export const removeFavourite = (db: Executor, siteId: number, memberId: number, venueCode: string, gameCode: string) =>
  db
    .delete(gameFavourites)
    .where(
      and(
        eq(gameFavourites.siteId, siteId),
        eq(gameFavourites.memberId, memberId),
        eq(gameFavourites.venueCode, venueCode),
        eq(gameFavourites.gameCode, gameCode),
      ),
    );

export const touchRecent = (db: Executor, siteId: number, memberId: number, venueCode: string, gameCode: string) =>
  db
    .insert(gameRecents)
    .values({ siteId, memberId, venueCode, gameCode })
    .onConflictDoUpdate({
      target: [gameRecents.siteId, gameRecents.memberId, gameRecents.venueCode, gameRecents.gameCode],
      set: { playedAt: sql`now()` },
    });

/** A venue's whole catalogue for the back office, hidden games too, in the lobby's order. */
export const adminGames = async (
  db: Executor,
  siteId: number,
  filter: { venueCode: string; keyword?: string; status?: number },
  page: { offset: number; limit: number },
) => {
  const where = and(
    eq(games.siteId, siteId),
    eq(games.venueCode, filter.venueCode),
    filter.keyword ? ilike(games.name, contains(filter.keyword)) : undefined,
    filter.status === undefined ? undefined : eq(games.status, filter.status),
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(games)
      .where(where)
      .orderBy(asc(games.sort), asc(games.gameCode))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(games).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
};

export const setGameDisplay = async (
  db: Executor,
  siteId: number,
  venueCode: string,
  gameCode: string,
  display: { status: number; sort: number },
) =>
  (
    await db
      .update(games)
      .set(display)
      .where(and(eq(games.siteId, siteId), eq(games.venueCode, venueCode), eq(games.gameCode, gameCode)))
      .returning()
  )[0] ?? null;

/** Game names by `venueCode:gameCode`, for reports that name them (gone ones are absent). */
export const gameNames = async (
  db: Executor,
  siteId: number,
  keys: readonly string[],
): Promise<Map<string, string>> => {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ venueCode: games.venueCode, gameCode: games.gameCode, name: games.name })
    .from(games)
    .where(and(eq(games.siteId, siteId), inArray(sql`${games.venueCode} || ':' || ${games.gameCode}`, [...keys])));
  return new Map(rows.map((r) => [`${r.venueCode}:${r.gameCode}`, r.name]));
};
