import { and, asc, desc, eq, gte, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db';
import type { IncidentData, LeagueData, MarketData, MatchStateData, TeamData } from './provider';
import {
  feedIncidents,
  feedLeagues,
  feedMarkets,
  feedMatches,
  feedOutcomes,
  feedProviderState,
  feedTeams,
} from './tables';

export type MatchRow = typeof feedMatches.$inferSelect;
export type MarketRow = typeof feedMarkets.$inferSelect;
export type OutcomeRow = typeof feedOutcomes.$inferSelect;
export type LeagueRow = typeof feedLeagues.$inferSelect;
export type TeamRow = typeof feedTeams.$inferSelect;
export type IncidentRow = typeof feedIncidents.$inferSelect;

// ---- writes: each guarded by the provider timestamp, so old or repeated messages change nothing ----

export const upsertLeague = async (db: Executor, league: LeagueData, ts: number): Promise<number> => {
  const values = {
    providerRef: league.ref,
    sport: league.sport,
    name: league.name,
    shortName: league.shortName,
    region: league.region,
    logo: league.logo,
    priority: league.priority,
    providerTs: ts,
  };
  const [row] = await db
    .insert(feedLeagues)
    .values(values)
    .onConflictDoUpdate({
      target: feedLeagues.providerRef,
      set: values,
      setWhere: sql`${feedLeagues.providerTs} <= excluded.provider_ts`,
    })
    .returning({ id: feedLeagues.id });
  return row?.id ?? (await idOf(db, feedLeagues, league.ref));
};

export const upsertTeam = async (db: Executor, team: TeamData, ts: number): Promise<number> => {
  const values = {
    providerRef: team.ref,
    sport: team.sport,
    name: team.name,
    shortName: team.shortName,
    logo: team.logo,
    providerTs: ts,
  };
  const [row] = await db
    .insert(feedTeams)
    .values(values)
    .onConflictDoUpdate({
      target: feedTeams.providerRef,
      set: values,
      setWhere: sql`${feedTeams.providerTs} <= excluded.provider_ts`,
    })
    .returning({ id: feedTeams.id });
  return row?.id ?? (await idOf(db, feedTeams, team.ref));
};

const idOf = async (db: Executor, table: typeof feedLeagues | typeof feedTeams, ref: string): Promise<number> => {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.providerRef, ref));
  if (!row) throw new Error(`feed row ${ref} vanished under its upsert`);
  return row.id;
};

const stateColumns = (state: MatchStateData, ts: number) => ({
  status: state.status,
  period: state.period,
  clockSeconds: state.clock?.seconds ?? null,
  clockRunning: state.clock?.running ? 1 : 0,
  clockAt: state.clock ? new Date(ts) : null,
  homeScore: state.score.home,
  awayScore: state.score.away,
  periodScores: state.periodScores,
  statistics: state.statistics,
  providerTs: ts,
  updatedAt: new Date(),
});

export interface FixtureValues {
  ref: string;
  kind: 'match' | 'outright';
  sport: string;
  leagueId: number;
  homeTeamId: number | null;
  awayTeamId: number | null;
  kickoffAt: Date;
  bestOf: number;
  state: MatchStateData;
}

/** Creates or changes a fixture; answers the row as it now is and whether this message changed it. */
export const upsertFixture = async (
  db: Executor,
  fixture: FixtureValues,
  ts: number,
): Promise<{ match: MatchRow; changed: boolean; before: string | null }> => {
  const [existing] = await db
    .select({ id: feedMatches.id, status: feedMatches.status, providerTs: feedMatches.providerTs })
    .from(feedMatches)
    .where(eq(feedMatches.providerRef, fixture.ref))
    .for('update');
  const columns = {
    kind: fixture.kind,
    sport: fixture.sport,
    leagueId: fixture.leagueId,
    homeTeamId: fixture.homeTeamId,
    awayTeamId: fixture.awayTeamId,
    kickoffAt: fixture.kickoffAt,
    bestOf: fixture.bestOf,
    ...stateColumns(fixture.state, ts),
  };
  if (!existing) {
    const [created] = await db
      .insert(feedMatches)
      .values({ providerRef: fixture.ref, ...columns })
      .returning();
    return { match: created!, changed: true, before: null };
  }
  if (existing.providerTs >= ts) {
    const [row] = await db.select().from(feedMatches).where(eq(feedMatches.id, existing.id));
    return { match: row!, changed: false, before: existing.status };
  }
  const [updated] = await db
    .update(feedMatches)
    .set({ ...columns, version: sql`${feedMatches.version} + 1` })
    .where(eq(feedMatches.id, existing.id))
    .returning();
  return { match: updated!, changed: true, before: existing.status };
};

