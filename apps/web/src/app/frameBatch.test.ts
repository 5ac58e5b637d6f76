import { describe, expect, it } from 'vitest';
import { oncePerFrame } from './frameBatch';

const manual = () => {
  const queued: (() => void)[] = [];
  return {
    queue: (run: () => void) => void queued.push(run),
    runAll: () => {
      for (const run of queued.splice(0)) run();
    },
  };
};

describe('oncePerFrame', () => {
  it('runs everything scheduled before a frame in that frame, in order', () => {
    const frames = manual();
    const timers = manual();
    const schedule = oncePerFrame(frames.queue, timers.queue);
    const seen: number[] = [];
    schedule(() => seen.push(1));
    schedule(() => seen.push(2));
    expect(seen).toEqual([]);
    frames.runAll();
    expect(seen).toEqual([1, 2]);
    timers.runAll();
    expect(seen).toEqual([1, 2]);
  });

  it('still runs when no frame comes (a hidden tab)', () => {
    const frames = manual();
    const timers = manual();
    const schedule = oncePerFrame(frames.queue, timers.queue);
    const seen: string[] = [];
    schedule(() => seen.push('a'));
    timers.runAll();
    expect(seen).toEqual(['a']);
    frames.runAll();
    expect(seen).toEqual(['a']);
  });

  it('starts a new batch after a flush', () => {
    const frames = manual();
    const timers = manual();
    const schedule = oncePerFrame(frames.queue, timers.queue);
    const seen: number[] = [];
    schedule(() => seen.push(1));
    frames.runAll();
    schedule(() => seen.push(2));
    frames.runAll();
    expect(seen).toEqual([1, 2]);
  });
});
