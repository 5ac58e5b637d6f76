import { describe, expect, it } from 'vitest';
import { SimulatedAudience } from './audience';

describe("the demo streams' simulated audience", () => {
  it('watches only what is on air: a live room its crowd, an interrupted one a third, a room off air none', () => {
    const clock = { now: Date.UTC(2026, 10, 24, 12) };
    const audience = new SimulatedAudience(() => clock.now);
    audience.setOnAir(
      [
        { roomId: 1, status: 'On1' },
        { roomId: 2, status: 'On2' },
        { roomId: 3, status: 'On0' },
      ],
      [77],
    );
    expect(audience.viewers('room:1')).toBeGreaterThan(500);
    expect(audience.viewers('room:2')).toBeGreaterThan(0);
    expect(audience.viewers('room:3')).toBe(0);
    expect(audience.viewers('room:4')).toBe(0);
    expect(audience.viewers('match:77')).toBeGreaterThan(100);
    // Off air at the rota's next run, the crowd is gone.
    audience.setOnAir([{ roomId: 1, status: 'On0' }], []);
    expect(audience.viewers('room:1')).toBe(0);
    expect(audience.viewers('match:77')).toBe(0);
  });

  it('moves with time around its size and is the same on every node at the same moment', () => {
    const clock = { now: Date.UTC(2026, 10, 24, 12) };
    const a = new SimulatedAudience(() => clock.now);
    const b = new SimulatedAudience(() => clock.now);
    for (const x of [a, b]) x.setOnAir([{ roomId: 9, status: 'On1' }], []);
    const seen = new Set<number>();
    for (let minute = 0; minute < 20; minute++) {
      clock.now += 60_000;
      expect(a.viewers('room:9')).toBe(b.viewers('room:9'));
      seen.add(a.viewers('room:9'));
    }
    expect(seen.size).toBeGreaterThan(10);
    const values = [...seen];
    expect(Math.max(...values) / Math.min(...values)).toBeLessThan(1.6);
    expect(a.followers(5)).toBe(b.followers(5));
    expect(a.followers(5)).toBeGreaterThanOrEqual(2_000);
  });
});
