// The demo media origin under 1,000 concurrent viewers of one live stream: playlist and segment
// requests per second and bytes served, beside a bare Fastify hello route in the same run (rounds
// alternate; medians printed). Then what signing and checking a playback URL costs per request.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { signedPrefix, verifyMedia } from '../apps/server/src/modules/live/signing';
import { liveSequence } from '../apps/server/src/sandbox/media/playlist';
import { startServer } from './lib';

const ROUNDS = 3;
const VIEWERS = 1_000;
const KEY = randomBytes(32).toString('hex');
const visitor = randomBytes(8).toString('hex');

const [hello, app] = await Promise.all([
  startServer('node', ['--import', 'tsx', 'bench/hello-server.ts'], { PORT: '0' }),
  startServer('node', ['apps/server/dist/main.js'], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'courtside-bench-media-')),
    RATE_LIMIT_PER_MINUTE: '100000000',
    DATABASE_URL: '',
    REDIS_URL: '',
    SANDBOX: '1',
    MEDIA_SIGNING_KEY: KEY,
    LOG_LEVEL: 'warn',
  }),
]);

const prefix = signedPrefix(KEY, {
  stream: 'room-1',
  expiresAt: Math.floor(Date.now() / 1000) + 3_600,
  viewer: `v${visitor}`,
});
const headers = { cookie: `cs-vid=${visitor}` };

interface Round {
  rps: number;
  bytesPerSecond: number;
  p99Ms: number;
  errors: number;
}

const load = async (requests: autocannon.Request[], url: string): Promise<Round> => {
  const options = { url, connections: VIEWERS, headers, requests };
  await autocannon({ ...options, duration: 3 });
  const result = await autocannon({ ...options, duration: 10 });
  return {
    rps: Math.round(result.requests.average),
    bytesPerSecond: Math.round(result.throughput.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
};

// Each viewer asks for the variant playlist and then the newest segment it lists, as players do.
const viewerRequests = (): autocannon.Request[] => {
  const newest = liveSequence(Date.now(), 2) - 1;
  return [
    { method: 'GET', path: `${prefix}360p/index.m3u8` },
    { method: 'GET', path: `${prefix}360p/seg-${newest}.ts` },
  ];
};

const origin: Round[] = [];
const baseline: Round[] = [];
try {
  for (let round = 0; round < ROUNDS; round++) {
    baseline.push(await load([{ method: 'GET', path: '/hello' }], hello.url));
    origin.push(await load(viewerRequests(), app.url));
  }
} finally {
  await Promise.all([hello.stop(), app.stop()]);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const summary = (rounds: Round[]) => ({
  rps: median(rounds.map((r) => r.rps)),
  mbPerSecond: (median(rounds.map((r) => r.bytesPerSecond)) / 1e6).toFixed(1),
  p99Ms: median(rounds.map((r) => r.p99Ms)),
  errors: rounds.reduce((n, r) => n + r.errors, 0),
});
const o = summary(origin);
const h = summary(baseline);
console.log(`\nmedia origin, ${VIEWERS} concurrent viewers of one stream, medians of ${ROUNDS} rounds`);
console.log('target                        req/s   MB/s   p99 ms   errors');
console.log(
  `hello-world (baseline)      ${String(h.rps).padStart(7)} ${h.mbPerSecond.padStart(6)} ${String(h.p99Ms).padStart(8)} ${String(h.errors).padStart(8)}`,
);
console.log(
  `playlist + segment          ${String(o.rps).padStart(7)} ${o.mbPerSecond.padStart(6)} ${String(o.p99Ms).padStart(8)} ${String(o.errors).padStart(8)}`,
);
console.log(`ratio to hello-world: ${(o.rps / h.rps).toFixed(2)}`);

// Signing and checking, per request, on this machine.
const N = 200_000;
const grant = { stream: 'room-1', expiresAt: 2_000_000_000, viewer: `v${visitor}` };
let started = process.hrtime.bigint();
let last = '';
for (let i = 0; i < N; i++) last = signedPrefix(KEY, { ...grant, expiresAt: grant.expiresAt + (i % 7) });
const signNs = Number(process.hrtime.bigint() - started) / N;
const [, , stream, expiresAt, viewer, signature] = last.split('/');
started = process.hrtime.bigint();
for (let i = 0; i < N; i++) {
  verifyMedia(KEY, { stream: stream!, expiresAt: expiresAt!, viewer: viewer!, signature: signature! }, 1_900_000_000, [
    grant.viewer,
  ]);
}
const verifyNs = Number(process.hrtime.bigint() - started) / N;
console.log(
  `signing a playback URL: ${(signNs / 1000).toFixed(1)} µs; checking one: ${(verifyNs / 1000).toFixed(1)} µs`,
);
