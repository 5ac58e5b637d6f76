import { describe, expect, it } from 'vitest';
import { H5, PC, screenshot, useSiteAndBrowser } from '../harness';
import { memberSteps, PASSWORD, PATIENCE } from '../member';

/**
 * Safer gambling as a new member meets it (issue 29): the 负责任博彩 page from the member centre,
 * a ¥500 daily deposit limit that refuses a ¥600 deposit with the limit message, then a 6-month
 * self-exclusion that logs the member out at once and refuses the next login with its end date.
 */
describe('safer gambling in the browser', () => {
  const ctx = useSiteAndBrowser();
  const { admin, register } = memberSteps(ctx);

  const journey = async (viewport: typeof H5, name: string, tag: string) => {
    await admin('/api/admin/site/v1/param', { keyCode: 'deposit_verify_true_name', value: '0' });
    const context = await ctx.browser.newContext({ viewport });
    const page = await context.newPage();
    await register(page, name);

    // From the member centre to the page.
    await page.goto(`${ctx.site.url}/app/member`);
    await page.getByTestId('member-rg').first().click();
    await page.getByTestId('rg-page').waitFor();
    await page.getByTestId('rg-deposit-day-input').fill('500');
    await page.getByTestId('rg-deposit-day-save').click();
    await expect.poll(() => page.getByTestId('rg-deposit-day-amount').innerText(), PATIENCE).toContain('500.00');
    await screenshot(page, `rg-limits-${tag}`);

    // A ¥600 deposit is refused with the limit message and what is left.
    await page.goto(`${ctx.site.url}/app/deposit`);
    await page.getByTestId('deposit-rg-link').waitFor();
    await page.getByTestId('deposit-form').waitFor();
    await page.locator('[data-testid="channel-tile"][data-channel="sandbox-bank"]').click();
    await page.getByTestId('deposit-amount').fill('600');
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('confirm-ok').click();
    await expect
      .poll(() => page.getByText('已达到您设定的存款限额，本期剩余可用 ¥500.00').count(), PATIENCE)
      .toBeGreaterThan(0);
    await screenshot(page, `rg-deposit-refused-${tag}`);

    // Self-exclusion for 6 months, behind a confirmation with a tick: logged out at once.
    await page.getByTestId('deposit-rg-link').click();
    await page.getByTestId('rg-page').waitFor();
    await page.getByTestId('rg-exclusion-6').click();
    await page.getByTestId('rg-exclusion-submit').click();
    await page.getByTestId('rg-confirm').waitFor();
    await page.getByTestId('rg-exclusion-tick').check();
    await screenshot(page, `rg-exclusion-confirm-${tag}`);
    await page.getByTestId('confirm-ok').click();
    await expect
      .poll(() => page.getByTestId('alert-message').innerText(), PATIENCE)
      .toMatch(/您已自我排除，至 \d{4}-\d{2}-\d{2}/);
    await page.getByTestId('alert-ok').click();
    await page.waitForURL(/\/login/);

    // The login is refused with the end date.
    await page.getByTestId('login-name').fill(name);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect
      .poll(() => page.getByTestId('alert-message').innerText(), PATIENCE)
      .toMatch(/您已自我排除，至 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 结束/);
    await screenshot(page, `rg-login-refused-${tag}`);
    await context.close();
  };

  it('H5: a ¥500 daily deposit limit refuses ¥600; self-exclusion logs out and refuses login with the end date', async () => {
    await journey(H5, `rgh${Date.now() % 100000}`, 'h5');
  }, 180_000);

  it('PC: the same journey', async () => {
    await journey(PC, `rgp${Date.now() % 100000}`, 'pc');
  }, 180_000);
});
