import { routes } from '@courtside/contract';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { H5, PC, screenshot, useSiteAndBrowser } from '../harness';
import { memberSteps } from '../member';

/** The boot script's first-screen reads (apps/web/src/boot.ts), public and sent before the app's code. */
const EARLY_READS = new Set(
  [
    routes.site.perInfoV1,
    routes.site.bannersV1,
    routes.site.navigation,
    routes.site.marquee,
    routes.feed.sportsConfig,
    routes.feed.matchList,
  ].map((route) => route.path),
);

/** What the browser sent to the API: each call's path, whether it was a gateway call, its body. */
const watchApi = (page: Page) => {
  const calls: { path: string; method: string; gateway: boolean; body: string | null }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const headers = request.headers();
    calls.push({
      path: url.pathname,
      method: request.method(),
      gateway: typeof headers['x-gw-token'] === 'string',
      body: request.postData(),
    });
  });
  return calls;
};

/**
 * The web app speaking the encrypted gateway mode (GATEWAY_MODE=encrypted): a visitor registers on a
 * phone, and a member deposits, moves money and bets on a PC, while every API call the app makes goes
 * through the gateway with a sealed body. The boot script's early reads and the tracker's beacons go in
 * the clear by design (README, "Gateway layer").
 */
describe('the web app in encrypted gateway mode', () => {
  const ctx = useSiteAndBrowser({ GATEWAY_MODE: 'encrypted', FEED_SIMULATOR: '1' });
  const steps = memberSteps(ctx);

  const sealedCalls = (calls: ReturnType<typeof watchApi>) =>
    calls.filter((call) => call.method === 'POST' && call.gateway);

  it('registers a new member on a phone through the gateway', async () => {
    const page = await ctx.browser.newPage({ viewport: H5 });
    const calls = watchApi(page);
    await steps.register(page, 'gwphone1');
    await screenshot(page, 'gateway-registered-h5');
    const register = calls.find((call) => call.path.endsWith('/member/v4/register'));
    expect(register?.gateway).toBe(true);
    expect(Object.keys(JSON.parse(register!.body!) as object)).toEqual(['enc']);
    expect(register!.body).not.toContain('gwphone1');
    expect(calls.some((call) => call.path === '/api/gw/ic/verify')).toBe(true);
    expect(sealedCalls(calls).length).toBeGreaterThan(3);
    await page.close();
  });

  it('deposits, moves money and bets on a PC with every call sealed', async () => {
    const context = await ctx.browser.newContext({ viewport: PC });
    const page = await context.newPage();
    const calls = watchApi(page);
    await page.goto(`${ctx.site.url}/login?fromPage=${encodeURIComponent('/app/member')}`);
    await page.getByTestId('login-name').fill('demo888');
    await page.getByTestId('login-password').fill('Courtside1');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/app/member');
    await steps.deposit(context, page, '100');
    await steps.toSportsWallet(page, '50');
    const matchId = await steps.freshMatch(page);
    await steps.betDraw(page, matchId, '10', false);
    await page.goto(`${ctx.site.url}/app/sports/bets`);
    await page.getByTestId('bet-card').first().waitFor();
    await screenshot(page, 'gateway-bets-pc');

    const appPosts = calls.filter(
      (call) => call.method === 'POST' && call.path !== '/api/gw/ic/verify' && !call.path.includes('/track/'),
    );
    const plain = appPosts.filter((call) => !call.gateway).map((call) => call.path);
    const login = appPosts.find((call) => /\/account\/(lg|memberLogin)\//.test(call.path));
    expect(login?.gateway).toBe(true);
    expect(login!.body).not.toContain('demo888');
    // Only the boot script's early reads, made before the app's code runs, may go in the clear.
    expect(plain.filter((path) => !EARLY_READS.has(path))).toEqual([]);
    expect(sealedCalls(calls).length).toBeGreaterThan(10);
    await context.close();
  }, 180_000);
});
