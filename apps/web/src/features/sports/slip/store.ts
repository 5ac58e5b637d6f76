import type { OddsPolicy } from '@courtside/contract';
import { sameShownOdds } from '@courtside/domain/pricing';
import { create } from 'zustand';

/** One selection on the slip, with what the member agreed to and what the market says now. */
export interface Pick {
  marketId: number;
  matchId: number;
  outcome: string;
  /** The price now (live pushes and the server's answers keep it current). */
  odds: number;
  /** The price the member agreed to; a different `odds` waits for their tap. */
  acceptedOdds: number;
  marketVersion: number;
  /** The market takes bets now (not suspended or closed). */
  open: boolean;
  live: boolean;
  matchLabel: string;
  marketName: string;
  outcomeName: string;
  /** A bet builder (组合投注): its selections, priced together at `odds`; it is bet as a single. */
  builderLegs?: BuilderLeg[];
}

/** One selection of a bet builder, as the member picked it. */
export interface BuilderLeg {
  marketId: number;
  outcome: string;
  odds: number;
  marketVersion: number;
  marketName: string;
  outcomeName: string;
}

export type SlipMode = 'single' | 'parlay';

export interface SlipFreeBet {
  id: number;
  amount: string;
}

export interface SlipState {
  picks: Pick[];
  mode: SlipMode;
  /** Stakes as typed: per market on the 单关 tab, per system type (n串1, 3串4 ...) on the 串关 tab. */
  stakes: Record<string, string>;
  /** The free bet token chosen for a single, by market: its stake is the token's amount. */
  freeBets: Record<string, SlipFreeBet>;
  policy: OddsPolicy;
  expanded: boolean;
}

/** The most selections a slip holds, as many as a parlay may have. */
export const SLIP_MAX = 10;
const KEY = 'betSlip';

const initial = (): SlipState => {
  const empty: SlipState = { picks: [], mode: 'single', stakes: {}, freeBets: {}, policy: 'better', expanded: false };
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<SlipState> | null;
    if (!saved || !Array.isArray(saved.picks)) return empty;
    return { ...empty, picks: saved.picks.slice(0, SLIP_MAX), policy: saved.policy === 'any' ? 'any' : 'better' };
  } catch {
    return empty;
  }
};

/** The slip outlives a page change and a reload of the tab, not the tab itself. */
export const useSlip = create<SlipState>(initial);

useSlip.subscribe((state) => {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ picks: state.picks, policy: state.policy }));
  } catch {
    // private mode: the slip lives as long as the page
  }
});

/**
 * Adds a selection, or takes it off when it is already there. A market holds one selection: picking
 * another outcome of it replaces the first. Answers false when the slip is full.
 */
export function togglePick(pick: Omit<Pick, 'acceptedOdds'>): boolean {
  const { picks } = useSlip.getState();
  const same = picks.find((p) => p.marketId === pick.marketId);
  if (same?.outcome === pick.outcome) {
    removePick(pick.marketId);
    return true;
  }
  if (!same && picks.length >= SLIP_MAX) return false;
  const next = { ...pick, acceptedOdds: pick.odds };
  useSlip.setState({
    picks: same ? picks.map((p) => (p.marketId === pick.marketId ? next : p)) : [...picks, next],
  });
  return true;
}

export function removePick(marketId: number): void {
  const { picks, stakes, freeBets } = useSlip.getState();
  const { [String(marketId)]: _gone, ...rest } = stakes;
  const { [String(marketId)]: _token, ...tokens } = freeBets;
  useSlip.setState({ picks: picks.filter((p) => p.marketId !== marketId), stakes: rest, freeBets: tokens });
}

/** Empties the slip; an open sheet stays open, since it may be showing the receipt of what was just placed. */
export function clearSlip(): void {
  useSlip.setState({ picks: [], stakes: {}, freeBets: {} });
}

/**
 * Empties the stakes of bets just placed, so that placing again never repeats them. Once no stake is
 * left the slip has done its work and empties.
 */
export function clearStakes(keys: readonly string[]): void {
  const stakes = { ...useSlip.getState().stakes };
  const freeBets = { ...useSlip.getState().freeBets };
  for (const key of keys) {
    delete stakes[key];
    delete freeBets[key];
  }
  if (Object.values(stakes).some((value) => value.trim() !== '')) useSlip.setState({ stakes, freeBets });
  else clearSlip();
}

export const setStake = (key: string, value: string) =>
  useSlip.setState((s) => ({ stakes: { ...s.stakes, [key]: value } }));

/** Stakes a single with a free bet token (its amount is the stake), or, with null, with money again. */
export function setFreeBet(key: string, token: SlipFreeBet | null): void {
  useSlip.setState((s) => {
    const { [key]: _was, ...rest } = s.freeBets;
    return token
      ? { freeBets: { ...rest, [key]: token }, stakes: { ...s.stakes, [key]: token.amount } }
      : { freeBets: rest, stakes: { ...s.stakes, [key]: '' } };
  });
}

