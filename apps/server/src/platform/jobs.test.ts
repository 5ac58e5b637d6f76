import { describe, expect, it, vi } from 'vitest';
import { every } from './jobs';

describe('every', () => {
  it('runs the task on each tick, never two at once, and stop waits for the running one', async () => {
    vi.useFakeTimers();
    try {
      let active = 0;
      let most = 0;
      let runs = 0;
      let finish: () => void = () => {};
      const task = () => {
        runs += 1;
        active += 1;
        most = Math.max(most, active);
        return new Promise<void>((resolve) => {
          finish = () => {
            active -= 1;
            resolve();
          };
        });
      };
      const stop = every(100, task, () => {});
      await vi.advanceTimersByTimeAsync(350);
      expect(runs).toBe(1);
      finish();
      await vi.advanceTimersByTimeAsync(100);
      expect(runs).toBe(2);
      const stopped = stop();
      finish();
      await stopped;
      await vi.advanceTimersByTimeAsync(500);
      expect(runs).toBe(2);
      expect(most).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a failing run and keeps going', async () => {
    vi.useFakeTimers();
    try {
      const errors: unknown[] = [];
      const stop = every(
        10,
        () => Promise.reject(new Error('venue down')),
        (e) => errors.push(e),
      );
      await vi.advanceTimersByTimeAsync(35);
      await stop();
      expect(errors.length).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
