import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountRoutes } from '@courtside/contract';
import autocannon from 'autocannon';

export interface Server {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Whether a command runs here (`taskset`, `chrt`: util-linux, so Linux only). */
export const hasCommand = (command: string, args: string[]): boolean => {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const hasTaskset = hasCommand('taskset', ['-V']);

/**
 * The server under test runs on CPU 1 and the load generator (which `npm run bench` starts on CPU 0)
 * keeps CPU 0, so the two do not share a core; a child would otherwise inherit the generator's CPU.
 */
const onServerCpu = (command: string, args: string[]): [string, string[]] =>
  hasTaskset && cpus().length > 1 ? ['taskset', ['-c', '1', command, ...args]] : [command, args];

/**
 * Starts a server process and resolves once it prints the address it listens on. Its output goes to a
 * file, as a deployed node's goes to its log: piped into this process, on the load generator's busy
 * core, a full pipe held the server's synchronous log writes until this process read it (15 % of the
 * server's time under the 埋点 stream was spent there).
 */
export const startServer = (command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Server> =>
  new Promise((resolve, reject) => {
    const logPath = join(mkdtempSync(join(tmpdir(), 'courtside-bench-log-')), 'server.log');
    const log = openSync(logPath, 'w');
    const child: ChildProcess = spawn(...onServerCpu(command, args), {
      env: { ...process.env, ...env },
      stdio: ['ignore', log, 'inherit'],
    });
    closeSync(log);
    const stopWatching = () => {
      clearTimeout(timer);
      clearInterval(poll);
    };
    // A first start seeds the demo data, which on a busy shared machine has taken over a minute.
    const timer = setTimeout(() => {
      stopWatching();
      reject(new Error(`${args.join(' ')} did not start in 180 s (its output: ${logPath})`));
    }, 180_000);
    const poll = setInterval(() => {
      const match = /(?:listening|已启动:) (http:\/\/[\d.:]+)/.exec(readFileSync(logPath, 'utf8'));
      if (!match) return;
      stopWatching();
      resolve({
        url: match[1]!,
        pid: child.pid!,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    }, 100);
    child.once('exit', (code) => {
      stopWatching();
      reject(new Error(`${args.join(' ')} exited early with ${code} (its output: ${logPath})`));
    });
  });

/** The share of one core a process used over a window (from /proc, so Linux only). */
export const cpuShare = async (pid: number, ms: number): Promise<number> => {
  const ticks = () => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of the whole line, in clock ticks of 1/100 s.
    return Number(fields[11]) + Number(fields[12]);
  };
  const before = ticks();
  await new Promise((r) => setTimeout(r, ms));
  return (ticks() - before) / (ms / 10);
};

/**
 * CPU time the hypervisor has taken from this virtual machine's cores since boot (steal, from
 * /proc/stat, in ms): a round that lost more of it ran on less machine. NaN without /proc.
 */
export const stolenMs = (): number => {
  if (!existsSync('/proc/stat')) return Number.NaN;
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/);
  // "cpu user nice system idle iowait irq softirq steal ...", in clock ticks of 1/100 s.
  return Number(cpu[8]) * 10;
};

/**
 * Waits until a server uses less than a quarter of a core over 5 s (at most 3 minutes) and answers
 * its last share. A fresh demo feed first settles every match of its last six hours, repricing each
 * minute of each (half a core for a minute or two); a server that has run for a while is past that.
 * Without /proc (not Linux) it answers NaN at once.
 */
export const waitForQuiet = async (pid: number): Promise<number> => {
  let share = Number.NaN;
  for (let i = 0; i < 36 && existsSync('/proc/self/stat'); i++) {
    share = await cpuShare(pid, 5_000);
    if (share < 0.25) break;
  }
  return share;
};

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

/** The demo member's session token on a server under test (its balance read and chat are a member's calls). */
export const demoMemberToken = async (url: string, deviceId: string): Promise<string> => {
  const login = await fetch(`${url}${accountRoutes.loginV3.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'demo888', password: 'Courtside1', deviceId }),
  });
  const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`the demo member could not log in (HTTP ${login.status})`);
  return token;
};

export interface PacedResult {
  /** Mean and 99th percentile of the calls' latency, in ms (fractions kept). */
  mean: number;
  p99: number;
  errors: number;
  /** Every answered call's latency, ascending. */
  latencies: number[];
}

/**
 * `rate` calls a second for `seconds`, each started at its own due time (open loop), over a pool of
 * kept-alive connections. autocannon's `overallRate` sends each second's quota as a burst at the start
 * of the second, so its latency is that of a saturated server working through the burst, not of a call
 * arriving among others at the given rate.
 */
export const paced = async (
  url: string,
  init: { method: 'GET' | 'POST'; body?: string; headers?: Record<string, string> },
  rate: number,
  seconds: number,
): Promise<PacedResult> => {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const latencies: number[] = [];
  let errors = 0;
  const one = () =>
    new Promise<void>((done) => {
      const started = performance.now();
      const req = httpRequest(url, { method: init.method, agent, headers: init.headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) latencies.push(performance.now() - started);
          else errors += 1;
          done();
        });
      });
      req.on('error', () => {
        errors += 1;
        done();
      });
      req.end(init.body);
    });
  const calls: Promise<void>[] = [];
  const start = performance.now();
  const total = rate * seconds;
  while (calls.length < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
    while (calls.length < due) calls.push(one());
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(calls);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const mean = latencies.reduce((sum, ms) => sum + ms, 0) / Math.max(1, latencies.length);
  return { mean, p99: latencies[Math.floor(latencies.length * 0.99)] ?? Number.NaN, errors, latencies };
};
