import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { H5, PC, screenshot, useSiteAndBrowser } from '../harness';

describe('savings wallet (余额宝) in the browser', () => {
  const ctx = useSiteAndBrowser();

  const logIn = async (page: Page) => {
    await page.goto(`${ctx.site.url}/login?fromPage=%2Fapp%2Fsavings`);
    await page.getByTestId('login-name').fill('demo888');
    await page.getByTestId('login-password').fill('Courtside1');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/app\/savings$/);
  };

  const savings = (page: Page) => page.getByTestId('savings-balance').innerText();
  const centre = (page: Page) => page.getByTestId('savings-centre').innerText();

  const move = async (page: Page, direction: 'toYeb' | 'toCenter', amount: string, shot?: string) => {
    await page.getByTestId(`savings-direction-${direction}`).click();
    await page.getByTestId('savings-amount').fill(amount);
    await page.getByTestId('savings-submit').click();
    await page.getByTestId('savings-confirm').waitFor();
    if (shot) await screenshot(page, shot);
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('savings-result').waitFor();
  };

  it('moves 1,000 in with a confirmation, some back out, and shows the balances and tasks', async () => {
    const page = await ctx.browser.newPage({ viewport: PC });
    await logIn(page);
    await page.getByTestId('savings-page').waitFor();
    await expect.poll(() => savings(page)).toBe('¥0.00');
    await expect.poll(() => centre(page)).toContain('10,000.00');
    await expect.poll(() => page.getByTestId('savings-rate').innerText()).toBe('3.65%');
    await page.getByTestId('interest-empty').waitFor();
    await screenshot(page, 'savings-pc');

    await move(page, 'toYeb', '1000', 'savings-confirm-pc');
    await expect.poll(() => savings(page)).toBe('¥1,000.00');
    await expect.poll(() => centre(page)).toContain('9,000.00');
    await expect.poll(() => page.locator('[data-task="firstMoveIn"]').getAttribute('data-state')).toBe('claimable');

    await move(page, 'toCenter', '250.50');
    await expect.poll(() => savings(page)).toBe('¥749.50');
    await expect.poll(() => centre(page)).toContain('9,250.50');

    // The first move-in's reward lands in savings.
    await page.locator('[data-task="firstMoveIn"] [data-testid="savings-task-claim"]').click();
    await expect.poll(() => page.locator('[data-task="firstMoveIn"]').getAttribute('data-state')).toBe('claimed');
    await expect.poll(() => savings(page)).toBe('¥751.50');
    await screenshot(page, 'savings-after-moves-pc');

    // More than the centre holds is refused on the page, before any request.
    await page.getByTestId('savings-direction-toYeb').click();
    await page.getByTestId('savings-amount').fill('99999');
    await page.getByTestId('savings-submit').click();
    await expect.poll(() => page.getByText('金额不能超过可用余额').count()).toBe(1);

    // The wallet's deal records show the savings moves.
    await page.goto(`${ctx.site.url}/app/transfer/records`);
    await page.getByTestId('records-page').waitFor();
    await expect.poll(() => page.locator('[data-testid="record-item"][data-kind="yebIn"]').count()).toBe(1);
    await expect.poll(() => page.locator('[data-testid="record-item"][data-kind="yebOut"]').count()).toBe(1);
    await screenshot(page, 'savings-records-pc');
    await page.close();
  });

  it('shows the savings page on a phone, reached from the member centre', async () => {
    const page = await ctx.browser.newPage({ viewport: H5 });
    await logIn(page);
    await page.goto(`${ctx.site.url}/app/member`);
    await page.getByTestId('member-savings').click();
    await page.waitForURL(/\/app\/savings$/);
    await expect.poll(() => savings(page)).toBe('¥751.50');
    await screenshot(page, 'savings-h5');
    await page.close();
  });
});
