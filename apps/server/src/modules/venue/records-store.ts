import { and, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import type { VenueBetRecord } from './adapter';
import { gameRecordCursors, gameRecords, games, venues } from './tables';

/** Stores the records not stored yet (by adapter and bet id); answers the ones newly stored. */
export const insertRecords = async (db: Executor, adapter: string, records: readonly VenueBetRecord[]) => {
  if (records.length === 0) return [];
  return db
    .insert(gameRecords)
    .values(
      records.map((r) => ({
        adapter,
        betId: r.betId,
        siteId: r.siteId,
        memberId: r.memberId,
        venueCode: r.venueCode,
        gameCode: r.gameCode,
        stake: r.stake,
        validTurnover: r.validTurnover,
        winLoss: r.payout - r.stake,
        detail: r.detail ?? {},
        betAt: r.betAt,
        settledAt: r.settledAt,
      })),
    )
    .onConflictDoNothing({ target: [gameRecords.adapter, gameRecords.betId] })
    .returning();
};

/**
 * Stores the records of a venue on our own books (their rows change when a settlement is done
 * again), replacing an earlier version of each; answers the rows as stored.
 */
export const putRecords = async (db: Executor, adapter: string, records: readonly VenueBetRecord[]) => {
  if (records.length === 0) return [];
  return db
    .insert(gameRecords)
    .values(
      records.map((r) => ({
        adapter,
        betId: r.betId,
        siteId: r.siteId,
        memberId: r.memberId,
        venueCode: r.venueCode,
        gameCode: r.gameCode,
        stake: r.stake,
        validTurnover: r.validTurnover,
        winLoss: r.payout - r.stake,
        detail: r.detail ?? {},
        betAt: r.betAt,
        settledAt: r.settledAt,
      })),
    )
    .onConflictDoUpdate({
      target: [gameRecords.adapter, gameRecords.betId],
      set: {
        stake: sql`excluded.stake`,
        validTurnover: sql`excluded.valid_turnover`,
        winLoss: sql`excluded.win_loss`,
        detail: sql`excluded.detail`,
        settledAt: sql`excluded.settled_at`,
        pulledAt: sql`now()`,
      },
    })
    .returning();
};

/** The member's win (positive) or loss over the rounds settled since a time, except one adapter's. */
export const winLossSince = async (
  db: Executor,
  q: { siteId: number; memberId: number; since: Date; exceptAdapter: string },
): Promise<bigint> => {
  const [row] = await db
    .select({ winLoss: sql<string>`coalesce(sum(${gameRecords.winLoss}), 0)::text` })
    .from(gameRecords)
    .where(
      and(
        eq(gameRecords.siteId, q.siteId),
        eq(gameRecords.memberId, q.memberId),
        gte(gameRecords.settledAt, q.since),
        ne(gameRecords.adapter, q.exceptAdapter),
      ),
    );
  return BigInt(row?.winLoss ?? '0');
};

export const removeRecords = (db: Executor, adapter: string, betIds: readonly string[]) =>
  betIds.length === 0
    ? Promise.resolve()
    : db.delete(gameRecords).where(and(eq(gameRecords.adapter, adapter), inArray(gameRecords.betId, [...betIds])));

export const cursorOf = async (db: Executor, adapter: string): Promise<Date | null> => {
  const rows = await db.select().from(gameRecordCursors).where(eq(gameRecordCursors.adapter, adapter));
  return rows[0]?.pulledTo ?? null;
};

export const saveCursor = (db: Executor, adapter: string, pulledTo: Date) =>
  db
    .insert(gameRecordCursors)
    .values({ adapter, pulledTo })
    .onConflictDoUpdate({ target: gameRecordCursors.adapter, set: { pulledTo } });

/** One member's records, newest first, with the venue's and the game's names. */
export const memberRecords = async (
  db: Executor,
  siteId: number,
  memberId: number,
  venueCode: string | undefined,
  page: { offset: number; limit: number },
) => {
  const where = and(
    eq(gameRecords.siteId, siteId),
    eq(gameRecords.memberId, memberId),
    venueCode ? eq(gameRecords.venueCode, venueCode) : undefined,
  );
  // The page's ids first, off the (site, member, settled_at, id) index, then only those rows whole: a
  // deep page skips index entries rather than whole rows with their round detail.
  const pageIds = db
    .select({ id: gameRecords.id })
    .from(gameRecords)
    .where(where)
    .orderBy(desc(gameRecords.settledAt), desc(gameRecords.id))
    .offset(page.offset)
    .limit(page.limit);
  const [rows, totals] = await Promise.all([
    db
      .select({ record: gameRecords, venueName: venues.name, gameName: games.name })
      .from(gameRecords)
      .leftJoin(venues, and(eq(venues.siteId, gameRecords.siteId), eq(venues.channelCode, gameRecords.venueCode)))
      .leftJoin(
        games,
        and(
          eq(games.siteId, gameRecords.siteId),
          eq(games.venueCode, gameRecords.venueCode),
          eq(games.gameCode, gameRecords.gameCode),
        ),
      )
      .where(inArray(gameRecords.id, pageIds))
      .orderBy(desc(gameRecords.settledAt), desc(gameRecords.id)),
    db
      .select({
        n: count(),
        stake: sql<string>`coalesce(sum(${gameRecords.stake}), 0)::text`,
        validTurnover: sql<string>`coalesce(sum(${gameRecords.validTurnover}), 0)::text`,
        winLoss: sql<string>`coalesce(sum(${gameRecords.winLoss}), 0)::text`,
      })
      .from(gameRecords)
      .where(where),
  ]);
  return { rows, totals: totals[0] ?? { n: 0, stake: '0', validTurnover: '0', winLoss: '0' } };
};

/**
 * The house's result per kind of venue over settled time [from, to): every game record (the house
 * book's bets are records too) with its venue's kind; GGR is stakes less payouts, the sign of the
 * members' win/loss turned.
 */
export const resultByKind = async (
  db: Executor,
  q: { siteId: number; from: Date; to: Date },
): Promise<{ kind: string; bets: number; stake: bigint; ggr: bigint }[]> => {
  const rows = await db
    .select({
      kind: venues.kind,
      bets: count(),
      stake: sql<string>`coalesce(sum(${gameRecords.stake}), 0)::text`,
      ggr: sql<string>`coalesce(-sum(${gameRecords.winLoss}), 0)::text`,
    })
    .from(gameRecords)
    .innerJoin(venues, and(eq(venues.siteId, gameRecords.siteId), eq(venues.channelCode, gameRecords.venueCode)))
    .where(and(eq(gameRecords.siteId, q.siteId), gte(gameRecords.settledAt, q.from), lt(gameRecords.settledAt, q.to)))
    .groupBy(venues.kind)
    .orderBy(venues.kind);
  return rows.map((r) => ({ kind: r.kind, bets: Number(r.bets), stake: BigInt(r.stake), ggr: BigInt(r.ggr) }));
};
