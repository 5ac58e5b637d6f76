import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, H5, PC, screenshot, useSiteAndBrowser } from '../harness';

// The demo feed runs fast here (a football match in about five minutes), so scores and odds move
// within the test's patience.
describe('sports in the browser', () => {
  const ctx = useSiteAndBrowser({ FEED_SIMULATOR: '1', FEED_SPEED: '20' });

  const openSports = async (page: Page) => {
    await page.goto(`${ctx.site.url}/app/sports`);
    await page.getByTestId('match-row').first().waitFor({ timeout: 60_000 });
  };

  /** Every live row's score and clock, as the page shows them now. */
  const liveBoard = (page: Page) =>
    page.$$eval('[data-testid="match-row"][data-status="live"]', (rows) =>
      rows.map((row) => row.textContent ?? '').join('|'),
    );

  it('lists live matches by league on a phone, and they move without a reload', async () => {
    const page = await ctx.browser.newPage({ viewport: H5 });
    await openSports(page);
    // The list fills as the feed's first messages arrive; wait for more than one league and live match.
    await expect.poll(() => page.getByTestId('league-group').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    await expect
      .poll(() => page.locator('[data-testid="match-row"][data-status="live"]').count(), { timeout: 30_000 })
      .toBeGreaterThan(1);
    await screenshot(page, 'sports-live-h5');
    const before = await liveBoard(page);
    await expect.poll(() => liveBoard(page), { timeout: 30_000 }).not.toBe(before);
    // A price that moved flashes.
    await page.locator('[data-testid="odds-button"][data-flash]').first().waitFor({ timeout: 45_000 });
    await screenshot(page, 'sports-odds-flash-h5');

    await page.getByTestId('sport-tab-basketball').click();
    await page.waitForURL(/sport=basketball/);
    await page.getByTestId('filter-today').click();
    await page.waitForURL(/filter=today/);
    await page.locator('[data-testid="match-row"], [data-testid="sports-empty"]').first().waitFor();
    // Every competition has its winner market: basketball's six, then football's eight leagues.
    await page.getByTestId('filter-outright').click();
    await page.getByTestId('outright-list').waitFor();
    await expect.poll(() => page.locator('[data-testid="outright-list"] section').count()).toBe(6);
    await screenshot(page, 'sports-outrights-basketball-h5');
    await page.getByTestId('sport-tab-football').click();
    await page.getByTestId('filter-outright').click();
    await page.getByTestId('outright-list').waitFor();
    expect(await page.locator('[data-testid="outright-list"] section').count()).toBe(8);
    await screenshot(page, 'sports-outrights-h5');
    await page.close();
  });

  it('switches the odds to Hong Kong style and remembers a followed match', async () => {
    const page = await ctx.browser.newPage({ viewport: PC });
    await openSports(page);
    await page.getByTestId('odds-format').selectOption('hongkong');
    // Live prices move, so a button's price and its text are read together; the Hong Kong price is the
    // decimal less one, to two places (rounded down or up: 1.995 may show as 0.99 or 1.00).
    const showsHongKong = async () => {
      const button = page.locator('[data-testid="odds-button"]:not([disabled])').first();
      const odds = Number(await button.getAttribute('data-odds')) / 1000;
      const text = (await button.innerText()).trim();
      const hk = (odds - 1) * 100;
      return [Math.floor(hk), Math.ceil(hk)].some((cents) => text.includes((cents / 100).toFixed(2)));
    };
    await expect.poll(showsHongKong).toBe(true);
    await page.getByTestId('odds-format').selectOption('decimal');
    await page.getByTestId('follow-star').first().click();
    await page.getByTestId('filter-followed').click();
    await expect.poll(() => page.getByTestId('match-row').count()).toBeLessThanOrEqual(1);
    await screenshot(page, 'sports-followed-pc');
    await page.getByTestId('filter-followed').click();
    await screenshot(page, 'sports-live-pc');
    // 赛果: today's ended matches with their final and period scores.
    await page.getByTestId('results-link').click();
    await page.getByTestId('results-page').waitFor();
    await page.getByTestId('result-row').first().waitFor();
    await screenshot(page, 'sports-results-pc');
    await page.close();
  });

  it('opens a match: scoreboard, statistics, markets, and the tracker follows the play', async () => {
    const page = await ctx.browser.newPage({ viewport: PC });
    await openSports(page);
    // A match in play with a quarter of an hour left in its half: at the demo's 20x a match at half-time
    // or in its last minutes can go most of a minute without a new incident for the tracker to draw.
    const rows = page.locator('[data-testid="match-row"][data-status="live"]');
    const inPlay = () =>
      rows.evaluateAll((els) =>
        els.findIndex((el) => {
          const minute = Number(/(\d+)'/.exec(el.querySelector('[data-testid="match-clock"]')?.textContent ?? '')?.[1]);
          return (minute >= 1 && minute <= 30) || (minute >= 46 && minute <= 75);
        }),
      );
    let index = -1;
    await expect
      .poll(
        async () => {
          index = await inPlay();
          return index;
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThanOrEqual(0);
    await rows.nth(index).getByTestId('match-open').click();
    await page.getByTestId('match-page').waitFor();
    await page.getByTestId('scoreboard').waitFor();
    // A live match opens on its video; the tracker is the stage's 动画 view.
    await page.getByTestId('video-kind-ANIMATION').click();
    await page.getByTestId('tracker').waitFor();
    expect(await page.getByTestId('market').count()).toBeGreaterThan(1);

    // The trader suspends a market: the open page locks it at once, and opens it again, no reload.
    const marketId = await page
      .locator('[data-testid="market"][data-status="active"]')
      .first()
      .getAttribute('data-market-id', { timeout: 30_000 });
    const market = page.locator(`[data-testid="market"][data-market-id="${marketId}"]`);
    const trader = async (status: 'open' | 'suspended') => {
      const res = await fetch(`${ctx.site.url}/api/admin/sportsbook/v1/marketStatus`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
        body: JSON.stringify({ marketId: Number(marketId), status, reason: '临场风险' }),
      });
      expect(((await res.json()) as { code: number }).code).toBe(0);
    };
    await trader('suspended');
    await expect.poll(() => market.getAttribute('data-status'), { timeout: 10_000 }).toBe('suspended');
    expect(await market.locator('[data-testid="odds-button"]:not([disabled])').count()).toBe(0);
    await screenshot(page, 'sports-match-suspended-pc');
    await trader('open');
    // The feed's own bet stops (a goal) may hold it a few seconds more.
    await expect.poll(() => market.getAttribute('data-status'), { timeout: 30_000 }).toBe('active');

    const where = () => page.getByTestId('tracker-ball').getAttribute('style');
    const first = await where();
    // The demo places an attack, a danger or a corner every few match minutes: at 20x, seconds apart
    // on average, and now and then most of a minute.
    await expect.poll(where, { timeout: 120_000 }).not.toBe(first);
    await screenshot(page, 'sports-match-pc');
    await page.setViewportSize(H5);
    await screenshot(page, 'sports-match-h5');
    await page.close();
  }, 240_000);
});
