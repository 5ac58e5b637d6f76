import type { MatchDetail, RoomView } from '@courtside/contract';
import type { LiveList } from '../video';

/** An anchor room as the live list and the room call answer it. */
export const roomFixture = (
  roomId: number,
  status: RoomView['status'],
  overrides: Partial<RoomView> = {},
): RoomView => ({
  roomId,
  themeId: `T${roomId}`,
  title: `房间${roomId}的直播`,
  description: '今晚解说焦点战',
  cover: `/cover/${roomId}.png`,
  status,
  anchorType: 2,
  anchor: {
    id: 100 + roomId,
    nick: `主播${roomId}`,
    logo: `/anchor/${roomId}.png`,
    level: 3,
    intro: '',
    followers: 1200,
    following: false,
  },
  matchId: 7,
  sport: 'football',
  match: {
    home: '西岭体育',
    away: '红星城',
    homeLogo: '/crest/a.svg',
    awayLogo: '/crest/b.svg',
    homeScore: 2,
    awayScore: 1,
    league: '东海超级联赛',
    status: 'live',
    periodName: '下半场',
  },
  viewers: 3456,
  formats: ['hls'],
  ...overrides,
});

/** A live match with a stream of its own, as the live list answers it. */
export const liveMatchFixture = (matchId: number): LiveList['matches'][number] => ({
  matchId,
  sport: 'football',
  league: '东海超级联赛',
  home: '西岭体育',
  away: '红星城',
  homeLogo: '/crest/a.svg',
  awayLogo: '/crest/b.svg',
  homeScore: 2,
  awayScore: 1,
  periodName: '下半场',
  viewers: 12_345,
  anchorAvatars: ['/anchor/1.png'],
});

export const liveListFixture = (rooms: RoomView[], matches: LiveList['matches']): LiveList => ({
  rooms,
  matches,
  total: Math.max(rooms.length, matches.length),
  page: 1,
  pageSize: 200,
});

/** A live match's detail as the feed answers it: one main market, no incidents yet. */
export const matchDetailFixture = (id: number): MatchDetail => {
  const market = {
    id: 70,
    matchId: id,
    type: 'fb.1x2',
    specifier: '',
    name: '全场独赢',
    group: 'main',
    status: 'active' as const,
    main: true,
    version: 3,
    outcomes: [
      { key: 'home', name: '主胜', odds: 1900, result: null },
      { key: 'draw', name: '和局', odds: 3200, result: null },
      { key: 'away', name: '客胜', odds: 4100, result: null },
    ],
  };
  return {
    id,
    sport: 'football',
    league: {
      id: 1,
      sport: 'football',
      name: '东海超级联赛',
      shortName: '东超',
      region: '华东',
      logo: '/l.svg',
      priority: 1,
    },
    home: { id: 1, name: '西岭体育', shortName: '西岭', logo: '/crest/a.svg' },
    away: { id: 2, name: '红星城', shortName: '红星', logo: '/crest/b.svg' },
    kickoffAt: '2026-11-24T12:00:00.000Z',
    status: 'live',
    period: '2H',
    periodName: '下半场',
    clock: { seconds: 4000, running: true, direction: 'up', at: '2026-11-24T13:10:00.000Z' },
    score: { home: 2, away: 1 },
    periodScores: [],
    bestOf: 0,
    venueName: 'YB',
    marketCount: 1,
    mainMarkets: [market],
    hasAnimation: true,
    version: 5,
    incidents: [],
    statistics: [],
    markets: [market],
  };
};
