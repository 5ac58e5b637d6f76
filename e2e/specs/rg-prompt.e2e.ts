import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { H5, PC, screenshot, useSiteAndBrowser } from '../harness';
import { memberSteps, PATIENCE } from '../member';

/**
 * The deposit-limit prompt (RTS 12A, issue 29) as new members meet it: the first visit to 存款 asks for
 * a deposit limit before the channels; one member sets ¥500 a day, another chooses 暂不设置; neither is
 * asked again.
 */
describe('the deposit-limit prompt in the browser', () => {
  const ctx = useSiteAndBrowser();
  const { admin, register } = memberSteps(ctx);

  /** Opens 存款 and answers whichever the page shows first: the prompt or the form. */
  const openDeposit = async (page: Page): Promise<'prompt' | 'form'> => {
    await page.goto(`${ctx.site.url}/app/deposit`);
    const first = page.locator('[data-testid="deposit-form"], [data-testid="limit-prompt"]').first();
    await first.waitFor(PATIENCE);
    return (await page.getByTestId('limit-prompt').isVisible()) ? 'prompt' : 'form';
  };

  const journey = async (viewport: typeof H5, tag: string) => {
    await admin('/api/admin/site/v1/param', { keyCode: 'deposit_verify_true_name', value: '0' });

    // A member sets ¥500 a day from the prompt; the channels follow and the prompt does not come back.
    const setter = await ctx.browser.newContext({ viewport });
    const page = await setter.newPage();
    await register(page, `rps${tag}${Date.now() % 100000}`);
    expect(await openDeposit(page)).toBe('prompt');
    expect(await page.getByTestId('deposit-form').count()).toBe(0);
    await screenshot(page, `rg-prompt-${tag}`);
    await page.getByTestId('limit-prompt-period-day').click();
    await page.getByTestId('limit-prompt-amount').fill('500');
    await page.getByTestId('limit-prompt-save').click();
    await page.getByTestId('deposit-form').waitFor(PATIENCE);
    expect(await page.getByTestId('limit-prompt').count()).toBe(0);
    expect(await openDeposit(page)).toBe('form');
    await page.goto(`${ctx.site.url}/app/rg`);
    await expect.poll(() => page.getByTestId('rg-deposit-day-amount').innerText(), PATIENCE).toContain('500.00');
    await page.reload();
    expect(await openDeposit(page)).toBe('form');
    await setter.close();

    // Another declines explicitly; the decline is kept, so the next visit goes straight to the channels.
    const decliner = await ctx.browser.newContext({ viewport });
    const other = await decliner.newPage();
    await register(other, `rpd${tag}${Date.now() % 100000}`);
    expect(await openDeposit(other)).toBe('prompt');
    await other.getByTestId('limit-prompt-skip').click();
    await other.getByTestId('deposit-form').waitFor(PATIENCE);
    await screenshot(other, `rg-prompt-declined-${tag}`);
    expect(await openDeposit(other)).toBe('form');
    await other.goto(`${ctx.site.url}/app/rg`);
    await expect.poll(() => other.getByTestId('rg-deposit-day-amount').innerText(), PATIENCE).toBe('未设置');
    expect(await openDeposit(other)).toBe('form');
    await decliner.close();
  };

  it('H5: the first visit to 存款 asks for a limit; ¥500 a day or 暂不设置, each asked once', async () => {
    await journey(H5, 'h');
  }, 180_000);

  it('PC: the same', async () => {
    await journey(PC, 'p');
  }, 180_000);
});
