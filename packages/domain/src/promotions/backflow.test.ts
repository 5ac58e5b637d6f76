import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysAway, isReturn, laterDay } from './backflow';

const PROPERTY_TIMEOUT_MS = 120_000;
const plus = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('回归礼金', () => {
  it('is a return after the days away the terms name, never for a member with no activity before', () => {
    expect(isReturn('2026-10-01', '2026-10-31', 30)).toBe(true);
    expect(isReturn('2026-10-02', '2026-10-31', 30)).toBe(false);
    expect(isReturn(null, '2026-10-31', 30)).toBe(false);
    expect(daysAway('2026-10-31', '2026-10-31')).toBe(0);
    expect(laterDay('2026-10-01', '2026-09-30')).toBe('2026-10-01');
    expect(laterDay(null, '2026-09-30')).toBe('2026-09-30');
  });
  it(
    'pays once per return: after a deposit that paid, the next deposit at any later day is a return only after the days away again',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 90 }),
          fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 30 }),
          (awayDays, gaps) => {
            let last: string | null = null;
            let day = '2026-01-01';
            for (const gap of gaps) {
              day = plus(day, gap);
              const paid = isReturn(last, day, awayDays);
              expect(paid).toBe(last !== null && gap >= awayDays);
              // The deposit is now the last activity: a second deposit the same day never pays.
              last = day;
              expect(isReturn(last, day, awayDays)).toBe(false);
            }
          },
        ),
        { numRuns: 10_000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
