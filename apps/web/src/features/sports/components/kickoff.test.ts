import { describe, expect, it } from 'vitest';
import { formatKickoff } from './kickoff';

const t = (key: string, vars?: Record<string, unknown>) => `${key}|${JSON.stringify(vars ?? {})}`;

describe('kickoff times in Beijing time', () => {
  // 2026-11-24 10:00 Beijing.
  const now = Date.UTC(2026, 10, 24, 2, 0);

  it('says the time alone for today, 明天 for tomorrow and the date further out', () => {
    expect(formatKickoff('2026-11-24T11:45:00.000Z', t, now)).toBe('sports.kickoff|{"time":"19:45"}');
    expect(formatKickoff('2026-11-24T16:30:00.000Z', t, now)).toContain('sports.tomorrow');
    expect(formatKickoff('2026-11-24T16:30:00.000Z', t, now)).toContain('"time":"00:30"');
    expect(formatKickoff('2026-11-26T07:30:00.000Z', t, now)).toBe('sports.kickoffDay|{"day":"11-26","time":"15:30"}');
  });
});
