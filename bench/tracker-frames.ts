// The animated match tracker under Chromium's 4x CPU throttle (issue 13: no long animation frames,
// > 50 ms, while it plays). The built server with the demo feed; a live football match's room opened on
// 动画 at PC size, the demo feed at the sports e2e's speed so incidents keep coming; the Long Animation
// Frames API records every frame over 50 ms for RUN_S seconds, with the scripts that ran in it. Printed
// per run: long frames, the longest, how much of them was the tracker's own code (its chunk), how many
// new incidents it drew, and each long frame's breakdown. `npm run bench` builds first.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { feedRoutes } from '@courtside/contract';
import { chromium } from 'playwright-core';
import { startServer } from './lib';
import { describeFrame, LOAF_OBSERVER, longFrames } from './long-frames';

const RUNS = 3;
const RUN_S = 20;
const CPU_SLOWDOWN = 4;

const server = await startServer('node', ['apps/server/dist/main.js'], {
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'courtside-bench-tracker-')),
  DATABASE_URL: '',
  REDIS_URL: '',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000',
  SANDBOX: '1',
  // As the sports e2e drives it: a football match in about five minutes, so new incidents reach the
  // tracker within a run and the frames are measured while it draws them.
  FEED_SPEED: '20',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

/** A live football match the demo feed draws a tracker for. */
const liveMatch = async (): Promise<number> => {
  for (let i = 0; i < 90; i++) {
    const res = await fetch(`${server.url}${feedRoutes.popularLive.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const items = ((await res.json()) as { data: { items: { id: number; sport: string }[] } }).data.items;
    const football = items.find((m) => m.sport === 'football');
    if (football) return football.id;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  throw new Error('no live football match within 90 s');
};

try {
  const matchId = await liveMatch();
  for (let run = 1; run <= RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(LOAF_OBSERVER);
    await page.goto(`${server.url}/app/sports/match/${matchId}?video=ANIMATION`);
    await page.getByTestId('tracker').first().waitFor({ timeout: 60_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // Counts the ball's glides to a new incident: its transform changes once per incident drawn.
    await page.evaluate(() => {
      const w = window as unknown as { __frames: unknown[]; __glides: number };
      w.__frames = [];
      w.__glides = 0;
      const tracker = document.querySelector('[data-testid="tracker"]');
      if (!tracker) return;
      new MutationObserver((records) => {
        for (const r of records) {
          const target = r.target as Element;
          if (target.getAttribute('data-testid') === 'tracker-ball' && r.oldValue !== target.getAttribute('style')) {
            w.__glides += 1;
          }
        }
      }).observe(tracker, { subtree: true, attributes: true, attributeFilter: ['style'], attributeOldValue: true });
    });
    await page.waitForTimeout(RUN_S * 1_000);
    const glides = await page.evaluate(() => (window as unknown as { __glides: number }).__glides);
    const frames = await longFrames(page);
    const tracker = frames.map((f) =>
      f.scripts.filter((s) => /Tracker/.test(s.source)).reduce((sum, s) => sum + s.duration, 0),
    );
    const longest = Math.max(0, ...frames.map((f) => f.duration));
    console.log(
      `run ${run}: ${frames.length} long animation frames in ${RUN_S} s at ${CPU_SLOWDOWN}x CPU, longest ${Math.round(longest)} ms; ` +
        `the tracker's own code at most ${Math.round(Math.max(0, ...tracker))} ms in one of them; ` +
        `${glides} new incidents drawn`,
    );
    for (const f of frames) console.log(`  ${describeFrame(f)}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
