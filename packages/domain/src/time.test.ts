import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  businessDate,
  businessDayStart,
  endOfBusinessDay,
  formatShanghaiDateTime,
  parseShanghaiTimestamp,
} from './time';

// 2023-11-14 22:13:20 UTC, which is 2023-11-15 06:13:20 in Shanghai.
const SAMPLE_MS = 1_700_000_000_000;
const DAY_MS = 86_400_000;

describe('formatShanghaiDateTime', () => {
  it.each([
    [0, '1970-01-01 08:00:00'],
    [SAMPLE_MS, '2023-11-15 06:13:20'],
    [Date.UTC(2024, 0, 1, 15, 59, 59), '2024-01-01 23:59:59'],
    [Date.UTC(2024, 0, 1, 16, 0, 0), '2024-01-02 00:00:00'],
    [Date.UTC(2024, 1, 29, 4, 0, 0), '2024-02-29 12:00:00'],
    [Date.UTC(2023, 11, 31, 16, 0, 0), '2024-01-01 00:00:00'],
  ])('formats %i as %s', (epochMs, text) => {
    expect(formatShanghaiDateTime(epochMs)).toBe(text);
  });

  it('throws a RangeError for a value that is not a time', () => {
    expect(() => formatShanghaiDateTime(Number.NaN)).toThrow(RangeError);
  });
});

describe('parseShanghaiTimestamp', () => {
  it.each([
    ['10-digit seconds (number)', 1_700_000_000, SAMPLE_MS],
    ['10-digit seconds (string)', '1700000000', SAMPLE_MS],
    ['13-digit milliseconds (number)', SAMPLE_MS, SAMPLE_MS],
    ['13-digit milliseconds (string)', '1700000000000', SAMPLE_MS],
    ['Shanghai wall-clock text', '2023-11-15 06:13:20', SAMPLE_MS],
    ['text just after Shanghai midnight', '2024-01-02 00:00:00', Date.UTC(2024, 0, 1, 16, 0, 0)],
    ['a leap day', '2024-02-29 12:00:00', Date.UTC(2024, 1, 29, 4, 0, 0)],
    ['surrounding whitespace', ' 1700000000 ', SAMPLE_MS],
  ])('reads %s', (_label, value, epochMs) => {
    expect(parseShanghaiTimestamp(value)).toBe(epochMs);
  });

  it.each([
    ['9 digits', 170_000_000],
    ['11 digits', '17000000000'],
    ['12 digits', 170_000_000_000],
    ['14 digits', '17000000000000'],
    ['a negative number', -1],
    ['the text -1', '-1'],
    ['a fraction', 1_700_000_000.5],
    ['NaN', Number.NaN],
    ['Feb 29 in a common year', '2023-02-29 00:00:00'],
    ['month 13', '2023-13-01 00:00:00'],
    ['hour 24', '2023-11-15 24:00:00'],
    ['minute 60', '2023-11-15 06:60:00'],
    ['ISO T separator', '2023-11-15T06:13:20'],
    ['a date only', '2023-11-15'],
    ['the text null', 'null'],
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
    ['an object', {}],
  ])('refuses %s', (_label, value) => {
    expect(parseShanghaiTimestamp(value)).toBeNull();
  });

  it('reads back what formatShanghaiDateTime writes, to the second', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000_000, max: 9_999_999_999 }), (seconds) => {
        expect(parseShanghaiTimestamp(formatShanghaiDateTime(seconds * 1000))).toBe(seconds * 1000);
      }),
    );
  });
});

describe('endOfBusinessDay', () => {
  it.each([
    ['08:00 Shanghai', Date.UTC(2024, 0, 1, 0, 0, 0), Date.UTC(2024, 0, 1, 15, 59, 59, 999)],
    ['Shanghai midnight', Date.UTC(2024, 0, 1, 16, 0, 0), Date.UTC(2024, 0, 2, 15, 59, 59, 999)],
    ['the last millisecond of the day', Date.UTC(2024, 0, 1, 15, 59, 59, 999), Date.UTC(2024, 0, 1, 15, 59, 59, 999)],
    [
      '07:59 Shanghai (still the previous UTC day)',
      Date.UTC(2023, 11, 31, 23, 59, 0),
      Date.UTC(2024, 0, 1, 15, 59, 59, 999),
    ],
    ['before 1970', -1, Date.UTC(1970, 0, 1, 15, 59, 59, 999)],
  ])('ends the day at %s', (_label, nowMs, expected) => {
    expect(endOfBusinessDay(nowMs)).toBe(expected);
  });

  it('is the last millisecond of the same Shanghai day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (nowMs) => {
        const end = endOfBusinessDay(nowMs);
        expect(end).toBeGreaterThanOrEqual(nowMs);
        expect(end - nowMs).toBeLessThan(DAY_MS);
        expect(formatShanghaiDateTime(end).slice(0, 10)).toBe(formatShanghaiDateTime(nowMs).slice(0, 10));
        expect(formatShanghaiDateTime(end + 1).slice(11)).toBe('00:00:00');
        expect(endOfBusinessDay(end)).toBe(end);
      }),
    );
  });
});

describe('business days', () => {
  it('follow the Shanghai calendar, not UTC', () => {
    // 2026-03-10 16:00 UTC is already 2026-03-11 00:00 in Shanghai.
    expect(businessDate(Date.UTC(2026, 2, 10, 15, 59, 59, 999))).toBe('2026-03-10');
    expect(businessDate(Date.UTC(2026, 2, 10, 16))).toBe('2026-03-11');
    expect(businessDayStart('2026-03-11')).toBe(Date.UTC(2026, 2, 10, 16));
    expect(businessDate(businessDayStart('2026-12-31'))).toBe('2026-12-31');
  });
});
