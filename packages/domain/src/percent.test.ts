import { describe, expect, it } from 'vitest';
import { formatPercentBp, parsePercentBp, percentOfMinor } from './percent';

describe('parsePercentBp', () => {
  it.each([
    ['3.65', 365],
    ['2', 200],
    ['0.5', 50],
    ['0', 0],
    [' 12.34 ', 1234],
    ['100', 10_000],
  ])('reads %j as %i basis points', (text, bp) => {
    expect(parsePercentBp(text)).toBe(bp);
  });

  it.each(['', '-1', '3.655', 'abc', '01', '100.01', '1e2', null, undefined])('refuses %j', (text) => {
    expect(parsePercentBp(text)).toBeNull();
  });

  it('formats basis points back as percent text', () => {
    expect(formatPercentBp(365)).toBe('3.65');
    expect(formatPercentBp(50)).toBe('0.50');
  });
});

describe('percentOfMinor', () => {
  it.each([
    [10_000n, 100, 100n],
    [12_345n, 150, 185n],
    [99n, 100, 0n],
    [10_000n, 0, 0n],
  ])('%s at %i bp is %s, rounded down', (amount, bp, fee) => {
    expect(percentOfMinor(amount, bp)).toBe(fee);
  });
});