/** Applies a live state when it is newer than the one stored; answers the row and the status before. */
export const applyState = async (
  db: Executor,
  matchRef: string,
  state: MatchStateData,
  ts: number,
): Promise<{ match: MatchRow; before: string } | null> => {
  const [before] = await db
    .select({ id: feedMatches.id, status: feedMatches.status })
    .from(feedMatches)
    .where(and(eq(feedMatches.providerRef, matchRef), lt(feedMatches.providerTs, ts)))
    .for('update');
  if (!before) return null;
  const [match] = await db
    .update(feedMatches)
    .set({ ...stateColumns(state, ts), version: sql`${feedMatches.version} + 1` })
    .where(eq(feedMatches.id, before.id))
    .returning();
  return { match: match!, before: before.status };
};

export const findMatchByRef = async (db: Executor, ref: string): Promise<MatchRow | null> => {
  const [row] = await db.select().from(feedMatches).where(eq(feedMatches.providerRef, ref));
  return row ?? null;
};

/**
 * Stores incidents it has not seen (by their sequence in the match); answers the new ones. A state
 * carries every incident since kickoff, so only those missing are written.
 */
export const insertIncidents = async (
  db: Executor,
  matchId: number,
  incidents: readonly IncidentData[],
  at: Date,
): Promise<IncidentRow[]> => {
  if (incidents.length === 0) return [];
  const known = new Set(
    (await db.select({ seq: feedIncidents.seq }).from(feedIncidents).where(eq(feedIncidents.matchId, matchId))).map(
      (r) => r.seq,
    ),
  );
  const fresh = incidents.filter((i) => !known.has(i.seq));
  if (fresh.length === 0) return [];
  return db
    .insert(feedIncidents)
    .values(fresh.map((i) => ({ matchId, ...i, at })))
    .onConflictDoNothing()
    .returning();
};

const marketKey = (m: { type: string; specifier: string }) => `${m.type}|${m.specifier}`;
/** The same key in SQL, to name a match's lines in one statement. */
const marketKeySql = sql`${feedMarkets.type} || '|' || ${feedMarkets.specifier}`;

/** Statuses in which a line is on the board (priced, or priced and locked). */
const OPEN_MARKET: readonly string[] = ['active', 'suspended'];

/** What an odds message says of a market, as a string to compare with what is stored. */
const oddsSignature = (
  status: string,
  main: number,
  sort: number,
  outcomes: readonly { key: string; odds: number }[],
) => `${status}|${main}|${sort}|${outcomes.map((o) => `${o.key}:${o.odds}`).join(',')}`;

/**
 * The stored markets of one match that an odds message names, each with the signature of its status,
 * place and prices (its open outcomes in their order; a closed outcome is stored at odds 0).
 */
