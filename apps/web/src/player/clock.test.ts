import { describe, expect, it } from 'vitest';
import { clockLabel, scoreLabel } from './clock';

describe('the overlay clock', () => {
  const at = '2026-11-24T10:00:00.000Z';
  const now = Date.parse(at) + 90_000;

  it('runs a football clock on from its last reading', () => {
    const clock = { seconds: 60 * 62, running: true, direction: 'up' as const, at };
    expect(clockLabel({ status: 'live', sport: 'football', periodName: '下半场', clock }, now)).toBe("下半场 64'");
  });

  it('counts a basketball clock down and shows nothing before kickoff', () => {
    const clock = { seconds: 300, running: true, direction: 'down' as const, at };
    expect(clockLabel({ status: 'live', sport: 'basketball', periodName: '第三节', clock }, now)).toBe('第三节 03:30');
    expect(clockLabel({ status: 'notStarted', sport: 'football', periodName: '', clock: null }, now)).toBe('');
  });
});

describe('the overlay scorebug', () => {
  const team = (name: string, shortName: string) => ({ id: 1, name, shortName, logo: '' });
  it('draws the score of a match under way or over, by the clubs short names, and nothing before it', () => {
    const home = team('红星城', '红星');
    const away = team('蓝港联', '蓝港');
    expect(scoreLabel({ status: 'live', home, away, score: { home: 2, away: 1 } })).toBe('红星 2 : 1 蓝港');
    expect(scoreLabel({ status: 'ended', home, away: team('临江队', ''), score: { home: 0, away: 0 } })).toBe(
      '红星 0 : 0 临江队',
    );
    expect(scoreLabel({ status: 'notStarted', home, away, score: { home: 0, away: 0 } })).toBe('');
  });
});
