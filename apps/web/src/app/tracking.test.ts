import type { TrackEvent } from '@courtside/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickOf, createTrackQueue, installTracking } from './tracking';

describe('埋点 batches', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const view = (page: string): TrackEvent => ({ kind: 'pageView', page, at: new Date().toISOString() });

  it('sends at most 50 a batch, and what waits goes within 30 s', () => {
    const batches: TrackEvent[][] = [];
    const { push } = createTrackQueue((events) => batches.push(events));
    for (let i = 0; i < 53; i++) push(view(`/app/p${i}`));
    expect(batches.map((b) => b.length)).toEqual([50]);
    vi.advanceTimersByTime(29_999);
    expect(batches).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(batches.map((b) => b.length)).toEqual([50, 3]);
    vi.advanceTimersByTime(60_000);
    expect(batches).toHaveLength(2);
  });

  it('reads only the clicks it knows from data-track', () => {
    expect(clickOf('bannerClick:12')).toEqual({ kind: 'bannerClick', target: '12' });
    expect(clickOf('gameClick:DZ:fortune-tiger')).toEqual({ kind: 'gameClick', target: 'DZ:fortune-tiger' });
    for (const bad of [null, '', 'pageView:1', 'bannerClick:', 'bannerClick:<b>', 'purchase:1']) {
      expect(clickOf(bad)).toBeNull();
    }
  });

  it('reports the first page and each move once, clicks on tracked elements, and flushes when the page hides', () => {
    const batches: TrackEvent[][] = [];
    type Listener = (state: { location: { pathname: string } }) => void;
    const subscribed: { listener: Listener | null } = { listener: null };
    const router = {
      state: { location: { pathname: '/app/home' } },
      subscribe: (fn: Listener) => {
        subscribed.listener = fn;
        return () => {
          subscribed.listener = null;
        };
      },
    };
    const uninstall = installTracking(router, (events) => batches.push(events));
    document.body.innerHTML = '<button data-track="bannerClick:7"><img alt=""></button><button id="plain"></button>';
    document.querySelector('img')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.getElementById('plain')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    subscribed.listener?.({ location: { pathname: '/app/home' } });
    subscribed.listener?.({ location: { pathname: '/app/egame/dz' } });
    expect(batches).toHaveLength(0);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(batches.map((b) => b.map((e) => `${e.kind} ${e.page} ${e.target ?? ''}`.trim()))).toEqual([
      ['pageView /app/home', 'bannerClick /app/home 7', 'pageView /app/egame/dz'],
    ]);
    uninstall();
    expect(subscribed.listener).toBeNull();
    Reflect.deleteProperty(document, 'visibilityState');
  });
});
