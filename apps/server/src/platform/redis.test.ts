import { randomUUID } from 'node:crypto';
import { type BalancePush, LIVE_NAMESPACE, liveEvents, siteRoutes, sportsLiveEvents } from '@courtside/contract';
import { anchorDeskRoutes, type RoomAudienceResponse } from '@courtside/contract/admin';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, call, createTestApp, post, type TestApp } from '../test/harness';
import { creditCentre, registerMember } from '../test/members';
import { type OwnRedis, ownRedis } from '../test/own-redis';
import { createRedisBus } from './events';
import { openRedis } from './redis';

// Each part runs on a Redis of its own when REDIS_URL says there is one to test with: test files run
// side by side, and the machine's Redis would carry another file's events and counters.
const redisUrl = process.env.REDIS_URL;

const maintenanceActive = async (app: TestApp) =>
  ((await post(app, siteRoutes.perInfoV1.path, {})).body.data as { maintenance: { active: boolean } }).maintenance
    .active;

// Two server nodes sharing one Redis: what one node changes or counts, the other sees.
describe.runIf(redisUrl)('with Redis', () => {
  let redis: OwnRedis;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    redis = await ownRedis();
    a = await createTestApp('pglite', { redisUrl: redis.url });
    b = await createTestApp('pglite', { redisUrl: redis.url, shareDatabaseOf: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await redis?.close();
  });

  it('delivers an event published on one node to the other, once', async () => {
    const [pub1, pub2] = [openRedis(redis.url), openRedis(redis.url)];
    const one = createRedisBus(pub1);
    const two = createRedisBus(pub2);
    await Promise.all([one.subscribed, two.subscribed]);
    const topic = `test.${randomUUID()}`;
    const seenByOne: unknown[] = [];
    const seenByTwo: unknown[] = [];
    one.subscribe(topic, (p) => seenByOne.push(p));
    two.subscribe(topic, (p) => seenByTwo.push(p));
    await one.publish(topic, { n: 1 });
    await expect.poll(() => seenByTwo).toEqual([{ n: 1 }]);
    expect(seenByOne).toEqual([{ n: 1 }]);
    await Promise.all([one.close(), two.close()]);
    for (const c of [pub1, pub2]) c.disconnect();
  });

  it('drops the cached site config on every node when one node changes it', async () => {
    expect([await maintenanceActive(a), await maintenanceActive(b)]).toEqual([false, false]);
    await a.services.site.setMaintenance(5000, { active: true, message: '升级', endsAt: null });
    await expect.poll(() => maintenanceActive(b)).toBe(true);
    await a.services.site.setMaintenance(5000, { active: false, message: '', endsAt: null });
    await expect.poll(() => maintenanceActive(b)).toBe(false);
  });

  it("names a room's signed-in members and counts its viewers whichever node they watch on", async () => {
    const service = { 'x-admin-token': ADMIN_TOKEN };
    const { rooms } = (await call(a, anchorDeskRoutes.rooms, {}, service)) as { rooms: { roomId: number }[] };
    const roomId = rooms[0]!.roomId;
    const member = await registerMember(b, `aud${randomUUID().slice(0, 6)}`);
    await b.fastify.listen({ host: '127.0.0.1', port: 0 });
    const address = b.fastify.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const socket = connect(`http://127.0.0.1:${address.port}${LIVE_NAMESPACE}`, {
      transports: ['websocket'],
      auth: { token: member.token },
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      socket.emit(sportsLiveEvents.join, { rooms: [`room:${roomId}`] });
      // Asked on node a, which holds no socket: the members come from b through the adapter, the
      // count from b's share of the viewer counts in Redis (published every few seconds).
      const audience = async () =>
        (await call(
          a,
          anchorDeskRoutes.roomAudience,
          { roomId, page: 1, pageSize: 20 },
          service,
        )) as RoomAudienceResponse;
      await expect
        .poll(async () => (await audience()).members, { timeout: 10_000 })
        .toEqual([{ memberId: member.member.id, name: member.member.name, sockets: 1 }]);
      await expect.poll(async () => (await audience()).viewers.real, { timeout: 20_000 }).toBe(1);
    } finally {
      socket.close();
    }
  }, 60_000);
});

// Every node shares one Redis: a node (re)started during its outage must serve at once and join the
// others by itself once Redis is back, its event and socket subscriptions included.
describe.runIf(redisUrl)('a node started while Redis is away', () => {
  let redis: OwnRedis;
  let late: TestApp | undefined;
  let other: TestApp | undefined;

  beforeAll(async () => {
    redis = await ownRedis({ running: false });
  });
  afterAll(async () => {
    await other?.close();
    await late?.close();
    await redis?.close();
  });

  it('serves while Redis is away, then hears the other nodes and their socket pushes', async () => {
    late = await createTestApp('pglite', { redisUrl: redis.url, redisAway: true });
    const readiness = async () => {
      const res = await late!.fastify.inject({ method: 'GET', url: '/readyz' });
      return { status: res.statusCode, body: res.json() as { status: string } };
    };
    expect(await readiness()).toMatchObject({ status: 200, body: { status: 'degraded' } });
    const member = await registerMember(late, `late${randomUUID().slice(0, 6)}`);
    await creditCentre(late, member.member.id, 1_000n);

    await redis.start();
    await expect.poll(async () => (await readiness()).body.status, { timeout: 15_000 }).toBe('ready');
    other = await createTestApp('pglite', { redisUrl: redis.url, shareDatabaseOf: late });

    await other.services.site.setMaintenance(5000, { active: true, message: '升级', endsAt: null });
    await expect.poll(() => maintenanceActive(late!), { timeout: 10_000 }).toBe(true);
    await other.services.site.setMaintenance(5000, { active: false, message: '', endsAt: null });
    await expect.poll(() => maintenanceActive(late!), { timeout: 10_000 }).toBe(false);

    await late.fastify.listen({ host: '127.0.0.1', port: 0 });
    const address = late.fastify.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const socket = connect(`http://127.0.0.1:${address.port}${LIVE_NAMESPACE}`, {
      transports: ['websocket'],
      auth: { token: member.token },
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const pushed = new Promise<BalancePush>((resolve) => socket.once(liveEvents.balance, resolve));
      await creditCentre(other, member.member.id, 234n);
      expect(await pushed).toMatchObject({ balance: '12.34' });
    } finally {
      socket.close();
    }
  }, 60_000);
});
