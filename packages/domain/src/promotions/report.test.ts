import { describe, expect, it } from 'vitest';
import { daysOf, REPORT_MAX_DAYS, reportRangeProblem } from './report';

describe('bonus-cost report range', () => {
  it('takes one day, and up to 92 days with both ends counted', () => {
    expect(reportRangeProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(reportRangeProblem('2026-01-01', '2026-04-02')).toBeNull();
    expect(daysOf('2026-01-01', '2026-04-02')).toHaveLength(REPORT_MAX_DAYS);
    expect(reportRangeProblem('2026-01-01', '2026-04-03')).toBe('tooLong');
  });

  it('refuses a first day after the last', () => {
    expect(reportRangeProblem('2026-03-02', '2026-03-01')).toBe('reversed');
  });

  it('lists the days across a month and a leap day', () => {
    expect(daysOf('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });
});
