import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { TcpProxy } from './tcp-proxy';

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const hasRedisServer = (): boolean => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/**
 * A Redis of the test's own that can be stopped and started: a redis-server when the binary is
 * installed, else a proxy in front of the machine's Redis (REDIS_URL), whose cut plays the stop.
 */
export interface OwnRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

const ownRedisServer = async (running: boolean): Promise<OwnRedis> => {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 50; i += 1) {
      const up = await new Promise<boolean>((resolve) => {
        const probe = createServer();
        probe.once('error', () => resolve(true));
        probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
      });
      if (up) return;
      await sleep(100);
    }
    throw new Error('redis-server did not start');
  };
  const stop = async () => {
    const current = child;
    if (!current || current.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      current.once('exit', () => resolve());
      current.kill('SIGKILL');
    });
  };
  if (running) await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start, close: stop };
};

const proxiedRedis = async (running: boolean): Promise<OwnRedis> => {
  const target = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
  const port = await proxy.listen();
  if (!running) proxy.cut();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => proxy.cut(),
    start: async () => proxy.restore(),
    close: () => proxy.close(),
  };
};

/** `running: false` hands it over stopped, for a node that must start while Redis is away. */
export const ownRedis = (options: { running?: boolean } = {}): Promise<OwnRedis> =>
  hasRedisServer() ? ownRedisServer(options.running ?? true) : proxiedRedis(options.running ?? true);
