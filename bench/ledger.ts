// Ledger throughput against a real PostgreSQL, beside pgbench's TPC-B-like run on the same server, in
// rounds that alternate baseline and subject; prints the median of the round ratios. Needs
// DATABASE_URL (a server where databases may be created). Scenarios, 64 concurrent clients each:
//   distinct      64 members, each moving between their own centre and venue wallets;
//   hot           one member, every client moving their money;
//   house, one    64 members paying into one house account (every bet or gift touches such an account);
//   house, 32     the same into the house account split in 32 by member, as the sportsbook books it.
import { randomBytes } from 'node:crypto';
import { type AccountKey, Ledger } from '../apps/server/src/modules/wallet/ledger';
import { systemClock } from '../apps/server/src/platform/clock';
import { openDatabase } from '../apps/server/src/platform/db';
import { adminQuery, databaseUrl, median, pgbenchInit, pgbenchRound } from './postgres';

const CLIENTS = 64;
const ROUND_SECONDS = 5;
const ROUNDS = 3;
const HOUSE_SHARDS = 32;
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.log('bench/ledger.ts: set DATABASE_URL to a PostgreSQL server to run it');
  process.exit(0);
}

const admin = (statement: string) => adminQuery(baseUrl, statement);
const urlFor = (name: string) => databaseUrl(baseUrl, name);

const SITE = 5000;
const member = (memberId: number, kind: string, venueCode = ''): AccountKey => ({
  siteId: SITE,
  memberId,
  kind,
  venueCode,
  currency: 'RMB',
});
const house = (kind: string, venueCode = ''): AccountKey => ({
  siteId: SITE,
  memberId: null,
  kind,
  venueCode,
  currency: 'RMB',
});

interface Scenario {
  label: string;
  memberOf: (client: number) => number;
  accounts: (memberId: number) => { debit: AccountKey; credit: AccountKey };
}

const betweenOwnWallets = (memberId: number) => ({
  debit: member(memberId, 'centre'),
  credit: member(memberId, 'venue', 'OBTY'),
});
const scenarios: Scenario[] = [
  { label: 'distinct', memberOf: (client) => client + 1, accounts: betweenOwnWallets },
  { label: 'hot', memberOf: () => CLIENTS + 1, accounts: betweenOwnWallets },
  {
    label: 'house, one',
    memberOf: (client) => client + 1,
    accounts: (memberId) => ({ debit: member(memberId, 'centre'), credit: house('betsInPlay') }),
  },
  {
    label: 'house, 32',
    memberOf: (client) => client + 1,
    accounts: (memberId) => ({
      debit: member(memberId, 'centre'),
      credit: house('betsInPlay', `OBTY:${memberId % HOUSE_SHARDS}`),
    }),
  },
];

let sequence = 0;
const round = async (ledger: Ledger, scenario: Scenario): Promise<{ tps: number; p99Ms: number }> => {
  const latencies: number[] = [];
  let done = 0;
  const deadline = Date.now() + ROUND_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const memberId = scenario.memberOf(client);
      while (Date.now() < deadline) {
        sequence += 1;
        const started = performance.now();
        await ledger.move({
          ...scenario.accounts(memberId),
          amount: 100n,
          kind: 'transferIn',
          idempotencyKey: `bench:${sequence}`,
          memberId,
        });
        latencies.push(performance.now() - started);
        done += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    tps: done / ROUND_SECONDS,
    p99Ms: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0,
  };
};

const name = `cs_bench_${randomBytes(4).toString('hex')}`;
const pgbenchName = `${name}_pgbench`;
await admin(`create database ${name}`);
await admin(`create database ${pgbenchName}`);
try {
  pgbenchInit(urlFor(pgbenchName));
  const database = await openDatabase({ kind: 'postgres', url: urlFor(name) });
  const ledger = new Ledger({ db: database.db, clock: systemClock });
  for (let m = 1; m <= CLIENTS + 1; m += 1) {
    await ledger.move({
      debit: house('adjustment'),
      credit: member(m, 'centre'),
      amount: 10n ** 12n,
      kind: 'adjustment',
      idempotencyKey: `fund:${m}`,
      memberId: m,
    });
  }
  const baselines: number[] = [];
  console.log(`ledger moves, ${CLIENTS} clients, ${ROUNDS} rounds of ${ROUND_SECONDS} s alternating with pgbench`);
  for (const scenario of scenarios) {
    const ratios: number[] = [];
    const rates: number[] = [];
    const p99s: number[] = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      const baseline = pgbenchRound(urlFor(pgbenchName), CLIENTS, ROUND_SECONDS);
      const subject = await round(ledger, scenario);
      baselines.push(baseline);
      rates.push(subject.tps);
      p99s.push(subject.p99Ms);
      ratios.push(subject.tps / baseline);
    }
    console.log(
      `  ${scenario.label.padEnd(11)} median ${median(rates).toFixed(0)} moves/s, p99 ${median(p99s).toFixed(1)} ms, median ratio to pgbench ${median(ratios).toFixed(2)}`,
    );
  }
  console.log(`  pgbench tpcb-like median ${median(baselines).toFixed(0)} tps`);
  const problems = await ledger.check();
  console.log(problems.length === 0 ? '  ledger check: ok' : `  ledger check: ${problems.length} problem(s)`);
  await database.close();
} finally {
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`drop database if exists ${pgbenchName} with (force)`);
}
