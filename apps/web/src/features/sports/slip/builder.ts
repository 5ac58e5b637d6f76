import type { MarketView, OutcomeView } from '@courtside/contract';
import { create } from 'zustand';
import { type BuilderLeg, removePick, SLIP_MAX, togglePick, useSlip } from './store';

/** The bet builder being put together on a match page (组合投注): one match at a time. */
interface BuilderState {
  matchId: number | null;
  legs: BuilderLeg[];
}

export const useBuilder = create<BuilderState>(() => ({ matchId: null, legs: [] }));

/** Adds or takes off a selection; one per market, and a new match starts a new builder. */
export function toggleBuilderLeg(matchId: number, market: MarketView, outcome: OutcomeView): void {
  const state = useBuilder.getState();
  const legs = state.matchId === matchId ? state.legs : [];
  const same = legs.find((l) => l.marketId === market.id);
  const leg: BuilderLeg = {
    marketId: market.id,
    outcome: outcome.key,
    odds: outcome.odds,
    marketVersion: market.version,
    marketName: market.name,
    outcomeName: outcome.name,
  };
  const next =
    same?.outcome === outcome.key
      ? legs.filter((l) => l !== same)
      : same
        ? legs.map((l) => (l === same ? leg : l))
        : legs.length < SLIP_MAX
          ? [...legs, leg]
          : legs;
  useBuilder.setState({ matchId, legs: next });
}

export const clearBuilder = () => useBuilder.setState({ matchId: null, legs: [] });

/**
 * Puts the builder on the slip as one selection at its combined price. Its id is the match's, negated:
 * a slip holds one builder per match, and no market's live news ever matches it.
 */
export function addBuilderToSlip(
  context: { matchId: number; live: boolean; matchLabel: string },
  odds: number,
  name: string,
) {
  const { legs } = useBuilder.getState();
  const pick = {
    marketId: -context.matchId,
    matchId: context.matchId,
    outcome: legs.map((l) => `${l.marketId}:${l.outcome}`).join(','),
    odds,
    marketVersion: 1,
    open: true,
    live: context.live,
    matchLabel: context.matchLabel,
    marketName: name,
    outcomeName: legs.map((l) => l.outcomeName).join(' + '),
    builderLegs: legs,
  };
  // The same builder again is taken at its new price rather than taken off.
  if (useSlip.getState().picks.some((p) => p.marketId === pick.marketId && p.outcome === pick.outcome)) {
    removePick(pick.marketId);
  }
  togglePick(pick);
  clearBuilder();
}
