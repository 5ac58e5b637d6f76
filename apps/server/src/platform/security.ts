import { Errors } from '@courtside/contract';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { fail } from './envelope';

export interface SecurityOptions {
  corsOrigins: string[];
  ratePerMinute: number;
  redis: Redis | null;
}

/** Helmet headers, CORS locked to the site's own origins, and per-IP rate limits (shared through Redis). */
export const registerSecurity = async (app: FastifyInstance, options: SecurityOptions): Promise<void> => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        frameSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, { origin: options.corsOrigins.length > 0 ? options.corsOrigins : false, credentials: true });
  await app.register(rateLimit, {
    max: options.ratePerMinute,
    timeWindow: '1 minute',
    ...(options.redis ? { redis: options.redis, nameSpace: 'courtside:rl:', skipOnError: true } : {}),
    errorResponseBuilder: () => ({ statusCode: 429, ...fail(Errors.rateLimited.code, Errors.rateLimited.msg) }),
  });
};
