import type { MatchStatePush, OddsPush } from '@courtside/contract';
import { useEffect, useRef } from 'react';
import { session } from '../../../api/client';

export interface SportsHandlers {
  matchState(push: MatchStatePush): void;
  odds(push: OddsPush): void;
}

/**
 * Joins the `/live` rooms of the matches and lists on screen (a visitor's socket works too) and hands
 * over each push that parses. socket.io-client and the push schemas load with the sports pages only.
 */
export function useSportsLive(rooms: string[], handlers: SportsHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const key = [...rooms].sort().join('|');
  useEffect(() => {
    if (!key) return;
    let closed = false;
    let close = () => {};
    void Promise.all([import('socket.io-client'), import('@courtside/contract')]).then(([{ io }, contract]) => {
      if (closed) return;
      const token = session.getToken();
      const socket = io(`${window.location.origin}${contract.LIVE_NAMESPACE}`, {
        auth: token ? { token } : {},
        transports: ['websocket', 'polling'],
      });
      const joined = key.split('|');
      socket.on('connect', () => socket.emit(contract.sportsLiveEvents.join, { rooms: joined }));
      socket.on(contract.sportsLiveEvents.matchState, (payload: unknown) => {
        const parsed = contract.matchStatePush.safeParse(payload);
        if (parsed.success) latest.current.matchState(parsed.data);
      });
      socket.on(contract.sportsLiveEvents.odds, (payload: unknown) => {
        const parsed = contract.oddsPush.safeParse(payload);
        if (parsed.success) latest.current.odds(parsed.data);
      });
      close = () => socket.close();
    });
    return () => {
      closed = true;
      close();
    };
  }, [key]);
}
