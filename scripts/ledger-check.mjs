// `npm run ledger:check`: checks the wallet ledger's invariants on the configured database.
import { run } from './lib/run.mjs';

await run('npx', ['tsx', 'apps/server/src/modules/wallet/check-cli.ts', ...process.argv.slice(2)]);
