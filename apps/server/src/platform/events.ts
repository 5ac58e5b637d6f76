import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

type Handler = (payload: unknown) => void;

/**
 * Cross-node events. Without Redis the bus is in-process; with Redis every node receives what any
 * node publishes (its own messages are skipped, having already been delivered locally).
 */
export interface EventBus {
  publish(topic: string, payload: unknown): Promise<void>;
  subscribe(topic: string, handler: Handler): void;
  close(): Promise<void>;
}

class LocalBus implements EventBus {
  protected readonly handlers = new Map<string, Set<Handler>>();

  async publish(topic: string, payload: unknown): Promise<void> {
    this.deliver(topic, payload);
  }

  subscribe(topic: string, handler: Handler): void {
    const set = this.handlers.get(topic) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(topic, set);
  }

  protected deliver(topic: string, payload: unknown): void {
    for (const handler of this.handlers.get(topic) ?? []) handler(payload);
  }

  async close(): Promise<void> {}
}

const CHANNEL = 'courtside:events';

class RedisBus extends LocalBus {
  private readonly nodeId = randomUUID();

  private outage = false;

  constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly onOutage: (error: unknown) => void,
  ) {
    super();
    pub.on('ready', () => {
      this.outage = false;
    });
    sub.on('message', (_channel: string, raw: string) => {
      const message = JSON.parse(raw) as { nodeId: string; topic: string; payload: unknown };
      if (message.nodeId !== this.nodeId) this.deliver(message.topic, message.payload);
    });
  }

  async start(): Promise<void> {
    await this.sub.subscribe(CHANNEL);
  }

  /**
   * Delivered here at once; the other nodes hear it when Redis carries it. While Redis is away they
   * do not (a cache entry there lives until its TTL), and the caller is not failed for it.
   */
  override async publish(topic: string, payload: unknown): Promise<void> {
    this.deliver(topic, payload);
    if (this.pub.status !== 'ready') return this.missed(new Error(`Redis ${this.pub.status}`));
    await this.pub
      .publish(CHANNEL, JSON.stringify({ nodeId: this.nodeId, topic, payload }))
      .catch((error: unknown) => this.missed(error));
  }

  private missed(error: unknown): void {
    if (this.outage) return;
    this.outage = true;
    this.onOutage(error);
  }

  override async close(): Promise<void> {
    this.sub.disconnect();
  }
}

export const createLocalBus = (): EventBus => new LocalBus();

/** `onOutage` hears once per outage that events stay on this node until Redis is back. */
export const createRedisBus = async (
  pub: Redis,
  sub: Redis,
  onOutage: (error: unknown) => void = (error) =>
    console.error(`Redis unavailable: events stay on this node (${String(error)})`),
): Promise<EventBus> => {
  const bus = new RedisBus(pub, sub, onOutage);
  await bus.start();
  return bus;
};
