import { useEffect, useRef, useState } from 'react';

/** How far a pull from the top of the page must go before letting go refreshes. */
const THRESHOLD_PX = 70;
const MAX_PX = 110;

export type PullState =
  | { phase: 'idle' }
  | { phase: 'pulling'; distance: number; ready: boolean }
  | { phase: 'refreshing' };

/**
 * Pull-to-refresh on a phone: a downward drag that starts at the very top of the page shows how far
 * it has gone, and letting go past the threshold runs `refresh` once.
 */
export function usePullToRefresh(refresh: () => Promise<unknown>): PullState {
  const [state, setState] = useState<PullState>({ phase: 'idle' });
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    let startY: number | null = null;
    let distance = 0;
    let busy = false;
    const onStart = (event: TouchEvent) => {
      startY = window.scrollY <= 0 && !busy ? (event.touches[0]?.clientY ?? null) : null;
      distance = 0;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      distance = Math.min(MAX_PX, Math.max(0, (event.touches[0]?.clientY ?? startY) - startY));
      setState(distance > 0 ? { phase: 'pulling', distance, ready: distance >= THRESHOLD_PX } : { phase: 'idle' });
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (distance < THRESHOLD_PX) {
        setState({ phase: 'idle' });
        return;
      }
      busy = true;
      setState({ phase: 'refreshing' });
      void latest.current().finally(() => {
        busy = false;
        setState({ phase: 'idle' });
      });
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
    };
  }, []);
  return state;
}
