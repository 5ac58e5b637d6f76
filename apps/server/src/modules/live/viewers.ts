import { randomUUID } from 'node:crypto';
import { sportsLiveEvents } from '@courtside/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { LiveHub } from '../../platform/live';

/** Each node publishes its counts this often; a node silent for three periods no longer counts. */
const PUBLISH_EVERY_MS = 5_000;
const NODE_TTL_SECONDS = 15;
const KEY = 'courtside:viewers';

/**
 * How many watch each match and room. Every node counts its own sockets; with Redis each node also
 * writes its counts to a hash of its own (expiring unless refreshed) and reads everyone's, so totals
 * span the nodes and a node that died drops out by itself. Without Redis the node's counts are the
 * totals. Counts go to the rooms every few seconds: a viewer count is a notice a client can miss.
 */
export class ViewerCounter {
  private readonly local = new Map<string, number>();
  private totals = new Map<string, number>();
  private readonly nodeId = randomUUID();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: {
      live: LiveHub;
      redis: Redis | null;
      log: FastifyBaseLogger;
      /** The demo's simulated viewers of a room, pushed with the real count (members see the sum). */
      simulated?: (room: string) => number;
    },
  ) {
    deps.live.onPresence((room, delta) => {
      const next = (this.local.get(room) ?? 0) + delta;
      if (next <= 0) this.local.delete(room);
      else this.local.set(room, next);
    });
  }

  start(): void {
    const tick = () => {
      this.publish()
        .catch((error: unknown) => this.deps.log.warn({ err: error }, 'viewer counts not shared'))
        .finally(() => {
          this.timer = setTimeout(tick, PUBLISH_EVERY_MS);
          this.timer.unref();
        });
    };
    tick();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
  }

  /** The latest total for a room (0 when nobody watches). */
  count(room: string): number {
    return this.totals.get(room) ?? this.local.get(room) ?? 0;
  }

  private async publish(): Promise<void> {
    // While Redis is away each node shows its own viewers rather than waiting on it every tick.
    const redis = this.deps.redis?.status === 'ready' ? this.deps.redis : null;
    this.totals = redis ? await this.shared(redis) : new Map(this.local);
    for (const [room, viewers] of this.totals) {
      const shown = viewers + (this.deps.simulated?.(room) ?? 0);
      this.deps.live.toLocalRoom(room, sportsLiveEvents.viewers, { room, viewers: shown });
    }
  }

  private async shared(redis: Redis): Promise<Map<string, number>> {
    const mine = `${KEY}:${this.nodeId}`;
    const write = redis.multi().del(mine);
    if (this.local.size > 0) write.hset(mine, Object.fromEntries(this.local));
    await write.expire(mine, NODE_TTL_SECONDS).sadd(KEY, this.nodeId).exec();
    const totals = new Map<string, number>();
    for (const node of await redis.smembers(KEY)) {
      const counts = await redis.hgetall(`${KEY}:${node}`);
      if (Object.keys(counts).length === 0 && !(await redis.exists(`${KEY}:${node}`))) {
        await redis.srem(KEY, node);
        continue;
      }
      for (const [room, n] of Object.entries(counts)) totals.set(room, (totals.get(room) ?? 0) + Number(n));
    }
    return totals;
  }
}
