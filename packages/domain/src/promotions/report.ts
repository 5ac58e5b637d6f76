import { daysBetween } from './birthday';

/** The longest range the bonus-cost report covers, in business days (both ends counted): a quarter. */
export const REPORT_MAX_DAYS = 92;

/**
 * Why a report's range of Asia/Shanghai business days cannot be read, or null when it can: the first
 * day after the last, or more than `REPORT_MAX_DAYS` days (a bigger range is a slow scan of the ledger).
 */
export const reportRangeProblem = (from: string, to: string): 'reversed' | 'tooLong' | null => {
  const span = daysBetween(from, to);
  if (span < 0) return 'reversed';
  if (span + 1 > REPORT_MAX_DAYS) return 'tooLong';
  return null;
};

/** Every business day of a range, in order (the report lists days with nothing as zeros). */
export const daysOf = (from: string, to: string): string[] => {
  const days: string[] = [];
  const [y = 0, m = 1, d = 1] = from.split('-').map(Number);
  const span = daysBetween(from, to);
  for (let i = 0; i <= span; i++) days.push(new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10));
  return days;
};
