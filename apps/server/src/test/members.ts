import { randomUUID } from 'node:crypto';
import { accountRoutes, imageCaptchaPath, type LoginResult } from '@courtside/contract';
import { expect } from 'vitest';
import { post, type TestApp } from './harness';

export const PASSWORD = 'Secret2024';
export const SITE = 5000;

/** Draws an image captcha as the browser would and reads its answer as a person would. */
export const solveImageCaptcha = async (app: TestApp, siteId = SITE) => {
  const captchaId = randomUUID();
  const res = await app.fastify.inject({
    method: 'GET',
    url: `${imageCaptchaPath}?captchaId=${captchaId}`,
    headers: { 'x-site-id': String(siteId) },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  const answer = await app.services.captcha.answerFor(siteId, captchaId);
  return { verifyType: 'image' as const, verifyId: captchaId, verifyCode: answer ?? '' };
};

/** Registers through the safety dialog the site asks for, and returns the login result. */
export const registerMember = async (
  app: TestApp,
  name: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<LoginResult> => {
  const body = { name, password: PASSWORD, confirmPassword: PASSWORD, deviceId: `dev-${name}`, adult: true, ...extra };
  let reply = await post(app, accountRoutes.register.path, body, headers);
  if (reply.body.code === 10434) {
    const siteId = Number(headers['x-site-id'] ?? SITE);
    reply = await post(
      app,
      accountRoutes.register.path,
      { ...body, ...(await solveImageCaptcha(app, siteId)) },
      headers,
    );
  }
  expect(reply.body).toMatchObject({ code: 0 });
  return reply.body.data as LoginResult;
};

export const tokenHeader = (token: string) => ({ token });

/**
 * Puts money (minor units) into a member's centre wallet from the house adjustment account, once per
 * member (a second call replays the first).
 */
export const fundCentre = (app: TestApp, memberId: number, amount: bigint, siteId = SITE) =>
  creditCentre(app, memberId, amount, `test-fund:${memberId}`, siteId);

/** As `fundCentre`, a new movement at every call. */
export const creditCentre = (
  app: TestApp,
  memberId: number,
  amount: bigint,
  idempotencyKey = `test-credit:${randomUUID()}`,
  siteId = SITE,
) =>
  app.services.ledger.move({
    debit: { siteId, memberId: null, kind: 'adjustment', venueCode: '', currency: 'RMB' },
    credit: { siteId, memberId, kind: 'centre', venueCode: '', currency: 'RMB' },
    amount,
    kind: 'adjustment',
    idempotencyKey,
    memberId,
  });
