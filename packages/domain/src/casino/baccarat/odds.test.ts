import { describe, expect, it } from 'vitest';
import { addFractions, formatFractionPercent } from '../fraction';
import { baccaratHouseEdges, baccaratOdds } from './odds';

const percent = (edges: ReturnType<typeof baccaratHouseEdges>) =>
  Object.fromEntries(Object.entries(edges).map(([kind, edge]) => [kind, formatFractionPercent(edge, 4)]));

describe('baccarat house edges by exact enumeration', () => {
  it('8 decks: banker 1.0579%, player 1.2351%, tie 14.3596%, pairs 10.3614%', () => {
    expect(percent(baccaratHouseEdges(8))).toEqual({
      player: '1.2351',
      banker: '1.0579',
      tie: '14.3596',
      playerPair: '10.3614',
      bankerPair: '10.3614',
    });
  });

  it('8 decks: player 44.6247%, banker 45.8597%, tie 9.5156% of hands, adding up to one', () => {
    const odds = baccaratOdds(8);
    expect(formatFractionPercent(odds.player, 4)).toBe('44.6247');
    expect(formatFractionPercent(odds.banker, 4)).toBe('45.8597');
    expect(formatFractionPercent(odds.tie, 4)).toBe('9.5156');
    expect([odds.player, odds.banker, odds.tie].reduce(addFractions)).toEqual({ num: 1n, den: 1n });
    expect(odds.pair).toEqual({ num: 31n, den: 415n });
  });

  it('6 decks and an infinite shoe match the published tables', () => {
    expect(percent(baccaratHouseEdges(6))).toMatchObject({ banker: '1.0558', player: '1.2374', tie: '14.4382' });
    expect(percent(baccaratHouseEdges('infinite'))).toMatchObject({
      banker: '1.0640',
      player: '1.2281',
      tie: '14.1170',
    });
  });

  it('refuses a shoe it cannot count exactly', () => {
    expect(() => baccaratOdds(9)).toThrow(RangeError);
    expect(() => baccaratOdds(0)).toThrow(RangeError);
  });
});
