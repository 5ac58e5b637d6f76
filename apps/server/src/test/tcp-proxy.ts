import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

interface Pair {
  client: Socket;
  upstream: Socket;
}

/**
 * A TCP proxy the fault tests put between the server and PostgreSQL (or Redis), to play an outage:
 * `cut` ends every connection and refuses new ones, like a restart; `freeze` stops forwarding without
 * closing anything, like a network partition (what each side sends waits here, closes included, and
 * is delivered in order on `thaw`).
 */
export class TcpProxy {
  private readonly server: Server;
  private readonly pairs = new Set<Pair>();
  private mode: 'open' | 'cut' | 'frozen' = 'open';
  /** What waits for the thaw: bytes to forward, closes to pass on, connections to make. */
  private held: (() => void)[] = [];
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {
    this.server = createServer((client) => this.accept(client));
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('proxy not listening');
    this.port = address.port;
    return this.port;
  }

  /** Ends every connection now; new ones are dropped until `restore`. */
  cut(): void {
    this.mode = 'cut';
    this.held = [];
    for (const pair of this.pairs) {
      pair.client.destroy();
      pair.upstream.destroy();
    }
    this.pairs.clear();
  }

  freeze(): void {
    this.mode = 'frozen';
  }

  /** Back to forwarding: after a freeze, what was held is delivered first, in order. */
  restore(): void {
    this.mode = 'open';
    const held = this.held;
    this.held = [];
    for (const step of held) step();
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private later(step: () => void): void {
    if (this.mode === 'frozen') this.held.push(step);
    else step();
  }

  private accept(client: Socket): void {
    client.on('error', () => {});
    if (this.mode === 'cut') {
      client.destroy();
      return;
    }
    // Bytes a frozen proxy receives before its upstream exists wait with the rest.
    const early: Buffer[] = [];
    const buffer = (chunk: Buffer) => early.push(chunk);
    client.on('data', buffer);
    this.later(() => {
      if (client.destroyed) return;
      const upstream = tcpConnect(this.target);
      upstream.on('error', () => {});
      const pair = { client, upstream };
      this.pairs.add(pair);
      client.off('data', buffer);
      for (const chunk of early) upstream.write(chunk);
      client.on('data', (chunk: Buffer) => this.later(() => upstream.write(chunk)));
      upstream.on('data', (chunk: Buffer) => this.later(() => client.write(chunk)));
      const end = () => {
        this.pairs.delete(pair);
        client.end();
        upstream.end();
      };
      client.on('close', () => this.later(end));
      upstream.on('close', () => this.later(end));
    });
  }
}
