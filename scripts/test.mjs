// `npm test`: every suite — unit and integration (Vitest projects), then end-to-end in Chromium —
// and, as the last line, the totals summed over all of them.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { run } from './lib/run.mjs';

const reports = mkdtempSync(join(tmpdir(), 'courtside-test-'));
const env = { ...process.env, TZ: 'UTC' };

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
    return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles.length };
  } catch {
    console.error(`${name}: no report was written`);
    return { passed: 0, failed: 1 };
  }
};

const totals = { passed: 0, failed: 0 };
const add = ({ passed, failed }) => {
  totals.passed += passed;
  totals.failed += failed;
};

add(await vitest('unit-and-integration', []));

if (!ensureChromium()) {
  add({ passed: 0, failed: 1 });
} else {
  if (process.env.SKIP_BUILD !== '1') await run('npm', ['run', 'build'], { env });
  add(await vitest('e2e', ['--config', 'e2e/vitest.config.ts']));
}

console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
