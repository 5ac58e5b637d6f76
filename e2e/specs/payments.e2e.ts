import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, H5, PC, screenshot, useSiteAndBrowser } from '../harness';
import { passLimitPrompt, withLuhn } from '../member';

describe('payments in the browser', () => {
  const ctx = useSiteAndBrowser({ CHAIN_WATCH_INTERVAL_MS: '1000' });

  const logIn = async (page: Page, to: string) => {
    await page.goto(`${ctx.site.url}/login?fromPage=${encodeURIComponent(to)}`);
    await page.getByTestId('login-name').fill('demo888');
    await page.getByTestId('login-password').fill('Courtside1');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === to);
  };

  const heroBalance = (page: Page) => page.getByTestId('hero-balance').innerText();

  it('deposits through the sandbox gateway, binds a card, withdraws to it and follows the approval', async () => {
    const context = await ctx.browser.newContext({ viewport: PC });
    const page = await context.newPage();
    await logIn(page, '/app/deposit');
    await passLimitPrompt(page);
    await expect.poll(() => heroBalance(page)).toContain('10,000.00');
    await screenshot(page, 'payments-deposit-pc');

    // 200 through the sandbox gateway, confirmed in the dialog.
    await page.locator('[data-testid="channel-tile"][data-channel="sandbox-bank"]').click();
    await page.getByTestId('deposit-amount').fill('200');
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('deposit-confirm').waitFor();
    await screenshot(page, 'payments-deposit-confirm-pc');
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('deposit-order').waitFor();
    expect(await page.getByTestId('order-state').innerText()).toBe('待支付');
    await screenshot(page, 'payments-deposit-order-pc');

    // The member pays on the gateway's page in another tab; this tab follows without a reload.
    const payUrl = await page.getByTestId('order-pay').getAttribute('href');
    expect(payUrl).toMatch(/^\/sandbox\/pay\/D/);
    const gateway = await context.newPage();
    await gateway.goto(`${ctx.site.url}${payUrl}`);
    await gateway.locator('button[data-testid="sandbox-pay"]').waitFor();
    await screenshot(gateway, 'payments-sandbox-gateway-pc');
    await gateway.locator('button[data-testid="sandbox-pay"]').click();
    // The gateway sends the member back to the order; this tab has no session of its own, so it may
    // pass through the login page, which carries the order in fromPage.
    await gateway.waitForURL((url) => decodeURIComponent(url.toString()).includes('/app/deposit?order=D'));
    await gateway.close();

    await expect.poll(() => page.getByTestId('order-state').innerText(), { timeout: 15_000 }).toBe('已到账');
    await expect.poll(() => heroBalance(page)).toContain('10,200.00');
    await page.getByTestId('order-paid').waitFor();
    await screenshot(page, 'payments-deposit-paid-pc');

    // The same return the gateway makes, in this tab: the order page after a fresh load.
    await page.goto(`${ctx.site.url}/app/deposit?order=${payUrl?.split('/').pop()}`);
    await expect.poll(() => page.getByTestId('order-state').innerText()).toBe('已到账');

    // A bank card in the member's real name.
    await page.goto(`${ctx.site.url}/app/cards`);
    await page.getByTestId('card-add').click();
    await page.getByTestId('card-bank').selectOption('ICBC');
    const number = withLuhn('622202020011223');
    await page.getByTestId('card-number').fill(number);
    await expect.poll(() => page.getByTestId('card-number').inputValue()).toBe(number.replace(/(.{4})(?=.)/g, '$1 '));
    await screenshot(page, 'payments-card-form-pc');
    await page.getByTestId('card-submit').click();
    await expect.poll(() => page.getByTestId('bank-card').count()).toBe(1);
    expect(await page.getByTestId('bank-card-number').innerText()).toContain(number.slice(-4));
    await screenshot(page, 'payments-cards-pc');

    // The demo member has no withdrawal password yet: the page sends them to set one.
    await page.goto(`${ctx.site.url}/app/withdraw`);
    await page.getByTestId('withdraw-password-missing').waitFor();
    await screenshot(page, 'payments-withdraw-no-password-pc');
    await page.getByTestId('withdraw-password-link').click();
    await page.waitForURL(/\/app\/member\/security$/);
    await page.getByTestId('withdraw-password-input').fill('135790');
    await page.getByTestId('withdraw-password-confirm').fill('135790');
    await page.getByTestId('withdraw-password-submit').click();
    await page.getByTestId('withdraw-update-form').waitFor();

    await page.goto(`${ctx.site.url}/app/withdraw`);
    await page.getByTestId('withdraw-form').waitFor();
    await expect.poll(() => page.getByTestId('withdraw-available').innerText()).toContain('10,200.00');
    await page.getByTestId('withdraw-amount').fill('100');
    await page.getByTestId('withdraw-submit').click();
    const dialog = page.getByTestId('withdraw-confirm');
    await dialog.waitFor();
    for (const digit of '135790') await page.getByTestId(`withdraw-pin-key-${digit}`).click();
    await screenshot(page, 'payments-withdraw-confirm-pc');
    await page.getByTestId('confirm-ok').click();
    const card = page.getByTestId('withdrawal-card');
    await card.waitFor();
    expect(await page.getByTestId('withdrawal-state').innerText()).toBe('审核中');
    await expect.poll(() => page.getByTestId('withdraw-available').innerText()).toContain('10,100.00');
    await screenshot(page, 'payments-withdraw-pending-pc');

    // Finance approves it in the back office; the open page notices by itself.
    const orderNo = await card.getAttribute('data-order');
    const res = await fetch(`${ctx.site.url}/api/admin/payment/v1/withdrawDecide`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
      body: JSON.stringify({ orderNo, decision: 'approved' }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(0);
    await expect.poll(() => page.getByTestId('withdrawal-state').innerText(), { timeout: 15_000 }).toBe('已出款');
    await page.getByTestId('withdrawal-arrived').waitFor();
    await screenshot(page, 'payments-withdraw-approved-pc');

    await page.goto(`${ctx.site.url}/app/transfer/records?tab=withdrawals`);
    await expect.poll(() => page.getByTestId('withdraw-record').count()).toBe(1);
    await page.getByTestId('withdraw-record').click();
    await page.getByTestId('withdraw-detail').waitFor();
    await screenshot(page, 'payments-records-withdrawal-pc');
    await page.keyboard.press('Escape');
    await page.getByTestId('records-tab-deposits').click();
    await expect.poll(() => page.getByTestId('deposit-record').count()).toBe(1);
    await screenshot(page, 'payments-records-deposits-pc');
    await context.close();
  });

  it('lays the payment pages out on a phone', async () => {
    const context = await ctx.browser.newContext({ viewport: H5 });
    const page = await context.newPage();
    await logIn(page, '/app/deposit');
    await passLimitPrompt(page);
    await screenshot(page, 'payments-deposit-h5');
    await page.getByTestId('deposit-amount').fill('300');
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('deposit-order').waitFor();
    await screenshot(page, 'payments-deposit-order-h5');
    await page.getByTestId('order-cancel').click();
    await page.getByTestId('close-order-confirm').waitFor();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId('order-state').innerText()).toBe('已取消');

    // A USDT order: network, address, amount in USDT and the chain's confirmations.
    const startOrder = async (channel: string, amount: string, network?: string) => {
      await page.goto(`${ctx.site.url}/app/deposit`);
      await page.locator(`[data-testid="channel-tile"][data-channel="${channel}"]`).click();
      if (network) await page.getByTestId(`deposit-network-${network}`).click();
      await page.getByTestId('deposit-amount').fill(amount);
      await page.getByTestId('deposit-submit').click();
      await page.getByTestId('confirm-ok').click();
      await page.getByTestId('deposit-order').waitFor();
    };
    await startOrder('usdt-chain', '720', 'TRC20');
    await page.getByTestId('order-crypto').waitFor();
    expect(await page.getByTestId('crypto-network').innerText()).toBe('TRC20');
    expect(await page.getByTestId('crypto-confirmations').innerText()).toMatch(/^0 \/ \d+$/);
    await screenshot(page, 'payments-deposit-usdt-h5');
    // The sandbox chain wallet sends the exact sum; the watcher confirms it block by block and credits it.
    const before = await page.getByTestId('order-amount').innerText();
    await page.getByTestId('order-pay').click();
    await page.getByTestId('sandbox-chain').waitFor();
    await page.getByTestId('chain-send').click();
    await page.getByTestId('deposit-order').waitFor();
    await expect.poll(() => page.getByTestId('order-state').innerText(), { timeout: 20_000 }).toBe('已到账');
    expect(await page.getByTestId('crypto-confirmations').innerText()).toBe('3 / 3');
    expect(before).toContain('720.00');
    await screenshot(page, 'payments-deposit-usdt-paid-h5');

    // Fast-to-card: the receiving card to copy, the odd amount to pay, then 我已付款 and 催单.
    await startOrder('speed-card', '500');
    await page.getByTestId('order-receiver').waitFor();
    expect(await page.getByTestId('receiver-card').innerText()).toContain('6214');
    await screenshot(page, 'payments-deposit-speedpay-h5');
    await page.getByTestId('speedpay-confirm').click();
    await page.getByTestId('speedpay-confirm-dialog').getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId('order-state').innerText()).toBe('审核中');
    await page.getByTestId('speedpay-remind').click();
    await page.getByTestId('remind-note').waitFor();
    await page.getByTestId('speedpay-remind').click();
    await expect.poll(() => page.getByTestId('remind-note').innerText()).toBe('您刚催过单，请稍后再试');
    await screenshot(page, 'payments-deposit-speedpay-submitted-h5');

    await page.goto(`${ctx.site.url}/app/withdraw`);
    await page.getByTestId('withdraw-hero').waitFor();
    await page.getByTestId('withdraw-panel').waitFor();
    await screenshot(page, 'payments-withdraw-h5');
    await page.goto(`${ctx.site.url}/app/cards`);
    await page.getByTestId('cards-panel').waitFor();
    await page.getByTestId('usdt-add').click();
    await page.getByTestId('usdt-address').fill('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf');
    await screenshot(page, 'payments-cards-h5');
    await page.goto(`${ctx.site.url}/app/usdt`);
    await page.getByTestId('convert-panel').waitFor();
    await page.getByTestId('convert-amount').fill('100');
    await screenshot(page, 'payments-usdt-h5');
    await page.goto(`${ctx.site.url}/app/member`);
    await page.getByTestId('member-cards').waitFor();
    await screenshot(page, 'payments-member-centre-h5');
    await context.close();
  });
});
