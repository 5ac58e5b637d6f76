import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLineQuarters, formatSpecifier, lineToQuarters, parseLineQuarters, parseSpecifier } from './specifier';

describe('specifiers', () => {
  it('reads and writes the feed form', () => {
    expect([...parseSpecifier('quarter=3|hcp=-2.5')]).toEqual([
      ['quarter', '3'],
      ['hcp', '-2.5'],
    ]);
    expect(parseSpecifier('').size).toBe(0);
    expect(
      formatSpecifier([
        ['quarter', 3],
        ['hcp', '-2.5'],
      ]),
    ).toBe('quarter=3|hcp=-2.5');
  });

  it.each(['hcp', 'hcp=', '=1', 'hcp=1|hcp=2', 'hcp=1=2', 'HCP=1', 'a=1|'])('refuses %j', (text) => {
    expect(() => parseSpecifier(text)).toThrow(RangeError);
  });

  it('round-trips every quarter line', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (quarters) => {
        expect(parseLineQuarters(formatLineQuarters(quarters))).toBe(quarters);
      }),
    );
    expect(formatLineQuarters(-1)).toBe('-0.25');
    expect(formatLineQuarters(0)).toBe('0');
    expect(parseLineQuarters('-0')).toBe(0);
    expect(parseLineQuarters('+0.75')).toBe(3);
  });

  it('refuses lines that are not multiples of a quarter', () => {
    for (const text of ['0.1', '1.3', 'abc', '1e2', '']) expect(() => parseLineQuarters(text)).toThrow(RangeError);
    expect(() => lineToQuarters(0.3)).toThrow(RangeError);
    expect(() => lineToQuarters(12, 10)).toThrow(RangeError);
    expect(lineToQuarters(-0.75)).toBe(-3);
  });
});
