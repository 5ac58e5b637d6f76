// `npm run seed [-- --reset]`: writes the zh-CN demo content; --reset rebuilds the demo sites from scratch.
import { run } from './lib/run.mjs';

await run('npx', ['tsx', 'apps/server/src/seed/cli.ts', ...process.argv.slice(2)]);
