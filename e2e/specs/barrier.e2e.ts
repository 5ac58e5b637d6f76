import { describe, expect, it } from 'vitest';
import { dialogShown, H5, PC, screenshot, useSiteAndBrowser } from '../harness';
import { memberSteps, PATIENCE } from '../member';

const ADMIN = { username: 'admin', password: 'Courtside-admin-1' };
const BARRIER = '/app/activity/barrier';

/**
 * 闯关 (issue 31): on a phone a new member deposits, backs a draw with ¥100 and the trader settles it;
 * the settled bet's valid turnover clears the first stage, which the member claims from the page the
 * carnival hub leads to, and the bonus shows on 我的优惠. On a PC the ladder at desk width, and the
 * console's 闯关 dialog on the promotion row with the seeded stages.
 */
describe('闯关 in the browser', () => {
  const ctx = useSiteAndBrowser({
    FEED_SIMULATOR: '1',
    FEED_SPEED: '1',
    BET_DELAY_MS: '0',
    ADMIN_USER: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const { admin, register, deposit, toSportsWallet, freshMatch, betDraw, drawWins } = memberSteps(ctx);

  it('H5: a settled ¥100 bet clears the first stage, claimed once from the hub’s page into 我的优惠', async () => {
    await admin('/api/admin/site/v1/param', { keyCode: 'deposit_verify_true_name', value: '0' });
    const context = await ctx.browser.newContext({ viewport: H5 });
    const page = await context.newPage();
    await register(page, 'barrierh5');
    await deposit(context, page, '100');
    await toSportsWallet(page, '100');
    await drawWins(await betDraw(page, await freshMatch(page, 'early'), '100', true));

    await page.goto(`${ctx.site.url}/app/activity/carnivalactivity`);
    await page.getByTestId('hub-barrier').click();
    await page.waitForURL((url) => url.pathname === BARRIER);
    const first = page.getByTestId('barrier-stage').first();
    // The settlement's turnover is counted by the promotions' subscriber, a moment after the trader's call.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('barrier-stages').waitFor(PATIENCE);
          return first.getAttribute('data-state');
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe('claimable');
    expect(await page.getByTestId('barrier-turnover').innerText()).toBe('¥100.00');
    expect(await page.getByTestId('barrier-next').innerText()).toBe('再投注 ¥400.00 即可通过下一关');
    await screenshot(page, 'barrier-cleared-h5');
    await first.getByTestId('barrier-claim').click();
    await expect.poll(() => first.getAttribute('data-state'), PATIENCE).toBe('claimed');
    expect(await page.getByTestId('barrier-claim').count()).toBe(0);
    await screenshot(page, 'barrier-claimed-h5');

    await page.goto(`${ctx.site.url}/app/promotions/mine`);
    const gift = page.locator('[data-testid="grant-card"]', { hasText: '每日闯关' });
    await expect.poll(() => gift.count(), PATIENCE).toBe(1);
    expect(await gift.innerText()).toContain('¥2.00');
    await context.close();
  }, 300_000);

  it('PC: the ladder at desk width, and the console’s 闯关 terms on the promotion row', async () => {
    const page = await (await ctx.browser.newContext({ viewport: PC })).newPage();
    await page.goto(`${ctx.site.url}${BARRIER}`);
    await page.getByTestId('barrier-stages').waitFor(PATIENCE);
    expect(await page.getByTestId('barrier-stage').count()).toBe(4);
    expect(await page.getByTestId('barrier-rules').innerText()).toContain('1倍流水');
    await screenshot(page, 'barrier-pc');
    await page.context().close();

    const desk = await (await ctx.browser.newContext({ viewport: PC })).newPage();
    await desk.goto(`${ctx.site.url}/admin/`);
    await desk.getByLabel('用户名').fill(ADMIN.username);
    await desk.getByLabel('密码').fill(ADMIN.password);
    await desk.getByRole('button', { name: '登录' }).click();
    await desk.getByRole('heading', { name: /今日概览/, level: 1 }).waitFor();
    await desk.getByTestId('menu-promotions').click();
    await desk.getByTestId('promo-daily-barrier').getByTestId('promo-barrier').click();
    await expect.poll(() => desk.getByTestId('barrier-turnover-0').inputValue()).toBe('100.00');
    expect(await desk.getByTestId('barrier-amount-3').inputValue()).toBe('88.00');
    await dialogShown(desk);
    await screenshot(desk, 'barrier-admin-editor', { viewport: true });
    await desk.context().close();
  }, 180_000);
});
