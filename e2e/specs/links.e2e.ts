import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, artifacts, screenshot, useSiteAndBrowser } from '../harness';

const MEMBER = { name: 'demo888', password: 'Courtside1' };
const LAYOUTS = [
  { name: '412', viewport: { width: 412, height: 915 } },
  { name: '1280', viewport: { width: 1280, height: 800 } },
] as const;

/**
 * A link's page, as far as the test tells pages apart: ids become `:id` and the query is dropped,
 * so the twenty anchor rooms, every match and each `fromPage` of the login page are visited once.
 */
const pageKey = (url: URL): string => url.pathname.replace(/\/\d+(?=\/|$)/g, '/:id');

/** What a visited page shows that a member must never land on. */
const PROBLEMS = `
  (() => {
    const found = [];
    const has = (selector) => document.querySelector(selector) !== null;
    if (has('[data-testid="not-found-page"]')) found.push('not found');
    if (has('[data-testid^="coming-soon"]')) found.push('coming soon');
    if (has('[data-testid="route-error"]')) found.push('page failed to load');
    const heading = document.querySelector('[data-testid="page-heading"]')?.textContent ?? '';
    if (heading.includes('即将上线')) found.push('heading says 即将上线');
    for (const alert of document.querySelectorAll('[role="alert"]')) {
      if (alert.textContent.includes('内容加载失败')) found.push('内容加载失败');
    }
    return found;
  })()
`;

/** A page has drawn its content (the app's main column is filled) and shows no loading skeleton. */
const SETTLED = `
  (() => {
    const main = document.querySelector('main') ?? document.querySelector('#root');
    return !!main && main.children.length > 0 && !document.querySelector('[aria-busy="true"]');
  })()
`;
const SETTLE_MS = 5_000;

/**
 * Waits up to SETTLE_MS for SETTLED, read with `evaluate`, which the page's CSP leaves alone.
 * `waitForFunction` polls a string predicate through the page's `eval`, which the CSP refuses, and
 * that refusal reached the crawl as an error of the page (seen when a page settled slowly).
 */
const settle = async (page: Page): Promise<void> => {
  const until = Date.now() + SETTLE_MS;
  while (Date.now() < until) {
    if (await page.evaluate(SETTLED).catch(() => false)) return;
    await page.waitForTimeout(100);
  }
};

interface Visit {
  key: string;
  url: string;
  from: string;
}

/**
 * Visits every same-origin link reachable from the home page by following links, one page per key,
 * and reports each page that errs or lands on a dead end, and each outside link that is not one of
 * the operator's configured addresses (those are checked, never fetched).
 */
const crawl = async (page: Page, origin: string, configured: ReadonlySet<string>) => {
  const queue: Visit[] = [{ key: '/app/home', url: `${origin}/app/home`, from: '(start)' }];
  const seen = new Set(['/app/home']);
  const failures: string[] = [];
  const outside = new Set<string>();
  let errors: string[] = [];
  // The error's first frames and the address the page was at say which script threw.
  page.on('pageerror', (error) =>
    errors.push(`${error.message} [on ${page.url()}; ${(error.stack ?? '').split('\n').slice(1, 4).join(' | ')}]`),
  );
  page.on('response', (response) => {
    if (response.status() >= 500 && response.url().startsWith(origin)) {
      errors.push(`${response.status()} ${new URL(response.url()).pathname}`);
    }
  });
  for (let visit = queue.shift(); visit; visit = queue.shift()) {
    errors = [];
    const response = await page.goto(visit.url, { waitUntil: 'load' });
    // Settled: the page's own code drew it, no list is still loading and its reads have answered
    // (sections below the first screen load after it). Rooms stream video, so the network never goes
    // quiet there; a page still busy after the caps is judged as it stands.
    await settle(page);
    await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
    const problems: string[] = await page.evaluate(PROBLEMS);
    if (!response || response.status() >= 400) problems.push(`status ${response?.status() ?? 'none'}`);
    problems.push(...errors);
    if (problems.length > 0) failures.push(`${visit.url} (linked from ${visit.from}): ${problems.join('; ')}`);
    const hrefs: string[] = await page.$$eval('a[href]', (links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin) {
        if (!configured.has(href)) outside.add(`${href} (on ${visit.url})`);
        continue;
      }
      const key = pageKey(url);
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push({ key, url: href, from: visit.url });
    }
  }
  return { visited: [...seen].sort(), failures, outside: [...outside] };
};

