import type { MarketView, MatchDetail, MatchList, MatchStatePush, MatchView, OddsPush } from '@courtside/contract';

/**
 * Live pushes applied to what was read: the match's state when its version moves on, each market's
 * odds and status when its version does. A push for a version already held changes nothing; `gap`
 * tells the caller to read the match again (a push was missed).
 */
export interface Applied<T> {
  value: T;
  gap: boolean;
}

export function applyMatchState<T extends MatchView>(match: T, push: MatchStatePush): Applied<T> {
  if (push.matchId !== match.id || push.version <= match.version) return { value: match, gap: false };
  const value: T = {
    ...match,
    version: push.version,
    status: push.status as MatchView['status'],
    period: push.period,
    periodName: push.periodName,
    clock: push.clock,
    score: push.score,
  };
  if ('incidents' in match) {
    const detail = match as unknown as MatchDetail;
    const known = new Set(detail.incidents.map((i) => i.id));
    const fresh = push.incidents.filter((i) => !known.has(i.id));
    // The same list when nothing is new, so what draws incidents is not redrawn for a clock tick.
    (value as unknown as MatchDetail).incidents = fresh.length > 0 ? [...detail.incidents, ...fresh] : detail.incidents;
  }
  return { value, gap: push.version > match.version + 1 };
}

type PushedMarket = OddsPush['markets'][number];

const onBoard = (status: string) => status === 'active' || status === 'suspended';

/**
 * A market moved on to a pushed version: its status, and its prices by outcome. An open line keeps
 * only the outcomes the push names (the rest are no longer offered); a closed one keeps them all,
 * unpriced, for their results. Answers null when the push names an outcome never read (its name is
 * not in the push: read the match again).
 */
const moved = (market: MarketView, next: PushedMarket): MarketView | null => {
  const odds = new Map(next.outcomes.map((o) => [o.key, o.odds]));
  const open = onBoard(next.status);
  if (open && next.outcomes.some((o) => !market.outcomes.some((known) => known.key === o.key))) return null;
  return {
    ...market,
    version: next.version,
    status: next.status as MarketView['status'],
    main: next.main,
    outcomes: market.outcomes
      .filter((o) => !open || odds.has(o.key))
      .map((o) => ({ ...o, odds: odds.get(o.key) ?? 0 })),
  };
};

/**
 * Pushed markets applied to a match's markets (`main`: the row's main lines only). A line that left the
 * board (deactivated) or, on a row, is no longer main goes; a line never read that is now on the board
 * (the ladder moved) is a gap, as is a skipped version.
 */
const applyMarkets = (markets: MarketView[], push: OddsPush, main: boolean): Applied<MarketView[]> => {
  let gap = false;
  const pushed = new Map(push.markets.map((m) => [m.id, m]));
  const value = markets.flatMap((market) => {
    const next = pushed.get(market.id);
    if (!next || next.version <= market.version) return [market];
    if (next.version > market.version + 1) gap = true;
    if (next.status === 'deactivated' || (main && !next.main)) return [];
    const after = moved(market, next);
    if (!after) gap = true;
    return [after ?? market];
  });
  const known = new Set(markets.map((m) => m.id));
  if (push.markets.some((m) => !known.has(m.id) && onBoard(m.status) && (!main || m.main))) gap = true;
  return { value, gap };
};

export function applyOdds<T extends MatchView>(match: T, push: OddsPush): Applied<T> {
  if (push.matchId !== match.id) return { value: match, gap: false };
  const main = applyMarkets(match.mainMarkets, push, true);
  let value: T = { ...match, mainMarkets: main.value };
  let gap = main.gap;
  if ('markets' in match) {
    const all = applyMarkets((match as unknown as MatchDetail).markets, push, false);
    value = { ...value, markets: all.value };
    gap ||= all.gap;
  }
  return { value, gap };
}

/** Applies a push to every match of a list page it names. */
export function applyToList(list: MatchList, apply: (match: MatchView) => Applied<MatchView>): Applied<MatchList> {
  let gap = false;
  const items = list.items.map((match) => {
    const applied = apply(match);
    gap ||= applied.gap;
    return applied.value;
  });
  return { value: { ...list, items }, gap };
}
