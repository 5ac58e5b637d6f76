import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SYNC_DELAY_MS, RESYNC_INTERVAL_MS, serverNow, startClockSync, useClock } from './clock';

describe('server time sync', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_700_000_000_000);
    useClock.setState({ offsetMs: 0, off: false, syncedAt: null });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('first fetches after 6666 ms, then every 60000 ms', async () => {
    const fetchServerMs = vi.fn(async () => Date.now());
    const stop = startClockSync(fetchServerMs);
    await vi.advanceTimersByTimeAsync(FIRST_SYNC_DELAY_MS - 1);
    expect(fetchServerMs).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchServerMs).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RESYNC_INTERVAL_MS);
    expect(fetchServerMs).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RESYNC_INTERVAL_MS * 2);
    expect(fetchServerMs).toHaveBeenCalledTimes(4);
    stop();
    await vi.advanceTimersByTimeAsync(RESYNC_INTERVAL_MS * 3);
    expect(fetchServerMs).toHaveBeenCalledTimes(4);
  });

  it('keeps the offset and flags a drift of 120000 ms or more', async () => {
    let drift = 119_999;
    startClockSync(async () => Date.now() + drift);
    await vi.advanceTimersByTimeAsync(FIRST_SYNC_DELAY_MS);
    expect(useClock.getState().offsetMs).toBe(119_999);
    expect(useClock.getState().off).toBe(false);
    expect(serverNow()).toBe(Date.now() + 119_999);

    drift = -120_000;
    await vi.advanceTimersByTimeAsync(RESYNC_INTERVAL_MS);
    expect(useClock.getState().offsetMs).toBe(-120_000);
    expect(useClock.getState().off).toBe(true);
  });

  it('keeps the last offset when a sync fails', async () => {
    let fail = false;
    startClockSync(async () => {
      if (fail) throw new Error('offline');
      return Date.now() + 5000;
    });
    await vi.advanceTimersByTimeAsync(FIRST_SYNC_DELAY_MS);
    fail = true;
    await vi.advanceTimersByTimeAsync(RESYNC_INTERVAL_MS);
    expect(useClock.getState().offsetMs).toBe(5000);
  });
});
