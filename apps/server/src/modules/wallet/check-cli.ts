import { loadConfig } from '../../platform/config';
import { databaseTarget, openDatabase } from '../../platform/db';
import { ledgerProblems } from './store';

// `npm run ledger:check`: the ledger's invariants over the configured database; exits 1 on a breach.
const database = await openDatabase(databaseTarget(loadConfig()));
try {
  const problems = await ledgerProblems(database.db);
  for (const p of problems) console.log(`${p.problem}: ${JSON.stringify(p.detail)}`);
  console.log(problems.length === 0 ? 'ledger ok' : `ledger has ${problems.length} problem(s)`);
  process.exitCode = problems.length === 0 ? 0 : 1;
} finally {
  await database.close();
}
