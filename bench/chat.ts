// Chat fan-out (issue 16): CHAT_CLIENTS (default 5,000) socket.io clients in one anchor room, opened
// from this process on loopback, against the same number of clients of a bare `ws` broadcast server
// in the same run (goal >= 0.5 of its rate). The sender raises its message rate step by step; each
// step lasts STEP_S seconds; a step counts when at least 95% of the deliveries arrived and the
// publish -> receive p99 stayed within 150 ms. Reported: the highest such deliveries per second,
// median of the rounds (alternating socket.io and ws), and this load generator's CPU as a share of
// the machine's two cores. Each line is counted once per receiver and only in its own step: a line
// heard twice, or late from an earlier step, is reported beside the count, never in it.
// `npm run bench` builds first.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHAT_NAMESPACE, chatEvents } from '@courtside/contract';
import { io as connect, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { demoMemberToken, startServer } from './lib';

const CLIENTS = Number(process.env.CHAT_CLIENTS ?? 5_000);
const ROUNDS = Number(process.env.CHAT_ROUNDS ?? 3);
const STEP_S = Number(process.env.CHAT_STEP_S ?? 5);
const RATES = [5, 10, 20, 40, 80, 160, 320, 640];
const P99_MAX_MS = 150;
const ROOM = { kind: 'anchor' as const, id: 1 };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Target {
  name: string;
  /** Sends one message carrying its text. */
  send(text: string): void;
  close(): void;
}

/**
 * What the receivers heard in the current step. A message's text names its step, its number in the
 * step and its send time (`t<step>-<seq>-<sentAt>`), so a late line of an earlier step (or of the
 * warm-up) is not counted as this step's, and one line heard twice by one receiver is seen as such.
 */
const step = { id: 0, latencies: [] as number[], duplicates: 0, stale: 0, seen: [] as Uint8Array[] };
const startStep = (id: number, sends: number, receivers: number) => {
  step.id = id;
  step.latencies = [];
  step.duplicates = 0;
  step.stale = 0;
  step.seen = Array.from({ length: receivers }, () => new Uint8Array(sends));
};
const hearStamp = (receiver: number, text: unknown) => {
  const match = typeof text === 'string' ? /^t(\d+)-(\d+)-(\d+)$/.exec(text) : null;
  if (!match) return;
  if (Number(match[1]) !== step.id) {
    step.stale += 1;
    return;
  }
  const seen = step.seen[receiver]!;
  const seq = Number(match[2]);
  if (seen[seq]) {
    step.duplicates += 1;
    return;
  }
  seen[seq] = 1;
  step.latencies.push(Date.now() - Number(match[3]));
};

const openInBatches = async <T>(count: number, open: () => Promise<T>): Promise<T[]> => {
  const opened: T[] = [];
  for (let i = 0; i < count; i += 100) {
    opened.push(...(await Promise.all(Array.from({ length: Math.min(100, count - i) }, open))));
  }
  return opened;
};

const socketIoTarget = async (url: string, token: string): Promise<Target> => {
  const open = (auth: Record<string, string>) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(`${url}${CHAT_NAMESPACE}`, { transports: ['websocket'], auth, forceNew: true });
      socket.once('connect', () => {
        socket.emit(chatEvents.join, { room: ROOM }, () => resolve(socket));
      });
      socket.once('connect_error', reject);
    });
  const receivers = await openInBatches(CLIENTS, () => open({}));
  for (const [i, socket] of receivers.entries()) {
    socket.on(chatEvents.message, (message: { content: { data: unknown } }) => hearStamp(i, message.content.data));
  }
  const sender = await open({ token });
  return {
    name: 'socket.io /chat',
    send: (text) => sender.emit(chatEvents.send, { room: ROOM, msgType: 'text', text }, () => {}),
    close: () => {
      for (const socket of [...receivers, sender]) socket.close();
    },
  };
};

