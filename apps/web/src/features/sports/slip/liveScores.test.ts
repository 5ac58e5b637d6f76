import type { BetLegView, BetsResponse, BetView, MatchStatePush } from '@courtside/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyScore, liveMatchIds } from './liveScores';

const leg = (matchId: number, matchStatus: string): BetLegView =>
  ({ matchId, matchStatus, score: { home: 0, away: 0 } }) as BetLegView;
const bet = (id: number, legs: BetLegView[]): BetView => ({ id, legs }) as BetView;
const pages = (...list: BetView[]): InfiniteData<BetsResponse> => ({
  pages: [{ list, total: list.length, totals: { stake: '0.00', returned: '0.00', validTurnover: '0.00' } }],
  pageParams: [1],
});

describe('live scores on open bets', () => {
  it('follows each match being played once, however many legs are on it', () => {
    const data = pages(bet(1, [leg(10, 'live'), leg(11, 'notStarted')]), bet(2, [leg(10, 'live'), leg(12, 'live')]));
    expect(liveMatchIds(data)).toEqual([10, 12]);
    expect(liveMatchIds(undefined)).toEqual([]);
  });

  it("puts a pushed score on every leg of that match and leaves the others' alone", () => {
    const data = pages(bet(1, [leg(10, 'live'), leg(11, 'live')]), bet(2, [leg(12, 'live')]));
    const push = { matchId: 10, status: 'ended', score: { home: 2, away: 1 } } as MatchStatePush;
    const next = applyScore(data, push)!;
    expect(next.pages[0]!.list[0]!.legs.map((l) => [l.matchStatus, l.score])).toEqual([
      ['ended', { home: 2, away: 1 }],
      ['live', { home: 0, away: 0 }],
    ]);
    expect(next.pages[0]!.list[1]).toBe(data.pages[0]!.list[1]);
  });
});
