import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { type PullState, usePullToRefresh } from './usePullToRefresh';

const touch = (type: string, y?: number) => {
  const event = new Event(type);
  Object.defineProperty(event, 'touches', { value: y === undefined ? [] : [{ clientY: y }] });
  window.dispatchEvent(event);
};

describe('pull to refresh', () => {
  it('refreshes once after a long enough pull from the top, and not after a short one', async () => {
    let finish = () => {};
    const refresh = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const seen: PullState[] = [];
    function Probe() {
      seen.push(usePullToRefresh(refresh));
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Probe />));

    await act(async () => {
      touch('touchstart', 100);
      touch('touchmove', 140);
      touch('touchend');
    });
    expect(refresh).not.toHaveBeenCalled();
    expect(seen.at(-1)).toEqual({ phase: 'idle' });

    await act(async () => {
      touch('touchstart', 100);
      touch('touchmove', 190);
    });
    expect(seen.at(-1)).toMatchObject({ phase: 'pulling', ready: true });
    await act(async () => touch('touchend'));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen.at(-1)).toEqual({ phase: 'refreshing' });
    await act(async () => finish());
    expect(seen.at(-1)).toEqual({ phase: 'idle' });
    await act(async () => root.unmount());
  });
});
