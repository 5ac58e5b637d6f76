import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BIRTHDAY_WINDOW_MAX, birthdayIn, birthdayWindow, daysBetween, nextBirthday } from './birthday';

const PROPERTY_TIMEOUT_MS = 120_000;
const DAY_MS = 86_400_000;
const plus = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

describe('the birthday window', () => {
  it('opens on the birthday and closes after the days the terms name', () => {
    expect(birthdayWindow('1990-05-01', '2026-05-01', 0)).toEqual({ year: 2026, from: '2026-05-01', to: '2026-05-01' });
    expect(birthdayWindow('1990-05-01', '2026-05-02', 0)).toBeNull();
    expect(birthdayWindow('1990-05-01', '2026-04-30', 7)).toBeNull();
    expect(birthdayWindow('1990-05-01', '2026-05-08', 7)).toMatchObject({ year: 2026, to: '2026-05-08' });
    expect(birthdayWindow('1990-05-01', '2026-05-09', 7)).toBeNull();
    expect(birthdayWindow(null, '2026-05-01', 7)).toBeNull();
  });
  it('keys a window crossing New Year by the birthday it follows', () => {
    expect(birthdayWindow('1988-12-30', '2027-01-02', 3)).toEqual({ year: 2026, from: '2026-12-30', to: '2027-01-02' });
  });
  it('keeps 29 February on 28 February in other years', () => {
    expect(birthdayIn('1996-02-29', 2026)).toBe('2026-02-28');
    expect(birthdayIn('1996-02-29', 2028)).toBe('2028-02-29');
    expect(birthdayWindow('1996-02-29', '2026-02-28', 0)).toMatchObject({ year: 2026 });
    expect(nextBirthday('1996-02-29', '2026-03-01')).toBe('2027-02-28');
  });
  it(
    'over any birthday, day and window: a day is in at most one window, and every day of it is in the same one',
    () => {
      fc.assert(
        fc.property(
          fc.date({ min: new Date('1950-01-01'), max: new Date('2008-12-31'), noInvalidDate: true }),
          fc.integer({ min: 0, max: 3_000 }),
          fc.integer({ min: 0, max: BIRTHDAY_WINDOW_MAX }),
          (born, offset, days) => {
            const birthday = born.toISOString().slice(0, 10);
            const today = plus('2026-01-01', offset);
            const w = birthdayWindow(birthday, today, days);
            if (w === null) return;
            expect(w.from <= today && today <= w.to).toBe(true);
            expect(daysBetween(w.from, w.to)).toBe(days);
            expect(w.from.slice(5)).toBe(birthdayIn(birthday, w.year).slice(5));
            for (let d = 0; d <= days; d++) expect(birthdayWindow(birthday, plus(w.from, d), days)).toEqual(w);
            expect(birthdayWindow(birthday, plus(w.from, -1), days)?.year ?? null).not.toBe(w.year);
          },
        ),
        { numRuns: 10_000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
