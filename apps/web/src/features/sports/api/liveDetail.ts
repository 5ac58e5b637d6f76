import { liveRooms, type MatchDetail } from '@courtside/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type Applied, applyMatchState, applyOdds } from './apply';
import { type SportsHandlers, useSportsLive } from './live';
import { sportsKeys, useMatchDetail } from './queries';

/**
 * A match's detail kept live: its `/live` room moves the score, clock and odds; `rooms` joins more
 * (an anchor room) on the same socket, with their viewer and status pushes.
 */
export function useLiveMatchDetail(
  matchId: number | null,
  rooms: string[],
  handlers: Pick<SportsHandlers, 'viewers' | 'roomStatus'>,
) {
  const detail = useMatchDetail(matchId ?? 0);
  const client = useQueryClient();
  const waiting = useRef<((m: MatchDetail) => Applied<MatchDetail>)[]>([]);
  const frame = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
      waiting.current = [];
    },
    [],
  );
  // Pushes that arrive within one frame (a state, its odds, the viewers) are applied together: one
  // React commit per frame at most, however many pushes came.
  const flush = () => {
    frame.current = null;
    const applies = waiting.current;
    waiting.current = [];
    if (!matchId) return;
    const key = sportsKeys.detail(matchId);
    let current = client.getQueryData<MatchDetail>(key);
    if (!current) return;
    let gap = false;
    for (const apply of applies) {
      const applied = apply(current);
      current = applied.value;
      gap ||= applied.gap;
    }
    client.setQueryData(key, current);
    if (gap) void client.invalidateQueries({ queryKey: key });
  };
  const update = (apply: (m: MatchDetail) => Applied<MatchDetail>) => {
    waiting.current.push(apply);
    frame.current ??= requestAnimationFrame(flush);
  };
  useSportsLive(matchId ? [liveRooms.match(matchId), ...rooms] : rooms, {
    ...handlers,
    matchState: (push) => update((m) => applyMatchState(m, push)),
    odds: (push) => update((m) => applyOdds(m, push)),
  });
  return detail;
}
