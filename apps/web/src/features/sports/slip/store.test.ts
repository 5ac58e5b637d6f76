import { beforeEach, describe, expect, it } from 'vitest';
import {
  acceptChanges,
  applyMarkets,
  clearSlip,
  clearStakes,
  closePicks,
  copyPicks,
  isShownChange,
  needsAcceptance,
  type Pick,
  SLIP_MAX,
  setStake,
  togglePick,
  useSlip,
} from './store';

const pick = (marketId: number, outcome = 'home', odds = 2000): Omit<Pick, 'acceptedOdds'> => ({
  marketId,
  matchId: marketId * 10,
  outcome,
  odds,
  marketVersion: 1,
  open: true,
  live: false,
  matchLabel: 'A vs B',
  marketName: '全场独赢',
  outcomeName: outcome,
});

describe('the bet slip store', () => {
  beforeEach(() => clearSlip());

  it('adds a selection, replaces it with another outcome of the same market, and takes it off on a second tap', () => {
    togglePick(pick(1));
    togglePick(pick(1, 'away', 3500));
    expect(useSlip.getState().picks.map((p) => [p.marketId, p.outcome])).toEqual([[1, 'away']]);
    togglePick(pick(1, 'away', 3500));
    expect(useSlip.getState().picks).toEqual([]);
  });

  it('holds at most as many selections as a parlay may have', () => {
    for (let id = 1; id <= SLIP_MAX; id += 1) expect(togglePick(pick(id))).toBe(true);
    expect(togglePick(pick(99))).toBe(false);
    expect(useSlip.getState().picks).toHaveLength(SLIP_MAX);
  });

  it('follows the market: a lower price waits for the member, a suspension locks the pick, older news is ignored', () => {
    togglePick(pick(1));
    applyMarkets([{ id: 1, status: 'active', version: 2, outcomes: [{ key: 'home', odds: 1800 }] }]);
    let [p] = useSlip.getState().picks;
    expect(p).toMatchObject({ odds: 1800, acceptedOdds: 2000, open: true, marketVersion: 2 });
    expect(needsAcceptance(p!, 'better')).toBe(true);
    expect(needsAcceptance(p!, 'any')).toBe(false);
    applyMarkets([{ id: 1, status: 'active', version: 1, outcomes: [{ key: 'home', odds: 2500 }] }]);
    expect(useSlip.getState().picks[0]!.odds).toBe(1800);
    acceptChanges();
    [p] = useSlip.getState().picks;
    expect(needsAcceptance(p!, 'none')).toBe(false);
    applyMarkets([{ id: 1, status: 'suspended', version: 3, outcomes: [{ key: 'home', odds: 1800 }] }]);
    expect(useSlip.getState().picks[0]!.open).toBe(false);
  });

  it('never asks the member to accept a change they cannot see (1.955 → 1.951 both show 1.95)', () => {
    togglePick(pick(1, 'home', 1955));
    applyMarkets([{ id: 1, status: 'active', version: 2, outcomes: [{ key: 'home', odds: 1951 }] }]);
    let [p] = useSlip.getState().picks;
    expect(p).toMatchObject({ odds: 1951, acceptedOdds: 1951 });
    expect(needsAcceptance(p!, 'better')).toBe(false);
    expect(needsAcceptance(p!, 'none')).toBe(false);
    expect(isShownChange(p!)).toBe(false);
    // A move the member can see still waits for them, shown against the price they agreed to.
    applyMarkets([{ id: 1, status: 'active', version: 3, outcomes: [{ key: 'home', odds: 1949 }] }]);
    [p] = useSlip.getState().picks;
    expect(p).toMatchObject({ odds: 1949, acceptedOdds: 1951 });
    expect(needsAcceptance(p!, 'better')).toBe(true);
    expect(isShownChange(p!)).toBe(true);
    // A pick agreed at a price that drifted unseen (an older slip) shows no change either.
    const drifted = { ...p!, odds: 1952, acceptedOdds: 1958 };
    expect(needsAcceptance(drifted, 'better')).toBe(false);
    expect(isShownChange(drifted)).toBe(false);
  });

  it('locks a selection the server refused as closed, though the refusal has no version, until newer news reopens it', () => {
    togglePick({ ...pick(1), marketVersion: 5 });
    togglePick(pick(2));
    closePicks([1]);
    expect(useSlip.getState().picks.map((p) => p.open)).toEqual([false, true]);
    applyMarkets([{ id: 1, status: 'active', version: 6, outcomes: [{ key: 'home', odds: 2000 }] }]);
    expect(useSlip.getState().picks[0]!.open).toBe(true);
  });

  it('forgets the stakes of placed bets so a second tap cannot place them again, and empties once none is left', () => {
    togglePick(pick(1));
    togglePick(pick(2));
    setStake('1', '100');
    setStake('2', '50');
    clearStakes(['1']);
    expect(useSlip.getState().stakes).toEqual({ '2': '50' });
    expect(useSlip.getState().picks).toHaveLength(2);
    clearStakes(['2']);
    expect(useSlip.getState().picks).toEqual([]);
  });

  it('copies shared selections (跟单), replacing a pick on the same market, up to the slip limit', () => {
    togglePick(pick(1, 'home'));
    const shared = (marketId: number, outcome: string) => ({
      marketId,
      matchId: marketId * 10,
      outcome,
      odds: 2000,
      home: 'A',
      away: 'B',
      marketName: '全场独赢',
      outcomeName: outcome,
    });
    expect(copyPicks([shared(1, 'away'), shared(2, 'draw')])).toBe(2);
    const { picks, expanded } = useSlip.getState();
    expect(picks.map((p) => [p.marketId, p.outcome, p.marketVersion])).toEqual([
      [1, 'away', 0],
      [2, 'draw', 0],
    ]);
    expect(expanded).toBe(true);
    // A market read of any version brings the price now.
    applyMarkets([{ id: 2, status: 'active', version: 1, outcomes: [{ key: 'draw', odds: 3100 }] }]);
    expect(useSlip.getState().picks[1]).toMatchObject({ odds: 3100, marketVersion: 1 });
    const many = Array.from({ length: SLIP_MAX + 3 }, (_, i) => shared(100 + i, 'home'));
    expect(copyPicks(many)).toBe(SLIP_MAX - 2);
    expect(useSlip.getState().picks).toHaveLength(SLIP_MAX);
  });
});
