import type { BetsResponse, MatchStatePush } from '@courtside/contract';
import type { InfiniteData } from '@tanstack/react-query';

/** The matches of open bets that are playing now: the rooms whose score pushes 注单 follows. */
export const liveMatchIds = (pages: InfiniteData<BetsResponse> | undefined): number[] => [
  ...new Set(
    (pages?.pages ?? []).flatMap((page) =>
      page.list.flatMap((bet) => bet.legs.filter((leg) => leg.matchStatus === 'live').map((leg) => leg.matchId)),
    ),
  ),
];

/**
 * A pushed match state put on the open bets' legs of that match, so their score moves as the match
 * does, between reads of the list (the next read brings the server's word again).
 */
export function applyScore(
  pages: InfiniteData<BetsResponse> | undefined,
  push: MatchStatePush,
): InfiniteData<BetsResponse> | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      list: page.list.map((bet) =>
        bet.legs.some((leg) => leg.matchId === push.matchId)
          ? {
              ...bet,
              legs: bet.legs.map((leg) =>
                leg.matchId === push.matchId ? { ...leg, matchStatus: push.status, score: push.score } : leg,
              ),
            }
          : bet,
      ),
    })),
  };
}
