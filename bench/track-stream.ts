// The beacon stream of bench/track.ts, in a process of its own. Beacons come from members' browsers,
// not from the machine that times the balance read: sent from the timing process, their 200 fetches a
// second shared its event loop with autocannon's clock, and each wait for the loop was counted as the
// server's latency. The parent sends { url, seconds } and gets { accepted } back.
import { trackRoutes } from '@courtside/contract';

/** 200 batches of 50 a second: 10,000 events a second. */
export const BATCHES_PER_SECOND = 200;
export const BATCH = 50;
export const BANNER = '9001';
export const GAME = 'bench-game';

export interface StreamOrder {
  url: string;
  seconds: number;
}

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
const stream = async ({ url, seconds }: StreamOrder) => {
  const sent: Promise<number>[] = [];
  const started = performance.now();
  for (let n = 0; n < seconds * BATCHES_PER_SECOND; n++) {
    const due = started + (n * 1000) / BATCHES_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    address += 1;
    // Each batch claims its own member's address through the server's trusted loopback proxy.
    const forwarded = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
    sent.push(
      fetch(`${url}${trackRoutes.report.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
        body: batchBody(),
      })
        .then((res) => res.json() as Promise<{ code: number; data?: { accepted?: number } }>)
        .then((reply) => (reply.code === 0 ? (reply.data?.accepted ?? 0) : 0))
        .catch(() => 0),
    );
  }
  return (await Promise.all(sent)).reduce((sum, n) => sum + n, 0);
};

if (process.send) {
  process.on('message', (order: StreamOrder) => {
    void stream(order).then((accepted) => process.send?.({ accepted }));
  });
}