const wsTarget = async (url: string): Promise<Target> => {
  const open = () =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(url.replace('http', 'ws'));
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });
  const receivers = await openInBatches(CLIENTS, open);
  for (const [i, socket] of receivers.entries()) socket.on('message', (data) => hearStamp(i, data.toString()));
  const sender = await open();
  return {
    name: 'bare ws broadcast',
    send: (text) => sender.send(text),
    close: () => {
      for (const socket of [...receivers, sender]) socket.close();
    },
  };
};

/** Raises the rate until a step fails; answers the best passing step's deliveries per second. */
const climb = async (target: Target) => {
  let best = { rate: 0, deliveries: 0, p99Ms: 0 };
  let cpu = 0;
  // Warm-up (step 0), not counted: the first sends pay for compilation and the database's first writes.
  startStep(0, 20, CLIENTS);
  for (let i = 0; i < 20; i++) {
    target.send(`t0-${i}-${Date.now()}`);
    await sleep(100);
  }
  await sleep(1_000);
  for (const [index, rate] of RATES.entries()) {
    const sends = rate * STEP_S;
    startStep(index + 1, sends, CLIENTS);
    const started = process.cpuUsage();
    const wallStart = Date.now();
    for (let i = 0; i < sends; i++) {
      target.send(`t${step.id}-${i}-${Date.now()}`);
      await sleep(1_000 / rate);
    }
    await sleep(1_000); // the last sends' deliveries
    const used = process.cpuUsage(started);
    cpu = Math.max(cpu, (used.user + used.system) / 1e3 / (Date.now() - wallStart) / 2);
    const expected = sends * CLIENTS;
    const delivered = step.latencies.length;
    const latency = p99(step.latencies);
    const arrived = delivered / expected;
    console.log(
      `  ${target.name}: ${rate} msg/s -> ${delivered}/${expected} delivered, p99 ${latency} ms` +
        ` (${step.duplicates} heard twice, ${step.stale} late from an earlier step)`,
    );
    if (arrived < 0.95 || latency > P99_MAX_MS) break;
    best = { rate, deliveries: Math.round(delivered / STEP_S), p99Ms: latency };
  }
  return { ...best, cpu };
};

const [app, bare] = await Promise.all([
  startServer('node', ['apps/server/dist/main.js'], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'courtside-bench-chat-')),
    RATE_LIMIT_PER_MINUTE: '100000000',
    CHAT_MESSAGES_PER_10S: '100000',
    DATABASE_URL: '',
    REDIS_URL: '',
    SANDBOX: '1',
    FEED_SIMULATOR: '0',
    LOG_LEVEL: 'warn',
  }),
  startServer('node', ['--import', 'tsx', 'bench/chat-ws-server.ts'], { PORT: '0' }),
]);

const results: Record<string, { deliveries: number[]; cpu: number[] }> = {};
try {
  const token = await demoMemberToken(app.url, 'bench-chat-sender');
  for (let round = 0; round < ROUNDS; round++) {
    for (const make of [() => socketIoTarget(app.url, token), () => wsTarget(bare.url)]) {
      const target = await make();
      const result = await climb(target);
      target.close();
      const entry = results[target.name] ?? { deliveries: [], cpu: [] };
      entry.deliveries.push(result.deliveries);
      entry.cpu.push(result.cpu);
      results[target.name] = entry;
      await sleep(2_000);
    }
  }
} finally {
  await Promise.all([app.stop(), bare.stop()]);
}

console.log(`\nchat fan-out, ${CLIENTS} clients in one room, ${ROUNDS} rounds, p99 <= ${P99_MAX_MS} ms`);
for (const [name, entry] of Object.entries(results)) {
  console.log(
    `  ${name}: ${median(entry.deliveries)} deliveries/s (median), load generator up to ${Math.round(median(entry.cpu) * 100)}% of two cores`,
  );
}
const io = results['socket.io /chat'];
const ws = results['bare ws broadcast'];
if (io && ws && median(ws.deliveries) > 0) {
  console.log(`  ratio socket.io / ws: ${(median(io.deliveries) / median(ws.deliveries)).toFixed(2)} (goal >= 0.5)`);
}
