import { describe, expect, it } from 'vitest';
import {
  CORRECT_SCORE_OUTCOMES,
  isMarketKey,
  MARKET_CATALOGUE,
  MARKET_KEYS,
  marketNameZh,
  marketSpecifier,
  outcomeKeys,
  outcomeNameZh,
  readSpecifier,
} from './markets';

describe('market catalogue', () => {
  it('describes every key once, with a zh-CN name and unique outcome keys', () => {
    expect(new Set(MARKET_KEYS).size).toBe(MARKET_KEYS.length);
    for (const key of MARKET_KEYS) {
      const info = MARKET_CATALOGUE[key];
      expect(info.key).toBe(key);
      expect(info.nameZh).toMatch(/[\u4e00-\u9fff]/);
      if (info.outcomes !== 'competitors') {
        const keys = info.outcomes.map((o) => o.key);
        expect(new Set(keys).size).toBe(keys.length);
        for (const outcome of info.outcomes) expect(outcome.nameZh).not.toBe('');
      }
    }
  });

  it('names the markets members see', () => {
    expect(MARKET_CATALOGUE['fb.1x2'].nameZh).toBe('全场独赢');
    expect(MARKET_CATALOGUE['fb.ah'].nameZh).toBe('全场让球');
    expect(MARKET_CATALOGUE['fb.cs'].nameZh).toBe('波胆');
    expect(MARKET_CATALOGUE.outright.nameZh).toBe('冠军');
    expect(marketNameZh('bk.q.ml', 'quarter=3')).toBe('第三节独赢');
    expect(marketNameZh('bk.q.total', 'quarter=1|total=55.5')).toBe('第一节总分');
    expect(marketNameZh('es.mapwinner', 'map=2')).toBe('第二局获胜者');
    expect(marketNameZh('fb.ou', 'total=2.5')).toBe('全场大小');
    expect(outcomeNameZh('fb.ou', 'over')).toBe('大');
    expect(outcomeNameZh('fb.1x2', 'draw')).toBe('和局');
    expect(outcomeNameZh('fb.cs', 'other')).toBe('其他比分');
  });

  it('lists 0-0 to 4-4 and other as correct scores', () => {
    expect(CORRECT_SCORE_OUTCOMES).toHaveLength(26);
    expect(CORRECT_SCORE_OUTCOMES[0]).toBe('0-0');
    expect(CORRECT_SCORE_OUTCOMES[24]).toBe('4-4');
    expect(outcomeKeys('fb.cs')).toEqual(CORRECT_SCORE_OUTCOMES);
    expect(() => outcomeKeys('outright')).toThrow(RangeError);
  });

  it('reads exactly the specifiers a market needs, lines in quarters', () => {
    expect(readSpecifier('fb.ah', 'hcp=-0.25')).toEqual({ hcp: -1 });
    expect(readSpecifier('bk.q.spread', 'hcp=-2.5|quarter=3')).toEqual({ quarter: 3, hcp: -10 });
    expect(readSpecifier('fb.1x2', '')).toEqual({});
    expect(() => readSpecifier('fb.ah', '')).toThrow(RangeError);
    expect(() => readSpecifier('fb.ah', 'total=2.5')).toThrow(RangeError);
    expect(() => readSpecifier('fb.1x2', 'hcp=0')).toThrow(RangeError);
    expect(() => readSpecifier('fb.nextgoal', 'goalnr=0')).toThrow(RangeError);
  });

  it('writes canonical specifiers', () => {
    expect(marketSpecifier('bk.q.spread', { hcp: -10, quarter: 3 })).toBe('quarter=3|hcp=-2.5');
    expect(marketSpecifier('fb.ah', { hcp: 0 })).toBe('hcp=0');
    expect(() => marketSpecifier('fb.ou', {})).toThrow(RangeError);
  });

  it('knows its keys', () => {
    expect(isMarketKey('fb.ah')).toBe(true);
    expect(isMarketKey('toString')).toBe(false);
  });
});
