import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpus } from 'node:os';
import autocannon from 'autocannon';

export interface Server {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const hasTaskset = (() => {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/**
 * The server under test runs on CPU 1 and the load generator (which `npm run bench` starts on CPU 0)
 * keeps CPU 0, so the two do not share a core; a child would otherwise inherit the generator's CPU.
 */
const onServerCpu = (command: string, args: string[]): [string, string[]] =>
  hasTaskset && cpus().length > 1 ? ['taskset', ['-c', '1', command, ...args]] : [command, args];

/** Starts a server process and resolves once it prints the address it listens on. */
export const startServer = (command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Server> =>
  new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(...onServerCpu(command, args), {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // A first start seeds the demo data, which on a busy shared machine has taken over a minute.
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start in 180 s`)), 180_000);
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /(?:listening|已启动:) (http:\/\/[\d.:]+)/.exec(seen);
      if (match) {
        clearTimeout(timer);
        child.stdout?.removeAllListeners('data');
        child.stdout?.resume();
        resolve({
          url: match[1]!,
          pid: child.pid!,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited early with ${code}`)));
  });

export interface Measurement {
  name: string;
  rps: number;
  p99Ms: number;
  errors: number;
}

/** A fixed-length load from this process: 10 s, 50 connections, warm-up excluded. */
export const measure = async (
  name: string,
  url: string,
  init: { method: 'GET' | 'POST'; body?: string; headers?: Record<string, string> } = { method: 'GET' },
): Promise<Measurement> => {
  const options = {
    url,
    method: init.method,
    connections: 50,
    headers: { 'content-type': 'application/json', ...init.headers },
    ...(init.body ? { body: init.body } : {}),
  };
  await autocannon({ ...options, duration: 3 });
  const result = await autocannon({ ...options, duration: 10 });
  return {
    name,
    rps: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
};
