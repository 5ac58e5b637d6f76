// Bundles the server and the workspace packages it imports into dist/main.js; npm dependencies stay
// external and load from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@courtside/'));

const bundle = (outfile, testHooks) =>
  build({
    entryPoints: ['src/main.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    define: {
      __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
      // The test hooks (captcha answers for the browser tests) exist only in the e2e bundle; in
      // dist/main.js the branch is dead code and esbuild drops it.
      __TEST_HOOKS__: String(testHooks),
    },
    logLevel: 'warning',
  });

await Promise.all([bundle('dist/main.js', false), bundle('dist/main.e2e.js', true)]);
console.log('server built: apps/server/dist/main.js (and main.e2e.js with test hooks for e2e)');
