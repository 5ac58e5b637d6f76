import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CaptchaService } from '../modules/account';
import { siteIdOf } from '../platform/site-context';

const query = z.object({ captchaId: z.string().min(1).max(64) });

/** Lets a browser test read a live captcha's answer, as a person reads the picture. */
export const registerTestHooks = (app: FastifyInstance, captcha: CaptchaService, defaultSiteId: number): void => {
  app.get('/api/test/v1/captchaAnswer', { schema: { hide: true } }, async (request) => {
    const { captchaId } = query.parse(request.query);
    return { answer: await captcha.answerFor(siteIdOf(request, defaultSiteId), captchaId) };
  });
};
