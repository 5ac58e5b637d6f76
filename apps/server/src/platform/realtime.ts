import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { subscriptionsOf } from './redis';

/**
 * The adapter's publishing side. The adapter publishes without awaiting (a rejection would be
 * unhandled) and would queue on a lost connection; this one skips the publish while Redis is not
 * connected and swallows a failed one, saying so once per outage. Local sockets are reached by the
 * adapter itself either way; only the other nodes' sockets miss the push meanwhile.
 */
const quietPublisher = (redis: Redis, log: FastifyBaseLogger): Redis => {
  let down = false;
  const dropped = (error: unknown) => {
    if (!down) log.warn({ err: error }, 'Redis unavailable: socket pushes reach this node only');
    down = true;
    return 0;
  };
  redis.on('ready', () => {
    if (down) log.info('socket pushes cross nodes through Redis again');
    down = false;
  });
  return new Proxy(redis, {
    get(target, property) {
      if (property === 'publish') {
        return (...args: Parameters<Redis['publish']>) =>
          target.status === 'ready'
            ? target.publish(...args).catch(dropped)
            : Promise.resolve(dropped(new Error(`Redis ${target.status}`)));
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
};

/**
 * Socket.IO on the HTTP server's own port (DESIGN.md section 5). With Redis, the adapter fans an
 * emit out to the sockets on every node; without it, one node reaches its own sockets.
 */
export const attachRealtime = (fastify: FastifyInstance, redis: Redis | null): Server => {
  const io = new Server(fastify.server, { serveClient: false, transports: ['websocket', 'polling'] });
  if (redis) {
    // The publisher's side logs the outage once; reconnecting and resubscribing is ioredis's work.
    const subscriber = subscriptionsOf(redis, { onError: () => {} });
    io.adapter(createAdapter(quietPublisher(redis, fastify.log), subscriber));
    fastify.addHook('onClose', async () => {
      subscriber.disconnect();
    });
  }
  // Open sockets would hold the HTTP server open; they are dropped before Fastify closes it.
  fastify.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  return io;
};
