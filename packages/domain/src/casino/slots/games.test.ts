import { describe, expect, it } from 'vitest';
import { formatFractionPercent, fractionToNumber } from '../fraction';
import { CAISHEN_DAO, LONG_FENG_CHENG_XIANG, MAIN_SLOTS, PANDA_BAMBOO } from './games';
import { exactRtp } from './rtp';
import { STATED_RTP_PERCENT } from './variants';

describe('the three main games', () => {
  // Exact RTP to four decimals of a percent and the variance of a round's return (per unit bet),
  // recomputed from the literal reels and paytables on every run.
  it.each([
    [CAISHEN_DAO, '96.2296', 8.4049],
    [LONG_FENG_CHENG_XIANG, '96.2496', 13.3842],
    [PANDA_BAMBOO, '95.9853', 17.6761],
  ])('$name ($id): RTP %s%%, variance %d', (def, rtp, variance) => {
    const result = exactRtp(def);
    expect(formatFractionPercent(result.rtp, 4)).toBe(rtp);
    expect(fractionToNumber(result.variance)).toBeCloseTo(variance, 4);
    expect(formatFractionPercent(result.rtp, 2)).toBe(STATED_RTP_PERCENT[def.id]);
    const value = fractionToNumber(result.rtp);
    expect(value).toBeGreaterThanOrEqual(0.955);
    expect(value).toBeLessThanOrEqual(0.97);
    expect(fractionToNumber(result.baseRtp) + fractionToNumber(result.freeSpinsRtp)).toBeCloseTo(value, 12);
  });

  it('covers lines and ways, with and without retrigger', () => {
    expect(MAIN_SLOTS.map((def) => [def.evaluation.kind, def.scatter?.retrigger])).toEqual([
      ['lines', false],
      ['ways', true],
      ['lines', true],
    ]);
  });

  it('names every symbol in Chinese or as a card rank', () => {
    for (const def of MAIN_SLOTS) {
      for (const symbol of def.symbols) expect(symbol.name).toMatch(/^([\u4e00-\u9fff]+|A|K|Q|J|10|9)$/);
    }
  });
});
