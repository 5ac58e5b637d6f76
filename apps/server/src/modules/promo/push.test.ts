import { randomUUID } from 'node:crypto';
import { LIVE_NAMESPACE, liveEvents, promoRoutes as pr, type RewardPush } from '@courtside/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseKinds, post } from '../../test/harness';
import { promoBed } from '../../test/promo';

describe.each(databaseKinds())('reward pushes on %s', (kind) => {
  const { bed, join, as, seeded } = promoBed(kind, 'push');
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
  });
  const open = async (token: string): Promise<Socket> => {
    if (!bed.app.fastify.server.listening) await bed.app.fastify.listen({ host: '127.0.0.1', port: 0 });
    const address = bed.app.fastify.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    return new Promise((resolve, reject) => {
      const socket = connect(`http://127.0.0.1:${address.port}${LIVE_NAMESPACE}`, {
        transports: ['websocket'],
        auth: { token },
        reconnection: false,
      });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  };

  it("tells the member's own sockets of a paid reward once it commits, and nobody else", async () => {
    const alice = await join();
    const bob = await join();
    const [aliceSocket, bobSocket] = await Promise.all([open(alice.token), open(bob.token)]);
    const heardByBob: RewardPush[] = [];
    bobSocket.on(liveEvents.reward, (push: RewardPush) => heardByBob.push(push));
    const heard = new Promise<RewardPush>((resolve) => aliceSocket.once(liveEvents.reward, resolve));
    const offer = await seeded(alice, 'newcomer');
    const claimed = await post(bed.app, pr.claim.path, { promotionId: offer.id, requestId: randomUUID() }, as(alice));
    expect(claimed.body.code).toBe(0);
    expect(await heard).toMatchObject({
      kind: 'newcomer',
      title: '新人专享礼包',
      amount: '18.00',
      currency: 'RMB',
      grantId: (claimed.body.data as { id: number }).id,
      wallet: false,
    });
    expect(heardByBob).toEqual([]);
  });
});
