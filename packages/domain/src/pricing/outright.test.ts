import { describe, expect, it } from 'vitest';
import { simulateLeagueWinner } from './outright';
import { outcomeProbability } from './price';

const team = (id: string, strength: number) => ({ id, rating: { attack: strength, defence: -strength } });
const league = [team('a', 0.3), team('b', 0.15), team('c', 0), team('d', -0.15), team('e', -0.3), team('f', 0)];

describe('simulateLeagueWinner', () => {
  it('returns one outcome per team, in order, summing to 1', () => {
    const market = simulateLeagueWinner(league, { seasons: 2000, seed: 1 });
    expect(market.key).toBe('outright');
    expect(market.outcomes.map((o) => o.outcome)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(market.outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
  });

  it('repeats exactly from the same seed', () => {
    const options = { seasons: 500, seed: 99 };
    expect(simulateLeagueWinner(league, options)).toEqual(simulateLeagueWinner(league, options));
    expect(simulateLeagueWinner(league, options)).not.toEqual(simulateLeagueWinner(league, { ...options, seed: 100 }));
  });

  it('makes a stronger team no less likely to win', () => {
    for (const seed of [1, 2, 3]) {
      const market = simulateLeagueWinner(league, { seasons: 3000, seed });
      const p = (id: string) => outcomeProbability(market, id);
      expect(p('a')).toBeGreaterThanOrEqual(p('b'));
      expect(p('b')).toBeGreaterThanOrEqual(p('c'));
      expect(p('c')).toBeGreaterThanOrEqual(p('d'));
      expect(p('d')).toBeGreaterThanOrEqual(p('e'));
    }
  });

  it('splits evenly between equal teams (within Monte Carlo error)', () => {
    const market = simulateLeagueWinner([team('x', 0), team('y', 0)], { seasons: 4000, seed: 5, legs: 2 });
    expect(Math.abs(outcomeProbability(market, 'x') - 0.5)).toBeLessThan(0.03);
  });

  it('plays a single round robin too', () => {
    const market = simulateLeagueWinner(league, { seasons: 500, seed: 3, legs: 1 });
    expect(market.outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
  });

  it('refuses bad leagues and bounds', () => {
    expect(() => simulateLeagueWinner([team('a', 0)], { seasons: 10, seed: 1 })).toThrow(RangeError);
    expect(() => simulateLeagueWinner([team('a', 0), team('a', 0)], { seasons: 10, seed: 1 })).toThrow(RangeError);
    expect(() => simulateLeagueWinner(league, { seasons: 0, seed: 1 })).toThrow(RangeError);
    expect(() => simulateLeagueWinner(league, { seasons: 1_000_000, seed: 1 })).toThrow(RangeError);
  });
});
