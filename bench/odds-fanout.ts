// Odds fan-out (issue 13): FANOUT_CLIENTS (default 2,000) clients follow one match room of the product's
// `/live` namespace (bench/fanout-server.ts, the server's own LiveHub on Socket.IO), beside the same number
// of clients of a bare `ws` broadcast of the same messages, in alternating rounds. The server raises
// its rate of odds pushes step by step (FANOUT_STEP_S seconds each); a step counts when at least 99% of
// the deliveries arrived and the publish -> receive p99 stayed within 100 ms. Printed: the highest such
// rate in deliveries per second for each (median of the rounds), their ratio (goal >= 0.5), and this
// load generator's CPU as a share of the machine's two cores.
import { cpus } from 'node:os';
import { LIVE_NAMESPACE, liveRooms, sportsLiveEvents } from '@courtside/contract';
import { io as connect, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { startServer } from './lib';
import { median } from './postgres';

const CLIENTS = Number(process.env.FANOUT_CLIENTS ?? 2_000);
const ROUNDS = Number(process.env.FANOUT_ROUNDS ?? 3);
const STEP_S = Number(process.env.FANOUT_STEP_S ?? 4);
const RATES = [2, 4, 8, 16, 32, 64, 128];
const P99_MAX_MS = 100;
const ROOM = liveRooms.match(1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Latencies heard by every client in the current step. */
let heard: number[] = [];
const hear = (push: { t?: unknown }) => {
  if (typeof push.t === 'number') heard.push(Date.now() - push.t);
};

const openInBatches = async <T>(open: () => Promise<T>): Promise<T[]> => {
  const opened: T[] = [];
  for (let i = 0; i < CLIENTS; i += 100) {
    opened.push(...(await Promise.all(Array.from({ length: Math.min(100, CLIENTS - i) }, open))));
  }
  return opened;
};

const openSocketIo = (url: string) =>
  openInBatches(
    () =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(`${url}${LIVE_NAMESPACE}`, { transports: ['websocket'], forceNew: true });
        socket.once('connect', () => {
          socket.on(sportsLiveEvents.odds, hear);
          socket.emit(sportsLiveEvents.join, { rooms: [ROOM] });
          resolve(socket);
        });
        socket.once('connect_error', reject);
      }),
  );

const openWs = (url: string) =>
  openInBatches(
    () =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(url.replace('http', 'ws'));
        socket.on('message', (data) => hear(JSON.parse(String(data)) as { t?: unknown }));
        socket.once('open', () => resolve(socket));
        socket.once('error', reject);
      }),
  );

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? 0;

const publish = (url: string, rate: number, seconds: number) =>
  fetch(`${url}/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rate, seconds, room: ROOM }),
  });

/** The highest step's deliveries per second that kept its p99 and lost (almost) nothing. */
const climb = async (mode: 'socketio' | 'ws'): Promise<number> => {
  const server = await startServer('node', ['--import', 'tsx', 'bench/fanout-server.ts'], { FANOUT_MODE: mode });
  const clients = mode === 'ws' ? await openWs(server.url) : await openSocketIo(server.url);
  // A first unmeasured second: connections settle, code paths warm up.
  await publish(server.url, 2, 1);
  await sleep(2_000);
  let best = 0;
  try {
    for (const rate of RATES) {
      heard = [];
      await publish(server.url, rate, STEP_S);
      await sleep(STEP_S * 1_000 + 1_000);
      const expected = rate * STEP_S * CLIENTS;
      const latency = p99(heard);
      const kept = heard.length >= expected * 0.99 && latency <= P99_MAX_MS;
      console.log(
        `  ${mode.padEnd(8)} ${String(rate).padStart(4)}/s to ${CLIENTS}: ${heard.length}/${expected} heard, p99 ${latency} ms${kept ? '' : '  (past the limit)'}`,
      );
      if (!kept) break;
      best = rate * CLIENTS;
    }
  } finally {
    for (const client of clients) client.close();
    await server.stop();
  }
  return best;
};

const startedCpu = process.cpuUsage();
const startedAt = Date.now();
const rounds: { socketio: number; ws: number }[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const ws = await climb('ws');
  const socketio = await climb('socketio');
  rounds.push({ socketio, ws });
}
const used = process.cpuUsage(startedCpu);
const cpuShare = (used.user + used.system) / 1_000 / (Date.now() - startedAt) / cpus().length;
const ratios = rounds.map((r) => (r.ws > 0 ? r.socketio / r.ws : 0));
console.log(`\nodds fan-out to ${CLIENTS} clients in one match room (medians of ${ROUNDS} alternating rounds)`);
console.log(
  `bare ws broadcast   ${String(median(rounds.map((r) => r.ws))).padStart(8)} deliveries/s within p99 ${P99_MAX_MS} ms`,
);
console.log(
  `/live (Socket.IO)   ${String(median(rounds.map((r) => r.socketio))).padStart(8)} deliveries/s  ratio ${median(ratios).toFixed(2)} (goal >= 0.5)`,
);
console.log(`load generator CPU  ${(cpuShare * 100).toFixed(0)}% of the machine's ${cpus().length} cores`);
