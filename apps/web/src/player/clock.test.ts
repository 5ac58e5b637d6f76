import { describe, expect, it } from 'vitest';
import { clockLabel } from './clock';

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
