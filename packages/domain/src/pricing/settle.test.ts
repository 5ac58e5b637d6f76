import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forEachScore, scoreMatrix } from './football';
import { footballAsianHandicap, footballOverUnder } from './football-markets';
import type { MarketKey } from './markets';
import { emptyDistribution, type SettlementResult } from './results';
import { type FootballStats, type MatchStats, settleMarket, settleOutcome } from './settle';

const football = (
  home: number,
  away: number,
  htHome = 0,
  htAway = 0,
  goals?: FootballStats['goals'],
): FootballStats => ({
  sport: 'football',
  fullTime: { home, away },
  halfTime: { home: htHome, away: htAway },
  goals,
});
const results = (key: MarketKey, specifier: string, stats: MatchStats) =>
  Object.fromEntries(settleMarket(key, specifier, stats).map((s) => [s.outcome, s.result]));

describe('football settlement', () => {
  // [specifier, full-time score, home result, away result]: hand-worked Asian handicap cases.
  it.each<[string, number, number, SettlementResult, SettlementResult]>([
    ['hcp=-0.75', 1, 0, 'half-win', 'half-lose'],
    ['hcp=-0.75', 2, 0, 'win', 'lose'],
    ['hcp=-0.75', 1, 1, 'lose', 'win'],
    ['hcp=-0.25', 1, 1, 'half-lose', 'half-win'],
    ['hcp=-0.25', 2, 1, 'win', 'lose'],
    ['hcp=0.25', 1, 1, 'half-win', 'half-lose'],
    ['hcp=0', 0, 0, 'push', 'push'],
    ['hcp=-1', 2, 1, 'push', 'push'],
    ['hcp=-1', 3, 1, 'win', 'lose'],
    ['hcp=-1.25', 2, 1, 'half-lose', 'half-win'],
    ['hcp=-1.5', 2, 1, 'lose', 'win'],
    ['hcp=1.75', 0, 2, 'half-lose', 'half-win'],
  ])('Asian handicap %s at %i-%i: home %s, away %s', (specifier, home, away, homeResult, awayResult) => {
    expect(results('fb.ah', specifier, football(home, away))).toEqual({ home: homeResult, away: awayResult });
  });

  it.each<[string, number, SettlementResult, SettlementResult]>([
    ['total=2.5', 3, 'win', 'lose'],
    ['total=2.5', 2, 'lose', 'win'],
    ['total=2.25', 2, 'half-lose', 'half-win'],
    ['total=2.75', 3, 'half-win', 'half-lose'],
    ['total=3', 3, 'push', 'push'],
    ['total=0.5', 0, 'lose', 'win'],
  ])('over/under %s with %i goals: over %s, under %s', (specifier, goals, over, under) => {
    expect(results('fb.ou', specifier, football(goals, 0))).toEqual({ over, under });
  });

  it('gives the void factors of the feed convention', () => {
    expect(settleOutcome('fb.ah', 'hcp=-0.75', 'home', football(1, 0))).toEqual({
      outcome: 'home',
      result: 'half-win',
      voidFactor: 0.5,
    });
    expect(settleOutcome('fb.ah', 'hcp=-0.75', 'away', football(1, 0)).voidFactor).toBe(0.5);
    expect(settleOutcome('fb.ah', 'hcp=0', 'home', football(0, 0)).voidFactor).toBe(1);
    expect(settleOutcome('fb.ah', 'hcp=-0.5', 'home', football(1, 0)).voidFactor).toBe(0);
  });

  it('settles 1X2, correct score, both teams to score and the half-time markets', () => {
    const stats = football(2, 1, 0, 1);
    expect(results('fb.1x2', '', stats)).toEqual({ home: 'win', draw: 'lose', away: 'lose' });
    expect(results('fb.ht1x2', '', stats)).toEqual({ home: 'lose', draw: 'lose', away: 'win' });
    expect(results('fb.htou', 'total=0.5', stats)).toEqual({ over: 'win', under: 'lose' });
    expect(results('fb.btts', '', stats)).toEqual({ yes: 'win', no: 'lose' });
    const cs = results('fb.cs', '', stats);
    expect(Object.keys(cs)).toHaveLength(26);
    expect(Object.entries(cs).filter(([, r]) => r === 'win')).toEqual([['2-1', 'win']]);
    expect(results('fb.cs', '', football(5, 0)).other).toBe('win');
    expect(results('fb.1x2', '', football(1, 1)).draw).toBe('win');
  });

  it('settles the next goal from the goal sequence, none when it never came', () => {
    const stats = football(1, 1, 1, 0, ['home', 'away']);
    expect(results('fb.nextgoal', 'goalnr=1', stats)).toEqual({ home: 'win', none: 'lose', away: 'lose' });
    expect(results('fb.nextgoal', 'goalnr=2', stats)).toEqual({ home: 'lose', none: 'lose', away: 'win' });
    expect(results('fb.nextgoal', 'goalnr=3', stats)).toEqual({ home: 'lose', none: 'win', away: 'lose' });
    expect(() => settleMarket('fb.nextgoal', 'goalnr=1', football(1, 1))).toThrow(RangeError);
  });

  it('refuses inconsistent stats and the wrong sport', () => {
    expect(() => settleMarket('fb.1x2', '', football(1, 0, 2, 0))).toThrow(RangeError);
    expect(() => settleMarket('fb.1x2', '', football(1, 0, 0, 0, ['away']))).toThrow(RangeError);
    expect(() => settleMarket('bk.ml', '', football(1, 0))).toThrow(RangeError);
    expect(() => settleMarket('fb.ah', 'hcp=0.1', football(1, 0))).toThrow(RangeError);
  });

  it('agrees with the pricing: settling every final score reproduces the priced result distribution', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.2, max: 3, noNaN: true }),
        fc.double({ min: 0.2, max: 3, noNaN: true }),
        fc.integer({ min: -14, max: 14 }),
        fc.integer({ min: 2, max: 30 }),
        (home, away, hcpQuarters, totalQuarters) => {
          const m = scoreMatrix({ home, away });
          const priced = [footballAsianHandicap(m, hcpQuarters / 4), footballOverUnder(m, totalQuarters / 4)];
          for (const market of priced) {
            const settled = Object.fromEntries(market.outcomes.map((o) => [o.outcome, emptyDistribution()]));
            forEachScore(m, (h, a, p) => {
              for (const s of settleMarket(market.key, market.specifier, football(h, a)))
                settled[s.outcome]![s.result] += p;
            });
            for (const outcome of market.outcomes) {
              for (const [result, p] of Object.entries(outcome.results)) {
                expect(settled[outcome.outcome]![result as SettlementResult]).toBeCloseTo(p, 12);
              }
            }
          }
        },
      ),
    );
  });
});

