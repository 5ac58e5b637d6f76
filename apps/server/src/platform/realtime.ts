import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';

/**
 * Socket.IO on the HTTP server's own port (DESIGN.md section 5). With Redis, the adapter fans an
 * emit out to the sockets on every node; without it, one node reaches its own sockets.
 */
export const attachRealtime = (fastify: FastifyInstance, redis: Redis | null): Server => {
  const io = new Server(fastify.server, { serveClient: false, transports: ['websocket', 'polling'] });
  if (redis) io.adapter(createAdapter(redis, redis.duplicate()));
  // Open sockets would hold the HTTP server open; they are dropped before Fastify closes it.
  fastify.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  return io;
};
