import { describe, expect, it } from 'vitest';
import type { MatchItem, RawAnchorMatch } from './anchor';
import { anchorClickNotice, anchorShowsIcon, mapAnchorMatch } from './anchor';

describe('anchorShowsIcon', () => {
  it.each([
    ['On0', true],
    ['On1', true],
    ['On2', true],
    ['On3', false],
    ['on1', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (status, expected) => {
    expect(anchorShowsIcon(status)).toBe(expected);
  });
});

describe('anchorClickNotice', () => {
  it.each([
    ['On0', 'notStarted'],
    ['On2', 'interrupted'],
    ['On1', null],
    ['On3', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (status, expected) => {
    expect(anchorClickNotice(status)).toBe(expected);
  });
});

const RAW: RawAnchorMatch = {
  eid: 1001,
  egid: 77,
  dpid: 'dp-9',
  tid: 345,
  team1: 'Home FC',
  team2: 'Away FC',
  team1_logo: 'https://img/home.png',
  team2_logo: 'https://img/away.png',
  homeScore: '2',
  guestScore: 1,
  start_datetime: 1_700_000_000,
  animation_url: 'https://anim/1001',
  flv_url: 'https://flv/match.flv',
  anchor_flv_url: 'https://flv/anchor.flv',
  league: 'Premier League',
  sport_type: 1,
  ve_name: 'OBTY',
  anchor: { logo_square: 'https://img/a1.png', anchor_nick: 'Xiao Mei' },
  anchor_status: 'On1',
  status: 1,
  anchor_type: 2,
  room_info: { desc: 'Welcome', title: 'Big match' },
  anchor_list: [
    { logo_square: 'https://img/a1.png', screen_mode: 1 },
    { logo_square: '  ', screen_mode: 1 },
    { logo_square: 'https://img/a2.png', screen_mode: 2 },
    { logo_square: 'https://img/a3.png', screen_mode: 1 },
    { logo_square: 'https://img/a4.png', screen_mode: 1 },
  ],
};

describe('mapAnchorMatch', () => {
  it('maps every field of a full raw match', () => {
    const expected: MatchItem = {
      matchId: '1001',
      homeName: 'Home FC',
      homeLogo: 'https://img/home.png',
      visitName: 'Away FC',
      visitLogo: 'https://img/away.png',
      homeScore: 2,
      visitScore: 1,
      startAt: '2023-11-15 06:13:20',
      animationUrl: 'https://anim/1001',
      videoWebUrl: 'https://flv/anchor.flv',
      matchName: 'Premier League',
      matchClass: '1',
      ballClassId: '1',
      leagueId: '345',
      anchorRoomId: '345',
      anchorType: '2',
      anchorInfo: { nickname: 'Xiao Mei', avatar: 'https://img/a1.png' },
      anchorAvatars: ['https://img/a1.png', 'https://img/a2.png', 'https://img/a3.png'],
      anchorStatus: 'On1',
      isStart: true,
      venueCode: 'OBTY',
      venueName: 'YB',
      roomInfo: { desc: 'Welcome', title: 'Big match' },
    };
    expect(mapAnchorMatch(RAW, 'OBTY')).toEqual(expected);
  });

  it('uses dpid as the match id for DPTY and eid otherwise', () => {
    expect(mapAnchorMatch(RAW, 'DPTY').matchId).toBe('dp-9');
    expect(mapAnchorMatch(RAW, 'dpty').matchId).toBe('dp-9');
    expect(mapAnchorMatch(RAW, 'IMTY').matchId).toBe('1001');
  });

  it.each([
    ['OBTY', 'YB'],
    ['IMTY', 'IM'],
    ['FBTY', 'FBTY'],
    ['DBTY', 'DBTY'],
  ])('shows venue %s as %s', (code, name) => {
    const match = mapAnchorMatch({ ve_name: code }, 'OTHER');
    expect(match.venueCode).toBe(code);
    expect(match.venueName).toBe(name);
  });

  it('falls back to the list venue when ve_name is missing', () => {
    const match = mapAnchorMatch({}, 'IMTY');
    expect(match.venueCode).toBe('IMTY');
    expect(match.venueName).toBe('IM');
  });

  it.each([
    ['10-digit seconds', { start_datetime: 1_700_000_000 }],
    ['13-digit milliseconds', { start_datetime: 1_700_000_000_000 }],
    ['13-digit string', { start_datetime: '1700000000000' }],
    ['Shanghai text', { start_datetime: '2023-11-15 06:13:20' }],
    ['start_time when start_datetime is missing', { start_time: 1_700_000_000 }],
    ['start_time when start_datetime is invalid', { start_datetime: 'null', start_time: '1700000000' }],
  ])('reads startAt from %s', (_label, raw) => {
    expect(mapAnchorMatch(raw, 'OBTY').startAt).toBe('2023-11-15 06:13:20');
  });

  it('prefers start_datetime over start_time', () => {
    expect(mapAnchorMatch({ start_datetime: 1_700_000_000, start_time: 0 }, 'OBTY').startAt).toBe(
      '2023-11-15 06:13:20',
    );
  });

  it.each([
    ['missing', {}],
    ['9 digits', { start_datetime: 170_000_000 }],
    ['garbage', { start_datetime: 'soon', start_time: '' }],
  ])('leaves startAt empty when the time is %s', (_label, raw) => {
    expect(mapAnchorMatch(raw, 'OBTY').startAt).toBe('');
  });

  it('falls back to flv_url when there is no anchor stream', () => {
    expect(mapAnchorMatch({ flv_url: 'https://flv/match.flv' }, 'OBTY').videoWebUrl).toBe('https://flv/match.flv');
  });

  it('starts the match only when the anchor is live (On1)', () => {
    expect(mapAnchorMatch({ anchor_status: 'On0' }, 'OBTY').isStart).toBe(false);
    expect(mapAnchorMatch({ anchor_status: 'On2' }, 'OBTY').isStart).toBe(false);
  });

  it.each([
    ['3', 3],
    [0, 0],
    ['x', null],
    [null, null],
    [undefined, null],
  ])('reads the score %j as %j', (raw, score) => {
    expect(mapAnchorMatch({ homeScore: raw, guestScore: raw }, 'OBTY')).toMatchObject({
      homeScore: score,
      visitScore: score,
    });
  });

  it('gives empty defaults for an empty raw match', () => {
    const match = mapAnchorMatch({}, 'OBTY');
    expect(match).toMatchObject({
      matchId: '',
      homeName: '',
      anchorInfo: null,
      anchorAvatars: [],
      roomInfo: null,
      isStart: false,
      startAt: '',
    });
  });

  it('collects avatars from anchor_list when there is no main anchor', () => {
    const match = mapAnchorMatch({ anchor_list: [{ logo_square: 'https://img/b1.png' }, {}] }, 'OBTY');
    expect(match.anchorAvatars).toEqual(['https://img/b1.png']);
  });
});
