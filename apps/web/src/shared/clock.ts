import { isClockOff } from '@courtside/domain';
import { create } from 'zustand';

/** Spec section 9: first fetch after 6666 ms, then every 60000 ms. */
export const FIRST_SYNC_DELAY_MS = 6666;
export const RESYNC_INTERVAL_MS = 60_000;

interface ClockState {
  /** server time minus local time, in ms */
  offsetMs: number;
  /** true when the drift is 120000 ms or more */
  off: boolean;
  syncedAt: number | null;
  record: (serverMs: number, localMs: number) => void;
}

export const useClock = create<ClockState>((set) => ({
  offsetMs: 0,
  off: false,
  syncedAt: null,
  record: (serverMs, localMs) =>
    set({ offsetMs: serverMs - localMs, off: isClockOff(serverMs, localMs), syncedAt: localMs }),
}));

/** The current time on the server's clock (local time until the first sync). */
export const serverNow = (): number => Date.now() + useClock.getState().offsetMs;

/**
 * Starts the server-time sync. The local moment is the middle of the round trip, so network
 * latency does not count as drift. Failed syncs are skipped; the next one tries again.
 * Returns a stop function.
 */
export function startClockSync(fetchServerMs: () => Promise<number>, now: () => number = Date.now): () => void {
  let stopped = false;
  const sync = async () => {
    const sentAt = now();
    try {
      const serverMs = await fetchServerMs();
      if (!stopped) useClock.getState().record(serverMs, Math.round((sentAt + now()) / 2));
    } catch {
      // keep the last offset
    }
  };
  let interval: ReturnType<typeof setInterval> | null = null;
  const first = setTimeout(() => {
    void sync();
    interval = setInterval(() => void sync(), RESYNC_INTERVAL_MS);
  }, FIRST_SYNC_DELAY_MS);
  return () => {
    stopped = true;
    clearTimeout(first);
    if (interval) clearInterval(interval);
  };
}
