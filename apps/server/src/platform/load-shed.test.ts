import { setTimeout as sleep } from 'node:timers/promises';
import { Errors, newsRoutes, walletRoutes } from '@courtside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../test/harness';
import { registerMember, tokenHeader } from '../test/members';
import { HOLD_MS, LoopPressure } from './load-shed';

const LAG_MS = 50;

/** Holds the event loop for `ms`, as a node past its capacity does with every task it runs. */
const hold = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

/** The loop late at every sample, `times` in a row: each hold ends with the sampling timer overdue. */
const overload = async (times: number) => {
  for (let i = 0; i < times; i++) {
    hold(LAG_MS * 3);
    await sleep(1);
  }
};

describe('loop pressure', () => {
  it('is not raised by one long task, and is by a loop late at sample after sample', async () => {
    const pressure = new LoopPressure(LAG_MS);
    try {
      await sleep(120);
      hold(LAG_MS * 6);
      await sleep(1);
      expect(pressure.high).toBe(false);
      await overload(4);
      expect(pressure.high).toBe(true);
    } finally {
      pressure.stop();
    }
  });
});

describe('interface degrade (10432)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('pglite', { env: { DEGRADE_LAG_MS: String(LAG_MS) } });
  });
  afterAll(async () => app.close());

  it('refuses degradable reads while the node is overloaded, never a balance, and serves them again after', async () => {
    const { token } = await registerMember(app, 'shedder01');
    const newsList = () => post(app, newsRoutes.list.path, {});
    const balance = () => post(app, walletRoutes.balances.path, {}, tokenHeader(token));
    expect((await newsList()).body.code).toBe(0);

    await overload(5);
    const refused = await app.fastify.inject({
      method: 'POST',
      url: newsRoutes.list.path,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toMatchObject({ code: Errors.interfaceDegraded.code, data: null });
    expect((await balance()).body.code).toBe(0);

    await sleep(HOLD_MS + 300);
    expect((await newsList()).body.code).toBe(0);
  });
});
