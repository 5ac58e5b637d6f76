import { expect } from 'vitest';

/**
 * The server's clock as a spec reads and moves it: the site's time call, and the test clock the e2e
 * build serves (`/api/test/v1/clock`), which only moves forward.
 */
export const serverClock = (ctx: { site: { url: string } }) => ({
  async now(): Promise<number> {
    const res = await fetch(`${ctx.site.url}/api/site/group/site/time/v1/get`);
    const { data } = (await res.json()) as { data: { timestamp: number } };
    return data.timestamp;
  },
  /**
   * Moves the clock forward and waits while the demo feed plays the time skipped (settling what
   * ended in it); answers the new time.
   */
  async shift(ms: number): Promise<number> {
    const res = await fetch(`${ctx.site.url}/api/test/v1/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ shiftMs: Math.round(ms) }),
    });
    const { now } = (await res.json()) as { now: string };
    await expect
      .poll(
        async () => {
          const settled = await fetch(`${ctx.site.url}/api/test/v1/clock/settled`);
          return ((await settled.json()) as { settled: boolean }).settled;
        },
        { timeout: 180_000, interval: 500 },
      )
      .toBe(true);
    return Date.parse(now);
  },
});
