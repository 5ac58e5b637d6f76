import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
export const artifacts = join(repo, 'e2e', 'artifacts');
export const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';
/** Under the spec's hook timeout (vitest.config.ts, 120 s), so the hook reports this instead. */
const START_TIMEOUT_MS = 110_000;

export interface RunningSite {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server on a free port with a fresh embedded database, as `npm start` runs it, and
 * resolves with its address once it is listening. It runs the e2e bundle: the production bundle
 * plus the test hooks (a captcha's answer, read as a person reads the picture).
 */
export const startSite = (env: Record<string, string> = {}, logName = 'server'): Promise<RunningSite> =>
  new Promise((resolve, reject) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'courtside-e2e-'));
    mkdirSync(artifacts, { recursive: true });
    // The server's own log (warnings and errors) is kept beside the screenshots: a job that failed
    // behind a page is found there.
    const log = createWriteStream(join(artifacts, `${logName}.log`));
    const child: ChildProcess = spawn('node', ['apps/server/dist/main.e2e.js'], {
      cwd: repo,
      env: {
        ...process.env,
        DATABASE_URL: '',
        REDIS_URL: '',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ADMIN_TOKEN,
        SANDBOX: '1',
        // No page shows sports yet; the demo feed's start-up work would only slow every spec down.
        FEED_SIMULATOR: '0',
        // Where a spec turns the feed on, it runs at the fast demo pace the specs were written for
        // (many matches open within the hour); the site's own default is real time.
        FEED_SPEED: '7',
        // The embedded database runs in the server's own thread, and a spec's beacons and news must
        // not be shed when one of its queries holds the loop on a busy test machine.
        DEGRADE_LAG_MS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // A shared 2-core machine can take a while to migrate and seed; a server that never comes up is
    // stopped, so a failed start leaves nothing running behind it.
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`server did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    let output = '';
    child.stdout?.pipe(log);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /已启动: (http:\/\/[\d.]+:\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: match[1]!,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => {
              rmSync(dataDir, { recursive: true, force: true });
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${output}`));
    });
  });

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

export const H5 = { width: 375, height: 812 };
export const PC = { width: 1280, height: 800 };

/** The whole page by default; `viewport` keeps what the member sees now (fixed overlays where they are). */
export const screenshot = async (page: Page, name: string, options: { viewport?: boolean } = {}): Promise<void> => {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: !options.viewport });
};

/** Waits for the console's open dialog to finish fading in (MUI fades its container), so a screenshot shows it whole. */
export const dialogShown = async (page: Page): Promise<void> => {
  const container = page.getByRole('dialog').locator('xpath=..');
  await expect.poll(() => container.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
};

/** A fresh site and a browser for one spec file, started before its tests and stopped after them. */
export const useSiteAndBrowser = (env: Record<string, string> = {}): { site: RunningSite; browser: Browser } => {
  const context = {} as { site: RunningSite; browser: Browser };
  beforeAll(async () => {
    // Both are kept whatever the other did: a browser that fails to start must not leave the site
    // running behind the suite.
    const spec = basename(expect.getState().testPath ?? 'server').replace(/\.e2e\.ts$/, '');
    const [site, browser] = await Promise.allSettled([startSite(env, `server-${spec}`), launchBrowser()]);
    if (site.status === 'fulfilled') context.site = site.value;
    if (browser.status === 'fulfilled') context.browser = browser.value;
    if (site.status === 'rejected') throw site.reason;
    if (browser.status === 'rejected') throw browser.reason;
  });
  // A failed test leaves its pages open: each is drawn and its address and text printed, so a
  // failure on CI says what the member saw.
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !context.browser) return;
    const pages = context.browser.contexts().flatMap((open) => open.pages());
    for (const [index, page] of pages.entries()) {
      const name = `failed-${task.name.replace(/[^\w]+/g, '-').slice(0, 40)}-${index}`;
      await screenshot(page, name, { viewport: true }).catch(() => undefined);
      const text = await page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch(() => '(no text)');
      console.error(`[${name}] ${page.url()}\n${text.slice(0, 600)}`);
    }
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.site?.stop();
  });
  return context;
};
