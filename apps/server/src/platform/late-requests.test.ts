import { Errors } from '@courtside/contract';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler';
import { answerLateRequests } from './late-requests';

describe('late requests', () => {
  const app = Fastify();
  let finished = 0;
  answerLateRequests(app, 1_000);
  registerErrorHandling(app, () => null);
  app.get('/stuck', () => new Promise(() => {}));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    finished += 1;
    return { ok: true };
  });
  afterAll(() => app.close());

  it('answers a request its handler never answers with the outage code, after the limit', async () => {
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/stuck' });
    const waited = Date.now() - started;
    expect(res.statusCode).toBe(Errors.serviceBusy.httpStatus);
    expect(res.json()).toMatchObject({ code: Errors.serviceBusy.code });
    expect(waited).toBeGreaterThanOrEqual(1_000);
  });

  it('leaves a request answered in time alone, however many are open at once', async () => {
    const replies = await Promise.all(Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/slow' })));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(finished).toBe(20);
  });
});