export const setMode = (mode: SlipMode) => useSlip.setState({ mode });
export const setPolicy = (policy: OddsPolicy) => useSlip.setState({ policy });
export const setExpanded = (expanded: boolean) => useSlip.setState({ expanded });

/** Market news (a live push, a fresh read, the server's refusal) applied to the selections on those markets. */
export function applyMarkets(
  markets: readonly {
    id: number;
    status: string;
    version: number;
    outcomes: readonly { key: string; odds: number }[];
  }[],
): void {
  const byId = new Map(markets.map((m) => [m.id, m]));
  const { picks } = useSlip.getState();
  if (!picks.some((p) => byId.has(p.marketId))) return;
  useSlip.setState({
    picks: picks.map((p) => {
      const market = byId.get(p.marketId);
      if (!market || market.version < p.marketVersion) return p;
      const odds = market.outcomes.find((o) => o.key === p.outcome)?.odds ?? 0;
      return {
        ...quietly({ ...p, odds: odds > 0 ? odds : p.odds }),
        open: market.status === 'active' && odds > 0,
        marketVersion: market.version,
      };
    }),
  });
}

/**
 * The server refused these markets as closed. Its refusal carries no version, so it cannot go through
 * `applyMarkets`; the selections lock until a push or a read with a newer version reopens them.
 */
export const closePicks = (marketIds: readonly number[]) =>
  useSlip.setState((s) => ({
    picks: s.picks.map((p) => (marketIds.includes(p.marketId) ? { ...p, open: false } : p)),
  }));

/** A new price for one selection (a builder re-priced by the server); the member accepts it as any other. */
export const repricePick = (marketId: number, odds: number) =>
  useSlip.setState((s) => ({ picks: s.picks.map((p) => (p.marketId === marketId ? quietly({ ...p, odds }) : p)) }));

/**
 * A move the member cannot see (1.955 to 1.951 both show 1.95, in either format) is taken as agreed:
 * asking them to accept "1.95 → 1.95" would be nonsense, and the price they agreed to is what they see.
 */
const quietly = (pick: Pick): Pick =>
  pick.odds !== pick.acceptedOdds && sameShownOdds(pick.odds, pick.acceptedOdds)
    ? { ...pick, acceptedOdds: pick.odds }
    : pick;

/** The member takes the prices now. */
export const acceptChanges = () =>
  useSlip.setState((s) => ({ picks: s.picks.map((p) => ({ ...p, acceptedOdds: p.odds })) }));

/**
 * A price moved against what the member agreed to (a better one is taken under the default policy),
 * as far as the member can see: a change inside the shown hundredth is no change.
 */
export const needsAcceptance = (pick: Pick, policy: OddsPolicy): boolean =>
  isShownChange(pick) &&
  (policy === 'any' ? false : policy === 'better' ? pick.odds < pick.acceptedOdds : pick.odds !== pick.acceptedOdds);

/** Whether the price now shows differently from the one agreed to (the slip's old → new). */
export const isShownChange = (pick: Pick): boolean => !sameShownOdds(pick.odds, pick.acceptedOdds);

export const isPicked = (picks: readonly Pick[], marketId: number, outcome: string) =>
  picks.some((p) => p.marketId === marketId && p.outcome === outcome);

/** A selection as a chat room shares it (跟单). */
export interface SharedPick {
  marketId: number;
  matchId: number;
  outcome: string;
  odds: number;
  home: string;
  away: string;
  marketName: string;
  outcomeName: string;
}

/**
 * Copies selections someone shared (跟单 in a chat room) into the slip: each takes its market's place
 * (a pick already on that market is replaced), priced as shared until the market's next read or push
 * brings the price now. Answers how many were copied; the slip's limit stops the rest.
 */
export function copyPicks(shared: readonly SharedPick[]): number {
  let copied = 0;
  for (const pick of shared) {
    const { picks } = useSlip.getState();
    const same = picks.some((p) => p.marketId === pick.marketId);
    if (!same && picks.length >= SLIP_MAX) break;
    // Version 0: the first market read or push of any version overrides the shared price.
    const next: Pick = {
      marketId: pick.marketId,
      matchId: pick.matchId,
      outcome: pick.outcome,
      odds: pick.odds,
      acceptedOdds: pick.odds,
      marketVersion: 0,
      open: true,
      live: false,
      matchLabel: `${pick.home} vs ${pick.away}`,
      marketName: pick.marketName,
      outcomeName: pick.outcomeName,
    };
    useSlip.setState({ picks: same ? picks.map((p) => (p.marketId === pick.marketId ? next : p)) : [...picks, next] });
    copied += 1;
  }
  if (copied > 0) useSlip.setState({ expanded: true });
  return copied;
}
