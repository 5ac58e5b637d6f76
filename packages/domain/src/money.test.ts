import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertAtUsdtRate,
  formatMoney,
  formatUsdtRate,
  fromMinorUnits,
  ledgerAmountText,
  parseUsdtRate,
  toMinorUnits,
} from './money';

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

describe('ledgerAmountText', () => {
  it.each([
    [86n, 'COIN', '86'],
    [0n, 'COIN', '0'],
    [1_000_000n, 'COIN', '1000000'],
    [-3n, 'COIN', '-3'],
    [86n, 'RMB', '0.86'],
    [12_345n, 'USDT', '123.45'],
  ] as const)('writes %s %s as %s: coins whole, money with two decimals', (amount, currency, text) => {
    expect(ledgerAmountText(amount, currency)).toBe(text);
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

describe('parseUsdtRate and formatUsdtRate', () => {
  it.each([
    ['7.20', 72_000n, '7.20'],
    ['7.2', 72_000n, '7.20'],
    ['7', 70_000n, '7.00'],
    ['7.1834', 71_834n, '7.1834'],
    ['7.183', 71_830n, '7.183'],
    ['0.0001', 1n, '0.0001'],
    ['123456.5', 1_234_565_000n, '123456.50'],
  ])('reads %s as %s and shows it as %s', (text, scaled, shown) => {
    expect(parseUsdtRate(text)).toBe(scaled);
    expect(formatUsdtRate(scaled)).toBe(shown);
  });

  it.each([['0'], ['0.0000'], ['-7.2'], ['7.20001'], ['1234567'], ['7,20'], [''], [' 7.2'], ['abc'], [null]])(
    'refuses %j',
    (text) => {
      expect(parseUsdtRate(text)).toBeNull();
    },
  );
});

describe('convertAtUsdtRate', () => {
  const rate = 72_000n; // 7.20 RMB per USDT
  it.each([
    ['RMB', 10_000n, 1_388n], // 100.00 RMB / 7.2 = 13.888… -> 13.88 USDT
    ['RMB', 720n, 100n], // 7.20 RMB -> exactly 1.00 USDT
    ['RMB', 7n, 0n], // 0.07 RMB is worth less than a USDT cent
    ['RMB', 8n, 1n], // 0.08 RMB / 7.2 = 0.0111… -> 0.01
    ['USDT', 1_000n, 7_200n], // 10.00 USDT -> 72.00 RMB
    ['USDT', 1n, 7n], // 0.01 USDT = 0.072 RMB -> 0.07
    ['USDT', 0n, 0n],
  ] as const)('converts %s %s at 7.20 to %s', (from, amount, credited) => {
    expect(convertAtUsdtRate(from, amount, rate)).toBe(credited);
  });

  it('rounds down with a four-decimal rate', () => {
    // 1000.00 RMB / 7.1834 = 139.209…; 139.20 USDT * 7.1834 = 999.929… RMB
    expect(convertAtUsdtRate('RMB', 100_000n, 71_834n)).toBe(13_920n);
    expect(convertAtUsdtRate('USDT', 13_920n, 71_834n)).toBe(99_992n);
  });

  it('never pays out more than the amount is worth, so a round trip never gains', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 10n }),
        fc.constantFrom('RMB' as const, 'USDT' as const),
        (amount, rate, from) => {
          const credited = convertAtUsdtRate(from, amount, rate);
          const back = convertAtUsdtRate(from === 'RMB' ? 'USDT' : 'RMB', credited, rate);
          expect(back).toBeLessThanOrEqual(amount);
          // Rounded down by less than one minor unit of the credited currency.
          const exact = from === 'RMB' ? amount * 10_000n : amount * rate;
          const scale = from === 'RMB' ? rate : 10_000n;
          expect(credited * scale).toBeLessThanOrEqual(exact);
          expect((credited + 1n) * scale).toBeGreaterThan(exact);
        },
      ),
    );
  });

  it('refuses a negative amount or a rate that is not above zero', () => {
    expect(() => convertAtUsdtRate('RMB', -1n, rate)).toThrow(RangeError);
    expect(() => convertAtUsdtRate('USDT', 1n, 0n)).toThrow(RangeError);
  });
});
