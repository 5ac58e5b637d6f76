import { describe, expect, it } from 'vitest';
import { simulateLeagueWinner, simulateWinnerLeague } from './outright';
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

describe('simulateWinnerLeague', () => {
  // Team i beats team j at home with the chance an Elo-like strength gap gives, plus a home edge.
  const strengths = [200, 100, 0, -100, -200];
  const ids = ['a', 'b', 'c', 'd', 'e'];
  const homeWins = strengths.map((home) => strengths.map((away) => 1 / (1 + 10 ** ((away - home - 30) / 400))));

  it('returns one outcome per team, in order, summing to 1, and repeats from the same seed', () => {
    const market = simulateWinnerLeague(ids, homeWins, { seasons: 2000, seed: 1 });
    expect(market.key).toBe('outright');
    expect(market.outcomes.map((o) => o.outcome)).toEqual(ids);
    expect(market.outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
    expect(simulateWinnerLeague(ids, homeWins, { seasons: 500, seed: 9 })).toEqual(
      simulateWinnerLeague(ids, homeWins, { seasons: 500, seed: 9 }),
    );
  });

  it('makes a stronger team no less likely to win, and equal teams even', () => {
    const market = simulateWinnerLeague(ids, homeWins, { seasons: 4000, seed: 2 });
    const p = ids.map((id) => outcomeProbability(market, id));
    expect(p).toEqual([...p].sort((x, y) => y - x));
    const even = simulateWinnerLeague(
      ['x', 'y'],
      [
        [0, 0.5],
        [0.5, 0],
      ],
      { seasons: 4000, seed: 3, legs: 1 },
    );
    expect(Math.abs(outcomeProbability(even, 'x') - 0.5)).toBeLessThan(0.03);
  });

  it('refuses bad leagues, chances and bounds', () => {
    expect(() => simulateWinnerLeague(['a'], [[0]], { seasons: 10, seed: 1 })).toThrow(RangeError);
    expect(() => simulateWinnerLeague(ids, homeWins.slice(1), { seasons: 10, seed: 1 })).toThrow(RangeError);
    const bad = homeWins.map((row) => [...row]);
    bad[0]![1] = 1.5;
    expect(() => simulateWinnerLeague(ids, bad, { seasons: 10, seed: 1 })).toThrow(RangeError);
    expect(() => simulateWinnerLeague(ids, homeWins, { seasons: 0, seed: 1 })).toThrow(RangeError);
  });
});
