import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CaptchaService } from '../modules/account';
import { siteIdOf } from '../platform/site-context';
import type { ShiftedClock } from './clock';

const query = z.object({ captchaId: z.string().min(1).max(64) });
/** Forward only, at most a year: a test clock is moved the way time moves. */
const shiftBody = z.object({
  shiftMs: z
    .number()
    .int()
    .positive()
    .max(366 * 24 * 3_600_000),
});

/**
 * The e2e bundle's hooks: a live captcha's answer, as a person reads the picture, and the server's
 * clock moved forward for journeys that span days.
 */
export const registerTestHooks = (
  app: FastifyInstance,
  deps: {
    captcha: CaptchaService;
    clock: ShiftedClock;
    defaultSiteId: number;
    /** What the skipped time set going (the demo feed's catch-up), done; the spec polls for it. */
    settle: () => Promise<void>;
  },
): void => {
  let settling: Promise<void> | null = null;
  app.get('/api/test/v1/captchaAnswer', { schema: { hide: true } }, async (request) => {
    const { captchaId } = query.parse(request.query);
    return { answer: await deps.captcha.answerFor(siteIdOf(request, deps.defaultSiteId), captchaId) };
  });
  app.post('/api/test/v1/clock', { schema: { hide: true } }, async (request) => {
    const { shiftMs } = shiftBody.parse(request.body);
    const now = deps.clock.shift(shiftMs);
    // Answered at once: the catch-up may outlast a request's time limit.
    const mine: Promise<void> = deps
      .settle()
      .catch((error: unknown) => request.log.error({ err: error }, 'the shifted clock did not settle'))
      .finally(() => {
        if (settling === mine) settling = null;
      });
    settling = mine;
    return { now: now.toISOString() };
  });
  app.get('/api/test/v1/clock/settled', { schema: { hide: true } }, async () => ({ settled: settling === null }));
};
