import { liveRooms, type MatchDetail } from '@courtside/contract';
import { useQueryClient } from '@tanstack/react-query';
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
  const update = (apply: (m: MatchDetail) => Applied<MatchDetail>) => {
    if (!matchId) return;
    const key = sportsKeys.detail(matchId);
    const current = client.getQueryData<MatchDetail>(key);
    if (!current) return;
    const applied = apply(current);
    client.setQueryData(key, applied.value);
    if (applied.gap) void client.invalidateQueries({ queryKey: key });
  };
  useSportsLive(matchId ? [liveRooms.match(matchId), ...rooms] : rooms, {
    ...handlers,
    matchState: (push) => update((m) => applyMatchState(m, push)),
    odds: (push) => update((m) => applyOdds(m, push)),
  });
  return detail;
}
