import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { H5, PC, screenshot, useSiteAndBrowser } from '../harness';
import { preMatchFilter } from '../sports';

// The demo feed runs fast (a football match in about five minutes) so that a bet placed late in a
// match settles within the test's patience; the in-play delay is three seconds.
describe('betting in the browser', () => {
  const ctx = useSiteAndBrowser({ FEED_SIMULATOR: '1', FEED_SPEED: '20', BET_DELAY_MS: '3000' });

  const logIn = async (page: Page, fromPage: string) => {
    await page.goto(`${ctx.site.url}/login?fromPage=${encodeURIComponent(fromPage)}`);
    await page.getByTestId('login-name').fill('demo888');
    await page.getByTestId('login-password').fill('Courtside1');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === fromPage.split('?')[0]);
  };

  /** The sports wallet gets money the way a member moves it: the wallet page's transfer. */
  const fundSportsWallet = async (page: Page, amount: string) => {
    await page.goto(`${ctx.site.url}/app/transfer`);
    await page.getByTestId('wallet-page').waitFor();
    await page.getByTestId('transfer-venue').selectOption('OBTY');
    await page.getByTestId('transfer-direction-in').click();
    await page.getByTestId('transfer-amount').fill(amount);
    await page.getByTestId('transfer-submit').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('transfer-result').waitFor();
  };

  /** The id of the live football match furthest into play whose winner market is open. */
  const latestLiveMatch = (page: Page) =>
    page.$$eval('[data-testid="match-row"][data-status="live"]', (rows) => {
      let best = { id: '', minute: -1 };
      for (const row of rows) {
        const open = row.querySelector('[data-type="fb.1x2"] [data-testid="odds-button"]:not([disabled])');
        const minute = Number(/(\d+)'/.exec(row.textContent ?? '')?.[1] ?? -1);
        if (open && minute > best.minute && minute < 88) best = { id: row.getAttribute('data-match-id') ?? '', minute };
      }
      return best.id;
    });

  const slipResultStates = (page: Page) =>
    page.$$eval('[data-testid="slip-result"]', (rows) => rows.map((row) => row.getAttribute('data-state')));

  it('places an in-play single on a phone: the slip rises, asks to confirm, shows the delay, then the accepted bet', async () => {
    const page = await ctx.browser.newPage({ viewport: H5 });
    await logIn(page, '/app/transfer');
    await fundSportsWallet(page, '2000');
    await page.goto(`${ctx.site.url}/app/sports?filter=live`);
    await page.getByTestId('match-row').first().waitFor({ timeout: 60_000 });

    // In play a goal can stop the bet during its delay; a rejected bet returns its stake, and the
    // member simply tries again.
    let accepted = false;
    for (let attempt = 0; attempt < 4 && !accepted; attempt++) {
      await expect.poll(() => latestLiveMatch(page), { timeout: 30_000 }).not.toBe('');
      const matchId = await latestLiveMatch(page);
      await page
        .locator(`[data-match-id="${matchId}"] [data-type="fb.1x2"] [data-testid="odds-button"]:not([disabled])`)
        .first()
        .click();
      await page.getByTestId('slip-bar').waitFor();
      if (attempt === 0) await screenshot(page, 'betslip-bar-h5');
      if (!(await page.getByTestId('bet-slip').isVisible())) await page.getByTestId('slip-bar').click();
      await page.getByTestId('slip-policy').check();
      const stake = page.locator('[data-testid^="stake-"]').first();
      await stake.fill('100');
      if (attempt === 0) await screenshot(page, 'betslip-sheet-h5');
      await page.getByTestId('slip-place').click();
      await page.getByTestId('slip-confirm').waitFor();
      await page.getByTestId('slip-confirm-place').click();
      await page.getByTestId('slip-receipt').waitFor();
      await page.locator('[data-testid="slip-result"]:not([data-state="placing"])').first().waitFor();
      await screenshot(page, `betslip-receipt-${attempt}-h5`);
      await expect.poll(() => slipResultStates(page), { timeout: 15_000 }).not.toContain('pending');
      accepted = (await slipResultStates(page)).includes('accepted');
      await page.getByTestId('slip-done').click();
      if (!accepted) {
        // What stays on the slip after a rejection is taken off before the next try.
        if (await page.getByTestId('slip-clear').isVisible()) await page.getByTestId('slip-clear').click();
      }
    }
    expect(accepted).toBe(true);
    await screenshot(page, 'betslip-accepted-h5');
    await page.close();
  });

  it('places a three-match parlay and a bet builder on a PC, sees them in 注单, cashes it out, and watches the in-play single settle', async () => {
    const page = await ctx.browser.newPage({ viewport: PC });
    await logIn(page, '/app/sports');
    await page.goto(`${ctx.site.url}/app/sports?filter=${preMatchFilter()}`);
    await page.locator('[data-testid="match-row"][data-status="notStarted"]').first().waitFor({ timeout: 60_000 });
    await page.getByTestId('bet-slip').waitFor();
    // The list runs in kickoff order and the demo clock kicks a match off every few seconds: the picks
    // come from the end of the list, the furthest from kickoff, so none starts (and closes its
    // pre-match markets) while the test is still on it. The ids are read once: the rows move as
    // matches start.
    const notStarted = await page.$$eval('[data-testid="match-row"][data-status="notStarted"]', (rows) =>
      rows.map((row) => row.getAttribute('data-match-id') ?? ''),
    );
    expect(notStarted.length).toBeGreaterThanOrEqual(4);
    const [builderMatch, ...parlayMatches] = notStarted.slice(-4);
    for (const id of parlayMatches) {
      await page
        .locator(`[data-match-id="${id}"] [data-type="fb.1x2"] [data-testid="odds-button"]:not([disabled])`)
        .first()
        .click();
    }
    await expect.poll(() => page.getByTestId('slip-pick').count()).toBe(3);
    await page.getByTestId('slip-tab-parlay').click();
    await page.getByTestId('slip-types').waitFor();
    await page.getByTestId('stake-3串1').fill('50');
    await expect.poll(() => page.getByTestId('slip-total').innerText()).toContain('50.00');
    await screenshot(page, 'betslip-parlay-pc');
    await page.getByTestId('slip-place').click();
    await page.getByTestId('slip-confirm-place').click();
    await page.locator('[data-testid="slip-result"][data-state="accepted"]').waitFor({ timeout: 15_000 });
    await screenshot(page, 'betslip-parlay-accepted-pc');
    await page.getByTestId('slip-done').click();

    // 组合投注 on a match page: the winner and both teams to score, priced together.
    await page.goto(`${ctx.site.url}/app/sports/match/${builderMatch}`);
    await page.getByTestId('builder-toggle').click();
    await page
      .locator('[data-testid="market"][data-type="fb.1x2"] [data-testid="odds-button"]:not([disabled])')
      .first()
      .click();
    await page
      .locator('[data-testid="market"][data-type="fb.btts"] [data-testid="odds-button"]:not([disabled])')
      .first()
      .click();
    await page.getByTestId('builder-odds').waitFor({ timeout: 15_000 });
    await screenshot(page, 'bet-builder-pc');
    await page.getByTestId('builder-add').click();
    await expect.poll(() => page.getByTestId('slip-pick').count()).toBe(1);
    await page.locator('[data-testid^="stake-"]').first().fill('20');
    await page.getByTestId('slip-place').click();
    await page.getByTestId('slip-confirm-place').click();
    const builderResult = page.locator('[data-testid="slip-result"]:not([data-state="placing"])').first();
    await builderResult.waitFor({ timeout: 15_000 });
    await screenshot(page, 'bet-builder-result-pc');
    expect(await builderResult.getAttribute('data-state')).toBe('accepted');

    await page.getByTestId('slip-my-bets').click();
    await page.getByTestId('my-bets').waitFor();
    const parlay = page.locator('[data-testid="bet-card"]', { hasText: '3串1' });
    await parlay.waitFor();
    expect(await parlay.getByTestId('bet-leg').count()).toBe(3);
    await page.locator('[data-testid="bet-card"]', { hasText: '组合投注' }).waitFor();
    await expect.poll(() => page.getByTestId('bet-card').count()).toBeGreaterThanOrEqual(3);
    await screenshot(page, 'my-bets-open-pc');

    // 提前结算: the offer comes in and ticks; the member confirms it.
    const cashOut = parlay.getByTestId('cash-out');
    await expect.poll(() => cashOut.isEnabled(), { timeout: 20_000 }).toBe(true);
    await cashOut.click();
    await page.getByTestId('cash-out-dialog').waitFor();
    await screenshot(page, 'my-bets-cash-out-pc');
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('cash-out-dialog').waitFor({ state: 'detached', timeout: 15_000 });

    await page.getByTestId('bets-tab-settled').click();
    await page.locator('[data-testid="bet-card"][data-state="cashedOut"]').waitFor({ timeout: 15_000 });
    // The in-play single settles when its match ends: up to four minutes at this speed, when the
    // latest live match had not gone far.
    await expect
      .poll(
        async () => {
          await page.getByTestId('bets-tab-open').click();
          await page.getByTestId('bets-tab-settled').click();
          return page.locator('[data-testid="bet-card"][data-state="settled"]').count();
        },
        { timeout: 300_000, interval: 5_000 },
      )
      .toBeGreaterThanOrEqual(1);
    await page.locator('[data-testid="bet-card"][data-state="settled"] [data-testid="leg-result"]').first().waitFor();
    // 近7日汇总: today's stake, return and valid turnover.
    await page.getByTestId('bets-summary').waitFor();
    await screenshot(page, 'my-bets-settled-pc');
    await page.close();
  }, 480_000);

  it('prices a basketball bet builder on a phone, places it, and finds the closed bets in the game records', async () => {
    const page = await ctx.browser.newPage({ viewport: H5 });
    await logIn(page, '/app/transfer');
    await fundSportsWallet(page, '200');
    await page.goto(`${ctx.site.url}/app/sports?sport=basketball&filter=${preMatchFilter()}`);
    // The list runs in kickoff order: the last match not started is the furthest from kickoff, so the
    // fast demo clock (20x) does not start it (and close its pre-match builder) while the test picks.
    const rows = page.locator('[data-testid="match-row"][data-status="notStarted"]');
    await rows.first().waitFor({ timeout: 60_000 });
    const row = rows.last();
    const matchId = await row.getAttribute('data-match-id');

    // 组合投注 on a basketball match: the winner and a total, priced jointly from margin and points.
    await page.goto(`${ctx.site.url}/app/sports/match/${matchId}`);
    await page.getByTestId('builder-toggle').click();
    for (const type of ['bk.ml', 'bk.total']) {
      const odds = page
        .locator(`[data-testid="market"][data-type="${type}"] [data-testid="odds-button"]:not([disabled])`)
        .first();
      // The click's own scroll lands it clear of the stuck player and the tab bar (the room's scroll margins).
      await odds.click();
    }
    await page.getByTestId('builder-odds').waitFor({ timeout: 15_000 });
    await screenshot(page, 'bet-builder-basketball-h5');
    await page.getByTestId('builder-add').click();
    if (!(await page.getByTestId('bet-slip').isVisible())) await page.getByTestId('slip-bar').click();
    await expect.poll(() => page.getByTestId('slip-pick').count()).toBe(1);
    await page.locator('[data-testid^="stake-"]').first().fill('20');
    await page.getByTestId('slip-place').click();
    await page.getByTestId('slip-confirm-place').click();
    const result = page.locator('[data-testid="slip-result"]:not([data-state="placing"])').first();
    await result.waitFor({ timeout: 15_000 });
    await screenshot(page, 'bet-builder-basketball-result-h5');
    expect(await result.getAttribute('data-state')).toBe('accepted');
    await page.getByTestId('slip-done').click();

    // The bets the PC test closed (a cash-out, a settlement) are in the records every venue shares.
    await page.goto(`${ctx.site.url}/app/egame/records`);
    await page.getByTestId('game-records').waitFor();
    await page.getByRole('tab', { name: 'YB 体育' }).click();
    // The records come from the venue's pull (every 10 s); the page reads them when it opens.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('game-records').waitFor();
          await page.getByRole('tab', { name: 'YB 体育' }).click();
          return page.getByTestId('game-record').count();
        },
        { timeout: 60_000, interval: 3_000 },
      )
      .toBeGreaterThan(0);
    expect(await page.getByTestId('game-record').first().innerText()).toContain('YB');
    await screenshot(page, 'game-records-sportsbook-h5');
    await page.close();
  }, 120_000);
});
