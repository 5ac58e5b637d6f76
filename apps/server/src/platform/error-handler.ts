import { type ErrorSpec, Errors } from '@courtside/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './db';
import { fail } from './envelope';
import { DomainError } from './errors';
import { LateRequest } from './late-requests';
import type { SpaFallback } from './static';

/** An error envelope as the reply, whatever the route's success schema. */
export const sendError = (reply: FastifyReply, spec: ErrorSpec, msg = spec.msg, data: unknown = null) =>
  // Sent as text so a route's success schema never tries to serialize an error envelope.
  reply
    .status(spec.httpStatus)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(fail(spec.code, msg, data)));

/** The page a client route of one of the apps gets (the member app, the console), by its address; null for none. */
export type PageFor = (url: string) => SpaFallback | null;

/**
 * Maps every thrown error to the envelope: domain codes as they are, bad input as 400, bugs as a
 * generic 500. An unknown address gets an app's page when `pageFor` names one, and the not-found
 * envelope otherwise.
 */
export const registerErrorHandling = (app: FastifyInstance, pageFor: PageFor): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) return sendError(reply, error.spec, error.message, error.data);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
      return sendError(reply, Errors.invalidParameter, `参数错误：${field} ${first.message}`, { field });
    }

    if (error.statusCode === 429) {
      // @fastify/rate-limit throws what its errorResponseBuilder made: the code says which limit it was.
      const siteWide = (error as { code?: unknown }).code === Errors.rateLimitedIp.code;
      return sendError(reply, siteWide ? Errors.rateLimitedIp : Errors.rateLimited);
    }

    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type, oversize bodies: the client's mistake, said plainly.
      const msg = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? '请求内容过大' : '请求格式错误';
      return sendError(reply, { ...Errors.invalidParameter, httpStatus: error.statusCode }, msg);
    }

    if (isDatabaseUnavailable(error) || error instanceof LateRequest) {
      // An outage, not a bug: the member may send the same request again (money moves once by its requestId).
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(reply, Errors.serviceBusy);
    }

    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, Errors.internal);
  });

  app.setNotFoundHandler((request, reply) => {
    const page = request.method === 'GET' ? pageFor(request.url) : null;
    if (page) return page(request, reply);
    return sendError(reply, Errors.notFound);
  });
};
