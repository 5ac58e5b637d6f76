import type { BetView, PlaceRequest } from '@courtside/contract';
import { businessDate, fromMinorUnits } from '@courtside/domain';
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { BETS_ROOT } from '../../../shared/bets';
import type { SlipBet } from './combos';
import type { Pick } from './store';

export const betKeys = {
  all: [BETS_ROOT] as const,
  limits: () => [...betKeys.all, 'limits'] as const,
  lists: () => [...betKeys.all, 'bets'] as const,
  list: (tab: 'open' | 'settled') => [...betKeys.lists(), tab] as const,
  bet: (betId: number) => [...betKeys.all, 'bet', betId] as const,
  quotes: (betIds: readonly number[]) => [...betKeys.all, 'quotes', betIds.join(',')] as const,
  summary: (from: string, to: string) => [...betKeys.all, 'summary', from, to] as const,
};

/** Stake limits and the in-play delay rarely change: read once per visit. */
export const useLimits = () =>
  useQuery({ queryKey: betKeys.limits(), queryFn: () => api.sportsbook.limits({}), staleTime: 10 * 60_000 });

export const MY_BETS_PAGE = 20;

export const useMyBets = (tab: 'open' | 'settled', enabled: boolean) =>
  useInfiniteQuery({
    queryKey: betKeys.list(tab),
    queryFn: ({ pageParam }) => api.sportsbook.bets({ tab, pageNum: pageParam, pageSize: MY_BETS_PAGE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * MY_BETS_PAGE < last.total ? pages.length + 1 : undefined),
    enabled,
    // Open bets carry live scores and cash-out offers: read again every so often.
    refetchInterval: tab === 'open' ? 15_000 : false,
  });

/** The cash-out offers of the open bets on screen, refreshed every few seconds while shown. */
export const useCashOutQuotes = (betIds: readonly number[]) =>
  useQuery({
    queryKey: betKeys.quotes(betIds),
    queryFn: () => api.sportsbook.cashOutQuotes({ betIds: [...betIds] }),
    enabled: betIds.length > 0,
    refetchInterval: 3_000,
  });

/** The request of one slip bet: the prices the member agreed to, and each market's version. */
export function placeRequestOf(bet: SlipBet, policy: PlaceRequest['oddsPolicy'], requestId: string): PlaceRequest {
  const builder = bet.picks[0]?.builderLegs;
  if (bet.kind === 'builder' && builder) {
    return {
      requestId,
      kind: 'builder',
      stake: fromMinorUnits(bet.unitStake),
      oddsPolicy: policy,
      builderOdds: bet.picks[0]!.acceptedOdds,
      legs: builder.map((leg) => ({
        marketId: leg.marketId,
        outcome: leg.outcome,
        odds: leg.odds,
        marketVersion: leg.marketVersion,
      })),
    };
  }
  return {
    requestId,
    kind: bet.kind,
    ...(bet.systemType ? { systemType: bet.systemType } : {}),
    stake: fromMinorUnits(bet.unitStake),
    oddsPolicy: policy,
    ...(bet.freeBetId === undefined ? {} : { freeBetId: bet.freeBetId }),
    legs: bet.picks.map((p: Pick) => ({
      marketId: p.marketId,
      outcome: p.outcome,
      odds: p.acceptedOdds,
      marketVersion: p.marketVersion,
    })),
  };
}

/** The combined price of the selections being built, read again while they change or stay shown. */
export const useBuilderPrice = (legs: readonly { marketId: number; outcome: string }[]) =>
  useQuery({
    queryKey: [...betKeys.all, 'builder', legs.map((l) => `${l.marketId}:${l.outcome}`).join(',')],
    queryFn: () => api.sportsbook.builderPrice({ legs: legs.map(({ marketId, outcome }) => ({ marketId, outcome })) }),
    enabled: legs.length >= 2,
    refetchInterval: 10_000,
  });

/** A pending in-play bet, read until its delay ends in a decision. */
export async function waitForDecision(betId: number, signal: { cancelled: boolean }): Promise<BetView> {
  for (;;) {
    const bet = await api.sportsbook.bet({ betId });
    if (bet.state !== 'pending' || signal.cancelled) return bet;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** After a bet moved money or changed state: the lists, the offers and the balances are read again. */
export const invalidateBets = (client: QueryClient) => client.invalidateQueries({ queryKey: betKeys.all });

/** The last `days` Beijing business days, today included, as the summary's range. */
export const recentDays = (days: number, nowMs: number) => ({
  from: businessDate(nowMs - (days - 1) * 24 * 60 * 60_000),
  to: businessDate(nowMs),
});

/** 按日汇总: stake, return, win/loss and valid turnover per day of settlement. */
export const useBetSummary = (from: string, to: string, enabled: boolean) =>
  useQuery({
    queryKey: betKeys.summary(from, to),
    queryFn: () => api.sportsbook.summary({ from, to }),
    enabled,
  });
