import type { MatchStatePush, OddsPush } from '@courtside/contract';
import { useEffect, useRef } from 'react';
import { session } from '../../../api/client';

export interface SportsHandlers {
  matchState?(push: MatchStatePush): void;
  odds?(push: OddsPush): void;
  /** How many watch a joined match or room now (pushed every few seconds). */
  viewers?(push: ViewersPush): void;
  /** An anchor room went live, away or off. */
  roomStatus?(push: RoomStatusPush): void;
}

export interface ViewersPush {
  room: string;
  viewers: number;
}
export interface RoomStatusPush {
  roomId: number;
  status: 'On0' | 'On1' | 'On2';
}

// These two pushes have no schema in the contract: one name and one number each, checked here.
export function viewersOf(payload: unknown): ViewersPush | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { room, viewers } = payload as { room?: unknown; viewers?: unknown };
  return typeof room === 'string' && typeof viewers === 'number' && Number.isSafeInteger(viewers) && viewers >= 0
    ? { room, viewers }
    : null;
}

export function roomStatusOf(payload: unknown): RoomStatusPush | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { roomId, status } = payload as { roomId?: unknown; status?: unknown };
  return typeof roomId === 'number' && (status === 'On0' || status === 'On1' || status === 'On2')
    ? { roomId, status }
    : null;
}

/**
 * Joins the `/live` rooms of the matches, lists and anchor rooms on screen (a visitor's socket works too) and hands
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
        if (parsed.success) latest.current.matchState?.(parsed.data);
      });
      socket.on(contract.sportsLiveEvents.odds, (payload: unknown) => {
        const parsed = contract.oddsPush.safeParse(payload);
        if (parsed.success) latest.current.odds?.(parsed.data);
      });
      socket.on(contract.sportsLiveEvents.viewers, (payload: unknown) => {
        const push = viewersOf(payload);
        if (push) latest.current.viewers?.(push);
      });
      socket.on(contract.sportsLiveEvents.roomStatus, (payload: unknown) => {
        const push = roomStatusOf(payload);
        if (push) latest.current.roomStatus?.(push);
      });
      close = () => socket.close();
    });
    return () => {
      closed = true;
      close();
    };
  }, [key]);
}
