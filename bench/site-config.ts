// Site-config hot reads, and a member's balance read, against a bare Fastify hello-world measured in
// the same run (DESIGN.md 10). Goals: site config >= 0.6, balances >= 0.4 (issue 11). `npm run bench` builds first and pins the load generator to CPU 0.
// Rounds alternate between the routes so drift on a shared machine hits all of them alike; the
// figures printed are the medians over the rounds.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteRoutes, walletRoutes } from '@courtside/contract';
import { demoMemberToken, type Measurement, measure, startServer } from './lib';

const ROUNDS = 3;

const [hello, app] = await Promise.all([
  startServer('node', ['--import', 'tsx', 'bench/hello-server.ts'], { PORT: '0' }),
  startServer('node', ['apps/server/dist/main.js'], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'courtside-bench-')),
    RATE_LIMIT_PER_MINUTE: '100000000',
    DATABASE_URL: '',
    REDIS_URL: '',
    ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
  }),
]);

const token = await demoMemberToken(app.url, 'bench-device');

const targets = [
  { name: 'hello-world', url: `${hello.url}/hello`, init: { method: 'GET' as const } },
  {
    name: 'configInfo/v2/gets',
    url: `${app.url}${siteRoutes.configGets.path}`,
    init: {
      method: 'POST' as const,
      body: JSON.stringify({ keyCodes: ['login_verify_trigger_times', 'fast_register_verify', 'withdrawal_password'] }),
    },
  },
  {
    name: 'wallet balances',
    url: `${app.url}${walletRoutes.balances.path}`,
    init: { method: 'POST' as const, body: '{}', headers: { token } },
  },
  {
    name: 'perInfo/v1/get',
    url: `${app.url}${siteRoutes.perInfoV1.path}`,
    init: { method: 'POST' as const, body: '{}' },
  },
];

const rounds: Measurement[][] = targets.map(() => []);
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, target] of targets.entries()) rounds[i]!.push(await measure(target.name, target.url, target.init));
  }
} finally {
  await Promise.all([hello.stop(), app.stop()]);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const summary = rounds.map((ms, i) => ({
  name: targets[i]!.name,
  rps: median(ms.map((m) => m.rps)),
  p99Ms: median(ms.map((m) => m.p99Ms)),
  errors: ms.reduce((sum, m) => sum + m.errors, 0),
}));
const baseline = summary[0]!;
console.log(`\nmedians of ${ROUNDS} rounds`);
console.log('route                 req/s    p99 ms   errors   ratio to hello-world');
for (const r of summary) {
  const ratio = (r.rps / baseline.rps).toFixed(2);
  console.log(
    `${r.name.padEnd(20)} ${String(r.rps).padStart(7)} ${String(r.p99Ms).padStart(8)} ${String(r.errors).padStart(8)}   ${ratio}`,
  );
}
