import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { type RedisOptions, subscriptionsOf } from './redis';

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

  private readonly sub: Redis;

  constructor(
    private readonly pub: Redis,
    private readonly onOutage: (error: unknown) => void,
    options: RedisOptions,
  ) {
    super();
    this.sub = subscriptionsOf(pub, options);
    pub.on('ready', () => {
      this.outage = false;
    });
    this.sub.on('message', (_channel: string, raw: string) => {
      const message = JSON.parse(raw) as { nodeId: string; topic: string; payload: unknown };
      if (message.nodeId !== this.nodeId) this.deliver(message.topic, message.payload);
    });
    // Heard and heard from: the subscription is in place and the publishing connection is up.
    const publishing =
      pub.status === 'ready' ? Promise.resolve() : new Promise<void>((r) => pub.once('ready', () => r()));
    this.subscribed = Promise.all([this.sub.subscribe(CHANNEL), publishing]).then(
      () => undefined,
      (error: unknown) => this.missed(error),
    );
  }

  /**
   * Resolves once this node hears the other nodes. A node does not wait for it: with Redis away at
   * start-up the subscription waits for Redis, and the node serves meanwhile.
   */
  readonly subscribed: Promise<void>;

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

/**
 * `onOutage` hears once per outage that events stay on this node until Redis is back. The bus opens its
 * own subscribing connection beside `pub`.
 */
export const createRedisBus = (
  pub: Redis,
  onOutage: (error: unknown) => void = (error) =>
    console.error(`Redis unavailable: events stay on this node (${String(error)})`),
  options: RedisOptions = {},
): EventBus & { subscribed: Promise<void> } => new RedisBus(pub, onOutage, options);