const logIn = async (page: Page, origin: string) => {
  await page.goto(`${origin}/login?fromPage=%2Fapp%2Fhome`);
  await page.getByTestId('login-name').fill(MEMBER.name);
  await page.getByTestId('login-password').fill(MEMBER.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/app/home');
};

const siteParam = (origin: string, keyCode: string, value: string) =>
  fetch(`${origin}/api/admin/site/v1/param`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
    body: JSON.stringify({ keyCode, value }),
  }).then((r) => r.json() as Promise<{ code: number }>);

describe('no dead links', () => {
  // The demo feed gives the home page live matches, so match pages are among the links.
  const ctx = useSiteAndBrowser({ FEED_SIMULATOR: '1' });

  for (const who of ['guest', 'member'] as const) {
    for (const layout of LAYOUTS) {
      it(`every link a ${who} can reach at ${layout.name} px opens a working page`, { timeout: 300_000 }, async () => {
        const context = await ctx.browser.newContext({ viewport: layout.viewport, locale: 'zh-CN' });
        const page = await context.newPage();
        if (who === 'member') await logIn(page, ctx.site.url);
        const result = await crawl(page, ctx.site.url, new Set());
        expect(result.failures).toEqual([]);
        // The demo names no outside address, so no link may leave the site.
        expect(result.outside).toEqual([]);
        // The crawl reached the site's sections, not only the home page.
        for (const key of ['/app/sports', '/app/live', '/cs', '/app/help', '/app/terms', '/app/sports/match/:id']) {
          expect(result.visited).toContain(key);
        }
        if (who === 'member') expect(result.visited).toContain('/app/member/profile');
        await context.close();
      });
    }
  }

  it("links the operator's own customer-service chat once the site names it, without fetching it", async () => {
    const outside = 'https://chat.operator.example/room';
    expect((await siteParam(ctx.site.url, 'customer_service_url', outside)).code).toBe(0);
    try {
      const page = await ctx.browser.newPage({ viewport: LAYOUTS[0].viewport });
      await page.goto(`${ctx.site.url}/cs`);
      const open = page.getByTestId('cs-open');
      await open.waitFor();
      expect(await open.getAttribute('href')).toBe(outside);
      expect(await open.getAttribute('target')).toBe('_blank');
      await page.close();
    } finally {
      await siteParam(ctx.site.url, 'customer_service_url', '');
    }
  });

  it('is installable: a manifest, icons and a service worker that keeps the shell only', {
    timeout: 180_000,
  }, async () => {
    // Chromium reports every page of an incognito profile (a plain new context) as not installable.
    const profile = mkdtempSync(join(tmpdir(), 'courtside-pwa-'));
    let context: BrowserContext | null = null;
    try {
      context = await chromium.launchPersistentContext(profile, {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--headless', '--no-sandbox', '--disable-gpu'],
        viewport: LAYOUTS[0].viewport,
        locale: 'zh-CN',
      });
      const page = await context.newPage();
      await logIn(page, ctx.site.url);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'Courtside 体育', display: 'standalone' });

      // A member's pages with money on them, then what the worker kept: the shell, never an API reply.
      for (const path of ['/app/home', '/app/deposit', '/app/transfer', '/app/sports/bets']) {
        await page.goto(`${ctx.site.url}${path}`);
        await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
      }
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      const kept: string[] = await page.evaluate(async () => {
        const paths: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
        }
        return paths;
      });
      expect(kept).toContain('/index.html');
      expect(kept.filter((path) => path !== '/index.html' && !path.startsWith('/assets/'))).toEqual([]);

      // Offline, the site still opens to its shell.
      await context.setOffline(true);
      await page.goto(`${ctx.site.url}/app/home`);
      expect(await page.locator('#root').count()).toBe(1);
      await context.setOffline(false);
    } finally {
      await context?.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('offers installing from the APP 下载 block, with the steps where the browser has no prompt', {
    timeout: 120_000,
  }, async () => {
    const page = await ctx.browser.newPage({ viewport: LAYOUTS[0].viewport, locale: 'zh-CN' });
    await page.goto(`${ctx.site.url}/app/home`);
    const ok = page.getByTestId('announcement-ok');
    await ok.click({ timeout: 15_000 }).catch(() => undefined);
    const install = page.getByTestId('app-install');
    await install.scrollIntoViewIfNeeded();
    await install.click();
    await page.getByTestId('app-install-steps').waitFor();
    expect(await page.getByTestId('app-download-link').count()).toBe(0);
    await page.getByTestId('app-download').screenshot({ path: join(artifacts, 'links-app-install.png') });
    await screenshot(page, 'links-app-install-page', { viewport: true });
    await page.close();
  });
});
