import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useSiteAndBrowser } from '../harness';
import { PATIENCE } from '../member';

/** A common large phone, as members hold it. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' };
const DESK = { viewport: { width: 1440, height: 900 }, locale: 'zh-CN' };
const ADMIN = { username: 'admin', password: 'Courtside-admin-1' };
const WHEEL = '/app/activity/wheel';

/** The demo wheel's disclosure (weights 300 250 120 200 80 20 25 5 of 1000), in the wheel's order. */
const DEMO_CHANCES = ['30.00', '25.00', '12.00', '20.00', '8.00', '2.00', '2.50', '0.50'];

/**
 * 幸运转盘 (issue 31): the demo member earns a spin from a real-money slot round of ¥50 (one spin per
 * ¥50 of the day's valid turnover), reads the disclosed odds, spins, sees the prize the wheel lands
 * on, changes seeds and verifies the draw in the browser (and sees a tampered seed fail). On the wide
 * screen the operator changes a weight and the member page discloses the new chance; 转盘记录 lists
 * the member's spins.
 */
describe('the lucky wheel in the browser', () => {
  const ctx = useSiteAndBrowser({ ADMIN_USER: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });

  const logIn = async (page: Page, fromPage: string) => {
    await page.goto(`${ctx.site.url}/login?fromPage=${encodeURIComponent(fromPage)}`);
    await page.getByTestId('login-name').fill('demo888');
    await page.getByTestId('login-password').fill('Courtside1');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === fromPage.split('?')[0], PATIENCE);
  };

  /** Games take the centre balance in on their own, so a slot round plays with it at once. */
  const autoTransferOn = async (page: Page) => {
    await page.goto(`${ctx.site.url}/app/transfer`);
    const toggle = page.getByTestId('auto-transfer-toggle');
    await toggle.waitFor(PATIENCE);
    await expect.poll(() => toggle.getAttribute('aria-checked'), PATIENCE).toMatch(/true|false/);
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
  };

  /** One real-money round of 财神到 at ¥50: ¥50 of valid turnover, settled as it is played. */
  const playFifty = async (page: Page) => {
    await page.goto(`${ctx.site.url}/app/egame/pg`);
    const tile = page.locator('[data-testid="game-tile"]', { hasText: '财神到' }).first();
    await tile.getByTestId('game-play').click();
    await page.waitForURL(/\/app\/egame\/play\/PGDZ\/caishen-dao\?token=/);
    await page.getByTestId('slot-game').waitFor(PATIENCE);
    const bet = page.getByTestId('slot-bet');
    for (let i = 0; i < 6 && !(await bet.innerText()).includes('¥50.00'); i++) {
      await page.getByRole('button', { name: '增加投注' }).click();
    }
    expect(await bet.innerText()).toContain('¥50.00');
    const button = page.getByTestId('slot-spin');
    await expect.poll(() => button.isEnabled(), PATIENCE).toBe(true);
    await button.click();
    await expect.poll(() => page.getByTestId('slot-result').innerText(), PATIENCE).toMatch(/上局赢得|未中奖/);
    await page.getByTestId('game-back').click();
    await page.waitForURL(/\/app\/egame\/pg$/);
  };

  const chancesOf = async (page: Page) => {
    const card = page.getByTestId('wheel-chances');
    await card.waitFor(PATIENCE);
    return {
      earned: Number(await card.getAttribute('data-earned')),
      left: Number(await card.getAttribute('data-left')),
    };
  };

  const openWheel = async (page: Page) => {
    await page.goto(`${ctx.site.url}${WHEEL}`);
    await page.getByTestId('wheel-disc').waitFor(PATIENCE);
  };

  const disclosed = (page: Page) =>
    page.getByTestId('wheel-prize').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-chance')));

  /**
   * The member's journey on one screen: a spin earned from turnover, the odds, the spin, the seed
   * changed, the draw verified and a tampered seed refused. Answers the page, still signed in.
   */
  const journey = async (browser: Browser, options: typeof PHONE | typeof DESK, tag: string, clientSeed: string) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();

    // A visitor sees the wheel and its odds, and a login button where the spin would be.
    await openWheel(page);
    expect(await page.getByTestId('wheel-segment').count()).toBe(8);
    expect(await disclosed(page)).toEqual(DEMO_CHANCES);
    expect(await page.getByTestId('wheel-prize-chance').first().innerText()).toBe('30.00%');
    await page.getByTestId('wheel-login').waitFor();
    await screenshot(page, `wheel-visitor-${tag}`);

    await logIn(page, WHEEL);
    const before = await chancesOf(page);
    await autoTransferOn(page);
    await playFifty(page);

    // The round's turnover reaches the wheel once the settlement is booked: one more spin today.
    await openWheel(page);
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await chancesOf(page)).earned;
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(before.earned + 1);
    const earned = await chancesOf(page);
    expect(earned.left).toBeGreaterThan(0);
    expect(await disclosed(page)).toEqual(DEMO_CHANCES);
    await page.getByTestId('wheel-history').waitFor();
    await screenshot(page, `wheel-member-${tag}`);

    // The spin: the wheel turns to the segment the server drew, then the prize shows.
    await page.getByTestId('wheel-spin').click();
    const result = page.getByTestId('wheel-result');
    await result.waitFor(PATIENCE);
    const landed = await page.getByTestId('wheel-disc').getAttribute('data-landed-index');
    expect(landed).toMatch(/^[0-7]$/);
    const label = await page.getByTestId('wheel-result-label').innerText();
    const prizeRow = page.locator(`[data-testid="wheel-prize"][data-index="${landed}"]`);
    expect(await prizeRow.innerText()).toContain(label);
    expect(await page.getByTestId('wheel-result-prize').innerText()).toMatch(/恭喜获得|谢谢参与/);
    await screenshot(page, `wheel-result-${tag}`, { viewport: true });
    await page.keyboard.press('Escape');
    await result.waitFor({ state: 'detached' });
    await expect.poll(async () => (await chancesOf(page)).left, PATIENCE).toBe(earned.left - 1);
    const draw = page.getByTestId('wheel-draw').first();
    await expect.poll(() => draw.getAttribute('data-index'), PATIENCE).toBe(landed);
    await draw.getByTestId('wheel-draw-pending').waitFor();

    // 更换种子: the old server seed is revealed, and the draw can be verified.
    const hashBefore = await page.getByTestId('wheel-seed-hash').innerText();
    await page.getByTestId('wheel-seed-change').click();
    await page.getByTestId('wheel-seed-dialog').waitFor();
    await page.getByTestId('wheel-seed-input').fill(clientSeed);
    await screenshot(page, `wheel-seed-dialog-${tag}`, { viewport: true });
    await page.getByTestId('wheel-seed-submit').click();
    await page.getByTestId('wheel-seed-revealed').waitFor(PATIENCE);
    await expect.poll(() => page.getByTestId('wheel-client-seed').innerText(), PATIENCE).toBe(clientSeed);
    expect(await page.getByTestId('wheel-seed-hash').innerText()).not.toBe(hashBefore);
    expect(await page.getByTestId('wheel-nonce').innerText()).toBe('0');
    await draw.getByTestId('wheel-draw-verify').waitFor(PATIENCE);
    // Once the toast has gone: the page is as wide as the screen, long seeds wrap rather than overflow.
    await page.getByText(/种子已更换/).waitFor({ state: 'detached', timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(options.viewport.width);
    await screenshot(page, `wheel-seed-changed-${tag}`);

    // 验证: recomputed in the browser, it passes; one character of the server seed changed, it fails.
    await draw.getByTestId('wheel-draw-verify').click();
    await page.waitForURL(/\/app\/activity\/wheel\/verify\?/);
    const verdict = page.getByTestId('wheel-verify-verdict');
    await expect.poll(() => verdict.getAttribute('data-verified'), PATIENCE).toBe('true');
    expect(await verdict.innerText()).toContain('验证通过');
    expect(await verdict.innerText()).toContain(`第${Number(landed) + 1}格（${label}）`);
    await screenshot(page, `wheel-verify-${tag}`);
    const seed = page.getByTestId('verify-serverSeed');
    const revealed = await seed.inputValue();
    expect(revealed).toMatch(/^[0-9a-f]{64}$/);
    await seed.fill(`${revealed.slice(0, -1)}${revealed.endsWith('0') ? '1' : '0'}`);
    await expect.poll(() => verdict.getAttribute('data-verified')).toBe('false');
    expect(await verdict.innerText()).toContain('验证失败');
    expect(await verdict.innerText()).toContain('服务端种子与哈希不一致');
    await screenshot(page, `wheel-verify-tampered-${tag}`);
    return page;
  };

  it('H5: earns a spin from a ¥50 slot round, spins, changes the seed and verifies the draw', async () => {
    const page = await journey(ctx.browser, PHONE, 'h5', 'e2e-h5-seed');
    await page.context().close();
  }, 240_000);

  it('PC: the same journey; the operator changes a weight, the page discloses it, and 转盘记录 lists the spin', async () => {
    const page = await journey(ctx.browser, DESK, 'pc', 'e2e-pc-seed');

    // The console: the wheel's editor on its promotion row, the chance computed as the weight is typed.
    const desk = await (await ctx.browser.newContext(DESK)).newPage();
    await desk.goto(`${ctx.site.url}/admin/`);
    await desk.getByLabel('用户名').fill(ADMIN.username);
    await desk.getByLabel('密码').fill(ADMIN.password);
    await desk.getByRole('button', { name: '登录' }).click();
    await desk.getByRole('heading', { name: /今日概览/, level: 1 }).waitFor();
    await desk.getByTestId('menu-promotions').click();
    const row = desk.getByTestId('promo-lucky-wheel');
    await row.getByTestId('promo-wheel').click();
    const rows = desk.getByTestId('wheel-segment-row');
    await expect.poll(() => rows.count()).toBe(8);
    expect(await rows.first().getByTestId('wheel-chance').innerText()).toBe('30.00%');
    // 300 -> 400 of 1100: 36.36 % for the first prize, the others shrink with it.
    await rows.first().getByTestId('wheel-weight').fill('400');
    await expect.poll(() => rows.first().getByTestId('wheel-chance').innerText()).toBe('36.36%');
    expect(await rows.nth(1).getByTestId('wheel-chance').innerText()).toBe('22.73%');
    // The picture once the dialog has faded in.
    await expect
      .poll(() => desk.getByRole('dialog').evaluate((el) => getComputedStyle(el.parentElement ?? el).opacity))
      .toBe('1');
    await screenshot(desk, 'wheel-admin-editor', { viewport: true });
    await desk.getByTestId('action-confirm').click();
    await desk.getByText(/已保存 8 个奖项/).waitFor(PATIENCE);
    await desk.getByRole('dialog').waitFor({ state: 'detached' });

    // The member page, read again, discloses the new table.
    await openWheel(page);
    await expect
      .poll(async () => {
        await page.reload();
        await page.getByTestId('wheel-prize').first().waitFor(PATIENCE);
        return disclosed(page);
      }, PATIENCE)
      .toEqual(['36.36', '22.73', '10.91', '18.18', '7.27', '1.82', '2.27', '0.45']);
    await screenshot(page, 'wheel-reweighted-pc');

    // 转盘记录: both spins of the demo member (this one and the phone's), with the totals.
    await desk.getByTestId('menu-wheel-draws').click();
    const draws = desk.getByTestId('wheel-draw-row');
    await expect.poll(() => draws.count(), PATIENCE).toBeGreaterThanOrEqual(2);
    expect(await draws.first().getAttribute('data-member')).toBe('demo888');
    expect(await desk.getByTestId('wheel-draws-totals').innerText()).toMatch(/共 \d+ 次抽奖/);
    expect(await desk.getByTestId('export-csv').getAttribute('href')).toContain('wheelDraws');
    await screenshot(desk, 'wheel-admin-draws', { viewport: true });
    await desk.context().close();
    await page.context().close();
  }, 300_000);
});
