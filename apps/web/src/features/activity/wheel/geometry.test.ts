import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelLines, landingRotation, segmentAtPointer, segmentPath, segmentTone } from './geometry';

describe('the wheel lands on the drawn segment', () => {
  it('puts the centre of segment i under the pointer on an eight-segment wheel', () => {
    // Segment 0 spans 0-45 degrees: its centre (22.5) reaches the top after turning back by 22.5.
    expect(landingRotation(0, 0, 8, 6)).toBe(6 * 360 + 337.5);
    expect(landingRotation(0, 2, 8, 6)).toBe(6 * 360 + 247.5);
    expect(segmentAtPointer(landingRotation(0, 2, 8, 6), 8)).toBe(2);
  });

  it('always turns forwards, at least the asked turns, and lands on the index from anywhere', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 24 })
          .chain((count) =>
            fc.tuple(
              fc.constant(count),
              fc.integer({ min: 0, max: count - 1 }),
              fc.double({ min: 0, max: 100_000, noNaN: true }),
              fc.double({ min: -0.5, max: 0.5, noNaN: true }),
            ),
          ),
        ([count, index, from, jitter]) => {
          const to = landingRotation(from, index, count, 6, jitter);
          expect(to - from).toBeGreaterThanOrEqual(6 * 360);
          expect(to - from).toBeLessThan(7 * 360);
          expect(segmentAtPointer(to, count)).toBe(index);
        },
      ),
    );
  });
});

describe('drawing', () => {
  it('draws a slice as a path from the centre with an arc', () => {
    expect(segmentPath(0, 4, 100)).toBe('M0 0L0 -100A100 100 0 0 1 100 0Z');
  });

  it('gives neighbours different tones, including around the wheel for an odd count', () => {
    for (const count of [2, 3, 5, 8, 9]) {
      const tones = Array.from({ length: count }, (_, i) => segmentTone(i, count));
      expect(tones.filter((tone, i) => tone === tones[(i + 1) % count])).toEqual([]);
    }
  });

  it('breaks a long label into two even lines and cuts the rest', () => {
    expect(labelLines('谢谢参与', 4)).toEqual(['谢谢参与']);
    expect(labelLines('18元彩金', 4)).toEqual(['18元', '彩金']);
    expect(labelLines('188元彩金', 4)).toEqual(['188', '元彩金']);
    expect(labelLines('一二三四五六七八九十十一', 5)).toEqual(['一二三四五', '六七八九…']);
  });
});
