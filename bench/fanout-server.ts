// The servers of bench/odds-fanout.ts, one process each: FANOUT_MODE=socketio is the product's own
// `/live` namespace (the server's LiveHub on Socket.IO, as the feed's publisher uses it), FANOUT_MODE=ws a
// bare `ws` broadcast. Both take `POST /publish {rate, seconds, room}` and send that many messages a
// second, each the same odds push stamped with its send time, to every client in the room.
import { createServer } from 'node:http';
import { sportsLiveEvents } from '@courtside/contract';
import Fastify from 'fastify';
import { WebSocketServer } from 'ws';

interface Hub {
  toRoom(room: string, event: string, payload: unknown): void;
}
type HubClass = new (io: unknown, auth: unknown, siteId: number) => Hub;

/** An odds push as the feed sends it for a match's main lines (1X2, handicap, total). */
const oddsPush = (matchId: number, n: number) => ({
  matchId,
  markets: [
    {
      id: 11,
      type: '1x2',
      specifier: '',
      status: 'active',
      main: true,
      version: n,
      outcomes: [
        { key: 'home', odds: 2150 + (n % 7) },
        { key: 'draw', odds: 3300 },
        { key: 'away', odds: 3550 - (n % 5) },
      ],
    },
    {
      id: 12,
      type: 'asian_handicap',
      specifier: 'hcp=-0.25',
      status: 'active',
      main: true,
      version: n,
      outcomes: [
        { key: 'home', odds: 1930 + (n % 3) },
        { key: 'away', odds: 1910 },
      ],
    },
    {
      id: 13,
      type: 'total',
      specifier: 'total=2.5',
      status: 'active',
      main: true,
      version: n,
      outcomes: [
        { key: 'over', odds: 1880 },
        { key: 'under', odds: 1960 + (n % 4) },
      ],
    },
  ],
});

/** Sends `rate` messages a second for `seconds`, in 10 ms slices so a high rate is spread evenly. */
const publishAt = (rate: number, seconds: number, send: (n: number) => void) => {
  const started = Date.now();
  let sent = 0;
  const total = rate * seconds;
  const timer = setInterval(() => {
    const due = Math.min(total, Math.floor(((Date.now() - started) / 1000) * rate));
    while (sent < due) send(sent++);
    if (sent >= total) clearInterval(timer);
  }, 10);
};

const readBody = (req: import('node:http').IncomingMessage) =>
  new Promise<{ rate: number; seconds: number; room: string }>((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(JSON.parse(text)));
  });

if (process.env.FANOUT_MODE === 'ws') {
  const server = createServer(async (req, res) => {
    const { rate, seconds } = await readBody(req);
    publishAt(rate, seconds, (n) => {
      const text = JSON.stringify({ ...oddsPush(1, n), t: Date.now() });
      for (const client of wss.clients) client.send(text);
    });
    res.end('{}');
  });
  const wss = new WebSocketServer({ server });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    console.log(`listening http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  });
} else {
  const platform = (file: string) => new URL(`../apps/server/src/platform/${file}.ts`, import.meta.url).href;
  const { attachRealtime } = (await import(platform('realtime'))) as {
    attachRealtime: (fastify: unknown, redis: null) => unknown;
  };
  const { LiveHub } = (await import(platform('live'))) as { LiveHub: HubClass };
  const { AuthGate } = (await import(platform('auth'))) as { AuthGate: new () => unknown };
  const app = Fastify({ logger: false });
  const live = new LiveHub(attachRealtime(app, null), new AuthGate(), 5000);
  app.post('/publish', async (request) => {
    const { rate, seconds, room } = request.body as { rate: number; seconds: number; room: string };
    publishAt(rate, seconds, (n) => live.toRoom(room, sportsLiveEvents.odds, { ...oddsPush(1, n), t: Date.now() }));
    return {};
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(`listening ${address}`);
}
