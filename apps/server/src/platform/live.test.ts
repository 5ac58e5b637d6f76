import { randomUUID } from 'node:crypto';
import {
  accountRoutes,
  type BalancePush,
  LIVE_NAMESPACE,
  liveEvents,
  type PaymentPush,
  paymentRoutes,
  walletRoutes,
} from '@courtside/contract';
import { adminRoutes } from '@courtside/contract/admin';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, post, type TestApp } from '../test/harness';
import { creditCentre, registerMember, tokenHeader } from '../test/members';
import { ownRedis } from '../test/own-redis';
import { adminHeader, prepareForWithdrawal, WITHDRAW_PASSWORD } from '../test/payments';

const listen = async (app: TestApp): Promise<string> => {
  await app.fastify.listen({ host: '127.0.0.1', port: 0 });
  const address = app.fastify.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
};

const open = (url: string, token?: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = connect(`${url}${LIVE_NAMESPACE}`, {
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnection: false,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });

const nextBalance = (socket: Socket): Promise<BalancePush> =>
  new Promise((resolve) => socket.once(liveEvents.balance, (push: BalancePush) => resolve(push)));

describe.each(databaseKinds())('live balance pushes on %s', (kind) => {
  let app: TestApp;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await createTestApp(kind);
    url = await listen(app);
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
  });
  afterAll(async () => {
    await app.close();
  });

  it("pushes the new centre balance to the member's own sockets after each movement", async () => {
    const alice = await registerMember(app, 'livealice');
    const bob = await registerMember(app, 'livebob');
    const aliceSocket = await open(url, alice.token);
    const bobSocket = await open(url, bob.token);
    sockets.push(aliceSocket, bobSocket);
    let bobHeard = 0;
    bobSocket.on(liveEvents.balance, () => {
      bobHeard += 1;
    });

    const funded = nextBalance(aliceSocket);
    await creditCentre(app, alice.member.id, 5_000n);
    expect(await funded).toMatchObject({ currency: 'RMB', balance: '50.00', available: '50.00' });

    const moved = nextBalance(aliceSocket);
    const reply = await post(
      app,
      walletRoutes.transferInto.path,
      { venueCode: 'OBTY', amount: '20.00', requestId: randomUUID() },
      tokenHeader(alice.token),
    );
    expect(reply.body.code).toBe(0);
    expect(await moved).toMatchObject({ balance: '30.00' });
    expect(bobHeard).toBe(0);
  });

  it('tells the member the moment finance decides their withdrawal, and no one else', async () => {
    const carol = await registerMember(app, 'livecarol');
    const dave = await registerMember(app, 'livedave');
    await prepareForWithdrawal(app, carol);
    await creditCentre(app, carol.member.id, 50_000n);
    const [card] = (
      await post(
        app,
        paymentRoutes.cardInsert.path,
        { bankCode: 'CMB', cardNumber: '6214830000111122229' },
        tokenHeader(carol.token),
      )
    ).body.data as { id: number }[];
    const { orderNo } = (
      await post(
        app,
        paymentRoutes.withdrawNew.path,
        { amount: '100.00', cardId: card!.id, withdrawPassword: WITHDRAW_PASSWORD, requestId: randomUUID() },
        tokenHeader(carol.token),
      )
    ).body.data as { orderNo: string };
    const carolSocket = await open(url, carol.token);
    const daveSocket = await open(url, dave.token);
    sockets.push(carolSocket, daveSocket);
    let daveHeard = 0;
    daveSocket.on(liveEvents.payment, () => {
      daveHeard += 1;
    });
    const told = new Promise<PaymentPush>((resolve) => carolSocket.once(liveEvents.payment, resolve));
    await post(app, adminRoutes.withdrawDecide.path, { orderNo, decision: 'approved' }, adminHeader);
    expect(await told).toMatchObject({ kind: 'withdrawal', orderNo, state: 'approved' });
    expect(daveHeard).toBe(0);
  });

  it('closes the socket of a logged-out session, which receives nothing more', async () => {
    const erin = await registerMember(app, 'liveerin');
    const other = await app.services.sessions.open(app.database.db, {
      memberId: erin.member.id,
      siteId: 5000,
      deviceId: 'dev-liveerin-2',
      ip: '127.0.0.1',
      userAgent: 'test',
    });
    const endedSocket = await open(url, erin.token);
    const keptSocket = await open(url, other.token);
    sockets.push(endedSocket, keptSocket);
    const firstPush = nextBalance(endedSocket);
    await creditCentre(app, erin.member.id, 1_000n);
    expect(await firstPush).toMatchObject({ balance: '10.00' });

    let heardAfterLogout = 0;
    const logout = await post(app, accountRoutes.logout.path, {}, tokenHeader(erin.token));
    expect(logout.body.code).toBe(0);
    endedSocket.on(liveEvents.balance, () => {
      heardAfterLogout += 1;
    });
    await expect.poll(() => endedSocket.connected, { timeout: 5_000 }).toBe(false);
    // The member's other session still hears the next movement; the ended one does not.
    const keptPush = nextBalance(keptSocket);
    await creditCentre(app, erin.member.id, 500n);
    expect(await keptPush).toMatchObject({ balance: '15.00' });
    expect(heardAfterLogout).toBe(0);
    // Its token no longer opens a socket either.
    await expect(open(url, erin.token)).rejects.toMatchObject({ data: { code: 10401 } });
  });

  it('refuses a socket with a bad token with the login code, and lets a visitor in without one', async () => {
    await expect(open(url, 'not-a-token')).rejects.toMatchObject({ data: { code: 10401 } });
    const visitor = await open(url);
    sockets.push(visitor);
    expect(visitor.connected).toBe(true);
  });
});

describe.runIf(process.env.REDIS_URL)('live pushes across nodes through Redis', () => {
  it('reaches a socket on another node', async () => {
    const [kind] = databaseKinds();
    // A Redis of their own: test files run side by side, and a shared one would carry another file's events.
    const redis = await ownRedis();
    const a = await createTestApp(kind!, { redisUrl: redis.url });
    const b = await createTestApp(kind!, { redisUrl: redis.url, shareDatabaseOf: a });
    try {
      const member = await registerMember(a, 'livenode1');
      const socket = await open(await listen(a), member.token);
      const pushed = nextBalance(socket);
      await creditCentre(b, member.member.id, 1_234n);
      expect(await pushed).toMatchObject({ balance: '12.34' });
      socket.close();
    } finally {
      await b.close();
      await a.close();
      await redis.close();
    }
  });
});
