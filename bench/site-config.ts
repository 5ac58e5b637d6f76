// Site-config hot reads against a bare Fastify hello-world measured in the same run (DESIGN.md 10).
// Goal: each ratio >= 0.5. Run with `npm run bench` after `npm run build`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteRoutes } from '@courtside/contract';
import { type Measurement, measure, startServer } from './lib';

const results: Measurement[] = [];

const hello = await startServer('npx', ['tsx', 'bench/hello-server.ts'], { PORT: '0' });
try {
  results.push(await measure('hello-world', `${hello.url}/hello`));
} finally {
  await hello.stop();
}

const app = await startServer('node', ['apps/server/dist/main.js'], {
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'courtside-bench-')),
  RATE_LIMIT_PER_MINUTE: '100000000',
  DATABASE_URL: '',
});
try {
  results.push(
    await measure('configInfo/v2/gets', `${app.url}${siteRoutes.configGets.path}`, {
      method: 'POST',
      body: JSON.stringify({ keyCodes: ['login_verify_trigger_times', 'fast_register_verify', 'withdrawal_password'] }),
    }),
  );
  results.push(
    await measure('perInfo/v1/get', `${app.url}${siteRoutes.perInfoV1.path}`, { method: 'POST', body: '{}' }),
  );
} finally {
  await app.stop();
}

const baseline = results[0]!;
console.log('\nroute                 req/s    p99 ms   errors   ratio to hello-world');
for (const r of results) {
  const ratio = (r.rps / baseline.rps).toFixed(2);
  console.log(
    `${r.name.padEnd(20)} ${String(r.rps).padStart(7)} ${String(r.p99Ms).padStart(8)} ${String(r.errors).padStart(8)}   ${ratio}`,
  );
}
