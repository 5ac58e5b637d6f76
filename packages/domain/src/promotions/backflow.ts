import { daysBetween } from './birthday';

/**
 * 回归礼金 (issue 28): a member who comes back after `awayDays` days without a deposit or a settled bet
 * gets a comeback bonus on the deposit that brings them back. Once per return: the deposit that pays
 * it is the member's last activity, so the next deposit finds them zero days away.
 */

/** Whole business days since the member's last activity, or null for a member with none yet. */
export const daysAway = (lastActiveDay: string | null, today: string): number | null =>
  lastActiveDay === null ? null : Math.max(0, daysBetween(lastActiveDay, today));

/** Whether a deposit today is a return: some activity before, and at least `awayDays` days since. */
export const isReturn = (lastActiveDay: string | null, today: string, awayDays: number): boolean => {
  const away = daysAway(lastActiveDay, today);
  return away !== null && away >= Math.max(1, awayDays);
};

/** The later of two business days ('YYYY-MM-DD' sorts as it reads), either absent. */
export const laterDay = (a: string | null, b: string | null): string | null =>
  a === null ? b : b === null ? a : a > b ? a : b;
