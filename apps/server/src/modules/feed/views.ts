import type {
  IncidentView,
  LeagueView,
  MarketStatus,
  MarketView,
  MatchView,
  OutcomeResult,
  SportId,
  TeamView,
} from '@courtside/contract';
import { isMarketKey, type MarketKey, marketNameZh, outcomeNameZh, readSpecifier } from '@courtside/domain/pricing';
import type * as store from './store';

/** The sports venue's name as the spec shows it: OBTY as YB. */
export const FEED_VENUE_NAME = 'YB';

const PERIOD_NAMES: Record<string, string> = {
  '1H': '上半场',
  HT: '中场休息',
  '2H': '下半场',
  ET: '加时赛',
  PEN: '点球大战',
  Q1: '第一节',
  Q2: '第二节',
  Q3: '第三节',
  Q4: '第四节',
  OT: '加时',
  FT: '完场',
};

const NUMERALS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];
const numeral = (n: number): string => NUMERALS[n] ?? String(n);

/**
 * The zh-CN name of a period: `MAP2` -> 第二局, `OT2` -> 第二加时. A break (`B<n>`) is named after
 * the period it follows (basketball's `B1` -> 第一节结束, esports' `B2` -> 第二局结束), so a match in
 * a break never shows an empty label.
 */
export const periodName = (sport: string, period: string): string => {
  const named = PERIOD_NAMES[period];
  if (named) return named;
  const [, code, digits] = /^(MAP|OT|B)(\d{1,2})$/.exec(period) ?? [];
  if (!code) return '';
  const n = Number(digits);
  if (code === 'MAP') return `第${numeral(n)}局`;
  if (code === 'OT') return `第${numeral(n)}加时`;
  if (sport === 'esports') return `第${numeral(n)}局结束`;
  if (sport === 'basketball') {
    if (n <= 4) return `第${numeral(n)}节结束`;
    return n === 5 ? '加时结束' : `第${numeral(n - 4)}加时结束`;
  }
  return '休息';
};

/** Which tab of the match page a market type belongs to. */
const GROUPS: Record<MarketKey, string> = {
  'fb.1x2': 'main',
  'bk.ml': 'main',
  'es.ml': 'main',
  'fb.ah': 'handicap',
  'bk.spread': 'handicap',
  'es.maphcp': 'handicap',
  'fb.ou': 'total',
  'bk.total': 'total',
  'es.totalmaps': 'total',
  'fb.ht1x2': 'period',
  'fb.htou': 'period',
  'bk.q.ml': 'period',
  'bk.q.spread': 'period',
  'bk.q.total': 'period',
  'es.mapwinner': 'period',
  'fb.cs': 'score',
  'fb.btts': 'other',
  'fb.nextgoal': 'other',
  outright: 'outright',
};

const signed = (quarters: number): string => {
  const line = quarters / 4;
  return line > 0 ? `+${line}` : String(line);
};

/**
 * An outcome's label as the slip and the match page show it: sides by team name with their line
 * (`曼城 -0.5`), totals with theirs (`大 2.5`), other outcomes by the catalogue's name.
 */
export const outcomeLabel = (
  type: string,
  specifier: string,
  key: string,
  teams: { home: string; away: string },
  entrants: ReadonlyMap<string, string>,
): string => {
  if (!isMarketKey(type)) return key;
  if (type === 'outright') return entrants.get(key) ?? key;
  const values = readSpecifier(type, specifier);
  if (key === 'home' || key === 'away') {
    const team = key === 'home' ? teams.home : teams.away;
    if (values.hcp === undefined) return team;
    return `${team} ${signed(key === 'home' ? values.hcp : -values.hcp)}`;
  }
  if ((key === 'over' || key === 'under') && values.total !== undefined) {
    return `${outcomeNameZh(type, key)} ${values.total / 4}`;
  }
  return outcomeNameZh(type, key);
};

/** Whether a match in this status takes bets: before and during play, never once it is over or off. */
export const matchOpen = (status: string): boolean => status === 'notStarted' || status === 'live';

/**
 * What a member sees of a market's status: the stricter of the feed's and the trader's, and never
 * open on a match that is over (whatever a provider sent).
 */
