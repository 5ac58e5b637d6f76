import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessDate, businessDayStart } from '../time';
import { nextStreak, SIGNIN_CYCLE, standingStreak } from './signin';

/** Ten thousand runs take a few seconds alone and many more on a busy machine. */
const PROPERTY_TIMEOUT_MS = 120_000;
const DAY_MS = 86_400_000;
const plus = (day: string, n: number) => businessDate(businessDayStart(day) + n * DAY_MS);

describe('the sign-in streak', () => {
  it('continues on the next day, restarts after a gap, and refuses a second sign-in on one day', () => {
    expect(nextStreak(null, '2026-11-24')).toBe(1);
    expect(nextStreak({ day: '2026-11-23', streak: 1 }, '2026-11-24')).toBe(2);
    expect(nextStreak({ day: '2026-11-22', streak: 2 }, '2026-11-24')).toBe(1);
    expect(nextStreak({ day: '2026-11-24', streak: 2 }, '2026-11-24')).toBeNull();
    expect(nextStreak({ day: '2026-11-23', streak: SIGNIN_CYCLE }, '2026-11-24')).toBe(1);
  });
  it('counts 23:59:59 and 00:00:01 Asia/Shanghai as two days', () => {
    const late = businessDate(businessDayStart('2026-11-24') - 1_000);
    const early = businessDate(businessDayStart('2026-11-24') + 1_000);
    expect(nextStreak({ day: late, streak: 3 }, early)).toBe(4);
  });
  it('shows a broken streak as 0 the day after the gap', () => {
    expect(standingStreak({ day: '2026-11-23', streak: 3 }, '2026-11-24')).toBe(3);
    expect(standingStreak({ day: '2026-11-22', streak: 3 }, '2026-11-24')).toBe(0);
  });
  it(
    'stays within 1..7 over any run of days with gaps',
    () => {
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 60 }), (gaps) => {
          let last: { day: string; streak: number } | null = null;
          let day = '2026-01-01';
          for (const gap of gaps) {
            day = plus(day, gap);
            const streak = nextStreak(last, day);
            if (gap === 0 && last !== null) {
              expect(streak).toBeNull();
              continue;
            }
            expect(streak! >= 1 && streak! <= SIGNIN_CYCLE).toBe(true);
            if (last !== null && gap === 1) expect(streak).toBe((last.streak % SIGNIN_CYCLE) + 1);
            if (gap > 1) expect(streak).toBe(1);
            last = { day, streak: streak! };
          }
        }),
        { numRuns: 10_000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
