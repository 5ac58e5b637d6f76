import { describe, expect, it } from 'vitest';
import { H5, screenshot, useSiteAndBrowser } from '../harness';
import { PATIENCE, withLuhn } from '../member';

/**
 * The withdraw-only session (issue 29) on a phone: the demo member (¥10,000, a real name) binds a card,
 * sets a withdrawal password and excludes themselves for 6 months; the next login is refused with the
 * reason and end date and offers 仅提款, which opens a session that can withdraw and show the order.
 */
describe('a self-excluded member takes their money out', () => {
  const ctx = useSiteAndBrowser();

  it('H5: login refused → 仅提款 → a withdrawal under the banner, without being logged out', async () => {
    const context = await ctx.browser.newContext({ viewport: H5 });
    const page = await context.newPage();
    const logIn = async () => {
      await page.goto(`${ctx.site.url}/login`);
      await page.getByTestId('login-name').fill('demo888');
      await page.getByTestId('login-password').fill('Courtside1');
      await page.getByTestId('login-submit').click();
    };
    await logIn();
    await page.waitForURL(/\/app\/home$/);

    // A card in the member's real name and a withdrawal password, while the account is open.
    await page.goto(`${ctx.site.url}/app/cards`);
    await page.getByTestId('card-add').click();
    await page.getByTestId('card-bank').selectOption('ICBC');
    await page.getByTestId('card-number').fill(withLuhn('622202020011223'));
    await page.getByTestId('card-submit').click();
    await expect.poll(() => page.getByTestId('bank-card').count(), PATIENCE).toBe(1);
    await page.goto(`${ctx.site.url}/app/member/security`);
    await page.getByTestId('withdraw-password-input').fill('135790');
    await page.getByTestId('withdraw-password-confirm').fill('135790');
    await page.getByTestId('withdraw-password-submit').click();
    await page.getByTestId('withdraw-update-form').waitFor();

    // Self-exclusion for 6 months: logged out at once.
    await page.goto(`${ctx.site.url}/app/rg`);
    await page.getByTestId('rg-exclusion-6').click();
    await page.getByTestId('rg-exclusion-submit').click();
    await page.getByTestId('rg-exclusion-tick').check();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('alert-ok').click();
    await page.waitForURL(/\/login/);

    // The login is refused with the reason and end date, and offers 仅提款.
    await logIn();
    await page.getByTestId('alert-ok').click();
    const reason = page.getByTestId('login-rg-reason');
    await expect
      .poll(() => reason.innerText(), PATIENCE)
      .toMatch(/您已自我排除，至 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 结束/);
    await screenshot(page, 'rg-login-withdraw-only-h5');
    await page.getByTestId('login-withdraw-only').click();

    // The withdraw-only page: the banner, the balance, the form; the withdrawal goes through.
    await page.waitForURL(/\/login\?withdrawOnly=1$/);
    await expect
      .poll(() => page.getByTestId('withdraw-only-banner').innerText(), PATIENCE)
      .toContain('您处于冷静期、自我排除期或时长限额已用完，仅可提款');
    expect(await page.getByTestId('withdraw-only-ends').innerText()).toMatch(/自我排除至 .+ 结束/);
    await page.getByTestId('withdraw-form').waitFor(PATIENCE);
    await expect.poll(() => page.getByTestId('withdraw-available').innerText(), PATIENCE).toContain('10,000.00');
    await page.getByTestId('withdraw-amount').fill('100');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('withdraw-confirm').waitFor();
    for (const digit of '135790') await page.getByTestId(`withdraw-pin-key-${digit}`).click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('withdrawal-card').waitFor(PATIENCE);
    expect(await page.getByTestId('withdrawal-state').innerText()).toBe('审核中');
    await expect.poll(() => page.getByTestId('withdraw-available').innerText(), PATIENCE).toContain('9,900.00');
    // Still in the session: no logout alert, still on the page.
    expect(await page.getByTestId('alert-message').count()).toBe(0);
    expect(await page.getByTestId('withdraw-only-page').count()).toBe(1);
    await screenshot(page, 'rg-withdraw-only-h5');

    // Logging out ends the session and the page with it.
    await page.getByTestId('withdraw-only-logout').click();
    await page.waitForURL(/\/app\/home$/);
    await page.getByTestId('withdraw-only-page').waitFor({ state: 'detached' });
    await context.close();
  }, 180_000);
});
