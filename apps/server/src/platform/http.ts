import { envelopeOf, type RouteDef } from '@courtside/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from './envelope';

type Handler<R extends RouteDef> = (
  input: z.output<R['request']>,
  request: FastifyRequest,
) => Promise<z.input<R['response']>>;

// A POST without a body (or with `null`) means "no parameters"; the schema then applies its defaults.
const emptyBodyAsObject = async (request: FastifyRequest): Promise<void> => {
  if (request.body === null || request.body === undefined) request.body = {};
};

const schemaFor = (def: RouteDef, tag: string) => ({
  summary: def.summary,
  tags: [tag],
  ...(def.method === 'GET' ? { querystring: def.request } : { body: def.request }),
  response: { 200: envelopeOf(def.response) },
});

export interface MountOptions {
  /** Runs before the body is parsed, so an unauthorised caller learns nothing about the input. */
  guard?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** A tighter per-IP limit than the global one, per minute (calls that guess at secrets). */
  ratePerMinute?: number;
}

/** Registers one contract route: input parsed by its schema, output wrapped in the envelope and checked. */
export const mount = <R extends RouteDef>(
  app: FastifyInstance,
  tag: string,
  def: R,
  handler: Handler<R>,
  options: MountOptions = {},
): void => {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    schema: schemaFor(def, tag),
    preValidation: emptyBodyAsObject,
    ...(options.guard ? { onRequest: options.guard } : {}),
    ...(options.ratePerMinute ? { config: { rateLimit: { max: options.ratePerMinute, timeWindow: '1 minute' } } } : {}),
    handler: async (request) => {
      const input = (def.method === 'GET' ? request.query : request.body) as z.output<R['request']>;
      return ok(await handler(input, request));
    },
  });
};

/**
 * A hot read whose whole reply is cached as JSON text: the response schema runs once per fill
 * (stripping anything the schema does not name), later hits send the stored text as is.
 */
export const serializeEnvelope = <R extends RouteDef>(def: R, data: z.input<R['response']>): string =>
  JSON.stringify(ok(def.response.parse(data)));

export const mountCached = <R extends RouteDef>(
  app: FastifyInstance,
  tag: string,
  def: R,
  handler: (input: z.output<R['request']>, request: FastifyRequest) => Promise<string>,
): void => {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    schema: schemaFor(def, tag),
    preValidation: emptyBodyAsObject,
    handler: async (request, reply) => {
      const input = (def.method === 'GET' ? request.query : request.body) as z.output<R['request']>;
      const body = await handler(input, request);
      // Already-serialized JSON text: Fastify sends strings as they are, past the schema serializer.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  });
};
