import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatFinance, formatNumber, groupInFours } from './format';

describe('formatNumber', () => {
  it.each([
    [0, '1,235'],
    [1, '1,234.6'],
    [2, '1,234.57'],
    [3, '1,234.568'],
    [4, '1,234.5678'],
  ])('formats 1234.5678 with %i decimals as %s', (decimals, text) => {
    expect(formatNumber(1234.5678, decimals)).toBe(text);
  });

  it.each([
    [999, '999.00'],
    [1000, '1,000.00'],
    ['1000000', '1,000,000.00'],
    [-1234.5, '-1,234.50'],
    ['-0.001', '0.00'],
    [999.995, '1,000.00'],
    [' 12.5 ', '12.50'],
    ['.5', '0.50'],
    [12345678901234567890n, '12,345,678,901,234,567,890.00'],
    [5e-7, '0.00'],
  ])('formats %s as %s with the default 2 decimals', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  it.each([null, undefined])('shows %j as --', (value) => {
    expect(formatNumber(value)).toBe('--');
    expect(formatNumber(value, 0)).toBe('--');
  });

  it.each([['abc'], [''], ['1e3'], ['0x10'], ['1,000'], [Number.NaN], [Number.POSITIVE_INFINITY], [{}], [true]])(
    'formats the non-numeric %j as zero',
    (value) => {
      expect(formatNumber(value)).toBe('0.00');
      expect(formatNumber(value, 0)).toBe('0');
      expect(formatNumber(value, 4)).toBe('0.0000');
    },
  );

  it('keeps small numbers that only show at 4 decimals', () => {
    expect(formatNumber(0.00005, 4)).toBe('0.0001');
    expect(formatNumber(5e-7, 4)).toBe('0.0000');
  });

  it.each([-1, 5, 1.5])('refuses %s decimals', (decimals) => {
    expect(() => formatNumber(1, decimals)).toThrow(RangeError);
  });
});

describe('formatFinance', () => {
  it.each([
    [null, '0.00'],
    [undefined, '0.00'],
    ['abc', '0.00'],
    [1234.5, '1,234.50'],
    ['-1234.567', '-1,234.57'],
  ])('formats %j as %s', (value, text) => {
    expect(formatFinance(value)).toBe(text);
  });

  it('shows a missing value as zero in the requested decimals', () => {
    expect(formatFinance(null, 4)).toBe('0.0000');
    expect(formatFinance(undefined, 0)).toBe('0');
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [9999, '9999'],
    [10000, '1.00万'],
    [12345, '1.23万'],
    [12355, '1.24万'],
    [99999, '10.00万'],
    [100000, '10.0万'],
    [123456, '12.3万'],
    [999999, '100.0万'],
    [1000000, '100万'],
    [1234567, '123万'],
    [1235000, '124万'],
    [9999.9, '9999'],
    ['12345', '1.23万'],
    [-5, '0'],
    ['abc', '0'],
    [Number.NaN, '0'],
    [null, '0'],
    [undefined, '0'],
  ])('formats %j as %s', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });
});

describe('groupInFours', () => {
  it.each([
    ['6222020200112233', '6222 0202 0011 2233'],
    ['6222020200112233446', '6222 0202 0011 2233 446'],
    ['6222 0202 0011 2233', '6222 0202 0011 2233'],
    ['TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 'TQn9 Y2kh EsLJ W1Ch VWFM SMeR Dow5 KcbL SE'],
    ['1234', '1234'],
    ['12345', '1234 5'],
    ['123', '123'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('groups %j as %j', (value, grouped) => {
    expect(groupInFours(value)).toBe(grouped);
  });

  it('only inserts single spaces between groups of four', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Za-z]{0,64}$/), (value) => {
        const grouped = groupInFours(value);
        expect(grouped.replaceAll(' ', '')).toBe(value);
        const groups = grouped === '' ? [] : grouped.split(' ');
        expect(groups.slice(0, -1).every((group) => group.length === 4)).toBe(true);
        expect(groups.every((group) => group.length >= 1 && group.length <= 4)).toBe(true);
      }),
    );
  });
});
