import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { H5, PC, screenshot, useSiteAndBrowser } from '../harness';

const PATIENCE = { timeout: 15_000 };
/** A reality-check "minute" lasts 6 seconds here, so the shortest interval (5) comes after 30 s. */
const SECONDS_PER_MINUTE = 6;

/**
 * The session clock and a reality check as a member meets them (issue 29, RTS 13B, 13C, 2E): the
 * interval set on 负责任博彩, the clock and net position on a game page, then the dialog with the
 * elapsed time and net position, which closes only through 继续.
 */
describe('reality checks in the browser', () => {
  const ctx = useSiteAndBrowser({ RG_REALITY_SECONDS_PER_MINUTE: String(SECONDS_PER_MINUTE) });

  const logIn = async (page: Page, fromPage: string) => {
    await page.goto(`${ctx.site.url}/login?fromPage=${encodeURIComponent(fromPage)}`);
    await page.getByTestId('login-name').fill('demo888');
    await page.getByTestId('login-password').fill('Courtside1');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === fromPage.split('?')[0]);
  };

  const journey = async (viewport: typeof H5, tag: string) => {
    const context = await ctx.browser.newContext({ viewport });
    const page = await context.newPage();
    await logIn(page, '/app/transfer');
    const toggle = page.getByTestId('auto-transfer-toggle');
    await toggle.waitFor();
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked'), PATIENCE).toBe('true');

    // The interval, typed as a free number of minutes on the page.
    await page.goto(`${ctx.site.url}/app/rg`);
    await page.getByTestId('rg-reality').waitFor();
    await page.getByTestId('rg-reality-input').fill('5');
    await page.getByTestId('rg-reality-save').click();
    await expect.poll(() => page.getByTestId('rg-reality-current').innerText(), PATIENCE).toContain('5 分钟');
    await screenshot(page, `rg-reality-setting-${tag}`);

    // A game for money: the clock runs every second and the net position is shown.
    await page.goto(`${ctx.site.url}/app/egame/pg`);
    await page.getByTestId('egame-grid').waitFor();
    await page.getByTestId('game-tile').filter({ hasText: '财神到' }).first().getByTestId('game-play').click();
    await page.waitForURL(/\/app\/egame\/play\/PGDZ\/caishen-dao\?token=/);
    await page.getByTestId('slot-game').waitFor();
    const clock = page.getByTestId('session-clock-time');
    await clock.waitFor(PATIENCE);
    const first = await clock.innerText();
    expect(first).toMatch(/本次登录 \d+:\d{2}:\d{2}/);
    await expect.poll(() => clock.innerText(), PATIENCE).not.toBe(first);
    expect(await page.getByTestId('session-clock-net').innerText()).toMatch(/本次输赢 [+-]?¥\d+\.\d{2}/);
    await screenshot(page, `rg-session-clock-${tag}`);

    // The check comes at its time, over the game, and only 继续 closes it.
    const dialog = page.getByTestId('reality-check');
    await dialog.waitFor({ timeout: 5 * SECONDS_PER_MINUTE * 1000 + 20_000 });
    expect(await page.getByTestId('reality-check-elapsed').innerText()).toMatch(/您本次登录已 \d+:\d{2}:\d{2}/);
    expect(await page.getByTestId('reality-check-net').innerText()).toMatch(/本次输赢：[+-]?¥\d+\.\d{2}/);
    expect(await page.getByTestId('reality-check-bets').innerText()).toBe('投注记录');
    expect(await page.getByTestId('reality-check-records').innerText()).toBe('交易记录');
    expect(await page.getByTestId('reality-check-logout').innerText()).toBe('退出登录');
    await screenshot(page, `rg-reality-check-${tag}`);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await dialog.isVisible()).toBe(true);
    await page.getByTestId('reality-check-continue').click();
    await dialog.waitFor({ state: 'hidden', ...PATIENCE });
    await context.close();
  };

  it('PC: the interval, the clock on a game page, the check and its acknowledgement', async () => {
    await journey(PC, 'pc');
  }, 180_000);

  it('H5: the same on a phone', async () => {
    await journey(H5, 'h5');
  }, 180_000);
});
