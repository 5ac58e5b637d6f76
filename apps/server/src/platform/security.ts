import type { IncomingMessage, ServerResponse } from 'node:http';
import { Errors } from '@courtside/contract';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Redis } from 'ioredis';
import { fail } from './envelope';
import { sharedRateStore } from './rate-store';

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

/**
 * JSON replies are never rendered as documents, so they carry only the headers that still matter for
 * them (OWASP's REST guidance): no sniffing, HSTS, same-origin resource policy and a CSP that forbids
 * everything including framing. Documents (the web app, /docs, /play.html) get helmet's whole set.
 * Each header costs time on every reply: the full set on the hot reads cost a quarter of their throughput.
 */
export const apiHeaders = (documentHeaders: Record<string, string>): Record<string, string> => ({
  'strict-transport-security': documentHeaders['strict-transport-security']!,
  'x-content-type-options': documentHeaders['x-content-type-options']!,
  'cross-origin-resource-policy': documentHeaders['cross-origin-resource-policy']!,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
});

/** A call's own limit per address, tighter than the site-wide one; past it the call answers 10429. */
export const routeRateLimit = (perMinute: number) => ({
  rateLimit: {
    max: perMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: () => ({ statusCode: 429, ...fail(Errors.rateLimited.code, Errors.rateLimited.msg) }),
  },
});

/** Helmet headers, CORS locked to the site's own origins, and per-IP rate limits (shared through Redis when it is there). */
export const registerSecurity = async (app: FastifyInstance, options: SecurityOptions): Promise<void> => {
  const forDocuments = securityHeaders(helmetPolicy);
  const forApi = apiHeaders(forDocuments);
  // One synchronous hook for every reply's fixed headers: this runs on the hottest path there is.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? forApi : forDocuments);
    reply.header('x-request-id', request.id);
    done();
  });
  // Same-origin needs no CORS at all; the plugin is only worth its per-request hook when origins are listed.
  if (options.corsOrigins.length > 0) {
    await app.register(cors, { origin: options.corsOrigins, credentials: true });
  }
  await app.register(rateLimit, {
    max: options.ratePerMinute,
    timeWindow: '1 minute',
    // The budget is for the API. One page load fetches dozens of scripts, styles and pictures, and a
    // player a playlist and a segment every couple of seconds: counted with the calls, a few pages
    // from one address (a household, a carrier's NAT, one e2e run) used it up and the next API call
    // got 429 (a match room opened without its video). Files are cached and cheap; a CDN serves them.
    allowList: (request) => !request.url.startsWith('/api/'),
    ...(options.redis ? { store: sharedRateStore(options.redis, app.log) } : {}),
    // The x-ratelimit-* headers on every reply cost the hot reads throughput and tell a scraper its
    // budget; only a refused request learns when to retry.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    // The site-wide budget of one address answers 10430; a call's own tighter limit (routeRateLimit)
    // answers 10429. Both read as "busy" to the member; the codes tell support which one was hit.
    errorResponseBuilder: () => ({ statusCode: 429, ...fail(Errors.rateLimitedIp.code, Errors.rateLimitedIp.msg) }),
  });
};
