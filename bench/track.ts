// 埋点 (issue 32): 10,000 events a second reported to one node while members read their balances.
// Goals: the node accepts the stream (>= 10,000 events/s), the balance read's mean latency at a
// fixed rate is no more than 10 % above the same read without the stream (ratio <= 1.10), and the
// operator's click report counts exactly the clicks the node accepted.
// Rounds alternate (balances alone, then balances with the stream) so drift on a shared machine hits
// both alike; the figure is the median of the per-round ratios. `npm run bench` builds first and pins
// the load generator to CPU 0. The embedded database by default; BENCH_DATABASE_URL names a
// PostgreSQL instead (production's shape, where the inserts' work is the database's process).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { trackRoutes, walletRoutes } from '@courtside/contract';
import { trackAdminRoutes } from '@courtside/contract/admin';
import autocannon from 'autocannon';
import { demoMemberToken, startServer } from './lib';

const ROUNDS = 3;
const SECONDS = 10;
/** The members' balance reads a second, in both halves of a round. */
const BALANCE_RATE = 800;
/** 200 batches of 50 a second: 10,000 events a second. */
const BATCHES_PER_SECOND = 200;
const BATCH = 50;
const GOAL_EVENTS_PER_SECOND = 10_000;
const GOAL_RATIO = 1.1;
const ADMIN_TOKEN = 'bench-admin-token-of-24-chars';
const BANNER = '9001';
const GAME = 'bench-game';

const app = await startServer('node', ['apps/server/dist/main.js'], {
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'courtside-bench-')),
  RATE_LIMIT_PER_MINUTE: '100000000',
  // Each batch claims its own member's address through the loopback proxy: one address may send
  // 60 batches a minute, as one household does.
  TRUST_PROXY: '127.0.0.1',
  ADMIN_TOKEN,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  REDIS_URL: '',
  ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
});

const token = await demoMemberToken(app.url, 'bench-device');

/** A batch as a page sends it: 40 views of the home page, 5 clicks on a banner, 5 on a game. */
const batchBody = () => {
  const at = new Date().toISOString();
  const events = Array.from({ length: BATCH }, (_, i) =>
    i < 40
      ? { kind: 'pageView', page: '/app/home', target: '', at }
      : i < 45
        ? { kind: 'bannerClick', page: '/app/home', target: BANNER, at }
        : { kind: 'gameClick', page: '/app/home', target: GAME, at },
  );
  return JSON.stringify({ events });
};

let address = 0;
/** Sends the stream for `seconds` at a fixed pace; answers the events the node said it accepted. */
const stream = async (seconds: number) => {
  const sent: Promise<number>[] = [];
  const started = performance.now();
  for (let n = 0; n < seconds * BATCHES_PER_SECOND; n++) {
    const due = started + (n * 1000) / BATCHES_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    address += 1;
    const forwarded = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
    sent.push(
      fetch(`${app.url}${trackRoutes.report.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
        body: batchBody(),
      })
        .then((res) => res.json() as Promise<{ code: number; data?: { accepted?: number } }>)
        .then((reply) => (reply.code === 0 ? (reply.data?.accepted ?? 0) : 0))
        .catch(() => 0),
    );
  }
  const accepted = (await Promise.all(sent)).reduce((sum, n) => sum + n, 0);
  return { accepted, perSecond: accepted / seconds };
};

/** The balance read at a fixed rate for `seconds`: its mean (autocannon's percentiles are whole ms) and p99 latency. */
const balances = async (seconds: number) => {
  const result = await autocannon({
    url: `${app.url}${walletRoutes.balances.path}`,
    method: 'POST',
    connections: 20,
    overallRate: BALANCE_RATE,
    duration: seconds,
    headers: { 'content-type': 'application/json', token },
    body: '{}',
  });
  return { mean: result.latency.mean, p99: result.latency.p99, errors: result.errors + result.non2xx };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The click report's banner and game clicks over the days around the run. */
const clickTotals = async () => {
  const report = await fetch(`${app.url}${trackAdminRoutes.clickReport.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
    body: JSON.stringify({ from: day(-1), to: day(1) }),
  });
  const { data } = (await report.json()) as { data: { rows: { kind: string; target: string; clicks: number }[] } };
  const clicks = (kind: string, target: string) =>
    data.rows.filter((r) => r.kind === kind && r.target === target).reduce((sum, r) => sum + r.clicks, 0);
  return { banner: clicks('banner', BANNER), game: clicks('game', GAME) };
};

const ratios: number[] = [];
const rates: number[] = [];
let accepted = 0;
try {
  const before = await clickTotals();
  // Warm-up: the JIT, the connection pools and the day's partition.
  const [, warmUp] = await Promise.all([balances(3), stream(2)]);
  for (let round = 1; round <= ROUNDS; round++) {
    const alone = await balances(SECONDS);
    const [withStream, sent] = await Promise.all([balances(SECONDS), stream(SECONDS)]);
    accepted += sent.accepted;
    rates.push(sent.perSecond);
    const ratio = withStream.mean / alone.mean;
    ratios.push(ratio);
    console.log(
      `round ${round}: balances mean ${alone.mean.toFixed(2)} ms alone, ${withStream.mean.toFixed(2)} ms with the stream (ratio ${ratio.toFixed(2)}); ` +
        `p99 ${alone.p99} / ${withStream.p99} ms; errors ${alone.errors + withStream.errors}; ` +
        `${Math.round(sent.perSecond).toLocaleString('en')} events/s accepted`,
    );
  }

  // The report's clicks now, less what it held before the run (a reused database), against what the
  // node accepted; the warm-up's batches count too.
  const after = await clickTotals();
  const got = { banner: after.banner - before.banner, game: after.game - before.game };
  const expected = ((accepted + warmUp.accepted) * 5) / BATCH;
  const matches = got.banner === expected && got.game === expected;
  console.log(
    `\nreport: ${got.banner} banner and ${got.game} game clicks for the ${accepted + warmUp.accepted} events accepted ` +
      `(expected ${expected} of each): ${matches ? 'match' : 'MISMATCH'}`,
  );
  const ratio = median(ratios);
  const rate = median(rates);
  console.log(
    `median of ${ROUNDS} rounds: ${Math.round(rate).toLocaleString('en')} events/s accepted ` +
      `(goal >= ${GOAL_EVENTS_PER_SECOND.toLocaleString('en')}), balance read mean latency ratio ${ratio.toFixed(2)} (goal <= ${GOAL_RATIO})`,
  );
  process.exitCode = matches && ratio <= GOAL_RATIO && rate >= GOAL_EVENTS_PER_SECOND ? 0 : 1;
} finally {
  await app.stop();
}