export const visibleStatus = (market: store.MarketRow, matchStatus: string): MarketStatus => {
  if (market.feedStatus === 'active' && (market.traderStatus !== 'open' || !matchOpen(matchStatus))) {
    return 'suspended';
  }
  return market.feedStatus as MarketStatus;
};

export const leagueViewOf = (league: store.LeagueRow): LeagueView => ({
  id: league.id,
  sport: league.sport as SportId,
  name: league.name,
  shortName: league.shortName,
  region: league.region,
  logo: league.logo,
  priority: league.priority,
});

const teamViewOf = (team: store.TeamRow | null): TeamView =>
  team
    ? { id: team.id, name: team.name, shortName: team.shortName, logo: team.logo }
    : { id: 0, name: '', shortName: '', logo: '' };

/**
 * A market as members see it. Prices show only while the line is on the board and its match takes
 * bets; an open line lists the outcomes still offered, a closed one every outcome with its result.
 */
export const marketViewOf = (
  row: { market: store.MarketRow; outcomes: store.OutcomeRow[] },
  match: { status: string; teams: { home: string; away: string } },
  entrants: ReadonlyMap<string, string>,
): MarketView => {
  const { market } = row;
  const { teams } = match;
  const status = visibleStatus(market, match.status);
  const open = status === 'active' || status === 'suspended';
  const priced = open && matchOpen(match.status);
  return {
    id: market.id,
    matchId: market.matchId,
    type: market.type,
    specifier: market.specifier,
    name: isMarketKey(market.type) ? marketNameZh(market.type, market.specifier) : market.type,
    group: isMarketKey(market.type) ? GROUPS[market.type] : 'other',
    status,
    main: market.main === 1,
    version: market.version,
    outcomes: row.outcomes
      .filter((o) => !open || o.odds > 0)
      .map((o) => ({
        key: o.key,
        name: outcomeLabel(market.type, market.specifier, o.key, teams, entrants),
        odds: priced ? o.odds : 0,
        result: (o.result as OutcomeResult | null) ?? null,
      })),
  };
};

export const matchViewOf = (row: store.MatchJoined, mainMarkets: MarketView[]): MatchView => {
  const m = row.match;
  return {
    id: m.id,
    sport: m.sport as SportId,
    league: leagueViewOf(row.league),
    home: teamViewOf(row.home),
    away: teamViewOf(row.away),
    kickoffAt: m.kickoffAt.toISOString(),
    status: m.status as MatchView['status'],
    period: m.period,
    periodName: periodName(m.sport, m.period),
    clock:
      m.clockSeconds === null || m.clockAt === null
        ? null
        : {
            seconds: m.clockSeconds,
            running: m.clockRunning === 1,
            direction: m.sport === 'basketball' ? 'down' : 'up',
            at: m.clockAt.toISOString(),
          },
    score: { home: m.homeScore, away: m.awayScore },
    periodScores: m.periodScores,
    bestOf: m.bestOf,
    venueName: FEED_VENUE_NAME,
    marketCount: row.marketCount,
    mainMarkets,
    hasAnimation: m.kind === 'match',
    version: m.version,
  };
};

export const incidentViewOf = (i: store.IncidentRow): IncidentView => ({
  id: i.id,
  kind: i.kind,
  side: i.side === 'home' || i.side === 'away' ? i.side : 'none',
  period: i.period,
  seconds: i.seconds,
  text: i.text,
  x: i.x,
  y: i.y,
  at: i.at.toISOString(),
});

const STATISTIC_NAMES: Record<string, string> = {
  possession: '控球率',
  shots: '射门',
  shotsOnTarget: '射正',
  corners: '角球',
  yellowCards: '黄牌',
  redCards: '红牌',
  dangerousAttacks: '危险进攻',
  attacks: '进攻',
  goals: '进球',
  penalties: '点球',
  fouls: '犯规',
  freeThrows: '罚球',
  threePointers: '三分球',
  twoPointers: '两分球',
  rebounds: '篮板',
  kills: '击杀',
  towers: '推塔',
  objectives: '关键目标',
  maps: '地图',
  dragons: '小龙',
  barons: '大龙',
  gold: '经济(千)',
};

export const statisticsOf = (stats: Record<string, [number, number]>) =>
  Object.entries(stats).map(([key, [home, away]]) => ({ key, name: STATISTIC_NAMES[key] ?? key, home, away }));
