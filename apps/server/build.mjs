// Bundles the server and the workspace packages it imports into dist/main.js; npm dependencies stay
// external and load from node_modules at run time.
import { spawnSync } from 'node:child_process';
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
    // Folds constants so the `__TEST_HOOKS__` branch and the code only it reaches are dropped.
    minifySyntax: true,
    external,
    define: {
      __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
      // The test hooks (captcha answers for the browser tests) exist only in the e2e bundle; in
      // dist/main.js the branch is dead code and esbuild drops it.
      __TEST_HOOKS__: String(testHooks),
    },
    logLevel: 'warning',
  });

await Promise.all([
  bundle('dist/main.js', false),
  bundle('dist/main.e2e.js', true),
  build({
    entryPoints: ['src/render-rooms.ts'],
    outfile: 'dist/render-rooms.js',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    logLevel: 'warning',
  }),
]);
console.log('server built: apps/server/dist/main.js (and main.e2e.js with test hooks for e2e)');
// The demo rooms' videos, once (kept across builds while their scene is unchanged); without ffmpeg
// the rooms play the committed test card.
const rendered = spawnSync(process.execPath, ['dist/render-rooms.js'], { stdio: 'inherit' });
if (rendered.status !== 0) console.warn('room videos not rendered: the rooms play the committed test card');
