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

  it('never caches a failed load', async () => {
    const cache = new ReadCache(60_000, createLocalBus());
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });
});
