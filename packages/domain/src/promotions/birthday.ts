/**
 * 生日礼金 (issue 28): a member's birthday gift, once per year, claimed on the birthday's Asia/Shanghai
 * business day or within the days after it that the terms name. Days are 'YYYY-MM-DD' calendar days;
 * plain UTC arithmetic on them is exact (no zone enters a calendar day's number).
 */

/** The longest claim window the terms may name, in days after the birthday. */
export const BIRTHDAY_WINDOW_MAX = 31;

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The day a birthday falls on in `year`: 29 February is kept on 28 February in other years. */
export function birthdayIn(birthday: string, year: number): string {
  const monthDay = birthday.slice(5);
  const md = monthDay === '02-29' && !isLeap(year) ? '02-28' : monthDay;
  return `${String(year).padStart(4, '0')}-${md}`;
}

/** A birthday's claim window: the day itself and `windowDays` days after it; `year` is the birthday's year. */
export interface BirthdayWindow {
  year: number;
  from: string;
  to: string;
}

/**
 * The window `today` falls in, or null. A window that crosses New Year belongs to the year of the
 * birthday it follows, so the claim is keyed by that year and a member gets one gift per birthday.
 */
export function birthdayWindow(birthday: string | null, today: string, windowDays: number): BirthdayWindow | null {
  if (birthday === null) return null;
  const days = Math.max(0, Math.min(BIRTHDAY_WINDOW_MAX, Math.trunc(windowDays)));
  const year = Number(today.slice(0, 4));
  for (const y of [year, year - 1]) {
    const from = birthdayIn(birthday, y);
    const to = dayOf(dayNumber(from) + days);
    if (from <= today && today <= to) return { year: y, from, to };
  }
  return null;
}

/** The next day a birthday window opens, today's included; for the member's countdown. */
export function nextBirthday(birthday: string, today: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = birthdayIn(birthday, year);
  return thisYear >= today ? thisYear : birthdayIn(birthday, year + 1);
}

/** Whole days from `from` to `to` (calendar days). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);
