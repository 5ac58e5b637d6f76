import type { MarketView } from '@courtside/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { placeRequestOf } from './api';
import { addBuilderToSlip, clearBuilder, toggleBuilderLeg, useBuilder } from './builder';
import { canParlay, singleBets } from './combos';
import { placingOf } from './place';
import { clearSlip, togglePick, useSlip } from './store';

const market = (id: number, type: string, keys: string[]): MarketView => ({
  id,
  matchId: 7,
  type,
  specifier: type === 'fb.ou' ? 'total=2.5' : '',
  name: type,
  group: 'main',
  status: 'active',
  main: true,
  version: 3,
  outcomes: keys.map((key, i) => ({ key, name: key, odds: 1800 + i * 100, result: null })),
});
const winner = market(11, 'fb.1x2', ['home', 'draw', 'away']);
const total = market(12, 'fb.ou', ['over', 'under']);
const context = { matchId: 7, live: false, matchLabel: 'A vs B' };

describe('the bet builder', () => {
  beforeEach(() => {
    clearBuilder();
    clearSlip();
  });

  it('keeps one outcome per market, and starts again on another match', () => {
    toggleBuilderLeg(7, winner, winner.outcomes[0]!);
    toggleBuilderLeg(7, winner, winner.outcomes[2]!);
    toggleBuilderLeg(7, total, total.outcomes[0]!);
    expect(useBuilder.getState().legs.map((l) => l.outcome)).toEqual(['away', 'over']);
    toggleBuilderLeg(7, total, total.outcomes[0]!);
    expect(useBuilder.getState().legs.map((l) => l.outcome)).toEqual(['away']);
    toggleBuilderLeg(8, winner, winner.outcomes[0]!);
    expect(useBuilder.getState()).toMatchObject({ matchId: 8, legs: [{ outcome: 'home' }] });
  });

  it('goes on the slip as one single at its combined price, never into a parlay', () => {
    toggleBuilderLeg(7, winner, winner.outcomes[0]!);
    toggleBuilderLeg(7, total, total.outcomes[0]!);
    addBuilderToSlip(context, 3150, '组合投注');
    expect(useBuilder.getState().legs).toEqual([]);
    const [pick] = useSlip.getState().picks;
    expect(pick).toMatchObject({ marketId: -7, odds: 3150, outcomeName: 'home + over' });
    togglePick({ ...pick!, marketId: 21, matchId: 9, outcome: 'home', builderLegs: undefined } as never);
    expect(canParlay(useSlip.getState().picks)).toBe(false);
    const [bet] = singleBets(useSlip.getState().picks, { '-7': '100' });
    expect(bet).toMatchObject({ kind: 'builder', potential: 31_500n });
    // The slip's receipt names it by its legs, not by its key (-7).
    expect(placingOf(bet!).label).toBe('home + over');
    expect(placeRequestOf(bet!, 'better', 'req-12345678')).toEqual({
      requestId: 'req-12345678',
      kind: 'builder',
      stake: '100.00',
      oddsPolicy: 'better',
      builderOdds: 3150,
      legs: [
        { marketId: 11, outcome: 'home', odds: 1800, marketVersion: 3 },
        { marketId: 12, outcome: 'over', odds: 1800, marketVersion: 3 },
      ],
    });
  });
});
