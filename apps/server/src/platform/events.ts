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

  constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
  ) {
    super();
    sub.on('message', (_channel: string, raw: string) => {
      const message = JSON.parse(raw) as { nodeId: string; topic: string; payload: unknown };
      if (message.nodeId !== this.nodeId) this.deliver(message.topic, message.payload);
    });
  }

  async start(): Promise<void> {
    await this.sub.subscribe(CHANNEL);
  }

  override async publish(topic: string, payload: unknown): Promise<void> {
    this.deliver(topic, payload);
    await this.pub.publish(CHANNEL, JSON.stringify({ nodeId: this.nodeId, topic, payload }));
  }

  override async close(): Promise<void> {
    this.sub.disconnect();
  }
}

export const createLocalBus = (): EventBus => new LocalBus();

export const createRedisBus = async (pub: Redis, sub: Redis): Promise<EventBus> => {
  const bus = new RedisBus(pub, sub);
  await bus.start();
  return bus;
};
