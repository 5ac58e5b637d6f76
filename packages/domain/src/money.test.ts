import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, fromMinorUnits, toMinorUnits } from './money';

describe('toMinorUnits', () => {
  it.each([
    ['0', 0n],
    ['0.5', 50n],
    ['0.05', 5n],
    ['0.00', 0n],
    ['12.3', 1230n],
    ['12.34', 1234n],
    ['100', 10000n],
    ['99999999999999999999.99', 9999999999999999999999n],
  ])('reads %s as %s', (text, minor) => {
    expect(toMinorUnits(text)).toBe(minor);
  });

  it.each([
    ['empty', ''],
    ['three decimals', '12.345'],
    ['exponent', '1e3'],
    ['negative sign', '-1'],
    ['positive sign', '+1'],
    ['trailing dot', '1.'],
    ['leading dot', '.5'],
    ['leading zero', '01'],
    ['double zero', '00.5'],
    ['whitespace', ' 1'],
    ['thousands separator', '1,000'],
    ['letters', 'abc'],
    ['full-width digits', '１２'],
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
  ])('throws a RangeError for %s (%j)', (_label, text) => {
    expect(() => toMinorUnits(text)).toThrow(RangeError);
  });
});

describe('fromMinorUnits', () => {
  it.each([
    [0n, '0.00'],
    [5n, '0.05'],
    [50n, '0.50'],
    [100n, '1.00'],
    [1234n, '12.34'],
    [-5n, '-0.05'],
    [-1234n, '-12.34'],
    [9999999999999999999999n, '99999999999999999999.99'],
  ])('renders %s as %s', (minor, text) => {
    expect(fromMinorUnits(minor)).toBe(text);
  });

  it('round-trips every canonical two-decimal amount', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(0|[1-9]\d{0,18})\.\d{2}$/), (text) => {
        expect(fromMinorUnits(toMinorUnits(text))).toBe(text);
      }),
    );
  });

  it('is inverted by toMinorUnits for every non-negative amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 24n }), (minor) => {
        expect(toMinorUnits(fromMinorUnits(minor))).toBe(minor);
      }),
    );
  });
});

describe('formatMoney', () => {
  it.each([
    [123456n, '1,234.56'],
    [-123456n, '-1,234.56'],
    [0n, '0.00'],
    [5n, '0.05'],
    ['1234.5', '1,234.50'],
    ['1234567.891', '1,234,567.89'],
    ['1.005', '1.01'],
    ['-0.001', '0.00'],
    ['12345678901234567890.12', '12,345,678,901,234,567,890.12'],
    [1234.5, '1,234.50'],
    [0.1 + 0.2, '0.30'],
    [1.005, '1.01'],
    [1e21, '1,000,000,000,000,000,000,000.00'],
    [null, '--'],
    [undefined, '--'],
    ['abc', '0.00'],
    ['', '0.00'],
    [Number.NaN, '0.00'],
  ])('formats %s as %s', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it('shows minor units exactly, with separators only added', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (minor) => {
        expect(formatMoney(minor).replaceAll(',', '')).toBe(fromMinorUnits(minor));
      }),
    );
  });
});
