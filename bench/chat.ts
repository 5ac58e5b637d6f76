// Chat fan-out (issue 16): CHAT_CLIENTS (default 5,000) socket.io clients in one anchor room, opened
// from this process on loopback, against the same number of clients of a bare `ws` broadcast server
// in the same run (goal >= 0.5 of its rate). The sender raises its message rate step by step; each
// step lasts STEP_S seconds; a step counts when at least 95% of the deliveries arrived and the
// publish -> receive p99 stayed within 150 ms. Reported: the highest such deliveries per second,
// median of the rounds (alternating socket.io and ws), and this load generator's CPU as a share of
// the machine's two cores. `npm run bench` builds first.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountRoutes, CHAT_NAMESPACE, chatEvents } from '@courtside/contract';
import { io as connect, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { startServer } from './lib';

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
  /** Sends one message carrying its send time. */
  send(sentAt: number): void;
  close(): void;
}

/** Latencies heard by all receivers, collected per step. */
let heard: number[] = [];
const hearStamp = (text: unknown) => {
  const match = typeof text === 'string' ? /^t(\d+)$/.exec(text) : null;
  if (match) heard.push(Date.now() - Number(match[1]));
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
  for (const socket of receivers) {
    socket.on(chatEvents.message, (message: { content: { data: unknown } }) => hearStamp(message.content.data));
  }
  const sender = await open({ token });
  return {
    name: 'socket.io /chat',
    send: (sentAt) => sender.emit(chatEvents.send, { room: ROOM, msgType: 'text', text: `t${sentAt}` }, () => {}),
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
  for (const socket of receivers) socket.on('message', (data) => hearStamp(data.toString()));
  const sender = await open();
  return {
    name: 'bare ws broadcast',
    send: (sentAt) => sender.send(`t${sentAt}`),
    close: () => {
      for (const socket of [...receivers, sender]) socket.close();
    },
  };
};

/** Raises the rate until a step fails; answers the best passing step's deliveries per second. */
const climb = async (target: Target) => {
  let best = { rate: 0, deliveries: 0, p99Ms: 0 };
  let cpu = 0;
  // Warm-up, not counted: the first sends pay for compilation and the database's first writes.
  for (let i = 0; i < 20; i++) {
    target.send(Date.now());
    await sleep(100);
  }
  await sleep(1_000);
  for (const rate of RATES) {
    heard = [];
    const started = process.cpuUsage();
    const wallStart = Date.now();
    const sends = rate * STEP_S;
    for (let i = 0; i < sends; i++) {
      target.send(Date.now());
      await sleep(1_000 / rate);
    }
    await sleep(1_000); // the last sends' deliveries
    const used = process.cpuUsage(started);
    cpu = Math.max(cpu, (used.user + used.system) / 1e3 / (Date.now() - wallStart) / 2);
    const expected = sends * CLIENTS;
    const latency = p99(heard);
    const arrived = heard.length / expected;
    console.log(`  ${target.name}: ${rate} msg/s -> ${heard.length}/${expected} delivered, p99 ${latency} ms`);
    if (arrived < 0.95 || latency > P99_MAX_MS) break;
    best = { rate, deliveries: Math.round(heard.length / STEP_S), p99Ms: latency };
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
  const login = await fetch(`${app.url}${accountRoutes.loginV3.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'demo888', password: 'Courtside1', deviceId: 'bench-chat-sender' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
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
