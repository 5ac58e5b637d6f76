import { describe, expect, it } from 'vitest';
import { ReadCache } from './cache';
import { createLocalBus } from './events';

const counter = () => {
  let loads = 0;
  return {
    load: async () => ++loads,
    get loads() {
      return loads;
    },
  };
};

describe('ReadCache', () => {
  it('serves a value until its TTL ends', async () => {
    let now = 1_000;
    const cache = new ReadCache(60_000, createLocalBus(), () => now);
    const source = counter();
    expect(await cache.get('site:1:a', source.load)).toBe(1);
    now += 59_999;
    expect(await cache.get('site:1:a', source.load)).toBe(1);
    now += 1;
    expect(await cache.get('site:1:a', source.load)).toBe(2);
  });

  it('drops a prefix on this node and on every node sharing the bus', async () => {
    const bus = createLocalBus();
    const here = new ReadCache(60_000, bus);
    const there = new ReadCache(60_000, bus);
    const source = counter();
    await here.get('site:1:a', source.load);
    await there.get('site:1:a', source.load);
    await there.get('site:2:a', source.load);
    await here.invalidate('site:1:');
    expect(await here.get('site:1:a', source.load)).toBe(4);
    expect(await there.get('site:1:a', source.load)).toBe(5);
    expect(await there.get('site:2:a', source.load)).toBe(3);
  });

  it('keeps a load that an invalidation of another prefix crossed, not one of its own', async () => {
    const cache = new ReadCache(60_000, createLocalBus());
    let release = () => {};
    const slow = () =>
      new Promise<string>((resolve) => {
        release = () => resolve('read');
      });
    const crossedByOther = cache.get('venues:1', slow);
    await cache.invalidate('feed:');
    release();
    expect(await crossedByOther).toBe('read');
    expect(await cache.get('venues:1', async () => 'again')).toBe('read');

    const crossedByOwn = cache.get('venues:2', slow);
    await cache.invalidate('venues:');
    release();
    expect(await crossedByOwn).toBe('read');
    expect(await cache.get('venues:2', async () => 'again')).toBe('again');
  });

  it('never caches a failed load', async () => {
    const cache = new ReadCache(60_000, createLocalBus());
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  describe('a read refreshed ahead', () => {
    it('answers from the last value past its lifetime while one refill runs, within its bound', async () => {
      let now = 0;
      const cache = new ReadCache(60_000, createLocalBus(), () => now);
      let loads = 0;
      let release = () => {};
      const load = () =>
        new Promise<number>((resolve) => {
          loads += 1;
          const value = loads;
          release = () => resolve(value);
        });
      const first = cache.getFor('balances:1', 1_000, load, 1_000);
      release();
      expect(await first).toBe(1);
      now = 1_500;
      expect(await cache.getFor('balances:1', 1_000, load, 1_000)).toBe(1);
      expect(await cache.getFor('balances:1', 1_000, load, 1_000)).toBe(1);
      expect(loads).toBe(2);
      release();
      await Promise.resolve();
      expect(await cache.getFor('balances:1', 1_000, load, 1_000)).toBe(2);
      now = 5_000;
      const pastBound = cache.getFor('balances:1', 1_000, load, 1_000);
      release();
      expect(await pastBound).toBe(3);
    });

    it('waits for a fresh read after an invalidation, and keeps no read the invalidation crossed', async () => {
      let now = 0;
      const cache = new ReadCache(60_000, createLocalBus(), () => now);
      const source = counter();
      expect(await cache.getFor('balances:1', 1_000, source.load, 1_000)).toBe(1);
      now = 1_500;
      await cache.invalidate('balances:1');
      expect(await cache.getFor('balances:1', 1_000, source.load, 1_000)).toBe(2);

      let release = () => {};
      now = 3_000;
      const crossed = cache.getFor(
        'balances:1',
        1_000,
        () =>
          new Promise<number>((resolve) => {
            release = () => resolve(99);
          }),
        1_000,
      );
      expect(await crossed).toBe(2);
      await cache.invalidate('balances:1');
      release();
      await Promise.resolve();
      expect(await cache.getFor('balances:1', 1_000, source.load, 1_000)).toBe(3);
    });

    it('keeps the last value through a failed refill, then shows the failure past the bound', async () => {
      let now = 0;
      const cache = new ReadCache(60_000, createLocalBus(), () => now);
      expect(await cache.getFor('k', 1_000, async () => 'up', 1_000)).toBe('up');
      now = 1_200;
      const down = async (): Promise<string> => Promise.reject(new Error('down'));
      expect(await cache.getFor('k', 1_000, down, 1_000)).toBe('up');
      now = 2_100;
      await expect(cache.getFor('k', 1_000, down, 1_000)).rejects.toThrow('down');
    });
  });

  describe('a revalidating read', () => {
    const deferred = () => {
      const resolvers: ((value: number) => void)[] = [];
      let loads = 0;
      return {
        load: () => {
          loads += 1;
          return new Promise<number>((resolve) => resolvers.push(resolve));
        },
        finish: (value: number) => resolvers.shift()?.(value),
        get loads() {
          return loads;
        },
      };
    };
    const staleness = { ttlMs: 1_000, staleMs: 1_000 };

    it('answers from the last value while one refill runs, then from the refill', async () => {
      let now = 0;
      const cache = new ReadCache(60_000, createLocalBus(), () => now);
      const source = deferred();
      const first = cache.getRevalidating('feed:a', staleness, source.load);
      source.finish(1);
      expect(await first).toBe(1);
      now = 1_500;
      expect(await cache.getRevalidating('feed:a', staleness, source.load)).toBe(1);
      expect(await cache.getRevalidating('feed:a', staleness, source.load)).toBe(1);
      expect(source.loads).toBe(2);
      source.finish(2);
      await Promise.resolve();
      await Promise.resolve();
      expect(await cache.getRevalidating('feed:a', staleness, source.load)).toBe(2);
      expect(source.loads).toBe(2);
    });

    it('makes readers wait once the value is older than its stale bound', async () => {
      let now = 0;
      const cache = new ReadCache(60_000, createLocalBus(), () => now);
      const source = deferred();
      const first = cache.getRevalidating('feed:a', staleness, source.load);
      source.finish(1);
      await first;
      now = 2_000;
      const waiting = cache.getRevalidating('feed:a', staleness, source.load);
      let answered: number | null = null;
      void waiting.then((value) => {
        answered = value;
      });
      await Promise.resolve();
      expect(answered).toBeNull();
      source.finish(2);
      expect(await waiting).toBe(2);
    });

    it('keeps a refill that crossed an invalidation as stale, so the next reader refills once more', async () => {
      let now = 0;
      const bus = createLocalBus();
      const cache = new ReadCache(60_000, bus, () => now);
      const source = deferred();
      const first = cache.getRevalidating('feed:a', staleness, source.load);
      source.finish(1);
      await first;
      now = 100;
      await cache.invalidate('feed:');
      expect(await cache.getRevalidating('feed:a', staleness, source.load)).toBe(1);
      await cache.invalidate('feed:');
      await cache.invalidate('feed:');
      expect(await cache.getRevalidating('feed:a', staleness, source.load)).toBe(1);
      expect(source.loads).toBe(2);
      source.finish(2);
      await new Promise((r) => setTimeout(r, 0));
      expect(await cache.getRevalidating('feed:a', staleness, source.load)).toBe(2);
      expect(source.loads).toBe(3);
      source.finish(3);
      await new Promise((r) => setTimeout(r, 0));
      expect(await cache.getRevalidating('feed:a', staleness, source.load)).toBe(3);
      expect(source.loads).toBe(3);
    });

    it('answers the old value within its bound when a refill fails, and the error past it', async () => {
      let now = 0;
      const cache = new ReadCache(60_000, createLocalBus(), () => now);
      expect(await cache.getRevalidating('feed:a', staleness, async () => 1)).toBe(1);
      now = 1_500;
      expect(await cache.getRevalidating('feed:a', staleness, () => Promise.reject(new Error('down')))).toBe(1);
      await new Promise((r) => setTimeout(r, 0));
      now = 2_500;
      await expect(cache.getRevalidating('feed:a', staleness, () => Promise.reject(new Error('down')))).rejects.toThrow(
        'down',
      );
    });
  });
});