const storedOdds = async (db: Executor, matchId: number, markets: readonly MarketData[]) => {
  const rows = await db
    .select({
      id: feedMarkets.id,
      type: feedMarkets.type,
      specifier: feedMarkets.specifier,
      feedStatus: feedMarkets.feedStatus,
      main: feedMarkets.main,
      sort: feedMarkets.sort,
      providerTs: feedMarkets.providerTs,
      key: feedOutcomes.key,
      odds: feedOutcomes.odds,
    })
    .from(feedMarkets)
    .leftJoin(feedOutcomes, eq(feedOutcomes.marketId, feedMarkets.id))
    .where(and(eq(feedMarkets.matchId, matchId), inArray(feedMarkets.type, [...new Set(markets.map((m) => m.type))])))
    .orderBy(asc(feedMarkets.id), asc(feedOutcomes.sort));
  const byKey = new Map<
    string,
    {
      id: number;
      feedStatus: string;
      main: number;
      sort: number;
      providerTs: number;
      outcomes: { key: string; odds: number }[];
    }
  >();
  for (const row of rows) {
    const key = marketKey(row);
    let market = byKey.get(key);
    if (!market) {
      market = {
        id: row.id,
        feedStatus: row.feedStatus,
        main: row.main,
        sort: row.sort,
        providerTs: row.providerTs,
        outcomes: [],
      };
      byKey.set(key, market);
    }
    if (row.key !== null && row.odds !== null && row.odds > 0) market.outcomes.push({ key: row.key, odds: row.odds });
  }
  return byKey;
};

/**
 * A message's markets as the store keeps them: a line is main only while it is on the board, and
 * only the first main line of a type told is (a list row shows one line per type).
 */
const normalised = (markets: readonly MarketData[]): MarketData[] => {
  const mainTypes = new Set<string>();
  return markets.map((market) => {
    const main = market.main && OPEN_MARKET.includes(market.status) && !mainTypes.has(market.type);
    if (main) mainTypes.add(market.type);
    return main === market.main ? market : { ...market, main };
  });
};

/**
 * Upserts the markets of one odds message and answers those that changed. A market keeps the status
 * it was settled or cancelled with: only a rollback reopens it, never an odds change. A provider
 * re-tells odds that did not move (every few seconds in play): such a market only records the
 * message's time (so an older message cannot undo it), without a new version or outcome writes.
 * Lines are closed as the message says: an outcome a market's message leaves out is closed (odds 0,
 * kept for its result); a line told main takes main from the other lines of its type; and a
 * `complete` message (every line the provider offers on the match) deactivates the lines it does not
 * name.
 */
export const upsertMarkets = async (
  db: Executor,
  matchId: number,
  told: readonly MarketData[],
  ts: number,
  complete: boolean,
): Promise<MarketRow[]> => {
  const markets = normalised(told);
  const changed = markets.length > 0 ? await writeMarkets(db, matchId, markets, ts) : [];
  const demoted = await demoteOtherMains(db, matchId, changed, ts);
  const closed = complete ? await deactivateUntold(db, matchId, markets, ts) : [];
  return [...changed, ...demoted, ...closed];
};

