import type { MarketView, MatchView, OddsPolicy } from '@courtside/contract';
import { type CashOutLeg, cashOutOffer, type LegResult, probabilitiesFromFractions } from '@courtside/domain/betting';
import { CASH_OUT_MARGIN_BP } from './rules';

export type Bettable = ReadonlyMap<number, { market: MarketView; match: MatchView }>;

/** Why a selection cannot be taken now, in the member's words; null when it can. */
export const closedReason = (found: { market: MarketView; match: MatchView } | undefined, outcome: string) => {
  if (!found) return '盘口不存在';
  if (found.match.status !== 'notStarted' && found.match.status !== 'live') return '比赛已结束或已取消';
  if (found.market.status !== 'active') return '盘口已暂停投注';
  const priced = found.market.outcomes.find((o) => o.key === outcome);
  if (!priced || priced.odds <= 0) return '该选项暂不可投注';
  return null;
};

/** The odds an outcome has now (0 when it has none). */
export const currentOdds = (found: { market: MarketView } | undefined, outcome: string): number =>
  found?.market.outcomes.find((o) => o.key === outcome)?.odds ?? 0;

/**
 * Whether a price may be taken at `now` when the member saw (or was given) `seen`: any change,
 * only a better price, or none at all.
 */
export const oddsAllowed = (policy: OddsPolicy, seen: number, now: number): boolean => {
  if (policy === 'any') return true;
  if (policy === 'better') return now >= seen;
  return now === seen;
};

/**
 * The fair chance of an outcome from its market's current prices: the implied probabilities (1 / odds)
 * scaled to sum to one, which takes the book's margin out evenly. A feed delivers prices, not the
 * model behind them, so this is the model's view as far as the book can see it. Quarter lines' half
 * results and whole lines' pushes are not priced apart: a cash-out values them as a loss, which only
 * ever lowers an offer.
 */
export const fairProbability = (market: MarketView, outcome: string): number => {
  const priced = market.outcomes.filter((o) => o.odds > 0);
  const inverse = (odds: number) => 1000 / odds;
  const total = priced.reduce((sum, o) => sum + inverse(o.odds), 0);
  const own = priced.find((o) => o.key === outcome);
  return own && total > 0 ? inverse(own.odds) / total : 0;
};

export interface CashOutLegInput {
  marketId: number;
  outcome: string;
  odds: number;
  result: string | null;
}

/** A cash-out offer for `stake` of a bet, or the reason there is none. */
export const cashOutValue = (
  stake: bigint,
  legs: readonly CashOutLegInput[],
  markets: Bettable,
): { value: bigint } | { reason: string } => {
  if (legs.some((leg) => leg.result === 'lose')) return { reason: '该注单已输' };
  const priced: CashOutLeg[] = [];
  for (const leg of legs) {
    if (leg.result !== null) {
      priced.push({ state: 'settled', odds: leg.odds, result: leg.result as LegResult });
      continue;
    }
    const found = markets.get(leg.marketId);
    if (closedReason(found, leg.outcome) !== null) return { reason: '盘口暂停中，暂不能提前结算' };
    const win = fairProbability(found!.market, leg.outcome);
    const probabilities = probabilitiesFromFractions({ win, halfWin: 0, push: 0, halfLose: 0, lose: 1 - win });
    priced.push({ state: 'open', odds: leg.odds, probabilities });
  }
  const value = cashOutOffer(stake, priced, CASH_OUT_MARGIN_BP);
  return value > 0n ? { value } : { reason: '该注单当前不能提前结算' };
};
