import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, H5, PC, screenshot, useSiteAndBrowser } from '../harness';

describe('wallet in the browser', () => {
  const ctx = useSiteAndBrowser();

  const logIn = async (page: Page) => {
    await page.goto(`${ctx.site.url}/login?fromPage=%2Fapp%2Ftransfer`);
    await page.getByTestId('login-name').fill('demo888');
    await page.getByTestId('login-password').fill('Courtside1');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/app\/transfer$/);
  };

  const centre = (page: Page) => page.getByTestId('centre-balance').innerText();
  const venueBalance = (page: Page, code: string) =>
    page.locator(`[data-testid="venue-wallet"][data-venue="${code}"] [data-testid="venue-balance"]`).innerText();

  const move = async (page: Page, direction: 'in' | 'out', venue: string, amount: string) => {
    await page.getByTestId('transfer-venue').selectOption(venue);
    await page.getByTestId(`transfer-direction-${direction}`).click();
    await page.getByTestId('transfer-amount').fill(amount);
    await page.getByTestId('transfer-submit').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('transfer-result').waitFor();
  };

  it('moves money into a venue and back, switches auto-transfer and shows the records', async () => {
    const page = await ctx.browser.newPage({ viewport: PC });
    await logIn(page);
    await page.getByTestId('wallet-page').waitFor();
    await expect.poll(() => centre(page)).toContain('10,000.00');
    await screenshot(page, 'wallet-pc');

    await move(page, 'in', 'IMTY', '500');
    await expect.poll(() => centre(page)).toContain('9,500.00');
    await expect.poll(() => venueBalance(page, 'IMTY')).toContain('500.00');

    await move(page, 'out', 'IMTY', '200.50');
    await expect.poll(() => centre(page)).toContain('9,700.50');
    await expect.poll(() => venueBalance(page, 'IMTY')).toContain('299.50');

    await move(page, 'in', 'OBTY', '1000');
    await expect.poll(() => venueBalance(page, 'OBTY')).toContain('1,000.00');
    await screenshot(page, 'wallet-after-transfers-pc');

    await page.getByTestId('one-click-recovery').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('recovery-result').first().waitFor();
    await expect.poll(() => centre(page)).toContain('10,000.00');
    await screenshot(page, 'wallet-recovery-pc');

    const toggle = page.getByTestId('auto-transfer-toggle');
    const before = await toggle.getAttribute('aria-checked');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).not.toBe(before);

    await page.getByTestId('records-link').click();
    await page.getByTestId('records-page').waitFor();
    await expect.poll(() => page.getByTestId('record-item').count()).toBeGreaterThanOrEqual(5);
    await screenshot(page, 'wallet-records-pc');
    await page.close();
  });

  it('with auto-transfer on, entering a venue takes the centre balance in and leaving brings it back', async () => {
    const page = await ctx.browser.newPage({ viewport: PC });
    await logIn(page);
    const toggle = page.getByTestId('auto-transfer-toggle');
    await toggle.waitFor();
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    const before = await centre(page);

    // A venue without a game catalogue of its own (IM 体育) opens the sandbox provider's lobby page.
    await page.goto(`${ctx.site.url}/app/egame/im`);
    await page.getByTestId('egame-enter').click();
    await page.waitForURL(/\/sandbox\/venue\/IMTY$/);
    await page.getByTestId('sandbox-venue').waitFor();
    await screenshot(page, 'wallet-sandbox-venue-pc');
    // While in the venue, the money is there and not in the centre wallet.
    const during = await page.evaluate(async () => {
      const res = await fetch('/api/site/group/wallet/balance/v1/get', {
        method: 'POST',
        headers: { token: sessionStorage.getItem('tb-token') ?? '', 'content-type': 'application/json' },
        body: '{}',
      });
      const { data } = (await res.json()) as {
        data: { centre: { balance: string }; venues: { venueCode: string; balance: string }[] };
      };
      return { centre: data.centre.balance, imty: data.venues.find((v) => v.venueCode === 'IMTY')?.balance };
    });
    expect(during.centre).toBe('0.00');
    expect(`¥${Number(during.imty).toLocaleString('en-US', { minimumFractionDigits: 2 })}`).toBe(
      before.match(/¥[\d,.]+/)?.[0],
    );
    await page.getByTestId('sandbox-leave').click();
    await page.waitForURL(/\/app\/transfer$/);
    await expect.poll(() => centre(page)).toBe(before);
    await expect.poll(() => venueBalance(page, 'IMTY')).toContain('0.00');
    await page.close();
  });

  it('shows the wallet on a phone', async () => {
    const page = await ctx.browser.newPage({ viewport: H5 });
    await logIn(page);
    await expect.poll(() => centre(page)).toContain('10,000.00');
    await expect
      .poll(() => page.locator('[data-testid="venue-wallet"][data-venue="FBTY"]').innerText())
      .toContain('维护');
    await screenshot(page, 'wallet-h5');

    // An operator's adjustment reaches the open page through the socket, without a reload.
    const memberId = await page.evaluate(() => JSON.parse(sessionStorage.getItem('userInfo') ?? '{}').id as number);
    const res = await fetch(`${ctx.site.url}/api/admin/wallet/v1/adjust`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
      body: JSON.stringify({
        memberId,
        direction: 'credit',
        amount: '88.00',
        reason: '活动奖励',
        requestId: crypto.randomUUID(),
      }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(0);
    await expect.poll(() => centre(page)).toContain('10,088.00');
    await page.close();
  });
});
