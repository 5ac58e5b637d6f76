import pino from 'pino';
import { buildApp } from './app';
import { countryTable } from './modules/rg';
import { ConfigError, loadConfig } from './platform/config';
import { databaseTarget, openDatabase } from './platform/db';
import { createLocalBus, createRedisBus } from './platform/events';
import { openRedis } from './platform/redis';
import { seed } from './seed/seed';

/**
 * An outside fault (a dropped connection, a library's promise nobody awaited) must not end the process
 * (DESIGN.md section 11): it is logged with what is known, and the node keeps serving. Every node of a
 * deployment meets the same outage at once; exiting here would take the whole site down with it.
 */
const guardProcess = (log: pino.Logger): void => {
  process.on('unhandledRejection', (reason, promise) => {
    log.error({ err: reason, promise: String(promise) }, 'unhandled rejection (kept running)');
  });
  process.on('uncaughtException', (error, origin) => {
    log.error({ err: error, origin }, 'uncaught exception (kept running)');
  });
};

const start = async () => {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // The process's own log lines (outside a request): database and Redis connection errors, and faults
  // nothing else caught.
  const log = pino({ level: config.LOG_LEVEL });
  guardProcess(log);

  const database = await openDatabase(databaseTarget(config), {
    onConnectionError: (error) => log.warn({ err: error }, 'PostgreSQL connection error'),
  });
  const seeded = await seed(database.db);

  // Not awaited: a node starts while Redis is away (every node shares it) and joins it once it is back.
  const redisOptions = {
    commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS,
    onError: (error: Error) => log.warn({ err: error }, 'Redis connection error'),
  };
  const redis = config.REDIS_URL ? openRedis(config.REDIS_URL, redisOptions) : null;
  const bus = redis
    ? createRedisBus(
        redis,
        (error) => log.warn({ err: error }, 'Redis unavailable: events stay on this node'),
        redisOptions,
      )
    : createLocalBus();

  const { fastify } = await buildApp({ config, database, redis, bus });
  if (seeded.seededSites.length > 0) fastify.log.info({ sites: seeded.seededSites }, 'demo content seeded');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    fastify.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await fastify.close();
    await bus.close();
    redis?.disconnect();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // The geo gate's country table (about a second of CPU) is built before the node takes traffic, so
  // no caller waits for it; a database that cannot be read stops the start rather than the gate.
  await countryTable();
  const address = await fastify.listen({ host: config.HOST, port: config.PORT });
  const shown = address.replace('0.0.0.0', '127.0.0.1');
  fastify.log.info({ address }, 'listening');
  console.log(`\nCourtside 已启动: ${shown}/app/home  (API 文档: ${shown}/docs, 数据库: ${database.kind})\n`);
};

await start();
