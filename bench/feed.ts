// The sports feed under load (issue 13): popularLive with the demo feed running, against a bare
// Fastify hello-world in the same run (goal >= 0.5) and a bare Fastify sending popularLive's own
// reply bytes; and the demo feed's own CPU per second of play (goal <= 10% of one core at 60 live
// matches). On the embedded PGlite, and with DATABASE_URL also on a PostgreSQL database of its own.
// `npm run bench` builds first.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { feedRoutes } from '@courtside/contract';
import { type Measurement, measure, type Server, startServer, waitForQuiet } from './lib';
import { adminQuery, databaseUrl, median } from './postgres';

const ROUNDS = 3;

/** What the bench uses of the demo feed (loaded by path, so the bench's typecheck stays out of the server's). */
interface Simulator {
  subscribe(handler: (message: unknown) => Promise<void>): void;
  snapshot(): Promise<unknown[]>;
  tick(): Promise<void>;
  matchesNow(): { status: string }[];
}
type SimulatorClass = new (options: { seed: number; speed: number; now: () => number; logoBase: string }) => Simulator;

/** The demo feed alone: CPU time per second of wall clock, ticking once a second, messages counted. */
const simulatorCpu = async (seconds: number) => {
  const path = new URL('../apps/server/src/sandbox/feed/simulator.ts', import.meta.url).href;
  const { FeedSimulator } = (await import(path)) as { FeedSimulator: SimulatorClass };
  let now = Date.now();
  const sim = new FeedSimulator({ seed: 20_261_124, speed: 7, now: () => now, logoBase: '/logos' });
  let messages = 0;
  sim.subscribe(async () => {
    messages += 1;
  });
  await sim.snapshot();
  await sim.tick();
  const live = sim.matchesNow().filter((m) => m.status === 'live').length;
  messages = 0;
  const start = process.cpuUsage();
  for (let i = 0; i < seconds; i++) {
    now += 1_000;
    await sim.tick();
  }
  const used = process.cpuUsage(start);
  return { live, share: (used.user + used.system) / 1e6 / seconds, messagesPerSecond: messages / seconds };
};

/** A POST's reply as it came over the wire, still compressed (fetch would decode it). */
const rawReply = (url: string, headers: Record<string, string>) =>
  new Promise<{ encoding: string; bytes: Buffer }>((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ encoding: String(res.headers['content-encoding'] ?? 'identity'), bytes: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end('{}');
  });

/**
 * popularLive in alternating rounds with two controls, on one database (the embedded PGlite, whose
 * queries run on the server's own thread, or a PostgreSQL database of the bench's own): a bare
 * Fastify hello-world (the goal's baseline), and a bare Fastify sending popularLive's own reply bytes
 * (the ceiling a reply of that size leaves on this load generator, whatever the product does).
 */