const writeMarkets = async (
  db: Executor,
  matchId: number,
  markets: readonly MarketData[],
  ts: number,
): Promise<MarketRow[]> => {
  const stored = await storedOdds(db, matchId, markets);
  const unchanged: number[] = [];
  const told: { market: MarketData; sort: number }[] = [];
  markets.forEach((market, sort) => {
    const now = stored.get(marketKey(market));
    const same =
      now !== undefined &&
      now.providerTs < ts &&
      oddsSignature(now.feedStatus, now.main, now.sort, now.outcomes) ===
        oddsSignature(market.status, market.main ? 1 : 0, sort, market.outcomes);
    if (same) unchanged.push(now.id);
    else told.push({ market, sort });
  });
  if (unchanged.length > 0) {
    await db
      .update(feedMarkets)
      .set({ providerTs: ts })
      .where(and(inArray(feedMarkets.id, unchanged), lt(feedMarkets.providerTs, ts)));
  }
  if (told.length === 0) return [];
  const changed = await db
    .insert(feedMarkets)
    .values(
      told.map(({ market: m, sort }) => ({
        matchId,
        type: m.type,
        specifier: m.specifier,
        feedStatus: m.status,
        main: m.main ? 1 : 0,
        sort,
        providerTs: ts,
      })),
    )
    .onConflictDoUpdate({
      target: [feedMarkets.matchId, feedMarkets.type, feedMarkets.specifier],
      set: {
        feedStatus: sql`excluded.feed_status`,
        main: sql`excluded.main`,
        sort: sql`excluded.sort`,
        providerTs: sql`excluded.provider_ts`,
        version: sql`${feedMarkets.version} + 1`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${feedMarkets.providerTs} < excluded.provider_ts and ${feedMarkets.feedStatus} not in ('settled', 'cancelled')`,
    })
    .returning();
  if (changed.length === 0) return [];
  const byKey = new Map(told.map(({ market }) => [marketKey(market), market]));
  const priced = changed.flatMap((row) => {
    const outcomes = byKey.get(marketKey(row))?.outcomes ?? [];
    return outcomes.length > 0 ? [{ row, outcomes }] : [];
  });
  const outcomes = priced.flatMap(({ row, outcomes }) =>
    outcomes.map((o, sort) => ({ marketId: row.id, key: o.key, odds: o.odds, sort })),
  );
  if (outcomes.length > 0) {
    await db
      .insert(feedOutcomes)
      .values(outcomes)
      .onConflictDoUpdate({
        target: [feedOutcomes.marketId, feedOutcomes.key],
        set: { odds: sql`excluded.odds`, sort: sql`excluded.sort` },
      });
    // What a market's message leaves out is no longer offered (a correct score the match can no
    // longer end in): closed, and kept for the settlement's result.
    const named = outcomes.map((o) => sql`(${o.marketId}::bigint, ${o.key}::text)`);
    await db.execute(sql`
      update ${feedOutcomes} set odds = 0
      where ${feedOutcomes.marketId} in (${sql.join(
        priced.map(({ row }) => sql`${row.id}`),
        sql`, `,
      )})
        and ${feedOutcomes.odds} <> 0
        and (${feedOutcomes.marketId}, ${feedOutcomes.key}) not in (values ${sql.join(named, sql`, `)})`);
  }
  return changed;
};

/** A line newly told main takes main from the other lines of its type: one main line per type. */
const demoteOtherMains = async (db: Executor, matchId: number, changed: readonly MarketRow[], ts: number) => {
  const mains = changed.filter((row) => row.main === 1);
  if (mains.length === 0) return [];
  return db
    .update(feedMarkets)
    .set({ main: 0, version: sql`${feedMarkets.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(feedMarkets.matchId, matchId),
        lt(feedMarkets.providerTs, ts),
        inArray(feedMarkets.type, [...new Set(mains.map((row) => row.type))]),
        eq(feedMarkets.main, 1),
        notInArray(
          feedMarkets.id,
          mains.map((row) => row.id),
        ),
      ),
    )
    .returning();
};

/** The open lines of a match a complete message does not name, deactivated (and no longer main). */
const deactivateUntold = (db: Executor, matchId: number, markets: readonly MarketData[], ts: number) =>
  db
    .update(feedMarkets)
    .set({
      feedStatus: 'deactivated',
      main: 0,
      providerTs: ts,
      version: sql`${feedMarkets.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(feedMarkets.matchId, matchId),
        inArray(feedMarkets.feedStatus, [...OPEN_MARKET]),
        lt(feedMarkets.providerTs, ts),
        markets.length > 0 ? notInArray(marketKeySql, markets.map(marketKey)) : undefined,
      ),
    )
    .returning();

/**
 * Takes every price of a match that is over off the board: its open lines are suspended until their
 * settlement, whatever the order its messages came in. Answers the markets it suspended.
 */
export const suspendAll = (db: Executor, matchId: number, ts: number) =>
  db
    .update(feedMarkets)
    .set({
      feedStatus: 'suspended',
      providerTs: sql`greatest(${feedMarkets.providerTs}, ${ts})`,
      version: sql`${feedMarkets.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(feedMarkets.matchId, matchId), eq(feedMarkets.feedStatus, 'active')))
    .returning();

/** Suspends a match's open markets (all, or of the given types); answers those it suspended. */
export const stopMarkets = (db: Executor, matchId: number, types: readonly string[] | null, ts: number) =>
  db
    .update(feedMarkets)
    .set({ feedStatus: 'suspended', providerTs: ts, version: sql`${feedMarkets.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(feedMarkets.matchId, matchId),
        eq(feedMarkets.feedStatus, 'active'),
        lt(feedMarkets.providerTs, ts),
        types ? inArray(feedMarkets.type, [...types]) : undefined,
      ),
    )
    .returning();

/** A match's markets by type and specifier, locked for the caller's transaction. */
export const marketsByKey = async (db: Executor, matchId: number): Promise<Map<string, MarketRow>> => {
  const rows = await db.select().from(feedMarkets).where(eq(feedMarkets.matchId, matchId)).for('update');
  return new Map(rows.map((row) => [marketKey(row), row]));
};

/**
 * Marks markets settled (or cancelled) with their outcome results, each unless a newer message
 * already changed it; answers the ids it closed. Two statements, however many markets.
 */
export const closeMarkets = async (
  db: Executor,
  closing: readonly { marketId: number; results: ReadonlyMap<string, string> }[],
  status: 'settled' | 'cancelled',
  ts: number,
): Promise<Set<number>> => {
  if (closing.length === 0) return new Set();
  const closed = await db
    .update(feedMarkets)
    .set({ feedStatus: status, providerTs: ts, version: sql`${feedMarkets.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        inArray(
          feedMarkets.id,
          closing.map((c) => c.marketId),
        ),
        lt(feedMarkets.providerTs, ts),
      ),
    )
    .returning({ id: feedMarkets.id });
  const ids = new Set(closed.map((row) => row.id));
  const results = closing
    .filter((c) => ids.has(c.marketId))
    .flatMap((c) => [...c.results].map(([key, result]) => sql`(${c.marketId}::bigint, ${key}::text, ${result}::text)`));
  if (results.length > 0) {
    await db.execute(sql`
      update ${feedOutcomes} set result = v.result
      from (values ${sql.join(results, sql`, `)}) as v(market_id, key, result)
      where ${feedOutcomes.marketId} = v.market_id and ${feedOutcomes.key} = v.key`);
  }
  return ids;
};

/** Undoes settlements or cancels: the markets are suspended again and their results cleared; answers the ids reopened. */
export const reopenMarkets = async (
  db: Executor,
  marketIds: readonly number[],
  from: 'settled' | 'cancelled',
  ts: number,
): Promise<Set<number>> => {
  if (marketIds.length === 0) return new Set();
  const reopened = await db
    .update(feedMarkets)
    .set({ feedStatus: 'suspended', providerTs: ts, version: sql`${feedMarkets.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(inArray(feedMarkets.id, [...marketIds]), eq(feedMarkets.feedStatus, from), lt(feedMarkets.providerTs, ts)),
    )
    .returning({ id: feedMarkets.id });
  const ids = reopened.map((row) => row.id);
  if (ids.length > 0) await db.update(feedOutcomes).set({ result: null }).where(inArray(feedOutcomes.marketId, ids));
  return new Set(ids);
};

export const setTraderStatus = (db: Executor, marketId: number, status: 'open' | 'suspended') =>
  db
    .update(feedMarkets)
    .set({ traderStatus: status, version: sql`${feedMarkets.version} + 1`, updatedAt: sql`now()` })
    .where(eq(feedMarkets.id, marketId))
    .returning({ id: feedMarkets.id, matchId: feedMarkets.matchId });

/**
 * Moves markets' overlay from one state to another, only those in `from` (the liability overlay
 * never overrides a trader's suspension, and never lifts one); answers the ids that moved.
 */
export const moveTraderStatus = async (
  db: Executor,
  marketIds: readonly number[],
  from: 'open' | 'liability',
  to: 'open' | 'liability',
): Promise<{ id: number; matchId: number }[]> => {
  if (marketIds.length === 0) return [];
  return db
    .update(feedMarkets)
    .set({ traderStatus: to, version: sql`${feedMarkets.version} + 1`, updatedAt: sql`now()` })
    .where(and(inArray(feedMarkets.id, [...marketIds]), eq(feedMarkets.traderStatus, from)))
    .returning({ id: feedMarkets.id, matchId: feedMarkets.matchId });
};

// ---- the provider's sequence ----

/** Records a message's sequence number in one statement; answers the last one before it (0 at first). */
export const advanceSequence = async (db: Executor, provider: string, seq: number, ts: number): Promise<number> => {
  const result = (await db.execute(sql`
    with before as (select last_seq from ${feedProviderState} where provider = ${provider})
    insert into ${feedProviderState} (provider, last_seq, last_ts) values (${provider}, ${seq}, ${ts})
    on conflict (provider) do update set
      last_seq = greatest(${feedProviderState}.last_seq, excluded.last_seq),
      last_ts = greatest(${feedProviderState}.last_ts, excluded.last_ts)
    returning (select last_seq from before) as "before"`)) as unknown as { rows: { before: string | number | null }[] };
  return Number(result.rows[0]?.before ?? 0);
};

export const markRecovered = (db: Executor, provider: string, seq: number, at: Date) =>
  db
    .insert(feedProviderState)
    .values({ provider, lastSeq: seq, recoveredAt: at })
    .onConflictDoUpdate({ target: feedProviderState.provider, set: { lastSeq: seq, recoveredAt: at } });

// ---- reads ----

const home = alias(feedTeams, 'home_team');
const away = alias(feedTeams, 'away_team');

const matchSelection = {
  match: feedMatches,
  league: feedLeagues,
  home,
  away,
  marketCount: sql<number>`(select count(*)::int from ${feedMarkets} m where m.match_id = ${feedMatches.id} and m.feed_status in ('active', 'suspended'))`,
};

const matchesWith = (db: Executor) =>
  db
    .select(matchSelection)
    .from(feedMatches)
    .innerJoin(feedLeagues, eq(feedLeagues.id, feedMatches.leagueId))
    .leftJoin(home, eq(home.id, feedMatches.homeTeamId))
    .leftJoin(away, eq(away.id, feedMatches.awayTeamId));

export type MatchJoined = Awaited<ReturnType<typeof findMatchesByIds>>[number];

export const findMatchesByIds = (db: Executor, ids: readonly number[]) =>
  ids.length === 0 ? Promise.resolve([]) : matchesWith(db).where(inArray(feedMatches.id, [...ids]));

export interface ListWindow {
  sport?: string | undefined;
  kind: 'match' | 'outright';
  statuses: readonly string[];
  from?: Date | undefined;
  to?: Date | undefined;
  leagueIds?: readonly number[] | undefined;
}

const windowWhere = (w: ListWindow) =>
  and(
    w.sport ? eq(feedMatches.sport, w.sport) : undefined,
    eq(feedMatches.kind, w.kind),
    inArray(feedMatches.status, [...w.statuses]),
    w.from ? gte(feedMatches.kickoffAt, w.from) : undefined,
    w.to ? lt(feedMatches.kickoffAt, w.to) : undefined,
    w.leagueIds && w.leagueIds.length > 0 ? inArray(feedMatches.leagueId, [...w.leagueIds]) : undefined,
  );

/** A page of matches, leagues by priority then kickoff (live: the order a member scans them in). */
export const listMatches = async (db: Executor, w: ListWindow, page: { offset: number; limit: number }) => {
  const where = windowWhere(w);
  const [rows, [count]] = await Promise.all([
    matchesWith(db)
      .where(where)
      .orderBy(desc(feedLeagues.priority), asc(feedLeagues.id), asc(feedMatches.kickoffAt), asc(feedMatches.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(feedMatches).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
};

/** Ended matches whose kickoff fell in [from, to), newest first. */
export const listResults = async (
  db: Executor,
  filter: { sport: string; from: Date; to: Date; leagueId?: number | undefined },
  page: { offset: number; limit: number },
) => {
  const where = and(
    eq(feedMatches.sport, filter.sport),
    eq(feedMatches.kind, 'match'),
    inArray(feedMatches.status, ['ended', 'cancelled']),
    gte(feedMatches.kickoffAt, filter.from),
    lt(feedMatches.kickoffAt, filter.to),
    filter.leagueId ? eq(feedMatches.leagueId, filter.leagueId) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    matchesWith(db)
      .where(where)
      .orderBy(desc(feedMatches.kickoffAt), asc(feedMatches.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(feedMatches).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
};

/** Counts per sport of live, today's, later and outright matches, and per league of what is open. */
export const countOpen = (db: Executor, now: Date, todayEnd: Date) =>
  db
    .select({
      sport: feedMatches.sport,
      leagueId: feedMatches.leagueId,
      live: sql<number>`count(*) filter (where ${feedMatches.kind} = 'match' and ${feedMatches.status} = 'live')::int`,
      today: sql<number>`count(*) filter (where ${feedMatches.kind} = 'match' and ${feedMatches.status} = 'notStarted' and ${feedMatches.kickoffAt} < ${todayEnd})::int`,
      early: sql<number>`count(*) filter (where ${feedMatches.kind} = 'match' and ${feedMatches.status} = 'notStarted' and ${feedMatches.kickoffAt} >= ${todayEnd})::int`,
      outright: sql<number>`count(*) filter (where ${feedMatches.kind} = 'outright' and ${feedMatches.status} in ('notStarted', 'live') and ${feedMatches.kickoffAt} >= ${now})::int`,
    })
    .from(feedMatches)
    .where(inArray(feedMatches.status, ['notStarted', 'live']))
    .groupBy(feedMatches.sport, feedMatches.leagueId);

export const leaguesByIds = (db: Executor, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(feedLeagues)
        .where(inArray(feedLeagues.id, [...ids]));

/** Markets with their outcomes, in the markets' order. */
const withOutcomes = async (db: Executor, markets: MarketRow[]) => {
  const outcomes =
    markets.length === 0
      ? []
      : await db
          .select()
          .from(feedOutcomes)
          .where(
            inArray(
              feedOutcomes.marketId,
              markets.map((m) => m.id),
            ),
          )
          .orderBy(asc(feedOutcomes.marketId), asc(feedOutcomes.sort));
  const byMarket = new Map<number, OutcomeRow[]>();
  for (const o of outcomes) byMarket.set(o.marketId, [...(byMarket.get(o.marketId) ?? []), o]);
  return markets.map((market) => ({ market, outcomes: byMarket.get(market.id) ?? [] }));
};

/** Markets of some matches with their outcomes; `mainOnly` keeps the lines a list row shows. */
export const marketsOf = async (db: Executor, matchIds: readonly number[], mainOnly: boolean) => {
  if (matchIds.length === 0) return [];
  const markets = await db
    .select()
    .from(feedMarkets)
    .where(
      and(
        inArray(feedMarkets.matchId, [...matchIds]),
        mainOnly ? eq(feedMarkets.main, 1) : undefined,
        mainOnly ? inArray(feedMarkets.feedStatus, ['active', 'suspended']) : ne(feedMarkets.feedStatus, 'deactivated'),
      ),
    )
    .orderBy(asc(feedMarkets.matchId), asc(feedMarkets.sort), asc(feedMarkets.id));
  return withOutcomes(db, markets);
};

/**
 * The trader's view of markets: where a market stands for the desk, from the feed's status and the
 * trader's overlay. `open` takes bets (if its match does), `suspended` is the trader's own stop,
 * `liability` the book's (an outcome reached its cap), `feedSuspended` the provider's, `closed` settled,
 * cancelled or withdrawn by the provider.
 */
export type DeskMarketState = 'open' | 'suspended' | 'liability' | 'feedSuspended' | 'closed';

const CLOSED_FEED = ['settled', 'cancelled', 'deactivated'];

const deskStateWhere = (state: DeskMarketState) => {
  switch (state) {
    case 'open':
      return and(eq(feedMarkets.feedStatus, 'active'), eq(feedMarkets.traderStatus, 'open'));
    case 'suspended':
    case 'liability':
      return and(notInArray(feedMarkets.feedStatus, CLOSED_FEED), eq(feedMarkets.traderStatus, state));
    case 'feedSuspended':
      return and(eq(feedMarkets.feedStatus, 'suspended'), eq(feedMarkets.traderStatus, 'open'));
    case 'closed':
      return inArray(feedMarkets.feedStatus, CLOSED_FEED);
  }
};

/** The state a market is in for the desk (see DeskMarketState); the filter above selects the same. */
export const deskStateOf = (market: MarketRow): DeskMarketState => {
  if (CLOSED_FEED.includes(market.feedStatus)) return 'closed';
  if (market.traderStatus === 'suspended' || market.traderStatus === 'liability') return market.traderStatus;
  return market.feedStatus === 'suspended' ? 'feedSuspended' : 'open';
};

/** One match's markets in any status, with their outcomes, a page at a time; optionally in one desk state. */
export const pageDeskMarkets = async (
  db: Executor,
  matchId: number,
  state: DeskMarketState | undefined,
  page: { offset: number; limit: number },
) => {
  const where = and(eq(feedMarkets.matchId, matchId), state ? deskStateWhere(state) : undefined);
  const [markets, totals] = await Promise.all([
    db
      .select()
      .from(feedMarkets)
      .where(where)
      .orderBy(asc(feedMarkets.sort), asc(feedMarkets.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(feedMarkets).where(where),
  ]);
  return { rows: await withOutcomes(db, markets), total: Number(totals[0]?.n ?? 0) };
};

/** Markets by id with their outcomes, whatever their status (the sportsbook checks and labels bets with them). */
export const marketsByIds = async (db: Executor, marketIds: readonly number[]) => {
  if (marketIds.length === 0) return [];
  const markets = await db
    .select()
    .from(feedMarkets)
    .where(inArray(feedMarkets.id, [...marketIds]));
  return withOutcomes(db, markets);
};

/**
 * What a push tells of some markets, by market: the market as it is now, its match's sport and status,
 * and the outcomes still offered with their odds.
 */
export const pushedOdds = async (db: Executor, marketIds: readonly number[]) => {
  const rows = await db
    .select({
      market: feedMarkets,
      sport: feedMatches.sport,
      matchStatus: feedMatches.status,
      key: feedOutcomes.key,
      odds: feedOutcomes.odds,
    })
    .from(feedMarkets)
    .innerJoin(feedMatches, eq(feedMatches.id, feedMarkets.matchId))
    .leftJoin(feedOutcomes, and(eq(feedOutcomes.marketId, feedMarkets.id), ne(feedOutcomes.odds, 0)))
    .where(inArray(feedMarkets.id, [...marketIds]))
    .orderBy(asc(feedMarkets.id), asc(feedOutcomes.sort));
  const byMarket = new Map<
    number,
    { market: MarketRow; sport: string; matchStatus: string; outcomes: { key: string; odds: number }[] }
  >();
  for (const r of rows) {
    const pushed = byMarket.get(r.market.id) ?? {
      market: r.market,
      sport: r.sport,
      matchStatus: r.matchStatus,
      outcomes: [],
    };
    if (r.key !== null && r.odds !== null) pushed.outcomes.push({ key: r.key, odds: r.odds });
    byMarket.set(r.market.id, pushed);
  }
  return byMarket;
};

/** The side of a match's first goal incident, null when it has none. */
export const firstGoalSide = async (db: Executor, matchId: number): Promise<string | null> => {
  const [row] = await db
    .select({ side: feedIncidents.side })
    .from(feedIncidents)
    .where(and(eq(feedIncidents.matchId, matchId), eq(feedIncidents.kind, 'goal')))
    .orderBy(asc(feedIncidents.seq))
    .limit(1);
  return row?.side ?? null;
};

export const incidentsOf = (db: Executor, matchId: number) =>
  db.select().from(feedIncidents).where(eq(feedIncidents.matchId, matchId)).orderBy(asc(feedIncidents.seq));
