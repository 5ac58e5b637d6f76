import type { IncomingMessage, ServerResponse } from 'node:http';
import { Errors } from '@courtside/contract';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Redis } from 'ioredis';
import { fail } from './envelope';

export interface SecurityOptions {
  corsOrigins: string[];
  ratePerMinute: number;
  redis: Redis | null;
}

const helmetPolicy: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      // https: so the web app can move to a backup domain (spec section 8) when its own stops answering.
      connectSrc: ["'self'", 'https:', 'ws:', 'wss:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      frameSrc: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * Helmet's headers for our policy, computed once. The policy has no per-request parts (no nonces),
 * and running helmet's middleware on every reply (as @fastify/helmet does) halved the throughput of
 * the hot site-config reads in bench/site-config.ts.
 */
export const securityHeaders = (policy: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(policy)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
};

/** Helmet headers, CORS locked to the site's own origins, and per-IP rate limits (shared through Redis). */
export const registerSecurity = async (app: FastifyInstance, options: SecurityOptions): Promise<void> => {
  const headers = securityHeaders(helmetPolicy);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  await app.register(cors, { origin: options.corsOrigins.length > 0 ? options.corsOrigins : false, credentials: true });
  await app.register(rateLimit, {
    max: options.ratePerMinute,
    timeWindow: '1 minute',
    ...(options.redis ? { redis: options.redis, nameSpace: 'courtside:rl:', skipOnError: true } : {}),
    errorResponseBuilder: () => ({ statusCode: 429, ...fail(Errors.rateLimited.code, Errors.rateLimited.msg) }),
  });
};
