import type { BetView, OddsPolicy } from '@courtside/contract';
import { toMinorUnits } from '@courtside/domain';
import { sameShownOdds } from '@courtside/domain/pricing';
import { api } from '../../../api/client';
import { isApiError } from '../../../api/errors';
import { i18n } from '../../../i18n';
import { isUnanswered, newRequestId } from '../../../shared/requestId';
import { placeRequestOf } from './api';
import type { SlipBet } from './combos';
import { applyMarkets, clearStakes, closePicks, repricePick, useSlip } from './store';

/** What became of one bet of the slip after the member confirmed. */
export interface Outcome {
  key: string;
  label: string;
  /** `unknown`: no answer came back, so the bet may stand; 注单 tells. */
  state: 'placing' | 'pending' | 'accepted' | 'rejected' | 'failed' | 'unknown';
  /** What the bet takes from the sports wallet, in minor units. */
  stake: bigint;
  message?: string;
  bet?: BetView;
  /** The sports wallet was short (10620): the server's shortfall for this bet alone, in minor units. */
  shortfall?: bigint;
}

export const placingOf = (bet: SlipBet): Outcome => ({
  key: bet.key,
  // A builder's key is its match's negated id (a pick's key is its market id); its pick names its legs.
  label: bet.kind === 'single' || bet.kind === 'builder' ? bet.picks[0]!.outcomeName : bet.key,
  state: 'placing',
  stake: bet.walletStake,
});

type LegNews = { marketId: number; outcome: string; odds?: number; marketVersion?: number };

/** A refusal about prices or markets puts the server's news on the slip, where the member accepts it. */
function applyRefusal(error: unknown, bet: SlipBet): void {
  if (!isApiError(error)) return;
  const data = error.data as { legs?: LegNews[]; builderOdds?: number } | null;
  if (error.code === 10670 && data?.legs) closePicks(data.legs.map((leg) => leg.marketId));
  if (error.code === 10671 && data?.legs) {
    applyMarkets(
      data.legs.map((leg) => ({
        id: leg.marketId,
        status: 'active',
        version: leg.marketVersion ?? 0,
        outcomes: [{ key: leg.outcome, odds: leg.odds ?? 0 }],
      })),
    );
  }
  if (error.code === 10671 && data?.builderOdds && bet.kind === 'builder') {
    repricePick(bet.picks[0]!.marketId, data.builderOdds);
  }
}

/**
 * The price moved between the member's look and the server's, but only inside the hundredth the slip
 * shows: every refused leg's price now shows as the one sent. Telling the member "赔率已变化" with the
 * same figure twice would be nonsense, so the bet is sent once more at the price now.
 */
function unseenChange(error: unknown, bet: SlipBet): boolean {
  if (!isApiError(error) || error.code !== 10671 || bet.kind === 'builder') return false;
  const legs = (error.data as { legs?: LegNews[] } | null)?.legs;
  if (!legs || legs.length === 0) return false;
  return legs.every((leg) => {
    const sent = bet.picks.find((p) => p.marketId === leg.marketId);
    return sent !== undefined && leg.odds !== undefined && leg.odds > 0 && sameShownOdds(leg.odds, sent.acceptedOdds);
  });
}

/** The bet again with its selections as the slip holds them now (prices and versions the refusal brought). */
function refreshed(bet: SlipBet): SlipBet {
  const now = useSlip.getState().picks;
  return { ...bet, picks: bet.picks.map((p) => now.find((n) => n.marketId === p.marketId) ?? p) };
}

async function placeOne(bet: SlipBet, policy: OddsPolicy, again = false): Promise<Outcome> {
  const started = placingOf(bet);
  const request = placeRequestOf(bet, policy, newRequestId());
  // A request that got no answer may have placed the bet: it is asked once more under the same
  // requestId, which returns that bet instead of placing a second one.
  const send = () => api.sportsbook.place(request);
  try {
    const placed = await send().catch((error: unknown) => (isUnanswered(error) ? send() : Promise.reject(error)));
    return { ...started, state: placed.state === 'pending' ? 'pending' : 'accepted', bet: placed };
  } catch (error) {
    if (isUnanswered(error)) return { ...started, state: 'unknown', message: i18n.t('sports.slip.unknown') };
    applyRefusal(error, bet);
    if (!again && unseenChange(error, bet)) return placeOne(refreshed(bet), policy, true);
    const shortfall =
      isApiError(error) && error.code === 10620 ? (error.data as { shortfall?: string } | null)?.shortfall : undefined;
    return {
      ...started,
      state: 'failed',
      message: error instanceof Error ? error.message : i18n.t('sports.slip.failed'),
      ...(shortfall ? { shortfall: toMinorUnits(shortfall) } : {}),
    };
  }
}

/**
 * Places the bets side by side, each under its own requestId. The stakes of bets that may stand (taken,
 * or unanswered) are emptied, so that placing again cannot repeat them; what was refused stays to fix.
 */
export async function placeBets(bets: readonly SlipBet[], policy: OddsPolicy): Promise<Outcome[]> {
  const outcomes = await Promise.all(bets.map((bet) => placeOne(bet, policy)));
  clearStakes(outcomes.filter((o) => o.bet || o.state === 'unknown').map((o) => o.key));
  return outcomes;
}

/**
 * How much to move from the centre wallet so the bets refused for want of money go through: their
 * stakes less the sports balance now. Before the balance is read, the largest shortfall the server
 * gave stands in for it.
 */
export function shortfallOf(outcomes: readonly Outcome[], sportsBalance: string | undefined): bigint {
  const short = outcomes.filter((o) => o.shortfall !== undefined);
  if (short.length === 0) return 0n;
  if (sportsBalance === undefined) return short.reduce((max, o) => (o.shortfall! > max ? o.shortfall! : max), 0n);
  const needed = short.reduce((sum, o) => sum + o.stake, 0n) - toMinorUnits(sportsBalance);
  return needed > 0n ? needed : 0n;
}
