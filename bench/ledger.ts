// Ledger throughput against a real PostgreSQL, beside pgbench's TPC-B-like run on the same server in
// the same run. Needs DATABASE_URL (a server where databases may be created); prints both and the
// ratio. Scenarios: 64 concurrent clients on 64 distinct members, then 64 on one hot member.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { type AccountKey, Ledger } from '../apps/server/src/modules/wallet/ledger';
import { systemClock } from '../apps/server/src/platform/clock';
import { openDatabase } from '../apps/server/src/platform/db';
import { adminQuery, databaseUrl } from './postgres';

const CLIENTS = 64;
const SECONDS = 10;
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.log('bench/ledger.ts: set DATABASE_URL to a PostgreSQL server to run it');
  process.exit(0);
}

const admin = (statement: string) => adminQuery(baseUrl, statement);
const urlFor = (name: string) => databaseUrl(baseUrl, name);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const centre = (memberId: number): AccountKey => ({
  siteId: 5000,
  memberId,
  kind: 'centre',
  venueCode: '',
  currency: 'RMB',
});
const venue = (memberId: number): AccountKey => ({
  siteId: 5000,
  memberId,
  kind: 'venue',
  venueCode: 'OBTY',
  currency: 'RMB',
});
const house: AccountKey = { siteId: 5000, memberId: null, kind: 'adjustment', venueCode: '', currency: 'RMB' };

const run = async (ledger: Ledger, label: string, memberOf: (client: number) => number) => {
  const latencies: number[] = [];
  let done = 0;
  let sequence = 0;
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const memberId = memberOf(client);
      while (Date.now() < deadline) {
        sequence += 1;
        const started = performance.now();
        await ledger.move({
          debit: centre(memberId),
          credit: venue(memberId),
          amount: 100n,
          kind: 'transferIn',
          idempotencyKey: `bench:${label}:${sequence}`,
          memberId,
        });
        latencies.push(performance.now() - started);
        done += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { label, tps: done / SECONDS, p99Ms: percentile(latencies, 0.99) };
};

const pgbench = (url: string) => {
  execFileSync('pgbench', ['-i', '-q', '-s', '4', url], { stdio: 'ignore' });
  const out = execFileSync(
    'pgbench',
    ['-b', 'tpcb-like', '-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), url],
    {
      encoding: 'utf8',
    },
  );
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 'NaN');
  const latency = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? 'NaN');
  return { tps, latencyMs: latency };
};

const name = `cs_bench_${randomBytes(4).toString('hex')}`;
const pgbenchName = `${name}_pgbench`;
await admin(`create database ${name}`);
await admin(`create database ${pgbenchName}`);
try {
  const database = await openDatabase({ kind: 'postgres', url: urlFor(name) });
  const ledger = new Ledger({ db: database.db, clock: systemClock });
  for (let m = 1; m <= CLIENTS + 1; m += 1) {
    await ledger.move({
      debit: house,
      credit: centre(m),
      amount: 10n ** 12n,
      kind: 'adjustment',
      idempotencyKey: `fund:${m}`,
      memberId: m,
    });
  }
  const distinct = await run(ledger, 'distinct', (client) => client + 1);
  const hot = await run(ledger, 'hot', () => CLIENTS + 1);
  const problems = await ledger.check();
  await database.close();
  const baseline = pgbench(urlFor(pgbenchName));

  console.log(
    `pgbench tpcb-like (${CLIENTS} clients): ${baseline.tps.toFixed(0)} tps, latency avg ${baseline.latencyMs} ms`,
  );
  for (const r of [distinct, hot]) {
    console.log(
      `ledger ${r.label.padEnd(8)} (${CLIENTS} clients): ${r.tps.toFixed(0)} transfers/s, p99 ${r.p99Ms.toFixed(1)} ms, ratio to pgbench ${(r.tps / baseline.tps).toFixed(2)}`,
    );
  }
  console.log(problems.length === 0 ? 'ledger check: ok' : `ledger check: ${problems.length} problem(s)`);
} finally {
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`drop database if exists ${pgbenchName} with (force)`);
}
