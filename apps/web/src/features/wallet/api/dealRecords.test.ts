import { describe, expect, it } from 'vitest';
import { isRangeValid, readRecordFilters, toDealRecordsRequest, writeRecordFilters } from './dealRecords';

// 2026-03-10 23:30 in Shanghai is still 15:30 UTC: the default range follows the Shanghai calendar.
const now = Date.UTC(2026, 2, 10, 15, 30);

describe('record filters', () => {
  it('default to the last 7 Shanghai days, every kind, page 1', () => {
    const filters = readRecordFilters(new URLSearchParams(), now);
    expect(filters).toEqual({ page: 1, kind: null, from: '2026-03-04', to: '2026-03-10' });
    expect(toDealRecordsRequest(filters)).toEqual({ page: 1, pageSize: 20, from: '2026-03-04', to: '2026-03-10' });
  });

  it('round-trip through the address and build the request with the kind', () => {
    const params = writeRecordFilters({ page: 3, kind: 'transferOut', from: '2026-02-01', to: '2026-02-28' });
    expect(params.toString()).toBe('from=2026-02-01&to=2026-02-28&kind=transferOut&page=3');
    expect(toDealRecordsRequest(readRecordFilters(params, now))).toEqual({
      page: 3,
      pageSize: 20,
      kind: 'transferOut',
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });

  it('fall back to the defaults for anything malformed in the address', () => {
    const params = new URLSearchParams({ page: '-2', kind: 'lottery', from: '2026-13-01', to: 'yesterday' });
    expect(readRecordFilters(params, now)).toEqual({ page: 1, kind: null, from: '2026-03-04', to: '2026-03-10' });
  });

  it('refuse a range that ends before it starts', () => {
    expect(isRangeValid({ from: '2026-03-05', to: '2026-03-04' })).toBe(false);
    expect(isRangeValid({ from: '2026-03-04', to: '2026-03-04' })).toBe(true);
  });
});
