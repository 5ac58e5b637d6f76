import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MarqueeNotice } from './marquee';
import { activeMarqueeNotices, repeatMarquee } from './marquee';

// 2023-11-15 06:13:20 in Shanghai.
const NOW = 1_700_000_000_000;

describe('activeMarqueeNotices', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ["the text 'null'", 'null'],
    ['empty', ''],
    ['whitespace', '   '],
    ['-1', -1],
    ["the text '-1'", '-1'],
  ])('drops content that is %s', (_label, content) => {
    expect(activeMarqueeNotices([{ category: 2, content }], NOW)).toEqual([]);
  });

  it('keeps other content, including 0, in order', () => {
    const notices = [{ category: 2, content: 'Hello' }, { content: 0 }, { category: 3, content: 'World' }];
    expect(activeMarqueeNotices(notices, NOW)).toEqual(notices);
  });

  it.each([
    ['at the start (inclusive)', NOW, NOW + 1000],
    ['at the end (inclusive)', NOW - 1000, NOW],
    ['bounds in 10-digit seconds', 1_699_999_999, 1_700_000_001],
    ['bounds as second strings', '1699999999', '1700000001'],
    ['bounds as millisecond strings', '1699999999999', '1700000000001'],
    ['bounds as Shanghai text', '2023-11-15 06:13:20', '2023-11-15 06:13:20'],
  ])('keeps a category-1 notice with %s', (_label, pmdTimerStart, pmdTimerEnd) => {
    const notice = { category: 1, content: 'Now', pmdTimerStart, pmdTimerEnd };
    expect(activeMarqueeNotices([notice], NOW)).toEqual([notice]);
  });

  it.each([
    ['one millisecond before the start', NOW + 1, NOW + 1000],
    ['one millisecond after the end', NOW - 1000, NOW - 1],
    ['a null start', null, NOW + 1000],
    ["a 'null' end", NOW - 1000, 'null'],
    ['an empty start', '', NOW + 1000],
    ['a -1 end', NOW - 1000, -1],
    ['a missing end', NOW - 1000, undefined],
    ['an unreadable start', 'yesterday', NOW + 1000],
    ['a time one second late', '2023-11-15 06:13:21', '2023-11-15 07:00:00'],
  ])('drops a category-1 notice with %s', (_label, pmdTimerStart, pmdTimerEnd) => {
    expect(activeMarqueeNotices([{ category: 1, content: 'Timed', pmdTimerStart, pmdTimerEnd }], NOW)).toEqual([]);
  });

  it("treats category '1' like 1", () => {
    const notices = [{ category: '1', content: 'Expired', pmdTimerStart: NOW - 2000, pmdTimerEnd: NOW - 1000 }];
    expect(activeMarqueeNotices(notices, NOW)).toEqual([]);
  });

  it('ignores the timers of other categories', () => {
    const notice: MarqueeNotice = { category: 2, content: 'Always', pmdTimerStart: -1, pmdTimerEnd: null };
    expect(activeMarqueeNotices([notice], NOW)).toEqual([notice]);
  });
});

describe('repeatMarquee', () => {
  it.each([
    [[], []],
    [['a'], ['a', 'a', 'a', 'a', 'a']],
    [
      ['a', 'b'],
      ['a', 'b', 'a', 'b', 'a', 'b'],
    ],
    [
      ['a', 'b', 'c'],
      ['a', 'b', 'c', 'a', 'b', 'c', 'a', 'b', 'c'],
    ],
    [
      ['a', 'b', 'c', 'd'],
      ['a', 'b', 'c', 'd'],
    ],
  ])('repeats %j as %j', (list, repeated) => {
    expect(repeatMarquee(list)).toEqual(repeated);
  });

  it('has 5 entries for 1, three times as many for 2 or 3, else the same count, and never mutates', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 12 }), (list) => {
        const copy = [...list];
        const repeated = repeatMarquee(list);
        const expectedLength =
          list.length === 1 ? 5 : list.length === 2 || list.length === 3 ? list.length * 3 : list.length;
        expect(repeated).toHaveLength(expectedLength);
        expect(repeated.every((item, i) => item === list[i % list.length])).toBe(true);
        expect(list).toEqual(copy);
        expect(repeated).not.toBe(list);
      }),
    );
  });
});
