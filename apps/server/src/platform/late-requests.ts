import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a request still unanswered at its deadline is answered with (the outage code, 10505). */
export class LateRequest extends Error {
  constructor(limitMs: number) {
    super(`no answer within ${limitMs} ms`);
    this.name = 'LateRequest';
  }
}

/**
 * Answers a request still unanswered after `limitMs` (a handler waiting on a frozen database would
 * otherwise wait as long as the freeze); its work may still finish, and money requests are idempotent
 * by requestId. One sweep looks at the oldest open requests a few times per limit, in place of
 * Fastify's `handlerTimeout`, which gives every request an AbortController, a timer and, once the
 * request closes, an AbortError with its stack: about 5 % of a hot read's CPU (profile of the wallet
 * balance read under load, 2026-11-26).
 */
export const answerLateRequests = (fastify: FastifyInstance, limitMs: number): void => {
  // In arrival order, so the sweep stops at the first request that is not late yet.
  const open = new Map<FastifyRequest, { at: number; reply: FastifyReply }>();
  fastify.addHook('onRequest', (request, reply, done) => {
    open.set(request, { at: Date.now(), reply });
    done();
  });
  fastify.addHook('onResponse', (request, _reply, done) => {
    open.delete(request);
    done();
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    open.delete(request);
    done();
  });

  const sweep = setInterval(
    () => {
      const due = Date.now() - limitMs;
      for (const [request, { at, reply }] of open) {
        if (at > due) break;
        open.delete(request);
        if (!reply.sent && !reply.raw.headersSent) reply.send(new LateRequest(limitMs));
      }
    },
    Math.max(100, Math.floor(limitMs / 5)),
  );
  sweep.unref();
  fastify.addHook('onClose', async () => clearInterval(sweep));
};
