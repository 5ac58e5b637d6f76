import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for every client route. Returns the SPA fallback for the not-found handler, or null
 * when no build exists (API-only runs and tests).
 */
export const registerWebApp = async (
  app: FastifyInstance,
  webDist: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => FastifyReply) | null> => {
  if (!existsSync(join(webDist, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: true,
    setHeaders: (res, path) => {
      res.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });
  app.get('/', (_request, reply) => reply.redirect('/app/home'));
  return (_request, reply) => reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
};
