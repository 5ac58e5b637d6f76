import { randomUUID } from 'node:crypto';
import { siteRoutes } from '@courtside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../test/harness';
import { createRedisBus } from './events';
import { connectRedis } from './redis';

const redisUrl = process.env.REDIS_URL;

// Two server nodes sharing one Redis: what one node changes or counts, the other sees.
describe.runIf(redisUrl)('with Redis', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp('pglite', { redisUrl: redisUrl! });
    b = await createTestApp('pglite', { redisUrl: redisUrl!, shareDatabaseOf: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers an event published on one node to the other, once', async () => {
    const [pub1, sub1, pub2, sub2] = await Promise.all([1, 2, 3, 4].map(() => connectRedis(redisUrl!)));
    const one = await createRedisBus(pub1!, sub1!);
    const two = await createRedisBus(pub2!, sub2!);
    const topic = `test.${randomUUID()}`;
    const seenByOne: unknown[] = [];
    const seenByTwo: unknown[] = [];
    one.subscribe(topic, (p) => seenByOne.push(p));
    two.subscribe(topic, (p) => seenByTwo.push(p));
    await one.publish(topic, { n: 1 });
    await expect.poll(() => seenByTwo).toEqual([{ n: 1 }]);
    expect(seenByOne).toEqual([{ n: 1 }]);
    await Promise.all([one.close(), two.close()]);
    for (const c of [pub1, pub2]) c!.disconnect();
  });

  it('drops the cached site config on every node when one node changes it', async () => {
    const active = async (app: TestApp) =>
      ((await post(app, siteRoutes.perInfoV1.path, {})).body.data as { maintenance: { active: boolean } }).maintenance
        .active;
    expect([await active(a), await active(b)]).toEqual([false, false]);
    await a.services.site.setMaintenance(5000, { active: true, message: '升级', endsAt: null });
    await expect.poll(() => active(b)).toBe(true);
    await a.services.site.setMaintenance(5000, { active: false, message: '', endsAt: null });
    await expect.poll(() => active(b)).toBe(false);
  });
});
