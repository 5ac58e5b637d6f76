import { businessDate, businessDayStart } from '../time';

/** A sign-in cycle: seven days in a row, then it starts again at day 1. */
export const SIGNIN_CYCLE = 7;

const DAY_MS = 24 * 60 * 60_000;

/** The business day before `day` ('YYYY-MM-DD', Asia/Shanghai). */
const previousDay = (day: string): string => businessDate(businessDayStart(day) - DAY_MS);

/**
 * The streak a sign-in on `today` makes, given the member's last sign-in: the day after the last
 * continues it (and day 7 is followed by day 1 of a new cycle), a gap starts again at day 1, and a
 * second sign-in on the same business day is none (null). Days are Asia/Shanghai business days, so
 * 23:59:59 and 00:00:01 local are two days.
 */
export function nextStreak(last: { day: string; streak: number } | null, today: string): number | null {
  if (last !== null && last.day >= today) return null;
  if (last === null || last.day !== previousDay(today)) return 1;
  return (last.streak % SIGNIN_CYCLE) + 1;
}

/** The streak a member stands on today: kept if they signed yesterday or today, else broken (0). */
export function standingStreak(last: { day: string; streak: number } | null, today: string): number {
  if (last === null) return 0;
  if (last.day === today || last.day === previousDay(today)) return last.streak;
  return 0;
}
