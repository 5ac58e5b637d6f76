// The beacon stream of bench/track.ts, in a process of its own. Beacons come from members' browsers,
// not from the machine that times the balance read: sent from the timing process, their 200 fetches a
// second shared its event loop with autocannon's clock, and each wait for the loop was counted as the
// server's latency. The parent sends { url, seconds } and gets { accepted } back. It runs under
// SCHED_IDLE (bench/track.ts) and sends over kept-alive node:http connections, each second's body made
// once: on the generator's core it shares, fetch() at normal priority slowed the timing process's own
// answers by 6-50 % with the beacons going to a sink that was not the node at all.
import { Agent, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { trackRoutes } from '@courtside/contract';

/** 200 batches of 50 a second: 10,000 events a second. */
export const BATCHES_PER_SECOND = 200;
export const BATCH = 50;
export const BANNER = '9001';
export const GAME = 'bench-game';

export interface StreamOrder {
  /** The node's address; null sends to this process's own sink (the control run, see bench/track.ts). */
  url: string | null;
  seconds: number;
}

/** The control's receiver: answers each beacon as the node does and keeps nothing. */
const startSink = () =>
  new Promise<string>((resolve) => {
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        res.end(`{"code":0,"data":{"accepted":${BATCH}}}`);
      });
    });
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
let sink: Promise<string> | null = null;

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
/** The node answers `{ code, data: { accepted } }`; a lost or refused batch counts 0. */
const post = (agent: Agent, target: URL, body: string, forwarded: string) =>
  new Promise<number>((done) => {
    const req = httpRequest(
      target,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': forwarded,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          try {
            const reply = JSON.parse(text) as { code: number; data?: { accepted?: number } };
            done(reply.code === 0 ? (reply.data?.accepted ?? 0) : 0);
          } catch {
            done(0);
          }
        });
      },
    );
    req.on('error', () => done(0));
    req.end(body);
  });

/** Sends the stream for `seconds` at a fixed pace; answers the events the node said it accepted. */
const stream = async ({ url, seconds }: StreamOrder) => {
  sink ??= url === null ? startSink() : null;
  const target = new URL(`${url ?? (await sink)}${trackRoutes.report.path}`);
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const sent: Promise<number>[] = [];
  const started = performance.now();
  let body = '';
  for (let n = 0; n < seconds * BATCHES_PER_SECOND; n++) {
    const due = started + (n * 1000) / BATCHES_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    // A second's batches carry that second's time, as the pages sending them would.
    if (n % BATCHES_PER_SECOND === 0) body = batchBody();
    address += 1;
    // Each batch claims its own member's address through the server's trusted loopback proxy.
    sent.push(post(agent, target, body, `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`));
  }
  const accepted = (await Promise.all(sent)).reduce((sum, n) => sum + n, 0);
  agent.destroy();
  return accepted;
};

if (process.send) {
  process.on('message', (order: StreamOrder) => {
    void stream(order).then((accepted) => process.send?.({ accepted }));
  });
}
