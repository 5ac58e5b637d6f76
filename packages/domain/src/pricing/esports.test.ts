import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BestOf,
  esportsMapHandicap,
  esportsMapWinner,
  esportsMatchWinner,
  esportsSeries,
  esportsTotalMaps,
  mapWinProbability,
  priceEsportsMarket,
} from './esports';
import { type MarketPrice, outcomeProbability } from './price';

const bestOf = fc.constantFrom<BestOf>(1, 3, 5, 7);
const mapProbability = fc.double({ min: 0, max: 1, noNaN: true });
// A series in progress: maps won so far by each side, neither yet at the target.
const series = fc.tuple(mapProbability, bestOf, fc.nat(3), fc.nat(3)).map(([p, n, h, a]) => {
  const needed = (n + 1) / 2;
  return esportsSeries(p, n, { home: Math.min(h, needed - 1), away: Math.min(a, needed - 1) });
});
const total = (market: MarketPrice) => market.outcomes.reduce((sum, o) => sum + o.probability, 0);

describe('map probability', () => {
  it('is logistic in the rating gap', () => {
    expect(mapWinProbability(1500, 1500)).toBe(0.5);
    expect(mapWinProbability(1900, 1500)).toBeCloseTo(10 / 11, 15);
    expect(mapWinProbability(1500, 1900)).toBeCloseTo(1 / 11, 15);
  });
});

describe('series', () => {
  it('has final scores whose probabilities sum to 1, and every market sums to 1', () => {
    fc.assert(
      fc.property(series, (s) => {
        expect(s.finals.reduce((sum, f) => sum + f.probability, 0)).toBeCloseTo(1, 12);
        const line = (s.bestOf + 1) / 2 - 0.5;
        const markets = [esportsMatchWinner(s), esportsMapHandicap(s, -line), esportsMapHandicap(s, line)];
        if (s.bestOf > 1) markets.push(esportsTotalMaps(s, s.bestOf - 0.5));
        const next = s.mapsWon.home + s.mapsWon.away + 1;
        markets.push(esportsMapWinner(s, next));
        for (const market of markets) expect(Math.abs(total(market) - 1)).toBeLessThan(1e-9);
      }),
    );
  });

  it('matches the closed forms of a best of 1 and 3', () => {
    fc.assert(
      fc.property(mapProbability, (p) => {
        expect(outcomeProbability(esportsMatchWinner(esportsSeries(p, 1)), 'home')).toBeCloseTo(p, 12);
        const bo3 = esportsSeries(p, 3);
        expect(outcomeProbability(esportsMatchWinner(bo3), 'home')).toBeCloseTo(p * p * (3 - 2 * p), 12);
        expect(outcomeProbability(esportsMapHandicap(bo3, -1.5), 'home')).toBeCloseTo(p * p, 12);
        expect(outcomeProbability(esportsTotalMaps(bo3, 2.5), 'over')).toBeCloseTo(2 * p * (1 - p), 12);
      }),
    );
  });

  it('a side that wins a map becomes no less likely to win the series', () => {
    fc.assert(
      fc.property(series, (s) => {
        const needed = (s.bestOf + 1) / 2;
        const after = esportsSeries(s.mapProbability, s.bestOf, { ...s.mapsWon, home: s.mapsWon.home + 1 });
        const before = outcomeProbability(esportsMatchWinner(s), 'home');
        expect(outcomeProbability(esportsMatchWinner(after), 'home')).toBeGreaterThanOrEqual(before - 1e-12);
        if (s.mapsWon.home + 1 === needed) expect(outcomeProbability(esportsMatchWinner(after), 'home')).toBe(1);
      }),
    );
  });

  it('prices a later map at the per-map probability, void if the series ends first', () => {
    const s = esportsSeries(0.7, 3);
    const map3 = esportsMapWinner(s, 3);
    expect(outcomeProbability(map3, 'home')).toBeCloseTo(0.7, 12);
    expect(map3.outcomes[0]!.results.void).toBeCloseTo(0.49 + 0.09, 12);
    expect(() => esportsMapWinner(esportsSeries(0.7, 3, { home: 1, away: 0 }), 1)).toThrow(RangeError);
    expect(() => esportsMapWinner(s, 4)).toThrow(RangeError);
  });

  it('refuses impossible series states and lines', () => {
    expect(() => esportsSeries(0.5, 3, { home: 2, away: 2 })).toThrow(RangeError);
    expect(() => esportsSeries(0.5, 2 as BestOf)).toThrow(RangeError);
    expect(() => esportsSeries(1.2, 3)).toThrow(RangeError);
    expect(() => esportsMapHandicap(esportsSeries(0.5, 3), -1.25)).toThrow(RangeError);
  });

  it('dispatches by key and specifier', () => {
    const s = esportsSeries(0.6, 5, { home: 1, away: 1 });
    expect(priceEsportsMarket(s, 'es.maphcp', 'hcp=-1.5')).toEqual(esportsMapHandicap(s, -1.5));
    expect(priceEsportsMarket(s, 'es.totalmaps', 'total=3.5')).toEqual(esportsTotalMaps(s, 3.5));
    expect(priceEsportsMarket(s, 'es.mapwinner', 'map=4')).toEqual(esportsMapWinner(s, 4));
    expect(() => priceEsportsMarket(s, 'bk.ml', '')).toThrow(RangeError);
  });
});
