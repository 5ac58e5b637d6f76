import type { MatchView } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { matchForRoom, type RotaRoom } from './anchor-schedule';

const match = (id: number, sport: MatchView['sport'], league: string) =>
  ({ id, sport, league: { name: league } }) as MatchView;
const live = [
  match(1, 'football', '东海超级联赛'),
  match(2, 'football', '欧陆超级联赛'),
  match(3, 'esports', 'DOTA2 精英联赛'),
  match(4, 'esports', '英雄联盟职业联赛'),
  match(5, 'basketball', '全国篮球联赛'),
  match(6, 'football', '美洲职业联赛'),
];
const room = (sport: RotaRoom['sport'], focus = ''): RotaRoom => ({
  id: 1,
  status: 'On0',
  matchId: null,
  sport,
  focus,
});

describe("the streamers' rota", () => {
  it('casts an anchor only on the sport it is known for, in turn over its best matches', () => {
    expect([0, 1, 2, 3].map((turn) => matchForRoom(room('football'), turn, live)?.id)).toEqual([1, 2, 6, 1]);
    expect(matchForRoom(room('basketball'), 0, live)?.id).toBe(5);
    expect(matchForRoom(room('basketball'), 1, live)?.id).toBe(5);
  });

  it('prefers the competitions the anchor focuses on, and falls back to the rest of its sport', () => {
    expect(matchForRoom(room('esports', '英雄联盟'), 0, live)?.id).toBe(4);
    expect(matchForRoom(room('esports', 'DOTA2'), 1, live)?.id).toBe(3);
    expect(matchForRoom(room('esports', 'CS2'), 0, live)?.sport).toBe('esports');
    expect(matchForRoom(room('football', '欧陆'), 0, live)?.id).toBe(2);
  });

  it('keeps an anchor off the air rather than on another sport, and lets one known for none cast any', () => {
    const footballOnly = live.filter((m) => m.sport === 'football');
    expect(matchForRoom(room('esports', '英雄联盟'), 0, footballOnly)).toBeNull();
    expect(matchForRoom(room('basketball'), 0, [])).toBeNull();
    expect(matchForRoom(room(null), 2, live)?.id).toBe(3);
  });
});
