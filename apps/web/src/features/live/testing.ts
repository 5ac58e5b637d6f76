import type { RoomView } from '@courtside/contract';
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
