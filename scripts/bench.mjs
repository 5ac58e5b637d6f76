// `npm run bench`: builds, then runs each benchmark in bench/ (each measures its own baseline).
import { run } from './lib/run.mjs';

await run('npm', ['run', 'build']);
await run('npx', ['tsx', 'bench/site-config.ts']);