const popularLiveRounds = async (database: { label: string; url: string }) => {
  const [hello, app] = await Promise.all([
    startServer('node', ['--import', 'tsx', 'bench/hello-server.ts'], { PORT: '0' }),
    startServer('node', ['apps/server/dist/main.js'], {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'courtside-bench-feed-')),
      RATE_LIMIT_PER_MINUTE: '100000000',
      DATABASE_URL: database.url,
      REDIS_URL: '',
      SANDBOX: '1',
      LOG_LEVEL: 'warn',
    }),
  ]);
  // Both asked as a browser asks (it takes brotli and gzip); hello-world's reply is too small to compress.
  const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const popularLive = () =>
    fetch(`${app.url}${feedRoutes.popularLive.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{}',
    });
  const rounds: Measurement[][] = [[], [], []];
  let listed = 0;
  let replay: Server | null = null;
  let idle = Number.NaN;
  let replyBytes = 0;
  try {
    // The demo feed's first snapshot lands in the background; wait until the live list is full.
    for (let i = 0; i < 60 && listed < 30; i++) {
      await new Promise((r) => setTimeout(r, 1_000));
      listed = ((await (await popularLive()).json()) as { data: { items: unknown[] } }).data.items.length;
    }
    idle = await waitForQuiet(app.pid);
    const { encoding, bytes } = await rawReply(`${app.url}${feedRoutes.popularLive.path}`, headers);
    replyBytes = bytes.length;
    const file = join(mkdtempSync(join(tmpdir(), 'courtside-bench-reply-')), 'popularLive');
    writeFileSync(file, bytes);
    replay = await startServer('node', ['--import', 'tsx', 'bench/replay-server.ts'], {
      PORT: '0',
      REPLY_FILE: file,
      REPLY_ENCODING: encoding,
    });
    for (let round = 0; round < ROUNDS; round++) {
      rounds[0]!.push(await measure('hello-world', `${hello.url}/hello`, { method: 'GET', headers }));
      rounds[1]!.push(await measure('same bytes', `${replay.url}/reply`, { method: 'POST', body: '{}', headers }));
      rounds[2]!.push(
        await measure('popularLive', `${app.url}${feedRoutes.popularLive.path}`, {
          method: 'POST',
          body: '{}',
          headers,
        }),
      );
    }
  } finally {
    await Promise.all([hello.stop(), app.stop(), replay?.stop()]);
  }
  const [base, ceiling, subject] = rounds.map((ms) => ({
    rps: median(ms.map((m) => m.rps)),
    p99Ms: median(ms.map((m) => m.p99Ms)),
    errors: ms.reduce((sum, m) => sum + m.errors, 0),
  }));
  const ratio = (of: number, to: number) => median(rounds[of]!.map((m, i) => m.rps / rounds[to]![i]!.rps));
  return {
    label: database.label,
    listed,
    idle,
    replyBytes,
    base: base!,
    ceiling: ceiling!,
    subject: subject!,
    ratio: ratio(2, 0),
    ceilingRatio: ratio(1, 0),
    ofCeiling: ratio(2, 1),
  };
};

const results = [await popularLiveRounds({ label: 'PGlite', url: '' })];
const postgres = process.env.DATABASE_URL;
if (postgres) {
  const name = `courtside_bench_feed_${process.pid}`;
  await adminQuery(postgres, `create database ${name}`);
  try {
    results.push(await popularLiveRounds({ label: 'PostgreSQL', url: databaseUrl(postgres, name) }));
  } finally {
    await adminQuery(postgres, `drop database if exists ${name} with (force)`);
  }
}

const cpu = await simulatorCpu(120);
for (const r of results) {
  console.log(
    `\nsports feed on ${r.label} (medians of ${ROUNDS} alternating rounds; the demo feed running with ${r.listed} live matches, the server at rest ${Number.isNaN(r.idle) ? 'not sampled' : `at ${(r.idle * 100).toFixed(0)}% of a core`} before the rounds)`,
  );
  console.log(`hello-world    ${String(r.base.rps).padStart(7)} req/s  p99 ${r.base.p99Ms} ms`);
  console.log(
    `same bytes     ${String(r.ceiling.rps).padStart(7)} req/s  p99 ${r.ceiling.p99Ms} ms  (a bare Fastify POST sending popularLive's ${r.replyBytes}-byte reply)  ratio ${r.ceilingRatio.toFixed(2)}`,
  );
  console.log(
    `popularLive    ${String(r.subject.rps).padStart(7)} req/s  p99 ${r.subject.p99Ms} ms  errors ${r.subject.errors}  ratio ${r.ratio.toFixed(2)} (goal >= 0.5); ${r.ofCeiling.toFixed(2)} of the same bytes`,
  );
}
console.log(
  `demo feed CPU  ${(cpu.share * 100).toFixed(1)}% of one core at ${cpu.live} live matches, ${cpu.messagesPerSecond.toFixed(1)} messages/s (goal <= 10% at 60)`,
);
