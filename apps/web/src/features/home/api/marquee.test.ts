import { describe, expect, it } from 'vitest';
import { marqueeLines } from './marquee';

const now = Date.parse('2026-11-22T00:00:00Z');

describe('marquee lines', () => {
  it('drops invalid content and expired timed notices, then pads a short list', () => {
    const notices = [
      {
        id: 1,
        category: 1,
        pmdTimerStart: Date.parse('2025-01-01T00:00:00Z'),
        pmdTimerEnd: Date.parse('2030-12-31T15:59:59Z'),
        content: '本站为演示站点',
      },
      { id: 2, category: 2, pmdTimerStart: null, pmdTimerEnd: null, content: '理性投注' },
      {
        id: 3,
        category: 1,
        pmdTimerStart: Date.parse('2024-01-01T00:00:00Z'),
        pmdTimerEnd: Date.parse('2024-02-01T00:00:00Z'),
        content: '已过期',
      },
      { id: 4, category: 2, pmdTimerStart: null, pmdTimerEnd: null, content: null },
      { id: 5, category: 2, pmdTimerStart: null, pmdTimerEnd: null, content: 'null' },
    ];
    expect(marqueeLines(notices, now)).toEqual([
      '本站为演示站点',
      '理性投注',
      '本站为演示站点',
      '理性投注',
      '本站为演示站点',
      '理性投注',
    ]);
  });

  it('one notice scrolls five times; none gives nothing', () => {
    const one = [{ id: 1, category: 2, pmdTimerStart: null, pmdTimerEnd: null, content: '唯一' }];
    expect(marqueeLines(one, now)).toEqual(['唯一', '唯一', '唯一', '唯一', '唯一']);
    expect(marqueeLines([], now)).toEqual([]);
  });

  it('a timed notice with an invalid bound is dropped', () => {
    const timed = [
      { id: 1, category: 1, pmdTimerStart: null, pmdTimerEnd: Date.parse('2030-01-01T00:00:00Z'), content: '无开始' },
    ];
    expect(marqueeLines(timed, now)).toEqual([]);
  });
});