describe('basketball settlement', () => {
  const game = (periods: [number, number][]): MatchStats => ({
    sport: 'basketball',
    periods: periods.map(([home, away]) => ({ home, away })),
  });
  const regulation = game([
    [25, 20],
    [22, 30],
    [28, 28],
    [25, 20],
  ]);

  it('settles full-game markets on the final score, overtime included', () => {
    expect(results('bk.ml', '', regulation)).toEqual({ home: 'win', away: 'lose' });
    expect(results('bk.spread', 'hcp=-2.5', regulation)).toEqual({ home: 'lose', away: 'win' });
    expect(results('bk.spread', 'hcp=-2', regulation)).toEqual({ home: 'push', away: 'push' });
    expect(results('bk.total', 'total=197.5', regulation)).toEqual({ over: 'win', under: 'lose' });
    const overtime = game([
      [25, 25],
      [25, 25],
      [25, 25],
      [25, 25],
      [10, 12],
    ]);
    expect(results('bk.ml', '', overtime)).toEqual({ home: 'lose', away: 'win' });
    expect(results('bk.total', 'total=210.5', overtime)).toEqual({ over: 'win', under: 'lose' });
  });

  it('settles quarters on their own points, a tied quarter pushing the moneyline', () => {
    expect(results('bk.q.ml', 'quarter=1', regulation)).toEqual({ home: 'win', away: 'lose' });
    expect(results('bk.q.ml', 'quarter=3', regulation)).toEqual({ home: 'push', away: 'push' });
    expect(results('bk.q.spread', 'quarter=2|hcp=8.5', regulation)).toEqual({ home: 'win', away: 'lose' });
    expect(results('bk.q.spread', 'quarter=2|hcp=7.5', regulation)).toEqual({ home: 'lose', away: 'win' });
    expect(results('bk.q.total', 'quarter=4|total=45.5', regulation)).toEqual({ over: 'lose', under: 'win' });
    expect(() => settleMarket('bk.q.ml', 'quarter=5', regulation)).toThrow(RangeError);
    expect(() => settleMarket('bk.ml', '', game([[1, 0]]))).toThrow(RangeError);
  });
});

describe('esports settlement', () => {
  const series = (maps: ('home' | 'away')[], bestOf: 1 | 3 | 5 = 3): MatchStats => ({ sport: 'esports', bestOf, maps });

  it('settles winner, map handicap, total maps and per-map winners', () => {
    const twoNil = series(['home', 'home']);
    expect(results('es.ml', '', twoNil)).toEqual({ home: 'win', away: 'lose' });
    expect(results('es.maphcp', 'hcp=-1.5', twoNil)).toEqual({ home: 'win', away: 'lose' });
    expect(results('es.maphcp', 'hcp=-1.5', series(['home', 'away', 'home']))).toEqual({ home: 'lose', away: 'win' });
    expect(results('es.totalmaps', 'total=2.5', twoNil)).toEqual({ over: 'lose', under: 'win' });
    expect(results('es.mapwinner', 'map=2', series(['home', 'away', 'away']))).toEqual({ home: 'lose', away: 'win' });
  });

  it('voids a map that was never played', () => {
    const settled = settleMarket('es.mapwinner', 'map=3', series(['away', 'away']));
    expect(settled).toEqual([
      { outcome: 'home', result: 'void', voidFactor: 1 },
      { outcome: 'away', result: 'void', voidFactor: 1 },
    ]);
  });

  it('refuses an unfinished or overplayed series', () => {
    expect(() => settleMarket('es.ml', '', series(['home', 'away']))).toThrow(RangeError);
    expect(() => settleMarket('es.ml', '', series(['home', 'home', 'away']))).toThrow(RangeError);
    expect(() => settleMarket('es.mapwinner', 'map=4', series(['home', 'home']))).toThrow(RangeError);
  });
});

describe('outright settlement', () => {
  it('wins the winner and loses everyone else', () => {
    const stats: MatchStats = { sport: 'outright', entrants: ['a', 'b', 'c'], winner: 'b' };
    expect(results('outright', '', stats)).toEqual({ a: 'lose', b: 'win', c: 'lose' });
    expect(() => settleMarket('outright', '', { ...stats, winner: 'z' })).toThrow(RangeError);
  });
});
