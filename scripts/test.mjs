// `npm test`: every suite — unit and integration (Vitest projects), then end-to-end in Chromium —
// and, as the last line, the totals summed over all of them.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureHaproxy } from './lib/haproxy.mjs';
import { run } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(join(tmpdir(), 'courtside-test-'));
const env = { ...process.env, TZ: 'UTC' };

const firstLine = (text) =>
  stripVTControlCharacters(text ?? '')
    .trim()
    .split('\n')[0]
    .slice(0, 300);

const vitest = async (name, args) => {
  const outputFile = join(reports, `${name}.json`);
  await run('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`], {
    env,
    allowFailure: true,
  });
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    // A suite that failed to load counts its file as one failure, so a crash is never "0 failed".
    const brokenFiles = report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0);
    const failedFiles = report.testResults.filter((f) => f.status === 'failed').map((f) => f.name);
    // Named again at the very end: CI keeps only the tail of a long run's output.
    const failures = report.testResults.flatMap((f) => {
      const file = relative(root, f.name);
      if (f.assertionResults.length === 0 && f.status === 'failed') return [`${file}: ${firstLine(f.message)}`];
      return f.assertionResults
        .filter((t) => t.status === 'failed')
        .map((t) => `${file} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    });
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + brokenFiles.length,
      failedFiles,
      failures: failures.map((line) => `${name}: ${line}`),
    };
  } catch {
    console.error(`${name}: no report was written`);
    return { passed: 0, failed: 1, failedFiles: [], failures: [`${name}: no report was written`] };
  }
};

/** The end of a failed spec's server log (e2e/harness.ts keeps it), for a failure seen only in CI's output. */
const printServerLog = (spec) => {
  const path = join(root, 'e2e', 'artifacts', `server-${spec}.log`);
  if (!existsSync(path)) return;
  const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
  console.log(`\n--- the server log of ${spec}.e2e.ts (its last ${Math.min(lines.length, 60)} lines) ---`);
  console.log(lines.slice(-60).join('\n'));
};

const totals = { passed: 0, failed: 0, failures: [] };
const add = ({ passed, failed, failures = [] }) => {
  totals.passed += passed;
  totals.failed += failed;
  totals.failures.push(...failures);
};

add(await vitest('unit-and-integration', []));

// The cluster spec runs where a PostgreSQL and a Redis are named; it puts HAProxy in front of two nodes.
const clusterReady = !(process.env.DATABASE_URL && process.env.REDIS_URL) || ensureHaproxy();
if (!clusterReady) add({ passed: 0, failed: 1, failures: ['haproxy could not be installed'] });

if (!ensureChromium()) {
  add({ passed: 0, failed: 1, failures: ['Chromium could not be installed'] });
} else {
  if (process.env.SKIP_BUILD !== '1') await run('npm', ['run', 'build'], { env });
  const e2e = await vitest('e2e', ['--config', 'e2e/vitest.config.ts']);
  add(e2e);
  for (const file of e2e.failedFiles) printServerLog(basename(file).replace(/\.e2e\.ts$/, ''));
}

if (totals.failures.length > 0) console.log(`\nfailed:\n${totals.failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
