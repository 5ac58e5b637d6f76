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

/**
 * One vitest run, read back from its JSON report as one entry per file: its passed and failed tests
 * and one line per failure. A suite that failed to load counts as one failure, so a crash is never
 * "0 failed".
 */
const vitest = async (name, args) => {
  const outputFile = join(reports, `${name}.json`);
  await run('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`], {
    env,
    allowFailure: true,
  });
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    return report.testResults.map((f) => {
      const file = relative(root, f.name);
      const broken = f.status === 'failed' && f.assertionResults.length === 0;
      const failures = broken
        ? [`${file}: ${firstLine(f.message)}`]
        : f.assertionResults
            .filter((t) => t.status === 'failed')
            .map((t) => `${file} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      return {
        path: f.name,
        passed: f.assertionResults.filter((t) => t.status === 'passed').length,
        failed: broken ? 1 : failures.length,
        failures: failures.map((line) => `${name}: ${line}`),
      };
    });
  } catch {
    console.error(`${name}: no report was written`);
    return [{ path: name, passed: 0, failed: 1, failures: [`${name}: no report was written`] }];
  }
};

/** Failures whose file passed when run again alone: printed at the end, beside the real ones. */
const flakes = [];

/** Past this many failed files the failures are not load-shaken flakes, and running them again would only cost time. */
const MAX_RUN_AGAIN = 6;

/**
 * The suite, then each file that failed run again alone. Two workers on two cores share the machine
 * with servers, databases and browsers, and a journey that waits on a page or a job can miss its
 * timeout there; alone, it gets the machine. A file counts as passed only if its second run passes
 * whole, and every first failure is still printed, so a flaky test stays in view.
 */
const suite = async (name, args) => {
  const files = await vitest(name, args);
  const failed = files.filter((f) => f.failed > 0 && f.path !== name);
  if (failed.length === 0 || failed.length > MAX_RUN_AGAIN) return files;
  for (const [index, first] of failed.entries()) {
    console.log(`\n${name}: running ${relative(root, first.path)} again, alone`);
    const again = (await vitest(`${name}-again-${index}`, [...args, first.path])).find((f) => f.path === first.path);
    if (!again || again.failed > 0) continue;
    flakes.push(...first.failures);
    files[files.indexOf(first)] = again;
  }
  return files;
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
const add = (files) => {
  for (const { passed, failed, failures } of files) {
    totals.passed += passed;
    totals.failed += failed;
    totals.failures.push(...failures);
  }
};

add(await suite('unit-and-integration', []));

// The cluster spec runs where a PostgreSQL and a Redis are named; it puts HAProxy in front of two nodes.
const clusterReady = !(process.env.DATABASE_URL && process.env.REDIS_URL) || ensureHaproxy();
if (!clusterReady) add([{ passed: 0, failed: 1, failures: ['haproxy could not be installed'] }]);

if (!ensureChromium()) {
  add([{ passed: 0, failed: 1, failures: ['Chromium could not be installed'] }]);
} else {
  if (process.env.SKIP_BUILD !== '1') await run('npm', ['run', 'build'], { env });
  const e2e = await suite('e2e', ['--config', 'e2e/vitest.config.ts']);
  add(e2e);
  for (const file of e2e.filter((f) => f.failed > 0)) printServerLog(basename(file.path).replace(/\.e2e\.ts$/, ''));
}

if (flakes.length > 0) {
  console.log(
    `\nfailed in the full run, passed when run again alone:\n${flakes.map((line) => `  ${line}`).join('\n')}`,
  );
}
if (totals.failures.length > 0) console.log(`\nfailed:\n${totals.failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
