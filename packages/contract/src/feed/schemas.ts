import { z } from 'zod';
import { calendarDate, entityId, pageNumber, pageSizeOf } from '../common';

/**
 * Sports data as members see it (DESIGN.md section 12): sports, leagues, teams, matches with their
 * live state, and markets with odds. Odds travel as integers, decimal odds x 1000 (1950 is 1.95);
 * the web shows them as decimal (欧洲盘) or Hong Kong (香港盘) odds.
 */

export const sportId = z.enum(['football', 'basketball', 'esports']);
export type SportId = z.infer<typeof sportId>;

/** 未开赛 / 进行中 / 已结束 / 推迟 / 取消. */
export const matchStatus = z.enum(['notStarted', 'live', 'ended', 'postponed', 'cancelled']);
export type MatchStatus = z.infer<typeof matchStatus>;

export const marketStatus = z.enum(['active', 'suspended', 'deactivated', 'settled', 'cancelled']);
export type MarketStatus = z.infer<typeof marketStatus>;

/** How an outcome ended (spec: 赢 / 输 / 赢半 / 输半 / 走水, and void when the market was cancelled). */
export const outcomeResult = z.enum(['win', 'lose', 'half-win', 'half-lose', 'push', 'void']);
export type OutcomeResult = z.infer<typeof outcomeResult>;

/** The list filters of the sports page: 滚球 live, 今日 today, 早盘 early (after today), 冠军 outrights. */
export const matchFilter = z.enum(['live', 'today', 'early', 'outright']);
export type MatchFilter = z.infer<typeof matchFilter>;

export const teamView = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  logo: z.string(),
});
export type TeamView = z.infer<typeof teamView>;

export const leagueView = z.object({
  id: z.number().int(),
  sport: sportId,
  name: z.string(),
  shortName: z.string(),
  region: z.string(),
  logo: z.string(),
  priority: z.number().int(),
});
export type LeagueView = z.infer<typeof leagueView>;

export const outcomeView = z.object({
  key: z.string(),
  name: z.string(),
  /** Decimal odds x 1000; 0 while the market is not open. */
  odds: z.number().int(),
  result: outcomeResult.nullable(),
});
export type OutcomeView = z.infer<typeof outcomeView>;

export const marketView = z.object({
  id: z.number().int(),
  matchId: z.number().int(),
  /** The market type key, e.g. `fb.1x2`, `fb.ah`, `bk.total` (packages/domain/pricing names them). */
  type: z.string(),
  /** The line, e.g. `hcp=-0.25`, `total=2.5`; empty for markets without one. */
  specifier: z.string(),
  name: z.string(),
  /** Which tab of the match page it belongs to: main, handicap, total, half, score, player, other. */
  group: z.string(),
  status: marketStatus,
  /** The line a list row shows for its market type (the most balanced one). */
  main: z.boolean(),
  version: z.number().int(),
  outcomes: z.array(outcomeView),
});
export type MarketView = z.infer<typeof marketView>;

export const matchClock = z.object({
  /** Seconds played in the match (football) or left in the period (basketball), at `at`. */
  seconds: z.number().int(),
  running: z.boolean(),
  /** Counts down (basketball) or up (football, esports). */
  direction: z.enum(['up', 'down']),
  at: z.string(),
});

export const periodScore = z.object({ period: z.string(), home: z.number().int(), away: z.number().int() });

export const matchView = z.object({
  id: z.number().int(),
  sport: sportId,
  league: leagueView,
  home: teamView,
  away: teamView,
  kickoffAt: z.string(),
  status: matchStatus,
  /** The period now, e.g. `1H`, `HT`, `2H`, `Q3`, `OT`, `MAP2`; empty before the start. */
  period: z.string(),
  periodName: z.string(),
  clock: matchClock.nullable(),
  score: z.object({ home: z.number().int(), away: z.number().int() }),
  periodScores: z.array(periodScore),
  /** Best of N maps (esports); 0 for other sports. */
  bestOf: z.number().int(),
  /** Shown as the spec says: OBTY as YB. */
  venueName: z.string(),
  marketCount: z.number().int(),
  mainMarkets: z.array(marketView),
  hasAnimation: z.boolean(),
  version: z.number().int(),
});
export type MatchView = z.infer<typeof matchView>;

export const incidentView = z.object({
  id: z.number().int(),
  kind: z.string(),
  side: z.enum(['home', 'away', 'none']),
  period: z.string(),
  /** Match time of the incident in seconds. */
  seconds: z.number().int(),
  text: z.string(),
  /** Where on the pitch or map it happened, 0-100 on each axis, for the tracker; null when unknown. */
  x: z.number().nullable(),
  y: z.number().nullable(),
  at: z.string(),
});
export type IncidentView = z.infer<typeof incidentView>;

export const statisticView = z.object({ key: z.string(), name: z.string(), home: z.number(), away: z.number() });

export const matchDetail = matchView.extend({
  incidents: z.array(incidentView),
  statistics: z.array(statisticView),
  markets: z.array(marketView),
});
export type MatchDetail = z.infer<typeof matchDetail>;

export const sportsConfig = z.object({
  venueName: z.string(),
  sports: z.array(
    z.object({
      id: sportId,
      name: z.string(),
      liveCount: z.number().int(),
      todayCount: z.number().int(),
      earlyCount: z.number().int(),
      outrightCount: z.number().int(),
      leagues: z.array(leagueView.extend({ matchCount: z.number().int() })),
    }),
  ),
});
export type SportsConfig = z.infer<typeof sportsConfig>;

export const matchListRequest = z.object({
  sport: sportId,
  filter: matchFilter.default('live'),
  leagueIds: z.array(entityId).max(50).default([]),
  page: pageNumber,
  pageSize: pageSizeOf(200, 50),
});
export const matchListResponse = z.object({
  items: z.array(matchView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MatchList = z.infer<typeof matchListResponse>;

/** Spec section 9: the popular live list is asked for as page 1, size 200. */
export const popularLiveRequest = z.object({
  sport: sportId.optional(),
  page: pageNumber,
  pageSize: pageSizeOf(200, 200),
});

export const matchDetailRequest = z.object({ matchId: entityId });

export const getOddsRequest = z
  .object({
    /** One match: every market. */
    matchId: entityId.optional(),
    /** Many matches: their main markets. */
    matchIds: z.array(entityId).max(200).optional(),
  })
  .refine((v) => (v.matchId === undefined) !== (v.matchIds === undefined), {
    message: '请指定一场比赛或一组比赛',
    path: ['matchId'],
  });
export const getOddsResponse = z.object({
  markets: z.array(marketView),
});

export const resultsRequest = z.object({
  sport: sportId,
  /** A Shanghai business day. */
  date: calendarDate,
  leagueId: entityId.optional(),
  page: pageNumber,
  pageSize: pageSizeOf(100, 50),
});
export const resultsResponse = z.object({
  items: z.array(matchView.omit({ mainMarkets: true })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const outrightsRequest = z.object({ sport: sportId, leagueId: entityId.optional() });
export const outrightView = z.object({
  league: leagueView,
  market: marketView,
  /** When the outright is decided (the season's end). */
  closesAt: z.string(),
});
export const outrightsResponse = z.object({ items: z.array(outrightView) });
