// The game page under Chromium's 4x CPU throttle (issue 17: no long animation frames, > 50 ms, on the
// page while a game plays). The built server; at PC size a demo slot (财神到) for five spins, and a demo
// baccarat table (国际百家乐) for one round: a bet, then its hand dealt and settled. The Long Animation
// Frames API records every frame over 50 ms with the scripts that ran in it. Printed per run: the long
// frames, the longest, and the script time in them by bundle (DETAIL=1: each frame's scripts). A
// control runs first: a blank page whose only work is a one-line requestAnimationFrame loop, so the
// long frames the machine's load makes by itself (a shared, loaded CPU) can be told from the page's.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startServer } from './lib';
import { describeFrame, LOAF_OBSERVER, type LongFrame, longFrames } from './long-frames';

const RUNS = Number(process.env.RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const SPINS = 5;

const server = await startServer('node', ['apps/server/dist/main.js'], {
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'courtside-bench-game-')),
  DATABASE_URL: '',
  REDIS_URL: '',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000',
  SANDBOX: '1',
  FEED_SIMULATOR: '0',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

const poll = async (check: () => Promise<boolean>, timeoutMs: number) => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** Opens a demo game and waits until PixiJS has started and drawn (`drawn` says so). */
const openDemo = async (page: Page, venue: string, name: string, drawn: () => Promise<boolean>) => {
  await page.goto(`${server.url}/app/egame/${venue}`);
  await page.getByTestId('game-tile').filter({ hasText: name }).first().getByTestId('game-demo').click();
  await poll(drawn, 60_000);
  // Let the chunks load and the first draw settle before measuring.
  await page.waitForTimeout(2_000);
};

const measured = async (page: Page, act: () => Promise<void>): Promise<{ frames: LongFrame[]; seconds: number }> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.evaluate(() => {
    (window as unknown as { __frames: unknown[] }).__frames = [];
  });
  const start = Date.now();
  await act();
  const seconds = Math.round((Date.now() - start) / 1000);
  const frames = await longFrames(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { frames, seconds };
};

const bundle = (source: string) => /\s(\w+)-[\w-]{8}\.js/.exec(source)?.[1] ?? (source.split(' ')[1] || 'other');

const report = (what: string, run: number, { frames, seconds }: { frames: LongFrame[]; seconds: number }) => {
  const longest = Math.max(0, ...frames.map((f) => f.duration));
  const byBundle = new Map<string, number>();
  for (const s of frames.flatMap((f) => f.scripts))
    byBundle.set(bundle(s.source), (byBundle.get(bundle(s.source)) ?? 0) + s.duration);
  const scripts = [...byBundle]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  console.log(
    `${what}, run ${run}: ${frames.length} long animation frames in ${seconds} s, longest ${longest} ms; ` +
      `script ms in them: ${scripts || 'none'}`,
  );
  if (!process.env.DETAIL) return;
  for (const f of frames) console.log(`  ${describeFrame(f)}`);
};

try {
  for (let run = 1; run <= RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.evaluate(LOAF_OBSERVER);
    const control = await measured(page, async () => {
      await page.evaluate('(function loop() { requestAnimationFrame(loop); })()');
      await page.waitForTimeout(15_000);
    });
    report('control: blank page, a frame every vsync', run, control);
    await page.close();
  }
  for (let run = 1; run <= RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(LOAF_OBSERVER);
    await openDemo(page, 'pg', '财神到', async () => {
      const canvas = page.getByTestId('slot-canvas');
      return (await canvas.count()) > 0 && (await canvas.evaluate((c) => (c as HTMLCanvasElement).width)) > 300;
    });
    const spin = page.getByTestId('slot-spin');
    const slot = await measured(page, async () => {
      for (let i = 0; i < SPINS; i++) {
        await poll(() => spin.isEnabled(), 30_000);
        await spin.click();
        await poll(async () => (await spin.isEnabled()) && !/中/.test(await spin.innerText()), 30_000);
      }
    });
    report(`slot, ${SPINS} spins`, run, slot);
    await page.close();
  }
  for (let run = 1; run <= RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(LOAF_OBSERVER);
    await openDemo(
      page,
      'dg',
      '国际百家乐',
      async () => (await page.locator('[data-testid=baccarat-table][data-ready=true]').count()) > 0,
    );
    const countdown = page.getByTestId('baccarat-countdown');
    const secondsLeft = async () => Number(/(\d+)/.exec(await countdown.innerText())?.[1] ?? 0);
    const round = await measured(page, async () => {
      // A loaded machine can miss a hand's close between the chip and the confirm: try the next hand.
      for (let tries = 0; tries < 3 && !(await page.getByTestId('baccarat-my-bets').count()); tries++) {
        await poll(async () => (await secondsLeft()) > 8, 30_000);
        await page.getByTestId('baccarat-area-banker').click();
        await page
          .getByTestId('baccarat-confirm')
          .click({ timeout: 5_000 })
          .catch(() => undefined);
        await page.waitForTimeout(1_500);
      }
      await page.getByTestId('baccarat-my-bets').waitFor();
      await poll(async () => /派彩/.test(await page.getByTestId('baccarat-my-bets').innerText()), 40_000);
      // The deal's animation plays out after the settled hand arrives.
      await page.waitForTimeout(4_000);
    });
    report('baccarat, one round', run, round);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
