import { describe, expect, it } from 'vitest';
import { chipsWithin, convertPreview, feeOf, formatCountdown } from './rules';

describe('payment rules', () => {
  it('offers only the chips inside the channel limits', () => {
    expect(chipsWithin('10.00', '50000.00')).toEqual(['100', '500', '1000', '5000', '10000', '50000']);
    expect(chipsWithin('50.00', '2000.00')).toEqual(['100', '500', '1000']);
    expect(chipsWithin('bad', '2000.00')).toEqual([]);
  });

  it('previews a conversion floored to the cent both ways', () => {
    expect(convertPreview('100', '7.20', 'RMB')).toBe('13.88');
    expect(convertPreview('13.89', '7.20', 'USDT')).toBe('100.00');
    expect(convertPreview('1', '7.2015', 'USDT')).toBe('7.20');
    expect(convertPreview('0.01', '7.20', 'RMB')).toBe('0.00');
    expect(convertPreview('abc', '7.20', 'RMB')).toBeNull();
    expect(convertPreview('10', '0', 'RMB')).toBeNull();
  });

  it('computes a percentage fee floored to the cent', () => {
    expect(feeOf('1000', '0.50')).toBe('5.00');
    expect(feeOf('333', '0.50')).toBe('1.66');
    expect(feeOf('100', '0')).toBe('0.00');
  });

  it('formats a countdown', () => {
    expect(formatCountdown(899_500)).toBe('14:59');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
    expect(formatCountdown(0)).toBe('00:00');
  });
});
